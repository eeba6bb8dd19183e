import Foundation
import MosaicCore
import Testing

@Suite("Mosaic properties and differential tests")
struct MosaicPropertyTests {
    func randomLayout(
        _ rng: inout SplitMix64, scale: CGFloat? = nil, direction: MosaicLayoutDirection = .leftToRight
    )
        -> MosaicLayout
    {
        let pattern = randomPattern(&rng)
        let width = scale == nil ? rng.double(50...1200) : CGFloat(rng.int(50...1200))
        let spacing = scale == nil ? rng.double(0...8) : CGFloat(rng.int(0...8)) / scale!
        return try! MosaicLayout(
            pattern: pattern, width: width, spacing: spacing, itemCount: rng.int(0...400), scale: scale,
            layoutDirection: direction)
    }

    @Test(arguments: 0..<300)
    func theRectQueryMatchesTheNaiveFilter(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let scale: CGFloat? = rng.bool() ? CGFloat(rng.int(1...3)) : nil
        let layout = randomLayout(&rng, scale: scale, direction: rng.bool() ? .leftToRight : .rightToLeft)
        let frames = allFrames(layout)
        var buffer: [MosaicItem] = []
        for _ in 0..<20 {
            let height = layout.contentSize.height
            let y = rng.double(-100...(height + 100))
            let rect = CGRect(
                x: rng.double(-50...layout.width), y: y, width: rng.double(0.01...layout.width * 1.2),
                height: rng.double(0.01...900))
            let expected = frames.indices.filter { frames[$0].intersects(rect) }
            layout.items(in: rect, into: &buffer)
            #expect(buffer.map(\.index) == expected, "rect \(rect)")
            #expect(buffer.allSatisfy { $0.frame == frames[$0.index] })
        }
        #expect(layout.items(in: .null).isEmpty)
        #expect(layout.items(in: CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)).isEmpty)
        let everything = layout.items(
            in: CGRect(x: -1, y: -1, width: layout.width + 2, height: .greatestFiniteMagnitude))
        #expect(everything.map(\.index) == Array(0..<layout.itemCount))
    }

