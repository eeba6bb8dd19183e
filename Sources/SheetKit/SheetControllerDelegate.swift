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
    /// a size change. Every method has an empty default.
    @MainActor
    public protocol SheetControllerDelegate: AnyObject {
        /// The person moved the sheet to another detent; read ``SheetController/selectedDetentIdentifier``.
        func sheetControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetController)
        /// Asked before each dismissal the person attempts; false keeps the sheet and reports the
        /// attempt to ``sheetControllerDidAttemptToDismiss(_:)`` (as
        /// `presentationControllerShouldDismiss(_:)`).
        func sheetControllerShouldDismiss(_ sheet: SheetController) -> Bool
        /// The person tried to dismiss a sheet that may not be dismissed now (its
        /// `isModalInPresentation`, or ``sheetControllerShouldDismiss(_:)``): ask what to do with
        /// the unsaved input.
        func sheetControllerDidAttemptToDismiss(_ sheet: SheetController)
        /// The person's dismissal began.
        func sheetControllerWillDismiss(_ sheet: SheetController)
        /// The person's dismissal ended: the sheet is gone.
        func sheetControllerDidDismiss(_ sheet: SheetController)
    }

    extension SheetControllerDelegate {
        public func sheetControllerDidChangeSelectedDetentIdentifier(_ sheet: SheetController) {}
        public func sheetControllerShouldDismiss(_ sheet: SheetController) -> Bool { true }
        public func sheetControllerDidAttemptToDismiss(_ sheet: SheetController) {}
        public func sheetControllerWillDismiss(_ sheet: SheetController) {}
        public func sheetControllerDidDismiss(_ sheet: SheetController) {}
    }

    extension SheetController {
        /// What the delegate is told for a step's events, one row per callback, in UIKit's order:
        /// only what the person did (the host's causes), as UIKit tells its sheet delegate.
        static let delegateReports:
            [(
                isReported: @MainActor (HostEvents) -> Bool,
                tell: @MainActor (SheetControllerDelegate, SheetController) -> Void
            )] = [
                (
                    { $0.selectedDetentChanged != nil && $0.selectedDetentChangeCause == .user },
                    { $0.sheetControllerDidChangeSelectedDetentIdentifier($1) }
                ),
                ({ $0.attemptedToDismiss }, { $0.sheetControllerDidAttemptToDismiss($1) }),
                ({ $0.willDismiss && $0.dismissalCause == .user }, { $0.sheetControllerWillDismiss($1) }),
                ({ $0.dismissalDidEnd && $0.dismissalCause == .user }, { $0.sheetControllerDidDismiss($1) }),
            ]

        /// Tells the delegate what the person did in one step (called where the controllers hear
        /// the host's events).
        func report(_ events: HostEvents) {
            guard let delegate else { return }
            for row in Self.delegateReports where row.isReported(events) { row.tell(delegate, self) }
        }

        /// The delegate's answer to a dismissal the person attempts; true without a delegate.
        var delegateAllowsDismissal: Bool { delegate?.sheetControllerShouldDismiss(self) ?? true }
    }
#endif
