#if canImport(UIKit)
    import UIKit

    /// Whether the sheet adds its insets (the home indicator's) to the tracked scroll view's
    /// `contentInset`, as FloatingPanel's `ContentInsetAdjustmentBehavior`.
    public enum SheetContentInsetAdjustmentBehavior: Sendable, CaseIterable {
        /// The list's last rows scroll clear of the home indicator (the default).
        case always
        /// The list is left as the app set it: for a list whose insets the app manages itself
        /// (`contentInsetAdjustmentBehavior = .never`), or that runs under the home indicator.
        case never
    }
#endif
