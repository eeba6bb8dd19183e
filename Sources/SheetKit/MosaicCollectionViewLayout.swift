#if canImport(UIKit)
    import UIKit

    /// A `UICollectionViewLayout` for the Explore mosaic, or any MosaicCore pattern.
    ///
    /// No `prepare()` pass over the items: `layoutAttributesForElements(in:)` asks the engine for the
    /// items in the rect (time proportional to the visible items, whatever the count), and
    /// `layoutAttributesForItem(at:)` computes one frame in O(1). Each section is its own grid, the
    /// sections stacked one under the other. The grids are rebuilt when the width available (bounds
    /// less the adjusted insets), an item count or the display scale changes; edges snap to the
    /// display scale; right-to-left languages flip it. Across a rotation the first item at the top
    /// stays at the top. A width too narrow for the pattern gives every item an empty frame (still an
    /// answer for every valid index path).
    @MainActor
    open class MosaicCollectionViewLayout: UICollectionViewLayout {
        /// The tile pattern; setting it invalidates the layout.
        public var pattern: MosaicPattern {
            didSet { if pattern != oldValue { rebuild(force: true) } }
        }

        /// The gap between tiles, in points.
        public var spacing: CGFloat {
            didSet { if spacing != oldValue { rebuild(force: true) } }
        }

        /// Space around each section's grid, inside the content.
        public var contentInsets: MosaicInsets {
            didSet { if contentInsets != oldValue { rebuild(force: true) } }
        }

        /// One grid per section (nil where the width is too narrow for the pattern) and its top.
        private var sections: [(layout: MosaicLayout?, top: CGFloat, count: Int)] = []
        private var contentHeight: CGFloat = 0
        private var width: CGFloat = 0
        private var scale: CGFloat = 0
        private var visible: [MosaicItem] = []
        /// The item at the top before a width change, kept there after it.
        private var anchor: IndexPath?

        /// A layout of `pattern` with `spacing` points between tiles.
        public init(
            pattern: MosaicPattern = .explore, spacing: CGFloat = 1, contentInsets: MosaicInsets = .zero
        ) {
            self.pattern = pattern
            self.spacing = spacing
            self.contentInsets = contentInsets
            super.init()
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

        open override func prepare() {
            super.prepare()
            rebuild(force: false)
        }

        /// The width the grids get: the bounds less the adjusted insets.
        private func availableWidth(of collectionView: UICollectionView, bounds: CGRect) -> CGFloat {
            bounds.width - collectionView.adjustedContentInset.left
                - collectionView.adjustedContentInset.right
        }

        /// Makes the engine's grids for the current width, counts and scale, unless it already has.
        private func rebuild(force: Bool) {
            guard let collectionView else { return }
            let width = availableWidth(of: collectionView, bounds: collectionView.bounds)
            let scale = collectionView.traitCollection.displayScale
            let counts = (0..<collectionView.numberOfSections).map {
                collectionView.numberOfItems(inSection: $0)
            }
            if !force, width == self.width, scale == self.scale, counts == sections.map(\.count) { return }
            self.width = width
            self.scale = scale
            var top: CGFloat = 0
            sections = counts.map { count in
                let layout = try? MosaicLayout(
                    pattern: pattern, width: max(width, 1), spacing: spacing, itemCount: count,
                    scale: scale > 0 ? scale : nil, contentInsets: contentInsets)
                defer { top += layout?.contentSize.height ?? 0 }
                return (layout, top, count)
            }
            contentHeight = top
            if force { invalidateLayout() }
        }

        open override var collectionViewContentSize: CGSize {
            CGSize(width: width, height: contentHeight)
        }

        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
        {
            var attributes: [UICollectionViewLayoutAttributes] = []
            for (section, grid) in sections.enumerated() {
                guard let layout = grid.layout, rect.maxY >= grid.top,
                    rect.minY <= grid.top + layout.contentSize.height
                else { continue }
                layout.items(in: rect.offsetBy(dx: 0, dy: -grid.top), into: &visible)
                for item in visible {
                    let element = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item.index, section: section))
                    element.frame = item.frame.offsetBy(dx: 0, dy: grid.top)
                    attributes.append(element)
                }
            }
            return attributes
        }

        open override func layoutAttributesForItem(at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard sections.indices.contains(indexPath.section),
                (0..<sections[indexPath.section].count).contains(indexPath.item)
            else { return nil }
            let grid = sections[indexPath.section]
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame =
                grid.layout?.frame(at: indexPath.item)?.offsetBy(dx: 0, dy: grid.top)
                ?? CGRect(x: 0, y: grid.top, width: 0, height: 0)
            return attributes
        }

        /// A new width (rotation, split view, new insets) or display scale rebuilds the grids, keeping
        /// the item at the top; scrolling never does.
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            let changes =
                availableWidth(of: collectionView, bounds: newBounds) != width
                || collectionView.traitCollection.displayScale != scale
            if changes {
                let top = CGRect(
                    x: 0, y: collectionView.bounds.minY + collectionView.adjustedContentInset.top,
                    width: collectionView.bounds.width, height: 1)
                anchor = layoutAttributesForElements(in: top)?.min { $0.indexPath < $1.indexPath }?.indexPath
            }
            return changes
        }

        open override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
            guard let anchor, let collectionView, let frame = layoutAttributesForItem(at: anchor)?.frame
            else {
                return proposed
            }
            self.anchor = nil
            let inset = collectionView.adjustedContentInset
            let highest = max(contentHeight + inset.bottom - collectionView.bounds.height, -inset.top)
            return CGPoint(x: proposed.x, y: min(frame.minY - inset.top, highest))
        }
    }
#endif
