#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// What the presentation tells its lifecycle, and what it does with the lifecycle's notices: the
    /// callbacks `SheetDelegateTable` lists for a presentation controller, for the sheet's
    /// ``SheetControllerDelegate`` and for a ``BottomSheetViewController`` it presents. Every callback
    /// of a presented sheet is made here, from the lifecycle's notices; no rule of who hears what
    /// lives here.
    extension SheetPresentationController {
        /// Listens to the lifecycle, and reports UIKit's acceptance of a presentation the app made
        /// itself (UIKit asks for the presentation controller once it has taken the presentation); a
        /// runner that presents reports it once `present` returns.
        func startLifecycle() {
            lifecycle.listen { [weak self] notice in self?.tell(notice) }
            if !lifecycle.runnerPresents { lifecycle.send(.presentationAccepted(.this)) }
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
