import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A collection view's sections laid out as mosaics: each section is its own grid of the same
/// pattern, the grids stacked one under the other in section order. What
/// `MosaicCollectionViewLayout` shows, decided here so it is tested on every platform.
///
/// A width too narrow for the pattern (or any input ``MosaicLayout`` refuses) gives that section no
/// grid: every item in it still has a frame, empty, at the section's top, so every valid index path
/// has an answer. The section then takes no height.
public struct MosaicSections: Hashable, Sendable {
    /// One section: its grid (nil where the width is too narrow), its top and its item count.
    public struct Section: Hashable, Sendable {
        public var layout: MosaicLayout?
        public var top: CGFloat
        public var itemCount: Int
    }

    /// The sections, in order.
    public let sections: [Section]
    /// The stacked grids' height.
    public let contentHeight: CGFloat
    /// The width, display scale and item counts these grids were made for.
    public let width: CGFloat
    public let scale: CGFloat?

    /// Stacks one grid of `pattern` per item count, `width` wide (less than 1 is taken as 1).
    public init(
        pattern: MosaicPattern, width: CGFloat, spacing: CGFloat, itemCounts: [Int], scale: CGFloat?,
        contentInsets: MosaicInsets = .zero
    ) {
        self.width = width
        self.scale = scale
        var top: CGFloat = 0
        var sections: [Section] = []
        sections.reserveCapacity(itemCounts.count)
        let width = width.isFinite ? max(width, 1) : 1
        for count in itemCounts {
            let layout = try? MosaicLayout(
                pattern: pattern, width: width, spacing: spacing, itemCount: max(count, 0),
                scale: scale.flatMap { $0 > 0 ? $0 : nil }, contentInsets: contentInsets)
            sections.append(Section(layout: layout, top: top, itemCount: max(count, 0)))
            top += layout?.contentSize.height ?? 0
        }
        self.sections = sections
        contentHeight = top
    }

    /// Whether these grids are the ones for `width`, `scale` and `itemCounts`: anything else (a
    /// rotation, a split view, new insets, another display, items added) needs new grids; a scroll
    /// changes none of them.
    public func isCurrent(width: CGFloat, scale: CGFloat?, itemCounts: [Int]) -> Bool {
        width == self.width && scale == self.scale && itemCounts == sections.map(\.itemCount)
    }

    /// Whether a bounds change to `width` (the bounds less the adjusted insets) at `scale` needs
    /// new grids, the item at the top kept (``anchor(visibleTop:width:)``).
    public func needsRebuild(width: CGFloat, scale: CGFloat?) -> Bool {
        width != self.width || scale != self.scale
    }

    /// The frame of `item` in `section`, in the stacked content's coordinates; nil for an index
    /// path that doesn't exist; an empty frame at the section's top in a section without a grid.
    /// - Complexity: O(1).
    public func frame(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item) else {
            return nil
        }
        let grid = sections[section]
        return grid.layout?.frame(at: item)?.offsetBy(dx: 0, dy: grid.top)
            ?? CGRect(x: 0, y: grid.top, width: 0, height: 0)
    }

    /// Calls `body` with the section and item of every item whose frame meets `rect`, in section
    /// order, the frame in the stacked content's coordinates. `buffer` is reused across calls.
    /// - Complexity: O(s + k) for s sections and k items in the rect.
    public func forEachItem(
        in rect: CGRect, buffer: inout [MosaicItem], _ body: (_ section: Int, MosaicItem) -> Void
    ) {
        for (index, grid) in sections.enumerated() {
            guard let layout = grid.layout, rect.maxY >= grid.top,
                rect.minY <= grid.top + layout.contentSize.height
            else { continue }
            layout.items(in: rect.offsetBy(dx: 0, dy: -grid.top), into: &buffer)
            for item in buffer {
                body(index, MosaicItem(index: item.index, frame: item.frame.offsetBy(dx: 0, dy: grid.top)))
            }
        }
    }

    /// The item kept at the top across a width change (a rotation): the first, in index-path
    /// order, of those meeting the one-point strip at `visibleTop` (the content offset plus the
    /// top inset) across `width`; nil when none does.
    public func anchor(visibleTop: CGFloat, width: CGFloat) -> (section: Int, item: Int)? {
        guard visibleTop.isFinite, width.isFinite else { return nil }
        var buffer: [MosaicItem] = []
        var best: (section: Int, item: Int)?
        forEachItem(in: CGRect(x: 0, y: visibleTop, width: max(width, 0), height: 1), buffer: &buffer) {
            section, item in
            if let current = best, (current.section, current.item) <= (section, item.index) { return }
            best = (section, item.index)
        }
        return best
    }

    /// The content offset that puts `anchor` back at the top after the grids were rebuilt, in a
    /// viewport `viewportHeight` tall with `topInset` and `bottomInset` (the adjusted insets): its
    /// frame's top under the top inset, never past the end of the content; nil when the anchor no
    /// longer exists (keep UIKit's proposed offset).
    public func offset(
        keeping anchor: (section: Int, item: Int), viewportHeight: CGFloat, topInset: CGFloat,
        bottomInset: CGFloat
    ) -> CGFloat? {
        guard let frame = frame(section: anchor.section, item: anchor.item),
            [viewportHeight, topInset, bottomInset].allSatisfy(\.isFinite)
        else { return nil }
        let highest = max(contentHeight + bottomInset - viewportHeight, -topInset)
        return min(frame.minY - topInset, highest)
    }
}
