import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension MosaicPattern {
    /// A block of `columns` columns and 2 rows: a tall 1×2 tile at `tallColumn` first, then the
    /// squares of the remaining columns in row-major order.
    private static func tallAndSquares(columns: Int, tallColumn: Int) -> MosaicBlock {
        var tiles = [MosaicTile(column: tallColumn, row: 0, rowSpan: 2)]
        for row in 0..<2 {
            for column in 0..<columns where column != tallColumn {
                tiles.append(MosaicTile(column: column, row: row))
            }
        }
        return MosaicBlock(rows: 2, tiles: tiles)
    }

    /// The Instagram Explore grid: 3 columns, groups of five (a tall tile and four squares), the
    /// tall tile on the right in even groups and on the left in odd ones.
    public static let explore = try! MosaicPattern(
        name: "explore", columns: 3,
        blocks: [tallAndSquares(columns: 3, tallColumn: 2), tallAndSquares(columns: 3, tallColumn: 0)])

    /// Explore widened for iPad: 4 columns, a tall tile and six squares, alternating sides.
    public static let exploreWide = try! MosaicPattern(
        name: "explore-wide", columns: 4,
        blocks: [tallAndSquares(columns: 4, tallColumn: 3), tallAndSquares(columns: 4, tallColumn: 0)])

    /// A 2×2 feature tile with two squares beside it and a row of three below: 3 columns, 3 rows.
    public static let feature = try! MosaicPattern(
        name: "feature", columns: 3,
        blocks: [
            MosaicBlock(
                rows: 3,
                tiles: [
                    MosaicTile(column: 0, row: 0, columnSpan: 2, rowSpan: 2),
                    MosaicTile(column: 2, row: 0), MosaicTile(column: 2, row: 1),
                    MosaicTile(column: 0, row: 2), MosaicTile(column: 1, row: 2),
                    MosaicTile(column: 2, row: 2),
                ])
        ])

    /// A plain grid of squares, `columns` wide (1 to ``maximumCells``).
    public static func uniform(columns: Int) throws -> MosaicPattern {
        guard columns > 0 else { throw MosaicError.zeroColumns }
        let tiles = (0..<min(columns, maximumCells + 1)).map { MosaicTile(column: $0, row: 0) }
        return try MosaicPattern(
            name: columns == 3 ? "uniform" : "uniform\(columns)", columns: columns,
            blocks: [MosaicBlock(rows: 1, tiles: tiles)])
    }

    /// The names ``named(_:)`` knows.
    public static let builtInNames = [
        "explore", "explore-wide", "feature", "uniform", "uniform2", "uniform4", "uniform5",
    ]

    /// A built-in pattern by name: `explore`, `explore-wide`, `feature`, `uniform` (3 columns) or
    /// `uniformN` (N columns); nil for any other name.
    public static func named(_ name: String) -> MosaicPattern? {
        switch name {
        case "explore": return .explore
        case "explore-wide": return .exploreWide
        case "feature": return .feature
        case "uniform", "grid": return try? .uniform(columns: 3)
        default:
            guard name.hasPrefix("uniform"), let columns = Int(name.dropFirst("uniform".count)),
                (1...12).contains(columns)
            else { return nil }
            return try? .uniform(columns: columns)
        }
    }
}
