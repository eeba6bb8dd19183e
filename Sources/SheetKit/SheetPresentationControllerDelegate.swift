#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The callbacks of a ``SheetPresentationController``, named as UIKit's
    /// `UISheetPresentationControllerDelegate` / `UIAdaptivePresentationControllerDelegate`. The
    /// controller also calls its standard `delegate` (`UIAdaptivePresentationControllerDelegate`).
    @MainActor
    public protocol SheetPresentationControllerDelegate: AnyObject {
        /// The person moved the sheet to another detent (a drag, the grabber); as UIKit, not called
        /// for changes made in code or by a size change.
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController)
        /// Asked before each dismissal attempt; false keeps the sheet and reports the attempt.
        func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool
        /// The person tried to dismiss a sheet that may not be dismissed now: ask (Discard / Keep Editing).
        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController)
        /// The person's dismissal started: the drag crossed below the smallest detent, or a fling,
        /// the dim, the close button or escape sent the sheet away (not called for a dismissal in
        /// code, as UIKit).
        func presentationControllerWillDismiss(_ controller: SheetPresentationController)
        /// The person's dismissal finished, once UIKit has finished it: presenting another sheet
        /// here is accepted (not called for a dismissal in code, the app's or UIKit's on its behalf,
        /// as UIKit).
        func presentationControllerDidDismiss(_ controller: SheetPresentationController)
    }

    extension SheetPresentationControllerDelegate {
        public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController
        ) {}
        public func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool {
            true
        }
        public func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {}
        public func presentationControllerWillDismiss(_ controller: SheetPresentationController) {}
        public func presentationControllerDidDismiss(_ controller: SheetPresentationController) {}
    }

#endif
