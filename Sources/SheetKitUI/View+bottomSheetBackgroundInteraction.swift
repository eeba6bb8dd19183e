#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Lets the background take touches, as `presentationBackgroundInteraction(_:)`.
        public func bottomSheetBackgroundInteraction(_ interaction: BottomSheetOptions.BackgroundInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.backgroundInteraction = interaction }
        }
    }
#endif
