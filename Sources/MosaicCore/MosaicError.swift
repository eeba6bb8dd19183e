import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A problem with a pattern or a layout's parameters, naming the block and tile or the field at fault.
public enum MosaicError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pattern has no columns.
    case zeroColumns
    /// The pattern has no blocks.
    case noBlocks
    /// The block has no tiles or no rows.
    case emptyBlock(block: Int)
    /// The tile lies (partly) outside its block's columns or rows, or has a span below 1.
    case tileOutOfBounds(block: Int, tile: Int)
    /// The tile covers a unit cell that an earlier tile of the block already covers.
    case overlappingTiles(block: Int, tile: Int, overlaps: Int)
    /// A size is NaN, infinite or out of range (width, spacing, scale, insets).
    case invalidValue(field: String, value: Double)
    /// The spacing leaves no room for the columns at this width (or under a pixel each, when rounding).
    case noRoomForColumns(width: Double, spacing: Double, columns: Int)
    /// The item count is negative or above ``MosaicLayout/maximumItemCount``.
    case invalidItemCount(Int)

    public var description: String {
        switch self {
        case .zeroColumns: "pattern.columns: a pattern needs at least one column"
        case .noBlocks: "pattern.blocks: a pattern needs at least one block"
        case .emptyBlock(let block): "blocks[\(block)]: a block needs at least one row and one tile"
        case .tileOutOfBounds(let block, let tile):
            "blocks[\(block)].tiles[\(tile)]: the tile lies outside the block's columns or rows"
        case .overlappingTiles(let block, let tile, let other):
            "blocks[\(block)].tiles[\(tile)]: the tile overlaps tiles[\(other)]"
        case .invalidValue(let field, let value): "\(field): \(value) is out of range"
        case .noRoomForColumns(let width, let spacing, let columns):
            "spacing: \(spacing) leaves no room for \(columns) columns in a width of \(width)"
        case .invalidItemCount(let count):
            "count: \(count) is outside 0...\(MosaicLayout.maximumItemCount)"
        }
    }
}
