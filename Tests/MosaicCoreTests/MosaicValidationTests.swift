import Foundation
import MosaicCore
import Testing

@Suite("Mosaic validation")
struct MosaicValidationTests {
    static let badPatterns: [(Int, [MosaicBlock], MosaicError)] = [
        (0, [MosaicBlock(rows: 1, tiles: [MosaicTile(column: 0, row: 0)])], .zeroColumns),
        (3, [], .noBlocks),
        (
            3,
            [MosaicBlock(rows: 1, tiles: [MosaicTile(column: 0, row: 0)]), MosaicBlock(rows: 2, tiles: [])],
            .emptyBlock(block: 1)
        ),
        (3, [MosaicBlock(rows: 0, tiles: [MosaicTile(column: 0, row: 0)])], .emptyBlock(block: 0)),
        (
            3, [MosaicBlock(rows: 1, tiles: [MosaicTile(column: 0, row: 0), MosaicTile(column: 3, row: 0)])],
            .tileOutOfBounds(block: 0, tile: 1)
        ),
        (
            3, [MosaicBlock(rows: 2, tiles: [MosaicTile(column: 2, row: 1, rowSpan: 2)])],
            .tileOutOfBounds(block: 0, tile: 0)
        ),
        (
            3, [MosaicBlock(rows: 2, tiles: [MosaicTile(column: 1, row: 0, columnSpan: 3)])],
            .tileOutOfBounds(block: 0, tile: 0)
        ),
        (
            3, [MosaicBlock(rows: 1, tiles: [MosaicTile(column: -1, row: 0)])],
            .tileOutOfBounds(block: 0, tile: 0)
        ),
        (
            3, [MosaicBlock(rows: 1, tiles: [MosaicTile(column: 0, row: 0, columnSpan: 0)])],
            .tileOutOfBounds(block: 0, tile: 0)
        ),
        (
            3,
            [
                MosaicBlock(
                    rows: 2,
                    tiles: [
                        MosaicTile(column: 0, row: 0, columnSpan: 2, rowSpan: 2),
                        MosaicTile(column: 2, row: 0),
                        MosaicTile(column: 1, row: 1),
                    ])
            ], .overlappingTiles(block: 0, tile: 2, overlaps: 0)
        ),
    ]

    @Test(arguments: badPatterns.indices)
    func badPatternsAreRejectedByName(index: Int) {
        let (columns, blocks, expected) = Self.badPatterns[index]
        #expect(throws: expected) { try MosaicPattern(name: "bad", columns: columns, blocks: blocks) }
    }

    @Test func messagesNameTheBlockAndTile() {
        #expect(
            MosaicError.overlappingTiles(block: 1, tile: 2, overlaps: 0).description.hasPrefix(
                "blocks[1].tiles[2]"))
        #expect(MosaicError.invalidValue(field: "width", value: 0).description.hasPrefix("width"))
    }

    static let badLayouts: [(CGFloat, CGFloat, Int, CGFloat?, MosaicError)] = [
        (0, 1, 10, nil, .invalidValue(field: "width", value: 0)),
        (-5, 1, 10, nil, .invalidValue(field: "width", value: -5)),
        (.infinity, 1, 10, nil, .invalidValue(field: "width", value: .infinity)),
        (390, -1, 10, nil, .invalidValue(field: "spacing", value: -1)),
        (390, 200, 10, nil, .noRoomForColumns(width: 390, spacing: 200, columns: 3)),
        (390, 195, 10, nil, .noRoomForColumns(width: 390, spacing: 195, columns: 3)),
        (2, 0.4, 10, 1, .noRoomForColumns(width: 2, spacing: 0.4, columns: 3)),
        (390, 1, -1, nil, .invalidItemCount(-1)),
        (
            390, 1, MosaicLayout.maximumItemCount + 1, nil,
            .invalidItemCount(MosaicLayout.maximumItemCount + 1)
        ),
        (390, 1, 10, 0, .invalidValue(field: "scale", value: 0)),
    ]

    @Test(arguments: badLayouts.indices)
    func badLayoutParametersAreRejected(index: Int) {
        let (width, spacing, count, scale, expected) = Self.badLayouts[index]
        #expect(throws: expected) {
            try MosaicLayout(
                pattern: .explore, width: width, spacing: spacing, itemCount: count, scale: scale)
        }
    }

    @Test func nanSpacingIsRejected() {
        #expect(throws: MosaicError.self) {
            try MosaicLayout(pattern: .explore, width: 390, spacing: CGFloat.nan, itemCount: 1)
        }
    }

    @Test func uniformNeedsAColumn() {
        #expect(throws: MosaicError.zeroColumns) { try MosaicPattern.uniform(columns: 0) }
    }
}
