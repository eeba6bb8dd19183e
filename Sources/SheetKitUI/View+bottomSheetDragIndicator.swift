#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Shows or hides the sheet's grabber, as `presentationDragIndicator(_:)`.
        public func bottomSheetDragIndicator(_ visibility: BottomSheetOptions.DragIndicator) -> some View {
            transformBottomSheetOptions { $0.dragIndicator = visibility }
        }
    }
#endif
