#if canImport(SwiftUI) && canImport(UIKit)
    import SheetCore

    /// What a sheet's modifier does for the callbacks `SheetDelegateTable` lists for SwiftUI. Set on
    /// every body evaluation, and made of bindings and the app's closures only: nothing here holds the
    /// presenter, so there is no cycle.
    struct SheetCallbacks {
        /// `writeSelection`: the detent the sheet shows, for the `selection` binding.
        var selectionChanged: @MainActor (Detent.Identifier?) -> Void = { _ in }
        /// `onAttemptToDismiss`: the person tried to dismiss and the guard kept the sheet.
        var attemptedToDismiss: @MainActor () -> Void = {}
        /// `onDismiss`: the sheet is gone, its dismissal transition ended.
        var didDismiss: @MainActor () -> Void = {}
        /// `clearBinding`: write nil (or false) to the binding (asked only while it still names the
        /// sheet's item, `SheetBindingRequests`).
        var clearBinding: @MainActor () -> Void = {}
    }
#endif
