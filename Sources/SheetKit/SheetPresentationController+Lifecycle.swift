#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// What the presentation tells its lifecycle, and what it does with the lifecycle's notices: the
    /// callbacks `SheetDelegateTable` lists for a presentation controller (and for a
    /// ``BottomSheetViewController`` it presents). No rule of who hears what lives here.
    extension SheetPresentationController {
        /// The presented controller, as its lifecycle knows it.
        var lifecycleID: ObjectIdentifier { ObjectIdentifier(presentedViewController) }

        /// Listens to the lifecycle, and reports UIKit's acceptance of a presentation the app made
        /// itself (UIKit asks for the presentation controller once it has taken the presentation).
        func startLifecycle() {
            lifecycle.listen(to: presentedViewController) { [weak self] notice in self?.tell(notice) }
            // The person's drag below the smallest detent begins UIKit's interactive dismissal, and
            // will-dismiss is told then, not at the release. UIPresentationController.h,
            // `presentationControllerWillDismiss:`: "Called on the delegate when the user has taken
            // action to dismiss the presentation, before interaction or animations begin."
            // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
            binding.interactiveDismissalDidChange = { [weak self] isDismissing in
                guard let self else { return }
                self.lifecycle.send(
                    isDismissing
                        ? .interactiveDismissalBegan(self.lifecycleID)
                        : .interactiveDismissalCancelled(self.lifecycleID))
            }
            // A presenter's own runner reports the acceptance once `present` returns.
            if !lifecycle.isPresenterRunner { lifecycle.send(.presentationAccepted(lifecycleID)) }
        }

        /// The host's report of one step, as lifecycle events: detent changes with their cause, the
        /// person's attempts, and who started a dismissal.
        func reportToLifecycle(_ events: HostEvents) {
            for notice in events.notices {
                switch notice.kind {
                case .selectedDetentChanged:
                    lifecycle.send(.selectedDetentChanged(lifecycleID, notice.detent, cause: notice.cause))
                case .attemptedToDismiss: lifecycle.send(.attemptedToDismiss(lifecycleID))
                case .willDismiss: hostDismissalCause = notice.cause
                default: break
                }
            }
        }

        /// The host's sheet left by itself (the person, or the app's `dismissSheet`): the lifecycle
        /// asks UIKit to dismiss the presented controller, once the transitions under way allow.
        /// False when it is not presented.
        func requestDismissalFromLifecycle() -> Bool {
            guard presentedViewController.presentingViewController != nil else { return false }
            lifecycle.send(.dismiss(lifecycleID, cause: hostDismissalCause))
            return true
        }

        /// UIKit's dismissal transition ended (`dismissalTransitionDidEnd(true)`): the lifecycle hears
        /// it on the main queue's next pass, once UIKit has finished the dismissal's bookkeeping
        /// (`presentedViewController` cleared), so a presentation the app starts from its did-dismiss
        /// callback is accepted. Apple, `dismissalTransitionDidEnd(_:)`: "Notifies the presentation
        /// controller that the dismissal animations finished."
        /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
        func reportDismissalEnded() {
            let id = lifecycleID
            let lifecycle = lifecycle
            // Keeps this controller (and its delegates' subject) until the callbacks are made.
            DispatchQueue.main.async { [self] in
                lifecycle.send(.dismissalTransitionDidEnd(id, completed: true))
                lifecycle.reconcile()
                _ = self
            }
        }

        /// One notice: the callbacks the table lists for a presentation controller, then for the
        /// bottom sheet it presents.
        private func tell(_ notice: SheetLifecycleNotice<ObjectIdentifier>) {
            for callback in SheetDelegateTable.callbacks(for: notice, in: .presentationController) {
                perform(callback)
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
