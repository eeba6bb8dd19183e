#if canImport(SwiftUI)
    import SwiftUI

    // What touches do around and inside the sheet: the two interaction options.
    extension View {
        /// Lets the background take touches, as `presentationBackgroundInteraction(_:)`.
        public func bottomSheetBackgroundInteraction(_ interaction: BottomSheetOptions.BackgroundInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.backgroundInteraction = interaction }
        }

        /// Chooses whether content drags resize the sheet or scroll, as `presentationContentInteraction(_:)`.
        public func bottomSheetContentInteraction(_ interaction: BottomSheetOptions.ContentInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.contentInteraction = interaction }
        }
    }
#endif
