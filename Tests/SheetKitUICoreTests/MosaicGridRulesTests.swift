import Foundation
import MosaicCore
import Testing

@testable import SheetKitUICore

@Suite struct MosaicLayoutCacheTests {
    static let base = MosaicLayoutKey(itemCount: 19, width: 390, pattern: .explore, spacing: 1, scale: 3)

    /// One change per field that shapes the layout.
    static let changes: [(String, @Sendable (inout MosaicLayoutKey) -> Void)] = [
        ("count", { $0.itemCount = 20 }),
        ("width", { $0.width = 391 }),
        ("pattern", { $0.pattern = .feature }),
        ("spacing", { $0.spacing = 2 }),
        ("scale", { $0.scale = 2 }),
        ("no scale", { $0.scale = nil }),
        ("insets", { $0.contentInsets = MosaicInsets(top: 8) }),
        ("direction", { $0.layoutDirection = .rightToLeft }),
    ]

    @Test func anEqualKeyReusesTheLayout() {
        var cache = MosaicLayoutCache()
        let first = cache.layout(for: Self.base)
        let second = cache.layout(for: Self.base)
        #expect(first != nil)
        #expect(first == second)
        #expect(cache.builds == 1)
    }

    @Test(arguments: changes.indices)
    func everyFieldThatShapesTheLayoutRebuildsIt(index: Int) throws {
        let (name, change) = Self.changes[index]
        var cache = MosaicLayoutCache()
        _ = cache.layout(for: Self.base)
        var key = Self.base
        change(&key)
        let layout = cache.layout(for: key)
        #expect(cache.builds == 2, "\(name)")
        // The cached layout is exactly the engine's for the new key.
        let expected = try MosaicLayout(
            pattern: key.pattern, width: key.width, spacing: key.spacing, itemCount: key.itemCount,
            scale: key.scale, layoutDirection: key.layoutDirection, contentInsets: key.contentInsets)
        #expect(layout == expected, "\(name)")
    }

    @Test func aRefusedKeyGivesNoLayoutAndIsCachedToo() {
        var cache = MosaicLayoutCache()
        let zero = MosaicLayoutKey(itemCount: 5, width: 0, pattern: .explore, spacing: 1)
        #expect(cache.layout(for: zero) == nil)
        #expect(cache.layout(for: zero) == nil)
        #expect(cache.builds == 1)
        let crowded = MosaicLayoutKey(itemCount: 5, width: 10, pattern: .explore, spacing: 20)
        #expect(cache.layout(for: crowded) == nil)
        cache.invalidate()
        #expect(cache.key == nil)
    }

    @Test(arguments: [
        (CGFloat?.none, CGFloat(390)), (0, 0), (-5, 0), (.nan, 0), (.infinity, 390), (320, 320),
        (1024.5, 1024.5),
    ])
    func proposedWidths(proposal: CGFloat?, width: CGFloat) {
        #expect(MosaicProposedWidth.width(for: proposal) == width)
    }
}

