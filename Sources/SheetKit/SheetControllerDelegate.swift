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
        /// What the delegate is told for each of the callbacks `SheetDelegateTable` lists for a
        /// presentation controller's delegate (the person's changes only, as UIKit tells its sheet
        /// delegate), in UIKit's order.
        static let delegateReports:
            [SheetCallback: @MainActor (SheetControllerDelegate, SheetController) -> Void] = [
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier: {
                    $0.sheetControllerDidChangeSelectedDetentIdentifier($1)
                },
                .presentationControllerDidAttemptToDismiss: { $0.sheetControllerDidAttemptToDismiss($1) },
                .presentationControllerWillDismiss: { $0.sheetControllerWillDismiss($1) },
                .presentationControllerDidDismiss: { $0.sheetControllerDidDismiss($1) },
            ]

        /// Tells the delegate what the table lists for one step's notices (called where the
        /// controllers hear the host's events).
        func report(_ events: HostEvents) {
            guard let delegate else { return }
            for notice in events.notices {
                for callback in SheetDelegateTable.callbacks(for: notice, in: .presentationController) {
                    Self.delegateReports[callback]?(delegate, self)
                }
            }
        }

        /// The delegate's answer to a dismissal the person attempts; true without a delegate.
        var delegateAllowsDismissal: Bool { delegate?.sheetControllerShouldDismiss(self) ?? true }
    }
#endif
