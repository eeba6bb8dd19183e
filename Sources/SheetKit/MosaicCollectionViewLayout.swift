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

        /// The stacked grids (``MosaicSections``: section stacking and the narrow fallback).
        private var grids = MosaicSections(
            pattern: .explore, width: 0, spacing: 0, itemCounts: [], scale: nil)
        private var visible: [MosaicItem] = []
        /// The item at the top before a width change, kept there after it.
        private var anchor: (section: Int, item: Int)?

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
            if !force, grids.isCurrent(width: width, scale: scale, itemCounts: counts) { return }
            grids = MosaicSections(
                pattern: pattern, width: width, spacing: spacing, itemCounts: counts, scale: scale,
                contentInsets: contentInsets)
            if force { invalidateLayout() }
        }

        open override var collectionViewContentSize: CGSize {
            CGSize(width: grids.width, height: grids.contentHeight)
        }

        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
        {
            var attributes: [UICollectionViewLayoutAttributes] = []
            grids.forEachItem(in: rect, buffer: &visible) { section, item in
                let element = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item.index, section: section))
                element.frame = item.frame
                attributes.append(element)
            }
            return attributes
        }

        open override func layoutAttributesForItem(at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard let frame = grids.frame(section: indexPath.section, item: indexPath.item) else {
                return nil
            }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            return attributes
        }

        /// A new width (rotation, split view, new insets) or display scale rebuilds the grids, keeping
        /// the item at the top; scrolling never does.
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            guard let collectionView else { return false }
            let changes = grids.needsRebuild(
                width: availableWidth(of: collectionView, bounds: newBounds),
                scale: collectionView.traitCollection.displayScale)
            if changes {
                anchor = grids.anchor(
                    visibleTop: collectionView.bounds.minY + collectionView.adjustedContentInset.top,
                    width: collectionView.bounds.width)
            }
            return changes
        }

        open override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
            guard let anchor, let collectionView else { return proposed }
            self.anchor = nil
            let inset = collectionView.adjustedContentInset
            guard
                let y = grids.offset(
                    keeping: anchor, viewportHeight: collectionView.bounds.height, topInset: inset.top,
                    bottomInset: inset.bottom)
            else { return proposed }
            return CGPoint(x: proposed.x, y: y)
        }
    }
#endif
