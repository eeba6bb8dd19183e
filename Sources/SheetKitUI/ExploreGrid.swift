#if canImport(SwiftUI)
    import SwiftUI

    /// The Explore mosaic (or any MosaicCore pattern) as a SwiftUI layout container (iOS 16+).
    ///
    /// ```swift
    /// ScrollView { ExploreGrid(pattern: .explore, spacing: 1) { ForEach(photos) { PhotoTile($0) } } }
    /// ```
    /// Every subview is placed at the engine's frame with that frame as its proposal. A `Layout`
    /// creates all its subviews: for thousands of items use ``LazyMosaicGrid``.
    @available(iOS 16, macOS 13, *)
    public struct ExploreGrid: Layout {
        /// The width used when the container proposes none (a horizontal `ScrollView`, an
        /// `.fixedSize()` parent): an iPhone's portrait width, so the tiles keep a phone's size.
        public static let unspecifiedWidth: CGFloat = 390

        public var pattern: MosaicPattern
        public var spacing: CGFloat
        /// The display scale to snap tile edges to (`displayScale` from the environment), or nil.
        public var scale: CGFloat?

        /// A grid of `pattern` with `spacing` points between tiles, edges snapped to `scale`.
        public init(pattern: MosaicPattern = .explore, spacing: CGFloat = 1, scale: CGFloat? = nil) {
            self.pattern = pattern
            self.spacing = spacing
            self.scale = scale
        }

        /// The engine's layout for the last width and count asked, kept between `sizeThatFits` and
        /// `placeSubviews`.
        public struct Cache {
            var layout: MosaicLayout?
        }

        public func makeCache(subviews: Subviews) -> Cache { Cache() }

        public func updateCache(_ cache: inout Cache, subviews: Subviews) {
            if cache.layout?.itemCount != subviews.count { cache.layout = nil }
        }

        /// The engine's layout at `width`, reused when width and count are unchanged. A width or
        /// spacing the engine refuses (no room for the columns) gives nil: the grid is then empty.
        func layout(width: CGFloat, count: Int, cache: inout Cache) -> MosaicLayout? {
            if let layout = cache.layout, layout.width == width, layout.itemCount == count { return layout }
            cache.layout = try? MosaicLayout(
                pattern: pattern, width: width, spacing: spacing, itemCount: count, scale: scale)
            return cache.layout
        }

        public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
        {
            let width = proposal.width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? Self.unspecifiedWidth
            guard let layout = layout(width: width, count: subviews.count, cache: &cache) else {
                return CGSize(width: width, height: 0)
            }
            return CGSize(width: layout.contentSize.width, height: layout.contentSize.height)
        }

        public func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
        ) {
            guard let layout = layout(width: bounds.width, count: subviews.count, cache: &cache) else {
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
#endif
