#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// The sheet's background: `.white` (the system background) or `.gray` (grouped background).
        public func bottomSheetBackground(_ background: SheetStyle.Background) -> some View {
            transformBottomSheetOptions { $0.background = background }
        }
    }
#endif
