import Foundation
import MosaicCore
@_exported import SeededRandom

/// A random valid pattern: blocks filled greedily with random rectangles, sometimes leaving holes,
/// tiles listed in a random order.
func randomPattern(_ rng: inout SplitMix64) -> MosaicPattern {
    let columns = rng.int(1...6)
    var blocks: [MosaicBlock] = []
    for _ in 0..<rng.int(1...3) {
        let rows = rng.int(1...4)
        var taken = Array(repeating: false, count: rows * columns)
        var tiles: [MosaicTile] = []
        for row in 0..<rows {
            for column in 0..<columns where !taken[row * columns + column] {
                if rng.int(0...9) == 0 && !(row == 0 && column == 0) { continue }  // a hole
                var width = 1
                while column + width < columns, !taken[row * columns + column + width], rng.bool() {
                    width += 1
                }
                var height = 1
                grow: while row + height < rows, rng.bool() {
                    for c in column..<(column + width) where taken[(row + height) * columns + c] {
                        break grow
                    }
                    height += 1
                }
                for r in row..<(row + height) {
                    for c in column..<(column + width) { taken[r * columns + c] = true }
                }
                tiles.append(MosaicTile(column: column, row: row, columnSpan: width, rowSpan: height))
            }
        }
        tiles.shuffle(using: &rng)
        blocks.append(MosaicBlock(rows: rows, tiles: tiles))
    }
    return try! MosaicPattern(name: "random", columns: columns, blocks: blocks)
}

/// Every frame, computed one by one: the reference the fast queries must agree with.
func allFrames(_ layout: MosaicLayout) -> [CGRect] { (0..<layout.itemCount).map { layout.frame(at: $0)! } }

func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
        && isClose(a.width, b.width, tolerance: tolerance)
        && isClose(a.height, b.height, tolerance: tolerance)
}
