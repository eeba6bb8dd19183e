#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// What the presentation tells its lifecycle, and what it does with the lifecycle's notices: the
    /// callbacks `SheetDelegateTable` lists for a presentation controller, for the sheet's
    /// ``SheetControllerDelegate`` and for a ``BottomSheetViewController`` it presents. Every callback
    /// of a presented sheet is made here, from the lifecycle's notices; no rule of who hears what
    /// lives here.
    extension SheetPresentationController {
        /// The lifecycle this presentation reports to; attached now if UIKit has not begun it yet.
        var lifecycle: SheetLifecycleLink { attachedLifecycle ?? attachLifecycle() }

        /// Attaches the lifecycle once UIKit has taken the presentation: the link a runner left on the
        /// presented controller when it asked UIKit to present it, or else a runner of its own, which
        /// hears UIKit's acceptance now (a runner that presents reports it once `present` returns).
        /// Whenever UIKit made this controller, the lifecycle of the call that presented it is the one.
        @discardableResult
        func attachLifecycle() -> SheetLifecycleLink {
            if let attachedLifecycle { return attachedLifecycle }
            let link: SheetLifecycleLink
            if let pending = presentedViewController.takePendingLifecycleLink() {
                link = pending
            } else {
                let runner = SheetLifecycleRunner<SheetLifecycleLink.Sheet>(presenter: nil)
                runner.adopt(presentedViewController, as: .this)
                ownRunner = runner
                link = runner.link(for: .this)
            }
            attachedLifecycle = link
            link.listen { [weak self] notice in self?.tell(notice) }
            if !link.runnerPresents { link.send(.presentationAccepted(.this)) }
            return link
        }

        /// UIKit's dismissal transition ended (`dismissalTransitionDidEnd(true)`): the lifecycle hears
        /// it on the main queue's next pass, once UIKit has finished the dismissal's bookkeeping
        /// (`presentedViewController` cleared), so a presentation the app starts from any did-dismiss
        /// callback is accepted. Apple, `dismissalTransitionDidEnd(_:)`: "Notifies the presentation
        /// controller that the dismissal animations finished."
        /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
        /// UIKit's presentation transition ended: the lifecycle hears it on the main queue's next
        /// pass, once UIKit has finished the transition (it calls `presentationTransitionDidEnd(_:)`
        /// from inside it, and refuses a present or dismiss asked there), as
        /// `SheetLifecycleEvent.presentationTransitionDidEnd` asks of a binding: the
        /// next sheet's presentation, a dismissal the app asked during the rise and a presenter's
        /// completion then come after the transition.
        func reportPresentationEnded(completed: Bool) {
            DispatchQueue.main.async { [self] in
                lifecycle.send(.presentationTransitionDidEnd(.this, completed: completed))
            }
        }

        func reportDismissalEnded() {
            // Keeps this controller (and its delegates' subject) until the callbacks are made.
            DispatchQueue.main.async { [self] in
                lifecycle.send(.dismissalTransitionDidEnd(.this, completed: true))
                lifecycle.reconcile()
            }
        }

        /// One notice: the callbacks the table lists for a presentation controller, for the sheet's
        /// delegate, then for the bottom sheet it presents.
        private func tell(_ notice: SheetLifecycleNotice<SheetLifecycleLink.Sheet>) {
            for callback in SheetDelegateTable.callbacks(for: notice, in: .presentationController) {
                perform(callback)
            }
            for callback in SheetDelegateTable.callbacks(for: notice, in: .sheetController) {
                sheet.perform(callback)
            }
            if let bottomSheet = presentedViewController as? BottomSheetViewController {
                for callback in SheetDelegateTable.callbacks(for: notice, in: .bottomSheet) {
                    bottomSheet.perform(callback, for: notice)
                }
            }
        }

        /// UIKit's delegate callbacks, on ``sheetDelegate`` and the standard `delegate`.
        private func perform(_ callback: SheetCallback) {
            switch callback {
            case .presentationControllerWillDismiss:
                sheetDelegate?.presentationControllerWillDismiss(self)
                delegate?.presentationControllerWillDismiss?(self)
            case .presentationControllerDidDismiss:
                sheetDelegate?.presentationControllerDidDismiss(self)
                delegate?.presentationControllerDidDismiss?(self)
            case .presentationControllerDidAttemptToDismiss:
                sheetDelegate?.presentationControllerDidAttemptToDismiss(self)
                delegate?.presentationControllerDidAttemptToDismiss?(self)
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier:
                sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            default:
                break
            }
        }
    }
#endif
