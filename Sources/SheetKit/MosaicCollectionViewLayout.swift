#if canImport(UIKit)
    import UIKit

    /// A `UICollectionViewLayout` for the Explore mosaic, or any MosaicCore pattern.
    ///
    /// No `prepare()` pass over the items: `layoutAttributesForElements(in:)` asks the engine for the
    /// items in the rect (time proportional to the visible items, whatever the count), and
    /// `layoutAttributesForItem(at:)` computes one frame in O(1). The layout is rebuilt only when the
    /// width, the item count or the display scale changes; edges snap to the trait collection's
    /// display scale; right-to-left languages flip it. Items of section 0 are laid out; other
    /// sections are not (one grid per collection view).
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

        /// Space around the grid, inside the content.
        public var contentInsets: MosaicInsets {
            didSet { if contentInsets != oldValue { rebuild(force: true) } }
        }

        private var layout: MosaicLayout?
        private var visible: [MosaicItem] = []

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

        /// Makes the engine's layout for the current width, count and scale, unless it already has.
        private func rebuild(force: Bool) {
            guard let collectionView else { return }
            let width =
                collectionView.bounds.width - collectionView.adjustedContentInset.left
                - collectionView.adjustedContentInset.right
            let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
            let scale = collectionView.traitCollection.displayScale
            if !force, let layout, layout.width == width, layout.itemCount == count, layout.scale == scale {
                return
            }
            layout = try? MosaicLayout(
                pattern: pattern, width: max(width, 1), spacing: spacing, itemCount: count,
                scale: scale > 0 ? scale : nil, contentInsets: contentInsets)
            if force { invalidateLayout() }
        }

        open override var collectionViewContentSize: CGSize {
            layout.map { CGSize(width: $0.contentSize.width, height: $0.contentSize.height) } ?? .zero
        }

        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
        {
            guard let layout else { return [] }
            layout.items(in: rect, into: &visible)
            return visible.map { item in
                let attributes = UICollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item.index, section: 0))
                attributes.frame = item.frame
                return attributes
            }
        }

        open override func layoutAttributesForItem(at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard indexPath.section == 0, let frame = layout?.frame(at: indexPath.item) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            return attributes
        }

        /// Only a new width changes the grid; scrolling never does.
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.width != (collectionView?.bounds.width ?? newBounds.width)
        }
    }
#endif
