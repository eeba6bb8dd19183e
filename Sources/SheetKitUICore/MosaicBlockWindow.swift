import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which blocks (rows of the pattern) of a lazy grid exist: those within `overscan` points of the
/// visible part of the grid. Everything else is not created, on every OS version.
package enum MosaicBlockWindow {
    /// The default margin above and below the viewport: one screen's worth of rows is ready before
    /// it scrolls in.
    package static let defaultOverscan: CGFloat = 800

    /// The blocks of `layout` that intersect the grid's visible band `visibleMinY ..< visibleMaxY`
    /// (in the grid's own coordinates: 0 is its top) widened by `overscan` on both sides.
    ///
    /// An empty or NaN band, or one entirely above or below the content, gives an empty range; a
    /// negative or NaN overscan counts as 0.
    /// - Complexity: O(1).
    package static func blocks(
        in layout: MosaicLayout, visibleMinY: CGFloat, visibleMaxY: CGFloat,
        overscan: CGFloat = defaultOverscan
    ) -> Range<Int> {
        let count = layout.blockCount
        let margin = overscan > 0 ? overscan : 0
        guard count > 0, !visibleMinY.isNaN, !visibleMaxY.isNaN, visibleMaxY > visibleMinY else {
            return 0..<0
        }
        let top = visibleMinY - margin
        let bottom = visibleMaxY + margin
        let height = layout.contentSize.height
        guard bottom > 0, top < height else { return 0..<0 }
        guard let first = top <= 0 ? 0 : firstBlock(atOrBelow: top, in: layout),
            let last = bottom >= height ? count - 1 : lastBlock(atOrAbove: bottom, in: layout)
        else { return 0..<0 }
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The items the blocks `window` of `layout` hold, in order: empty for an empty window; a window
    /// reaching past the layout's blocks is cut to them.
    /// - Complexity: O(1).
    package static func items(in window: Range<Int>, of layout: MosaicLayout) -> Range<Int> {
        let blocks = window.clamped(to: 0..<layout.blockCount)
        guard !blocks.isEmpty else { return 0..<0 }
        let first = layout.itemRange(ofBlock: blocks.lowerBound).lowerBound
        let end = layout.itemRange(ofBlock: blocks.upperBound - 1).upperBound
        return first..<max(end, first)
    }

    /// The visible band to keep, given the one kept (`kept`; nil before any) and the one the scroll
    /// view shows now: the new band when it changes which blocks of `layout` exist, else nil (the
    /// tile list stays as it is while a scroll stays within the same blocks).
    /// - Complexity: O(1).
    package static func bandToKeep(
        _ visible: (minY: CGFloat, maxY: CGFloat), replacing kept: (minY: CGFloat, maxY: CGFloat)?,
        in layout: MosaicLayout
    ) -> (minY: CGFloat, maxY: CGFloat)? {
        let now = blocks(in: layout, visibleMinY: visible.minY, visibleMaxY: visible.maxY)
        guard let kept else { return visible }
        return now == blocks(in: layout, visibleMinY: kept.minY, visibleMaxY: kept.maxY) ? nil : visible
    }

    /// The band shown before the scroll view has reported one: the grid's top, a viewport's worth.
    package static let initialBand: (minY: CGFloat, maxY: CGFloat) = (0, defaultOverscan)

    /// The grid's visible band in its own coordinates (0 is its top), for a grid whose top is at
    /// `gridMinY` in a viewport (the window) `viewportHeight` tall: what scrolled above the viewport
    /// is before the band. A NaN or infinite input gives an empty band.
    package static func visibleBand(gridMinY: CGFloat, viewportHeight: CGFloat) -> (
        minY: CGFloat, maxY: CGFloat
    ) {
        guard gridMinY.isFinite, viewportHeight.isFinite else { return (0, 0) }
        return (-gridMinY, -gridMinY + max(viewportHeight, 0))
    }

    /// The block whose band (with its gap) contains `y`, the first one when `y` is in the top inset,
    /// nil when it is in the bottom inset.
    private static func firstBlock(atOrBelow y: CGFloat, in layout: MosaicLayout) -> Int? {
        if let block = layout.block(containingY: y) { return block }
        return y < (layout.blockRect(0)?.minY ?? 0) ? 0 : nil
    }

    /// The block whose band (with its gap) contains `y`, the last one when `y` is in the bottom
    /// inset, nil when it is in the top inset.
    private static func lastBlock(atOrAbove y: CGFloat, in layout: MosaicLayout) -> Int? {
        if let block = layout.block(containingY: y) { return block }
        return y < (layout.blockRect(0)?.minY ?? 0) ? nil : layout.blockCount - 1
    }
}
