#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    /// The mosaic grid for thousands of items (iOS 15+): only the blocks (rows of the pattern) near
    /// the viewport create their views, on every supported iOS. Put it in a vertical `ScrollView`.
    ///
    /// ```swift
    /// ScrollView { LazyMosaicGrid(photos, pattern: .explore, spacing: 1) { PhotoTile($0) } }
    /// ```
    /// Tiles are identified by their items' own identity (`Identifiable`, or the `id` key path), so a
    /// tile's state follows its item through inserts and deletes. Every frame comes from MosaicCore;
    /// which blocks exist comes from `MosaicBlockWindow` (the visible band of the grid plus
    /// `MosaicBlockWindow/defaultOverscan` above and below). The grid draws in its first frame at
    /// the width its container gives it.
    @MainActor
    public struct LazyMosaicGrid<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
        let data: Data
        let id: KeyPath<Data.Element, ID>
        let pattern: MosaicPattern
        let spacing: CGFloat
        let contentInsets: MosaicInsets
        let content: (Data.Element) -> Content
        /// The width last laid out at, so the grid's height is right before its first layout pass
        /// reports one; nil until then (`MosaicProposedWidth/unspecified` is assumed).
        @State private var width: CGFloat?
        @Environment(\.displayScale) private var displayScale

        /// A grid of `data` in `pattern`, `spacing` points apart, each element drawn by `content`
        /// and identified by its `id` key path.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, pattern: MosaicPattern = .explore,
            spacing: CGFloat = 1, contentInsets: MosaicInsets = .zero,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.id = id
            self.pattern = pattern
            self.spacing = spacing
            self.contentInsets = contentInsets
            self.content = content
        }

        private func layout(width: CGFloat) -> MosaicLayout? {
            MosaicLayoutKey(
                itemCount: data.count, width: width, pattern: pattern, spacing: spacing, scale: displayScale,
                contentInsets: contentInsets
            ).makeLayout()
        }

        public var body: some View {
            let estimated = layout(width: MosaicProposedWidth.layoutWidth(measured: width))
            GeometryReader { proxy in
                let layout =
                    MosaicProposedWidth.reusesLayout(madeAt: estimated?.width, forReported: proxy.size.width)
                    ? estimated : layout(width: proxy.size.width)
                if let layout {
                    blocks(of: layout, visible: visibleBand(proxy))
                }
            }
            .frame(height: estimated?.contentSize.height ?? 0)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: GridWidthKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(GridWidthKey.self) { newWidth in
                if let kept = MosaicProposedWidth.measuredWidth(newWidth, replacing: width) { width = kept }
            }
        }

        /// The part of the grid on screen, in its own coordinates (`MosaicBlockWindow.visibleBand`):
        /// its frame in the window against the screen's height (visionOS has no main screen: a
        /// window's worth).
        private func visibleBand(_ proxy: GeometryProxy) -> (minY: CGFloat, maxY: CGFloat) {
            #if os(iOS) || os(tvOS)
                let viewportHeight = UIScreen.main.bounds.height
            #else
                let viewportHeight: CGFloat = 1000
            #endif
            return MosaicBlockWindow.visibleBand(
                gridMinY: proxy.frame(in: .global).minY, viewportHeight: viewportHeight)
        }

        /// The blocks near the visible band, each tile at its engine frame, keyed by its item.
        private func blocks(of layout: MosaicLayout, visible: (minY: CGFloat, maxY: CGFloat)) -> some View {
            let window = MosaicBlockWindow.blocks(
                in: layout, visibleMinY: visible.minY, visibleMaxY: visible.maxY)
            let items = MosaicBlockWindow.items(in: window, of: layout)
            let first = items.lowerBound
            let end = items.upperBound
            let start = data.index(data.startIndex, offsetBy: first)
            let stop = data.index(data.startIndex, offsetBy: end)
            let tiles = zip(first..<end, data[start..<stop]).map { index, element in
                Tile(index: index, element: element, id: element[keyPath: id])
            }
            return ZStack(alignment: .topLeading) {
                ForEach(tiles) { tile in
                    if let frame = layout.frame(at: tile.index) {
                        content(tile.element)
                            .frame(width: frame.width, height: frame.height)
                            .clipped()
                            .offset(x: frame.minX, y: frame.minY)
                    }
                }
            }
            .frame(width: layout.contentSize.width, height: layout.contentSize.height, alignment: .topLeading)
        }
    }

    /// One created tile: its item, its index in the data and the item's identity.
    struct Tile<Element, ID: Hashable>: Identifiable {
        let index: Int
        let element: Element
        let id: ID
    }

    extension LazyMosaicGrid where Data.Element: Identifiable, ID == Data.Element.ID {
        /// A grid of `data` in `pattern`, `spacing` points apart, each element drawn by `content`
        /// and identified by its own `id`.
        public init(
            _ data: Data, pattern: MosaicPattern = .explore, spacing: CGFloat = 1,
            contentInsets: MosaicInsets = .zero, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(
                data, id: \.id, pattern: pattern, spacing: spacing, contentInsets: contentInsets,
                content: content)
        }
    }

    /// The grid's measured width.
    struct GridWidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
#endif
