#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// The sheet's top corner radius (nil for the system's), as `presentationCornerRadius(_:)`.
        public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
            transformBottomSheetOptions { $0.cornerRadius = radius }
        }
    }
#endif
