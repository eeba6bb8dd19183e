#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Chooses whether content drags resize the sheet or scroll, as `presentationContentInteraction(_:)`.
        public func bottomSheetContentInteraction(_ interaction: BottomSheetOptions.ContentInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.contentInteraction = interaction }
        }
    }
#endif
