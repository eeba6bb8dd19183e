#if canImport(SwiftUI)
    import SwiftUI

    /// The Explore mosaic (or any MosaicCore pattern) as a SwiftUI layout container (iOS 16+).
    ///
    /// ```swift
    /// ScrollView { ExploreGrid(pattern: .explore, spacing: 1) { ForEach(photos) { PhotoTile($0) } } }
    /// ```
    /// Every subview is placed at the engine's frame with that frame as its proposal. A `Layout`
    /// creates all its subviews: for thousands of items use ``LazyMosaicGrid``.
    ///
    /// Widths: a finite proposal is used as is; none (a horizontal `ScrollView`, `.fixedSize()`) or
    /// an infinite one lays out at `MosaicProposedWidth/unspecified` (390 pt); a zero proposal
    /// gives a zero-sized grid.
    @available(iOS 16, macOS 13, *)
    public struct ExploreGrid: Layout {
        /// The width used when the container proposes none: see `MosaicProposedWidth/unspecified`.
        public static var unspecifiedWidth: CGFloat { MosaicProposedWidth.unspecified }

        public var pattern: MosaicPattern
        public var spacing: CGFloat
        /// The display scale to snap tile edges to; nil (the default) for the environment's
        /// `displayScale` where the grid is placed.
        public var scale: CGFloat?
        /// Space around the grid, inside its bounds.
        public var contentInsets: MosaicInsets
        /// Which side the pattern's first column is on. SwiftUI mirrors a `Layout`'s placements in a
        /// right-to-left environment itself: leave this `.leftToRight` unless the grid must be
        /// mirrored regardless of the environment.
        public var layoutDirection: MosaicLayoutDirection

        /// A grid of `pattern` with `spacing` points between tiles, edges snapped to `scale`.
        public init(
            pattern: MosaicPattern = .explore, spacing: CGFloat = 1, scale: CGFloat? = nil,
            contentInsets: MosaicInsets = .zero, layoutDirection: MosaicLayoutDirection = .leftToRight
        ) {
            self.pattern = pattern
            self.spacing = spacing
            self.scale = scale
            self.contentInsets = contentInsets
            self.layoutDirection = layoutDirection
        }

        /// The engine's layout for the last key asked (count, width, pattern, spacing, scale,
        /// insets, direction), kept between `sizeThatFits` and `placeSubviews`.
        public struct Cache {
            var layouts = MosaicLayoutCache()
        }

        public func makeCache(subviews: Subviews) -> Cache { Cache() }

        /// Nothing to do: the cache's key holds every input of the layout, so a stale layout is never
        /// used and an unchanged one is kept.
        public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

        func key(width: CGFloat, count: Int) -> MosaicLayoutKey {
            MosaicLayoutKey(
                itemCount: count, width: width, pattern: pattern, spacing: spacing, scale: scale,
                contentInsets: contentInsets, layoutDirection: layoutDirection)
        }

        public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
        {
            let width = MosaicProposedWidth.width(for: proposal.width)
            guard let layout = cache.layouts.layout(for: key(width: width, count: subviews.count)) else {
                return CGSize(width: width, height: 0)
            }
            return layout.contentSize
        }

        public func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
        ) {
            let width = MosaicProposedWidth.width(for: bounds.width)
            guard let layout = cache.layouts.layout(for: key(width: width, count: subviews.count)) else {
                // No room for the columns: every tile is given no space.
                for subview in subviews { subview.place(at: bounds.origin, proposal: .zero) }
                return
            }
            for (index, subview) in subviews.enumerated() {
                guard let frame = layout.frame(at: index) else { continue }
                subview.place(
                    at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                    anchor: .topLeading,
                    proposal: ProposedViewSize(width: frame.width, height: frame.height))
            }
        }
    }

    @available(iOS 16, macOS 13, *)
    extension ExploreGrid {
        /// Lays out `content` in the grid, tile edges snapped to ``scale`` or, when it is nil, to the
        /// environment's `displayScale`.
        public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
            ExploreGridInEnvironment(grid: self, content: content())
        }
    }

    /// An ``ExploreGrid`` snapped to the environment's display scale unless it names its own.
    @available(iOS 16, macOS 13, *)
    struct ExploreGridInEnvironment<Content: View>: View {
        let grid: ExploreGrid
        let content: Content
        @Environment(\.displayScale) private var displayScale

        var body: some View {
            var grid = grid
            grid.scale = grid.scale ?? displayScale
            return AnyLayout(grid) { content }
        }
    }
#endif
