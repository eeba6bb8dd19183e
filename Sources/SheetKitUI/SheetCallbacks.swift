#if canImport(SwiftUI) && canImport(UIKit)
    import SheetCore

    /// What a sheet's modifier wants to hear from its presenter. Set on every body evaluation, and
    /// made of bindings and the app's closures only: nothing here holds the presenter, so there is no
    /// cycle.
    struct SheetCallbacks {
        /// The detent the sheet shows changed, by anyone: the value for the `selection` binding.
        var selectionChanged: @MainActor (Detent.Identifier?) -> Void = { _ in }
        /// The person tried to dismiss and the guard kept the sheet.
        var attemptedToDismiss: @MainActor () -> Void = {}
        /// The sheet started leaving, by any path.
        var willDismiss: @MainActor () -> Void = {}
        /// The sheet is gone (its animation ended).
        var didDismiss: @MainActor () -> Void = {}
        /// The presentation asked for never reached the screen (withdrawn first, or refused).
        var cancelled: @MainActor () -> Void = {}
    }
#endif
