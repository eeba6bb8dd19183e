#if canImport(SwiftUI)
    import SwiftUI

    /// The mosaic grid for thousands of items (iOS 15+): a `LazyVStack` of block rows, so only the
    /// rows near the viewport create their views. Put it in a vertical `ScrollView`.
    ///
    /// ```swift
    /// ScrollView { LazyMosaicGrid(photos, pattern: .explore, spacing: 1) { PhotoTile($0) } }
    /// ```
    /// Each row is one block of the pattern (five tiles of Explore); its height and every tile's
    /// frame come from MosaicCore (`blockRect(_:)`, `frame(at:)`). The grid measures its own width.
    public struct LazyMosaicGrid<Data: RandomAccessCollection, Content: View>: View
    where Data.Element: Identifiable {
        let data: Data
        let pattern: MosaicPattern
        let spacing: CGFloat
        let content: (Data.Element) -> Content
        @State private var width: CGFloat = 0
        @Environment(\.displayScale) private var displayScale

        /// A grid of `data` in `pattern`, `spacing` points apart, each element drawn by `content`.
        public init(
            _ data: Data, pattern: MosaicPattern = .explore, spacing: CGFloat = 1,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.pattern = pattern
            self.spacing = spacing
            self.content = content
        }

        public var body: some View {
            let layout =
                width > 0
                ? try? MosaicLayout(
                    pattern: pattern, width: width, spacing: spacing, itemCount: data.count,
                    scale: displayScale)
                : nil
            LazyVStack(alignment: .leading, spacing: 0) {
                if let layout {
                    ForEach(0..<layout.blockCount, id: \.self) { block in
                        row(block, in: layout)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: GridWidthKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(GridWidthKey.self) { width = $0 }
        }

        /// One block: its tiles at their engine frames, relative to the block's band, in a row as
        /// tall as the distance to the next band (the gap included).
        private func row(_ block: Int, in layout: MosaicLayout) -> some View {
            let band = layout.blockRect(block) ?? .zero
            let next = layout.blockRect(block + 1)
            let height = (next?.minY ?? band.maxY) - band.minY
            return ZStack(alignment: .topLeading) {
                ForEach(Array(layout.itemRange(ofBlock: block)), id: \.self) { index in
                    if let frame = layout.frame(at: index) {
                        content(data[data.index(data.startIndex, offsetBy: index)])
                            .frame(width: frame.width, height: frame.height)
                            .clipped()
                            .offset(x: frame.minX, y: frame.minY - band.minY)
                    }
                }
            }
            .frame(width: layout.width, height: height, alignment: .topLeading)
        }
    }

    /// The grid's measured width.
    struct GridWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
#endif
