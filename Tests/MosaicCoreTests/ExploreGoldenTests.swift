import Foundation
import MosaicCore
import Testing

@Suite("Explore golden frames")
struct ExploreGoldenTests {
    let layout = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 19)
    let unit: CGFloat = (390 - 2 * 1) / 3
    var pitch: CGFloat { unit + 1 }

    func square(_ column: Int, _ row: Int) -> CGRect {
        CGRect(x: CGFloat(column) * pitch, y: CGFloat(row) * pitch, width: unit, height: unit)
    }

    func tall(_ column: Int, _ row: Int) -> CGRect {
        CGRect(x: CGFloat(column) * pitch, y: CGFloat(row) * pitch, width: unit, height: 2 * unit + 1)
    }

    var expected: [CGRect] {
        var frames: [CGRect] = []
        for group in 0..<4 {
            let row = group * 2
            let tallColumn = group.isMultiple(of: 2) ? 2 : 0
            let squareColumns = group.isMultiple(of: 2) ? [0, 1] : [1, 2]
            frames.append(tall(tallColumn, row))
            for r in [row, row + 1] { for column in squareColumns { frames.append(square(column, r)) } }
        }
        return Array(frames.prefix(19))
    }

    @Test func framesMatchTheFormulas() {
        #expect(layout.unitSize == unit)
        for (index, frame) in expected.enumerated() {
            #expect(isClose(layout.frame(at: index)!, frame), "item \(index)")
        }
        #expect(layout.frame(at: 19) == nil)
        #expect(layout.frame(at: -1) == nil)
    }

    @Test func theTallTileAlternatesRightAndLeft() {
        #expect(isClose(layout.frame(at: 0)!.minX, 2 * pitch))
        #expect(layout.frame(at: 5)!.minX == 0)
        #expect(isClose(layout.frame(at: 10)!.minX, 2 * pitch))
        #expect(layout.frame(at: 15)!.minX == 0)
    }

    @Test func aTallTileLinesUpWithTwoSquaresAndTheirGap() {
        let tallFrame = layout.frame(at: 0)!
        #expect(isClose(tallFrame.minY, layout.frame(at: 1)!.minY))
        #expect(isClose(tallFrame.maxY, layout.frame(at: 3)!.maxY))
    }

    @Test func thePartialLastGroupEndsTheContentAtItsLastTile() {
        // 19 items: the fourth group has its tall tile (rows 6–7) and three squares.
        #expect(isClose(layout.contentSize.height, 8 * unit + 7))
        #expect(layout.contentSize.width == 390)
        let twenty = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 20)
        #expect(isClose(twenty.contentSize.height, layout.contentSize.height))
        let sixteen = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 16)
        #expect(isClose(sixteen.contentSize.height, 8 * unit + 7))  // the tall tile alone spans two rows
        let eleven = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 11)
        #expect(isClose(eleven.contentSize.height, 6 * unit + 5))
        #expect(try! MosaicLayout(pattern: .explore, width: 390, itemCount: 0).contentSize.height == 0)
    }

    @Test func blocksAndTheirItemRanges() {
        #expect(layout.blockCount == 4)
        #expect(layout.itemRange(ofBlock: 0) == 0..<5)
        #expect(layout.itemRange(ofBlock: 3) == 15..<19)
        #expect(layout.itemRange(ofBlock: 4).isEmpty)
        #expect(layout.block(containingY: 0) == 0)
        #expect(layout.block(containingY: 2 * pitch - 0.5) == 0)  // the gap below a block is its own
        #expect(layout.block(containingY: 2 * pitch) == 1)
        #expect(layout.block(containingY: layout.contentSize.height - 0.1) == 3)
        #expect(layout.block(containingY: layout.contentSize.height) == nil)
        #expect(layout.block(containingY: -1) == nil)
    }

    @Test func aViewportQueryReturnsTheVisibleItemsInOrder() {
        let visible = layout.items(in: CGRect(x: 0, y: 0, width: 390, height: 200)).map(\.index)
        #expect(visible == [0, 1, 2, 3, 4])
        let band = layout.items(in: CGRect(x: 0, y: 2 * pitch + 10, width: 390, height: 10)).map(\.index)
        #expect(band == [5, 6, 7])
        // A band lying wholly in the gap between two rows touches nothing.
        #expect(layout.items(in: CGRect(x: 0, y: unit + 0.25, width: 390, height: 0.5)).map(\.index) == [0])
        #expect(layout.items(in: CGRect(x: 0, y: unit + 0.25, width: 200, height: 0.5)).isEmpty)
    }

    @Test func insetsMoveTheGridInsideTheContent() throws {
        let inset = try MosaicLayout(
            pattern: .explore, width: 390, spacing: 1, itemCount: 19,
            contentInsets: MosaicInsets(top: 20, leading: 10, bottom: 30, trailing: 10))
        let innerUnit: CGFloat = (370 - 2) / 3
        #expect(isClose(inset.frame(at: 1)!, CGRect(x: 10, y: 20, width: innerUnit, height: innerUnit)))
        #expect(isClose(inset.contentSize.height, 20 + 8 * innerUnit + 7 + 30))
    }

    @Test func otherBuiltInPatterns() throws {
        let feature = try MosaicLayout(pattern: .feature, width: 300, spacing: 0, itemCount: 6)
        #expect(feature.frame(at: 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(feature.frame(at: 5) == CGRect(x: 200, y: 200, width: 100, height: 100))
        let grid = try MosaicLayout(pattern: .uniform(columns: 4), width: 403, spacing: 1, itemCount: 9)
        #expect(grid.frame(at: 8) == CGRect(x: 0, y: 202, width: 100, height: 100))
        #expect(grid.contentSize.height == 302)
        let wide = try MosaicLayout(pattern: .exploreWide, width: 820, spacing: 4, itemCount: 14)
        #expect(wide.frame(at: 0)!.minX == 3 * 206 && wide.frame(at: 7)!.minX == 0)
        #expect(MosaicPattern.named("uniform5")?.columns == 5)
        #expect(MosaicPattern.named("nope") == nil)
        for name in MosaicPattern.builtInNames { #expect(MosaicPattern.named(name) != nil, "\(name)") }
    }
}
