import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A mosaic pattern laid out at one width, spacing and item count.
///
/// Geometry: `unit = (width − (columns − 1)·spacing) / columns`; a tile spanning n units measures
/// `n·unit + (n − 1)·spacing`, so a tall tile lines up with two squares and the gap between them.
/// Blocks follow one another one spacing apart; the content ends at the last tile's bottom edge.
/// A partial last group keeps its tiles where a full group would put them.
///
/// Every query is a division and table look-ups: nothing walks the items, so a layout of 100
/// million items answers as fast as one of 10. Coordinates are `Double`s: exact to within 10⁻⁶ pt
/// while the content is under 2³³ pt tall (about 130 million rows of 64 pt), and within 1/64 pt up
/// to ``maximumItemCount`` items.
public struct MosaicLayout: Hashable, Sendable {
    /// The largest item count accepted: 2⁴⁰, about 1.1 × 10¹².
    public static let maximumItemCount = 1 << 40

    public let pattern: MosaicPattern
    /// The content width, insets included.
    public let width: CGFloat
    public let spacing: CGFloat
    public let itemCount: Int
    /// The display scale edges are rounded to (1, 2, 3), or nil for exact positions.
    public let scale: CGFloat?
    public let layoutDirection: MosaicLayoutDirection
    public let contentInsets: MosaicInsets

    let axis: GridAxis
    /// Where the grid's first unit starts: the leading and top insets, snapped to whole pixels when
    /// there is a display scale. Derived from the arguments, so not part of equality.
    let gridOrigin: (x: Double, y: Double)
    /// One entry per item position of a cycle, in item order.
    let slotFrames: [SlotFrame]

    /// The size of a unit square, before pixel rounding.
    public var unitSize: CGFloat { axis.unit }

    /// The size of the whole content, insets included.
    /// - Complexity: O(1).
    public let contentSize: CGSize

    /// Lays out `itemCount` items of `pattern` at `width`.
    /// - Throws: ``MosaicError`` for a width, spacing, scale or inset that is NaN, infinite or
    ///   negative, a spacing that leaves no room for the columns, or a count outside
    ///   0...``maximumItemCount``.
    public init(
        pattern: MosaicPattern, width: CGFloat, spacing: CGFloat = 1, itemCount: Int, scale: CGFloat? = nil,
        layoutDirection: MosaicLayoutDirection = .leftToRight, contentInsets: MosaicInsets = .zero
    ) throws {
        func check(_ field: String, _ value: CGFloat, allowsZero: Bool = true) throws {
            guard value.isFinite, allowsZero ? value >= 0 : value > 0, value <= 1e9 else {
                throw MosaicError.invalidValue(field: field, value: value)
            }
        }
        try check("width", width, allowsZero: false)
        try check("spacing", spacing)
        try check("insets.top", contentInsets.top)
        try check("insets.leading", contentInsets.leading)
        try check("insets.bottom", contentInsets.bottom)
        try check("insets.trailing", contentInsets.trailing)
        if let scale { try check("scale", scale, allowsZero: false) }
        guard itemCount >= 0, itemCount <= Self.maximumItemCount else {
            throw MosaicError.invalidItemCount(itemCount)
        }

        let columns = Double(pattern.columns)
        let gridWidth = width - contentInsets.leading - contentInsets.trailing
        let unit = (gridWidth - (columns - 1) * spacing) / columns
        guard unit > 0 else {
            throw MosaicError.noRoomForColumns(width: width, spacing: spacing, columns: pattern.columns)
        }
        // Where the grid's first column and first row start. With a display scale the grid is
        // snapped inside its insets: its leading edge on the first whole pixel at or after the
        // leading inset, its trailing edge on the last whole pixel before the trailing inset, so no
        // tile edge falls between pixels and no tile reaches past the content width.
        var origin = (x: Double(contentInsets.leading), y: Double(contentInsets.top))
        var mirrorEdge = Double(width - contentInsets.leading)
        var pixels: (scale: Double, unit: Double, gap: Double)?
        if let scale {
            let scale = Double(scale)
            let snapUp = { (points: Double) in (points * scale - 1e-9).rounded(.up) }
            let snapDown = { (points: Double) in (points * scale + 1e-9).rounded(.down) }
            let leadingPixel = snapUp(Double(contentInsets.leading))
            let trailingPixel = snapDown(Double(width - contentInsets.trailing))
            let gap = (Double(spacing) * scale).rounded()
            let available = trailingPixel - leadingPixel - (columns - 1) * gap
            guard available >= columns else {
                throw MosaicError.noRoomForColumns(width: width, spacing: spacing, columns: pattern.columns)
            }
            pixels = (scale, available / columns, gap)
            origin = (leadingPixel / scale, snapUp(Double(contentInsets.top)) / scale)
            mirrorEdge = snapDown(Double(width - contentInsets.leading)) / scale
        }
        self.pattern = pattern
        self.width = width
        self.spacing = spacing
        self.itemCount = itemCount
        self.scale = scale
        self.layoutDirection = layoutDirection
        self.contentInsets = contentInsets
        self.axis = GridAxis(unit: unit, spacing: spacing, pixels: pixels)
        self.gridOrigin = origin
        self.slotFrames = Self.slotFrames(
            pattern: pattern, axis: axis, originX: origin.x, mirrorEdge: mirrorEdge,
            direction: layoutDirection)
        let gridHeight =
            itemCount == 0 ? 0 : axis.end(0, span: Self.rowsEnd(pattern: pattern, itemCount: itemCount))
        self.contentSize = CGSize(width: width, height: origin.y + gridHeight + contentInsets.bottom)
    }

