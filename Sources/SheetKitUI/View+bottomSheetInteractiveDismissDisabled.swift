#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Keeps the person from dismissing the sheet by gesture, tap or close button; each attempt
        /// is reported (`onAttemptToDismiss`) so the app can ask, as `interactiveDismissDisabled(_:)`.
        public func bottomSheetInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
            transformBottomSheetOptions { $0.interactiveDismissDisabled = isDisabled }
        }
    }
#endif
