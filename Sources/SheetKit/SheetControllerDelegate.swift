#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The callbacks of one sheet, for any SheetKit sheet, as UIKit's
    /// `UISheetPresentationControllerDelegate` (with `UIAdaptivePresentationControllerDelegate`'s
    /// dismissal questions and reports) is to a page sheet. Set it on ``SheetController/delegate``,
    /// from any controller in the sheet:
    /// ```swift
    /// sheetController?.delegate = self
    /// ```
    /// As UIKit's, it hears the person only: a detent chosen by a drag or the grabber, a dismissal
    /// by a drag, the dim, the close button or VoiceOver's escape — not changes made in code, nor by
    /// a size change. Every call comes from the sheet's presentation lifecycle, as the sheet's other
    /// callbacks do, whichever way the sheet was presented (a floating sheet's too). Every method has
    /// an empty default.
    @MainActor
    public protocol SheetControllerDelegate: AnyObject {
        /// The person moved the sheet to another detent; read ``SheetController/selectedDetentIdentifier``.
        func sheetControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetController)
        /// Asked before each dismissal the person attempts, and before a ``SheetPresenter``'s
        /// `.replace` request would send the sheet away; false keeps the sheet (and reports the
        /// person's attempt to ``sheetControllerDidAttemptToDismiss(_:)``; the request waits until
        /// the sheet goes). As `presentationControllerShouldDismiss(_:)`.
        func sheetControllerShouldDismiss(_ sheet: SheetController) -> Bool
        /// The person tried to dismiss a sheet that may not be dismissed now (its
        /// `isModalInPresentation`, or ``sheetControllerShouldDismiss(_:)``): ask what to do with
        /// the unsaved input.
        func sheetControllerDidAttemptToDismiss(_ sheet: SheetController)
        /// The person's dismissal began: their drag went below the smallest detent (it may still
        /// come back: ``sheetControllerDidCancelDismissal(_:)``), or a fling, the dim, the close
        /// button or VoiceOver's escape sent the sheet away. As `presentationControllerWillDismiss(_:)`.
        func sheetControllerWillDismiss(_ sheet: SheetController)
        /// The person's interactive dismissal was cancelled: the drag came back up or was let go
        /// above the smallest detent, and the sheet stays. UIKit reports this through the transition
        /// coordinator's `notifyWhenInteractionChanges`; here it is a callback of its own.
        func sheetControllerDidCancelDismissal(_ sheet: SheetController)
        /// The person's dismissal is over: the sheet is gone and UIKit has finished the dismissal,
        /// so a presentation started here is accepted. Not called when the app (or UIKit on its
        /// behalf) dismissed the sheet, even during the person's drag.
        func sheetControllerDidDismiss(_ sheet: SheetController)
    }

    extension SheetControllerDelegate {
        public func sheetControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetController) {}
        public func sheetControllerShouldDismiss(_ sheet: SheetController) -> Bool { true }
        public func sheetControllerDidAttemptToDismiss(_ sheet: SheetController) {}
        public func sheetControllerWillDismiss(_ sheet: SheetController) {}
        public func sheetControllerDidCancelDismissal(_ sheet: SheetController) {}
        public func sheetControllerDidDismiss(_ sheet: SheetController) {}
    }

    extension SheetController {
        /// One of the callbacks `SheetDelegateTable` lists for a sheet controller's delegate, from
        /// the sheet's lifecycle (presented or floating).
        func perform(_ callback: SheetCallback) {
            guard let delegate else { return }
            switch callback {
            case .sheetControllerDidChangeSelectedDetentIdentifier:
                delegate.sheetControllerDidChangeSelectedDetentIdentifier(self)
            case .sheetControllerDidAttemptToDismiss: delegate.sheetControllerDidAttemptToDismiss(self)
            case .sheetControllerWillDismiss: delegate.sheetControllerWillDismiss(self)
            case .sheetControllerDidCancelDismissal: delegate.sheetControllerDidCancelDismissal(self)
            case .sheetControllerDidDismiss: delegate.sheetControllerDidDismiss(self)
            default: break
            }
        }

        /// The delegate's answer to a dismissal the person attempts; true without a delegate.
        var delegateAllowsDismissal: Bool { delegate?.sheetControllerShouldDismiss(self) ?? true }
    }
#endif