    // Two layouts are equal when they were made from equal arguments: everything else is derived
    // from them. Written by hand because Apple's `CGSize` is not Hashable.
    public static func == (lhs: MosaicLayout, rhs: MosaicLayout) -> Bool {
        lhs.pattern == rhs.pattern && lhs.width == rhs.width && lhs.spacing == rhs.spacing
            && lhs.itemCount == rhs.itemCount && lhs.scale == rhs.scale
            && lhs.layoutDirection == rhs.layoutDirection && lhs.contentInsets == rhs.contentInsets
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(width)
        hasher.combine(spacing)
        hasher.combine(itemCount)
        hasher.combine(scale)
        hasher.combine(layoutDirection)
        hasher.combine(contentInsets)
    }

    /// The exclusive bottom row of the first `itemCount` (≥ 1) items.
    static func rowsEnd(pattern: MosaicPattern, itemCount: Int) -> Int {
        let last = itemCount - 1
        let cycle = last / pattern.itemsPerCycle
        let slot = pattern.slots[last - cycle * pattern.itemsPerCycle]
        return cycle * pattern.rowsPerCycle + slot.bottomRowSoFar
    }

    /// The frame of the item in `slot`, whose cycle starts at row `rowBase`, as plain numbers: the
    /// queries test these before building a `CGRect`, whose accessors standardize on every call.
    @inline(__always)
    func rectangle(_ slot: SlotFrame, rowBase: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let row = rowBase + slot.row
        let y0 = axis.start(row)
        let height = axis.pixels == nil ? slot.height : axis.end(row, span: slot.rowSpan) - y0
        return (slot.x, gridOrigin.y + y0, slot.width, height)
    }

    /// What can be known of a slot's frame before its row is: everything horizontal, and the height
    /// when no pixel rounding makes it depend on the row.
    @usableFromInline
    struct SlotFrame: Hashable, Sendable {
        var x: Double
        var width: Double
        var height: Double
        var row: Int
        var rowSpan: Int
    }

    /// The horizontal geometry of every slot of the pattern, computed once per layout.
    ///
    /// Right-to-left mirrors each slot so that the grid's leading edge sits at `mirrorEdge` (the
    /// content width less the leading inset, snapped to a pixel when there is a scale): mirrored
    /// edges stay on whole pixels and the gaps stay equal.
    static func slotFrames(
        pattern: MosaicPattern, axis: GridAxis, originX: Double, mirrorEdge: Double,
        direction: MosaicLayoutDirection
    ) -> [SlotFrame] {
        pattern.slots.map { slot in
            let x0 = axis.start(slot.column)
            let x1 = axis.end(slot.column, span: slot.columnSpan)
            // Exact sizes, n·unit + (n − 1)·spacing, rather than a difference of two positions.
            let tileWidth = axis.pixels == nil ? axis.extent(slot.columnSpan) : x1 - x0
            let x = direction == .rightToLeft ? mirrorEdge - x1 : originX + x0
            return SlotFrame(
                x: x, width: tileWidth, height: axis.extent(slot.rowSpan), row: slot.row,
                rowSpan: slot.rowSpan)
        }
    }
}