@Suite struct MosaicBlockWindowTests {
    /// Every block intersecting the band widened by the overscan is in the window, and every block
    /// in it lies within one block's height plus a spacing of that band: the window is what a
    /// brute-force scan would pick, give or take the block containing each edge.
    @Test func theWindowHoldsExactlyTheBlocksNearTheBand() throws {
        var generator = SplitMix64(seed: 9)
        let patterns: [MosaicPattern] = [.explore, .exploreWide, .feature, try .uniform(columns: 5)]
        for _ in 0..<300 {
            let pattern = patterns[Int(generator.next() % UInt64(patterns.count))]
            let count = Int(generator.next() % 400)
            let width = CGFloat(200 + generator.next() % 900)
            let insets = MosaicInsets(
                top: CGFloat(generator.next() % 40), bottom: CGFloat(generator.next() % 40))
            let layout = try MosaicLayout(
                pattern: pattern, width: width, spacing: CGFloat(generator.next() % 6), itemCount: count,
                scale: 3, contentInsets: insets)
            let height = layout.contentSize.height
            let minY = CGFloat(Int(generator.next() % 6000)) - 1000
            let maxY = minY + CGFloat(1 + generator.next() % 1200)
            let overscan = CGFloat(generator.next() % 500)
            let window = MosaicBlockWindow.blocks(
                in: layout, visibleMinY: minY, visibleMaxY: maxY, overscan: overscan)
            let top = minY - overscan
            let bottom = maxY + overscan
            for block in 0..<layout.blockCount {
                let rect = try #require(layout.blockRect(block))
                let intersects = rect.maxY > top && rect.minY < bottom
                if intersects {
                    #expect(window.contains(block), "block \(block) of \(count), band \(top)...\(bottom)")
                }
                if window.contains(block) {
                    let slack = rect.height + layout.spacing + 1
                    #expect(rect.maxY > top - slack && rect.minY < bottom + slack)
                }
            }
            if bottom <= 0 || top >= height { #expect(window.isEmpty) }
        }
    }

    @Test func badBandsGiveNoBlocks() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 1000)
        #expect(MosaicBlockWindow.blocks(in: layout, visibleMinY: .nan, visibleMaxY: 100).isEmpty)
        #expect(MosaicBlockWindow.blocks(in: layout, visibleMinY: 100, visibleMaxY: 100).isEmpty)
        #expect(MosaicBlockWindow.blocks(in: layout, visibleMinY: 500, visibleMaxY: 100).isEmpty)
        let empty = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 0)
        #expect(MosaicBlockWindow.blocks(in: empty, visibleMinY: 0, visibleMaxY: 800).isEmpty)
        // A NaN overscan counts as none; an infinite one takes every block.
        let none = MosaicBlockWindow.blocks(in: layout, visibleMinY: 0, visibleMaxY: 100, overscan: .nan)
        #expect(none.lowerBound == 0 && none.count <= 2)
        let all = MosaicBlockWindow.blocks(in: layout, visibleMinY: 0, visibleMaxY: 100, overscan: .infinity)
        #expect(all == 0..<layout.blockCount)
    }

    @Test func aMillionItemsCreateOnlyAFewBlocks() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 1_000_000)
        let window = MosaicBlockWindow.blocks(
            in: layout, visibleMinY: 5_000_000, visibleMaxY: 5_000_844, overscan: 800)
        #expect(!window.isEmpty)
        #expect(window.count <= 12)
    }
}

@Suite struct LazyGridBandTests {
    @Test func theVisibleBandIsTheViewportInTheGridsCoordinates() {
        let band = MosaicBlockWindow.visibleBand(gridMinY: -1200, viewportHeight: 844)
        #expect(band.minY == 1200 && band.maxY == 2044)
        let below = MosaicBlockWindow.visibleBand(gridMinY: 300, viewportHeight: 844)
        #expect(below.minY == -300 && below.maxY == 544)
        let nan = MosaicBlockWindow.visibleBand(gridMinY: .nan, viewportHeight: 844)
        #expect(nan.minY == 0 && nan.maxY == 0)
    }

    @Test func aMeasuredWidthIsKeptOnlyWhenItIsANewPositiveOne() {
        #expect(MosaicProposedWidth.measuredWidth(390, replacing: nil) == 390)
        #expect(MosaicProposedWidth.measuredWidth(390, replacing: 390) == nil)
        #expect(MosaicProposedWidth.measuredWidth(0, replacing: 390) == nil)
        #expect(MosaicProposedWidth.measuredWidth(.nan, replacing: 390) == nil)
        #expect(MosaicProposedWidth.measuredWidth(428, replacing: 390) == 428)
    }
}

@Suite("Lazy grid: the tile list follows the visible band's blocks")
struct MosaicBandTests {
    @Test func aScrollWithinTheSameBlocksKeepsTheList() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 2, itemCount: 3000)
        // The first report is kept.
        let first = MosaicBlockWindow.bandToKeep((0, 844), replacing: nil, in: layout)
        #expect(first?.minY == 0 && first?.maxY == 844)
        // A point of scroll changes no block: nothing to rebuild.
        #expect(MosaicBlockWindow.bandToKeep((1, 845), replacing: (0, 844), in: layout) == nil)
        // A screen further down creates other blocks.
        let moved = MosaicBlockWindow.bandToKeep((2000, 2844), replacing: (0, 844), in: layout)
        #expect(moved?.minY == 2000)
        // Every band kept along a slow scroll changes the blocks; most frames keep none.
        var kept: (minY: CGFloat, maxY: CGFloat)? = nil
        var rebuilds = 0
        for offset in stride(from: CGFloat(0), to: 20000, by: 4) {
            if let band = MosaicBlockWindow.bandToKeep((offset, offset + 844), replacing: kept, in: layout) {
                #expect(
                    kept.map {
                        MosaicBlockWindow.blocks(in: layout, visibleMinY: $0.minY, visibleMaxY: $0.maxY)
                    } != MosaicBlockWindow.blocks(in: layout, visibleMinY: band.minY, visibleMaxY: band.maxY))
                kept = band
                rebuilds += 1
            }
        }
        #expect(rebuilds > 10 && rebuilds < 5000 / 10)
    }
}
