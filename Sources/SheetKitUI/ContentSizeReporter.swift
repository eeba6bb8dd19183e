#if canImport(SwiftUI)
    import SwiftUI

    /// Gives the sheet's content its ideal height and reports its size while a detent depends on
    /// it (`.fitting()`, a custom detent reading the content's height). Inactive, it changes nothing;
    /// either way the content keeps its identity (and its state) when measuring starts or stops.
    struct ContentSizeReporter: ViewModifier {
        let isActive: Bool
        let report: @MainActor (CGSize) -> Void

        func body(content: Content) -> some View {
            // Inactive, nothing is read or reported: no geometry reader, no preference.
            content
                .fixedSize(horizontal: false, vertical: isActive)
                .background(
                    isActive
                        ? GeometryReader { proxy in
                            Color.clear.preference(key: ContentSizeKey.self, value: proxy.size)
                        } : nil
                )
                .onPreferenceChange(ContentSizeKey.self) { size in
                    if isActive { report(size) }
                }
        }
    }

    /// The content's measured size.
    struct ContentSizeKey: PreferenceKey {
        static let defaultValue = CGSize.zero
        static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
    }
#endif
