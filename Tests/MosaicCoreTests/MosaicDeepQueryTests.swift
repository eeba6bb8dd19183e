import Foundation
import MosaicCore
import Testing

/// Viewport queries deep into huge grids, at fractional widths and spacings and every display scale,
/// against a reference that finds the blocks by bisection over frames computed one by one.
@Suite("Mosaic queries deep into huge, pixel-rounded grids")
struct MosaicDeepQueryTests {
    /// The items intersecting `rect`, found without the layout's row arithmetic: bisect the blocks on
    /// their frames' bottoms and tops (blocks stack), then filter the blocks in between.
    static func reference(_ layout: MosaicLayout, _ rect: CGRect) -> [Int] {
        let blocks = layout.blockCount
        func frames(_ block: Int) -> [CGRect] {
            layout.itemRange(ofBlock: block).map { layout.frame(at: $0)! }
        }
        func firstBlock(where predicate: (Int) -> Bool) -> Int {
            var (low, high) = (0, blocks)
            while low < high {
                let middle = (low + high) / 2
                if predicate(middle) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let first = firstBlock { frames($0).map(\.maxY).max()! > rect.minY }
        let end = firstBlock { frames($0).map(\.minY).min()! >= rect.maxY }
        guard first < end else { return [] }
        return (first..<end).flatMap { layout.itemRange(ofBlock: $0) }
            .filter { layout.frame(at: $0)!.intersects(rect) }
    }

    @Test func exploreAtHalfPointSpacingAndScale3FindsEveryItemAtItem60000() throws {
        let layout = try MosaicLayout(
            pattern: .explore, width: 390, spacing: 0.5, itemCount: 100_000, scale: 3)
        let top = layout.frame(at: 60_000)!.minY
        let viewport = CGRect(x: 0, y: top, width: 390, height: 844)
        let found = layout.items(in: viewport).map(\.index)
        #expect(found.count >= 15)
        #expect(found == Self.reference(layout, viewport))
        #expect(found.contains(60_000))
    }

    @Test func aFractionalWidthFindsEveryItemDeepDown() throws {
        let layout = try MosaicLayout(
            pattern: .explore, width: 390.1, spacing: 1, itemCount: 100_000, scale: 3)
        let top = layout.frame(at: 60_000)!.minY
        let viewport = CGRect(x: 0, y: top, width: 390.1, height: 844)
        let found = layout.items(in: viewport).map(\.index)
        #expect(found.count >= 15)
        #expect(found == Self.reference(layout, viewport))
    }

    @Test(arguments: 0..<200)
    func deepViewportsMatchTheReference(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 31_000)
        let pattern = seed.isMultiple(of: 3) ? MosaicPattern.explore : randomPattern(&rng)
        let scale: CGFloat? = seed.isMultiple(of: 4) ? nil : CGFloat(rng.int(1...3))
        let width = rng.double(120...1400)
        let spacing = rng.double(0...6)
        let count = rng.int(1...100_000_000)
        guard
            let layout = try? MosaicLayout(
                pattern: pattern, width: width, spacing: spacing, itemCount: count, scale: scale,
                contentInsets: MosaicInsets(
                    top: rng.double(0...20), leading: rng.double(0...3), bottom: rng.double(0...20),
                    trailing: rng.double(0...3)))
        else { return }
        var buffer: [MosaicItem] = []
        for _ in 0..<6 {
            let anchor = layout.frame(at: rng.int(0...(count - 1)))!
            let rect = CGRect(
                x: rng.double(-10...width), y: anchor.minY + rng.double(-400...400),
                width: rng.double(1...width), height: rng.double(1...1200))
            layout.items(in: rect, into: &buffer)
            #expect(
                buffer.map(\.index) == Self.reference(layout, rect),
                "\(width) \(spacing) \(scale as Any) \(rect)")
            #expect(buffer.allSatisfy { $0.frame == layout.frame(at: $0.index)! })
            if let block = layout.block(containingY: anchor.midY) {
                #expect(
                    layout.itemRange(ofBlock: block).contains {
                        layout.frame(at: $0)!.contains(
                            CGPoint(x: layout.frame(at: $0)!.midX, y: anchor.midY))
                    })
            }
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func insetsSnapToWholePixels(scale: CGFloat) throws {
        let layout = try MosaicLayout(
            pattern: .explore, width: 390, spacing: 1, itemCount: 40, scale: scale,
            contentInsets: MosaicInsets(top: 0.5, leading: 0.5, bottom: 0, trailing: 0.7))
        for index in 0..<40 {
            let frame = layout.frame(at: index)!
            for edge in [frame.minX, frame.maxX, frame.minY, frame.maxY] {
                #expect(
                    isClose((edge * scale).rounded(), edge * scale, tolerance: 1e-6),
                    "item \(index) edge \(edge)")
            }
            #expect(frame.minX >= 0.5 - 1e-9 && frame.maxX <= 390 - 0.7 + 1e-9)
            #expect(frame.minY >= 0.5 - 1e-9)
        }
    }

    @Test(arguments: [390.2, 390.1, 375.4, 1024.9] as [CGFloat])
    func noTilePassesTheContentWidth(width: CGFloat) throws {
        for scale in [1, 2, 3] as [CGFloat] {
            for direction in MosaicLayoutDirection.allCases {
                let layout = try MosaicLayout(
                    pattern: .explore, width: width, spacing: 1, itemCount: 20, scale: scale,
                    layoutDirection: direction)
                for index in 0..<20 {
                    let frame = layout.frame(at: index)!
                    #expect(
                        frame.minX >= 0 && frame.maxX <= width, "\(width)@\(scale) \(direction) item \(index)"
                    )
                }
            }
        }
    }
}

@Suite("Block bands for lazy grids")
struct BlockRectTests {
    @Test(arguments: 0..<100)
    func everyItemLiesInItsBlocksBandAndBandsAreOneSpacingApart(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 4_444)
        let scale: CGFloat? = rng.bool() ? CGFloat(rng.int(1...3)) : nil
        guard
            let layout = try? MosaicLayout(
                pattern: randomPattern(&rng), width: rng.double(100...900), spacing: rng.double(0...5),
                itemCount: rng.int(1...300), scale: scale)
        else { return }
        var previous: CGRect?
        for block in 0..<layout.blockCount {
            let band = try #require(layout.blockRect(block))
            for index in layout.itemRange(ofBlock: block) {
                let frame = layout.frame(at: index)!
                #expect(frame.minY >= band.minY - 1e-9 && frame.maxY <= band.maxY + 1e-9)
            }
            if let previous {
                let gap = band.minY - previous.maxY
                let expected = scale.map { (layout.spacing * $0).rounded() / $0 } ?? layout.spacing
                #expect(isClose(gap, expected, tolerance: 1e-6))
            }
            previous = band
        }
        #expect(isClose(previous!.maxY, layout.contentSize.height, tolerance: 1e-9))
        #expect(layout.blockRect(layout.blockCount) == nil && layout.blockRect(-1) == nil)
    }
}
