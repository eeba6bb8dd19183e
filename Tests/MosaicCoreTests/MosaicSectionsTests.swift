import Foundation
import MosaicCore
import Testing

/// The collection view layout's decisions, on every platform: sections stacked as separate grids,
/// the narrow fallback, and the item kept at the top across a width change.
@Suite("Mosaic sections")
struct MosaicSectionsTests {
    func randomSections(_ rng: inout SplitMix64) -> (MosaicSections, [MosaicLayout?], MosaicPattern, CGFloat)
    {
        let pattern = randomPattern(&rng)
        let width = rng.double(50...1200)
        let spacing = rng.double(0...8)
        let counts = (0..<rng.int(0...5)).map { _ in rng.int(0...120) }
        let sections = MosaicSections(
            pattern: pattern, width: width, spacing: spacing, itemCounts: counts, scale: nil)
        let grids = counts.map {
            try? MosaicLayout(pattern: pattern, width: width, spacing: spacing, itemCount: $0)
        }
        return (sections, grids, pattern, width)
    }

    @Test("each section is its own grid, stacked under the previous ones", arguments: 0..<100)
    func stackingMatchesSeparateGrids(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9100)
        let (sections, grids, _, _) = randomSections(&rng)
        var top: CGFloat = 0
        for (section, grid) in grids.enumerated() {
            let count = grid?.itemCount ?? 0
            for item in 0..<count {
                let expected = grid?.frame(at: item)?.offsetBy(dx: 0, dy: top)
                #expect(sections.frame(section: section, item: item) == expected)
            }
            #expect(sections.frame(section: section, item: count) == nil)
            top += grid?.contentSize.height ?? 0
        }
        #expect(sections.contentHeight == top)
        #expect(sections.frame(section: grids.count, item: 0) == nil)
        #expect(sections.frame(section: -1, item: 0) == nil)
    }

    @Test("the rect query matches the naive filter over every section", arguments: 0..<100)
    func rectQueryMatchesNaiveFilter(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9300)
        let (sections, _, _, width) = randomSections(&rng)
        var all: [(Int, Int, CGRect)] = []
        for (index, section) in sections.sections.enumerated() {
            for item in 0..<section.itemCount {
                all.append((index, item, sections.frame(section: index, item: item)!))
            }
        }
        var buffer: [MosaicItem] = []
        for _ in 0..<10 {
            let rect = CGRect(
                x: rng.double(-20...width), y: rng.double(-100...(sections.contentHeight + 100)),
                width: rng.double(0.01...width), height: rng.double(0.01...900))
            var got: [String] = []
            sections.forEachItem(in: rect, buffer: &buffer) { section, item in
                #expect(item.frame == sections.frame(section: section, item: item.index))
                got.append("\(section).\(item.index)")
            }
            let expected = all.filter { $0.2.intersects(rect) }.map { "\($0.0).\($0.1)" }
            #expect(got.sorted() == expected.sorted(), "rect \(rect)")
        }
    }

    @Test("too narrow for the pattern: every item still has a frame, empty, at its section's top")
    func narrowFallback() throws {
        let sections = MosaicSections(
            pattern: .explore, width: 0.5, spacing: 4, itemCounts: [7, 3], scale: 2)
        #expect(sections.sections.allSatisfy { $0.layout == nil })
        #expect(sections.contentHeight == 0)
        for (section, count) in [(0, 7), (1, 3)] {
            for item in 0..<count {
                #expect(
                    sections.frame(section: section, item: item) == CGRect(x: 0, y: 0, width: 0, height: 0))
            }
        }
        var buffer: [MosaicItem] = []
        var visited = 0
        sections.forEachItem(in: CGRect(x: 0, y: 0, width: 100, height: 100), buffer: &buffer) { _, _ in
            visited += 1
        }
        #expect(visited == 0)
        // Bad widths are clamped, never a crash.
        for width in [CGFloat.nan, -10, .infinity] {
            let bad = MosaicSections(pattern: .explore, width: width, spacing: 1, itemCounts: [3], scale: nil)
            #expect(bad.frame(section: 0, item: 2) != nil)
        }
    }

    @Test("across a width change the first item at the top stays at the top", arguments: 0..<60)
    func rotationAnchor(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9500)
        let pattern = randomPattern(&rng)
        let counts = (0..<rng.int(1...3)).map { _ in rng.int(1...300) }
        let portrait = MosaicSections(
            pattern: pattern, width: 390, spacing: 1, itemCounts: counts, scale: nil)
        let landscape = MosaicSections(
            pattern: pattern, width: 844, spacing: 1, itemCounts: counts, scale: nil)
        let topInset = rng.double(0...100)
        let offset = rng.double(-topInset...max(portrait.contentHeight - 200, -topInset))
        let visibleTop = offset + topInset
        guard let anchor = portrait.anchor(visibleTop: visibleTop, width: 390) else { return }
        // The first item, in index-path order, meeting the top strip.
        var buffer: [MosaicItem] = []
        var strip: [(Int, Int)] = []
        portrait.forEachItem(in: CGRect(x: 0, y: visibleTop, width: 390, height: 1), buffer: &buffer) {
            strip.append(($0, $1.index))
        }
        #expect(strip.min { $0 < $1 }.map { $0 == (anchor.section, anchor.item) } == true)
        let y = try #require(
            landscape.offset(keeping: anchor, viewportHeight: 390, topInset: topInset, bottomInset: 21))
        let frame = try #require(landscape.frame(section: anchor.section, item: anchor.item))
        let highest = max(landscape.contentHeight + 21 - 390, -topInset)
        #expect(abs(y - min(frame.minY - topInset, highest)) < 1e-6)
        #expect(y <= highest + 1e-6)
        if frame.minY - topInset <= highest {
            #expect(abs((y + topInset) - frame.minY) < 1e-6, "the anchor's top under the top inset")
        }
    }

    @Test("an anchor that no longer exists keeps UIKit's offset; a strip with no item has none")
    func missingAnchor() {
        let sections = MosaicSections(pattern: .explore, width: 390, spacing: 1, itemCounts: [5], scale: nil)
        #expect(sections.offset(keeping: (0, 5), viewportHeight: 800, topInset: 0, bottomInset: 0) == nil)
        #expect(sections.offset(keeping: (1, 0), viewportHeight: 800, topInset: 0, bottomInset: 0) == nil)
        #expect(sections.anchor(visibleTop: sections.contentHeight + 50, width: 390) == nil)
        #expect(sections.anchor(visibleTop: .nan, width: 390) == nil)
        #expect(sections.anchor(visibleTop: 0, width: 390)! == (0, 0))
    }

    @Test("new grids for a new width, scale or item count; none for the same ones (a scroll)")
    func rebuildRule() {
        let grids = MosaicSections(pattern: .explore, width: 390, spacing: 1, itemCounts: [5, 9], scale: 3)
        #expect(grids.isCurrent(width: 390, scale: 3, itemCounts: [5, 9]))
        #expect(!grids.isCurrent(width: 844, scale: 3, itemCounts: [5, 9]))
        #expect(!grids.isCurrent(width: 390, scale: 2, itemCounts: [5, 9]))
        #expect(!grids.isCurrent(width: 390, scale: 3, itemCounts: [5, 10]))
        #expect(!grids.isCurrent(width: 390, scale: 3, itemCounts: [5]))
        #expect(!grids.needsRebuild(width: 390, scale: 3))
        #expect(grids.needsRebuild(width: 389.5, scale: 3))
        #expect(grids.needsRebuild(width: 390, scale: nil))
    }
}