    @Test(arguments: 0..<150)
    func framesNeverOverlapAndStayInsideTheContent(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 5000)
        let scale: CGFloat? = rng.bool() ? CGFloat(rng.int(1...3)) : nil
        let layout = randomLayout(&rng, scale: scale)
        let frames = allFrames(layout)
        let bounds = CGRect(origin: .zero, size: layout.contentSize)
        // Checked in a loop of tens of thousands of pairs: the failures are collected, then asserted.
        var failures: [String] = []
        for (index, frame) in frames.enumerated() {
            if !(frame.width > 0 && frame.height > 0) { failures.append("\(index) is empty: \(frame)") }
            if !(frame.minX >= -1e-9 && frame.maxX <= bounds.maxX + 1e-6 && frame.minY >= 0
                && frame.maxY <= bounds.maxY + 1e-9)
            {
                failures.append("\(index) is outside \(bounds): \(frame)")
            }
            // Neighbours only: the same and the next few blocks.
            for (offset, other) in frames[(index + 1)...].prefix(60).enumerated() {
                let overlap = frame.intersection(other)
                if !(overlap.isNull || overlap.width < 1e-9 || overlap.height < 1e-9) {
                    failures.append("\(index) overlaps \(index + 1 + offset)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(5))")
        if let last = frames.map(\.maxY).max() { #expect(isClose(last, layout.contentSize.height)) }
    }

    /// Gaps between horizontally or vertically adjacent tiles equal the spacing (exactly, or the same
    /// whole number of pixels after rounding).
    @Test(arguments: 0..<150)
    func gapsBetweenNeighboursAreTheSpacing(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9000)
        let scale: CGFloat? = seed.isMultiple(of: 2) ? CGFloat(rng.int(1...3)) : nil
        let layout = randomLayout(&rng, scale: scale)
        let frames = allFrames(layout)
        let expectedGap = scale.map { (layout.spacing * $0).rounded() / $0 } ?? layout.spacing
        var checked = 0
        // Checked in a loop of tens of thousands of pairs: the failures are collected, then asserted.
        var failures: [String] = []
        for a in frames.indices {
            for b in frames.indices.dropFirst(a + 1).prefix(40) {
                let (f, g) = (frames[a], frames[b])
                let overlapsVertically = min(f.maxY, g.maxY) - max(f.minY, g.minY) > 1e-6
                let overlapsHorizontally = min(f.maxX, g.maxX) - max(f.minX, g.minX) > 1e-6
                let horizontalGap = max(g.minX - f.maxX, f.minX - g.maxX)
                let verticalGap = max(g.minY - f.maxY, f.minY - g.maxY)
                if overlapsVertically, horizontalGap >= -1e-9,
                    horizontalGap < expectedGap + layout.unitSize / 2
                {
                    if !isClose(horizontalGap, expectedGap, tolerance: 1e-6) {
                        failures.append("x gap \(a)–\(b): \(horizontalGap)")
                    }
                    checked += 1
                }
                if overlapsHorizontally, verticalGap >= -1e-9, verticalGap < expectedGap + layout.unitSize / 2
                {
                    if !isClose(verticalGap, expectedGap, tolerance: 1e-6) {
                        failures.append("y gap \(a)–\(b): \(verticalGap)")
                    }
                    checked += 1
                }
                if let scale {
                    for edge in [g.minX, g.maxX, g.minY, g.maxY]
                    where !isClose((edge * scale).rounded(), edge * scale, tolerance: 1e-6) {
                        failures.append("edge off-pixel: \(b) at \(edge)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, the first: \(failures.prefix(5))")
        if layout.itemCount > 10 && layout.pattern.columns > 1 { #expect(checked > 0) }
    }

    @Test(arguments: 0..<100)
    func rightToLeftIsTheMirrorOfLeftToRight(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 77)
        let scale: CGFloat? = rng.bool() ? CGFloat(rng.int(1...3)) : nil
        let ltr = randomLayout(&rng, scale: scale)
        let rtl = try MosaicLayout(
            pattern: ltr.pattern, width: ltr.width, spacing: ltr.spacing, itemCount: ltr.itemCount,
            scale: scale,
            layoutDirection: .rightToLeft)
        #expect(rtl.contentSize == ltr.contentSize)
        for index in 0..<ltr.itemCount {
            let l = ltr.frame(at: index)!
            let r = rtl.frame(at: index)!
            #expect(isClose(r.minX, ltr.width - l.maxX, tolerance: 1e-6))
            #expect(r.minY == l.minY && r.height == l.height && isClose(r.width, l.width))
        }
    }

    @Test func pixelRoundingAtScale3KeepsEqualGapsForTheExploreGrid() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 50, scale: 3)
        let frames = allFrames(layout)
        // Columns: x edges in pixels, gaps exactly 3 px.
        let left = frames[1], middle = frames[2], right = frames[0]
        #expect((middle.minX - left.maxX) * 3 == 3)
        #expect((right.minX - middle.maxX) * 3 == 3)
        #expect(right.maxX == 390)
        // Unit 129.333… pt = 388 px: every width is a whole number of pixels.
        for frame in frames { #expect(isClose((frame.width * 3).rounded(), frame.width * 3)) }
    }

    @Test func hundredMillionItemsStayFiniteAndExact() throws {
        let count = 100_000_000
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: count)
        let unit: Double = 388.0 / 3
        let last = try #require(layout.frame(at: count - 1))
        // Item 99,999,999 is item 4 of group 19,999,999 (odd: tall left, squares at columns 1–2).
        let row = 19_999_999 * 2 + 1
        #expect(isClose(last.minY, Double(row) * (unit + 1), tolerance: 1e-5))
        #expect(isClose(last.minX, 2 * (unit + 1), tolerance: 1e-9))
        #expect(layout.contentSize.height.isFinite)
        #expect(isClose(layout.contentSize.height, 40_000_000 * unit + 39_999_999, tolerance: 1e-4))
        let y = layout.contentSize.height - 844
        let visible = layout.items(in: CGRect(x: 0, y: y, width: 390, height: 844))
        #expect(visible.last?.index == count - 1)
        #expect(visible.count >= 15 && visible.count <= 25)
        let tail = (count - 40)..<count
        let expected = tail.filter {
            layout.frame(at: $0)!.intersects(CGRect(x: 0, y: y, width: 390, height: 844))
        }
        #expect(visible.map(\.index) == expected)
        let scaled = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: count, scale: 3)
        let scaledLast = try #require(scaled.frame(at: count - 1))
        #expect((scaledLast.minY * 3).rounded() == scaledLast.minY * 3)
    }
}
