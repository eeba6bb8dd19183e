#if canImport(SwiftUI)
    import SwiftUI

    /// How a sheet's content passes its options up to the sheet that hosts it: options set later (an
    /// outer modifier, a later sibling) override only the fields they set.
    struct BottomSheetOptionsKey: PreferenceKey {
        static let defaultValue = BottomSheetOptions()
        static func reduce(value: inout BottomSheetOptions, nextValue: () -> BottomSheetOptions) {
            value = value.overridden(by: nextValue())
        }
    }

    extension View {
        func transformBottomSheetOptions(_ change: @escaping (inout BottomSheetOptions) -> Void) -> some View
        {
            transformPreference(BottomSheetOptionsKey.self, change)
        }
    }
#endif
