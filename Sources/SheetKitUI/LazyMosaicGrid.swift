#if canImport(SwiftUI)
    import SwiftUI

    /// The mosaic grid for thousands of items (iOS 15+): only the blocks (rows of the pattern) near
    /// the viewport create their views, on every supported iOS. Put it in a vertical `ScrollView`.
    ///
    /// ```swift
    /// ScrollView { LazyMosaicGrid(photos, pattern: .explore, spacing: 1) { PhotoTile($0) } }
    /// ```
    /// Tiles are identified by their items' own identity (`Identifiable`, or the `id` key path), so a
    /// tile's state follows its item through inserts and deletes. Every frame comes from MosaicCore,
    /// its edges snapped to the environment's `displayScale`; which blocks exist comes from
    /// `MosaicBlockWindow`: the part of the grid its scroll view shows (the scroll view's visible
    /// rect, whatever its size or the screen's) plus `MosaicBlockWindow/defaultOverscan` above and
    /// below, and the tile list is rebuilt only when a scroll changes those blocks. The grid draws
    /// in its first frame at the width its container gives it.
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
        /// The visible band the tiles were made for (`MosaicBlockWindow.bandToKeep`); nil until the
        /// scroll view reports one.
        @State private var band: VisibleBand?
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
            .background(viewportReader(estimated))
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: GridWidthKey.self, value: proxy.size.width)
                }
            )
            .onPreferenceChange(GridWidthKey.self) { newWidth in
                if let kept = MosaicProposedWidth.measuredWidth(newWidth, replacing: width) { width = kept }
            }
        }

        /// The part of the grid its scroll view shows, in the grid's coordinates: the band kept from
        /// the scroll view's reports (UIKit), else the grid's top until one comes; where there is no
        /// UIKit, the grid's frame in its window against a window's worth.
        private func visibleBand(_ proxy: GeometryProxy) -> (minY: CGFloat, maxY: CGFloat) {
            #if canImport(UIKit)
                return band.map { ($0.minY, $0.maxY) } ?? MosaicBlockWindow.initialBand
            #else
                return MosaicBlockWindow.visibleBand(
                    gridMinY: proxy.frame(in: .global).minY, viewportHeight: 1000)
            #endif
        }

        /// Reads the scroll view's visible rect and keeps a new band only when it changes which blocks
        /// exist (`MosaicBlockWindow.bandToKeep`).
        @ViewBuilder private func viewportReader(_ layout: MosaicLayout?) -> some View {
            #if canImport(UIKit)
                let band = $band
                MosaicViewportReader { rect in
                    guard let layout,
                        let kept = MosaicBlockWindow.bandToKeep(
                            (rect.minY, rect.maxY), replacing: band.wrappedValue.map { ($0.minY, $0.maxY) },
                            in: layout)
                    else { return }
                    band.wrappedValue = VisibleBand(minY: kept.minY, maxY: kept.maxY)
                }
            #endif
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

    /// The part of a lazy grid its scroll view shows, in the grid's coordinates.
    struct VisibleBand: Equatable {
        var minY: CGFloat
        var maxY: CGFloat
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
