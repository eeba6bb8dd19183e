import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One tile of a block, in unit cells: where it starts and how many columns and rows it spans.
public struct MosaicTile: Hashable, Sendable, Codable {
    public var column: Int
    public var row: Int
    public var columnSpan: Int
    public var rowSpan: Int

    public init(column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }
}

/// A band of the grid that spans all columns and `rows` unit rows, listing its tiles in item order.
public struct MosaicBlock: Hashable, Sendable, Codable {
    public var rows: Int
    public var tiles: [MosaicTile]

    public init(rows: Int, tiles: [MosaicTile]) {
        self.rows = rows
        self.tiles = tiles
    }
}

/// A repeating tile pattern: its blocks, laid one after another and repeated for ever.
///
/// The pattern is data; the tables the queries need (a slot per item position of one cycle, a block
/// per row) are built once here, so every query is a division and a table look-up.
public struct MosaicPattern: Hashable, Sendable {
    /// Where one item of a cycle goes, in unit cells counted from the top of the cycle.
    struct Slot: Hashable, Sendable {
        var column: Int
        var row: Int
        var columnSpan: Int
        var rowSpan: Int
        var block: Int
        /// The bottom row (exclusive, in cycle rows) of this tile and every earlier one of its block:
        /// where the content ends if this is the last item.
        var bottomRowSoFar: Int
    }

    /// A name for the command line and captions.
    public let name: String
    /// The number of unit columns.
    public let columns: Int
    /// The blocks of one cycle, in order.
    public let blocks: [MosaicBlock]

    /// Items in one cycle of all blocks.
    let itemsPerCycle: Int
    /// Unit rows in one cycle of all blocks.
    let rowsPerCycle: Int
    let slots: [Slot]
    /// The first item position (within a cycle) of each block, plus the cycle's item count.
    let blockItemStart: [Int]
    /// The first row (within a cycle) of each block, plus the cycle's row count.
    let blockRowStart: [Int]
    /// The block that each row of a cycle belongs to.
    let blockOfRow: [Int]

    /// The largest number of columns or rows in a block that validation accepts.
    public static let maximumCells = 256

    /// Validates the blocks and builds the look-up tables.
    /// - Throws: ``MosaicError`` naming the block and tile at fault.
    public init(name: String, columns: Int, blocks: [MosaicBlock]) throws {
        guard columns > 0 else { throw MosaicError.zeroColumns }
        guard columns <= Self.maximumCells else {
            throw MosaicError.invalidValue(field: "pattern.columns", value: Double(columns))
        }
        guard !blocks.isEmpty else { throw MosaicError.noBlocks }
        var slots: [Slot] = []
        var blockItemStart: [Int] = []
        var blockRowStart: [Int] = []
        var blockOfRow: [Int] = []
        for (blockIndex, block) in blocks.enumerated() {
            guard block.rows > 0, !block.tiles.isEmpty else {
                throw MosaicError.emptyBlock(block: blockIndex)
            }
            guard block.rows <= Self.maximumCells else {
                throw MosaicError.invalidValue(field: "blocks[\(blockIndex)].rows", value: Double(block.rows))
            }
            var owner = [Int](repeating: -1, count: block.rows * columns)
            var bottom = 0
            let firstRow = blockOfRow.count
            blockItemStart.append(slots.count)
            blockRowStart.append(firstRow)
            for (tileIndex, tile) in block.tiles.enumerated() {
                guard tile.column >= 0, tile.row >= 0, tile.columnSpan >= 1, tile.rowSpan >= 1,
                    tile.columnSpan <= columns - tile.column, tile.rowSpan <= block.rows - tile.row
                else { throw MosaicError.tileOutOfBounds(block: blockIndex, tile: tileIndex) }
                for row in tile.row..<(tile.row + tile.rowSpan) {
                    for column in tile.column..<(tile.column + tile.columnSpan) {
                        let cell = row * columns + column
                        guard owner[cell] < 0 else {
                            throw MosaicError.overlappingTiles(
                                block: blockIndex, tile: tileIndex, overlaps: owner[cell])
                        }
                        owner[cell] = tileIndex
                    }
                }
                bottom = max(bottom, tile.row + tile.rowSpan)
                slots.append(
                    Slot(
                        column: tile.column, row: firstRow + tile.row, columnSpan: tile.columnSpan,
                        rowSpan: tile.rowSpan, block: blockIndex, bottomRowSoFar: firstRow + bottom))
            }
            blockOfRow += repeatElement(blockIndex, count: block.rows)
        }
        blockItemStart.append(slots.count)
        blockRowStart.append(blockOfRow.count)
        self.name = name
        self.columns = columns
        self.blocks = blocks
        self.itemsPerCycle = slots.count
        self.rowsPerCycle = blockOfRow.count
        self.slots = slots
        self.blockItemStart = blockItemStart
        self.blockRowStart = blockRowStart
        self.blockOfRow = blockOfRow
    }

    public static func == (lhs: MosaicPattern, rhs: MosaicPattern) -> Bool {
        lhs.name == rhs.name && lhs.columns == rhs.columns && lhs.blocks == rhs.blocks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(columns)
        hasher.combine(blocks)
    }
}
