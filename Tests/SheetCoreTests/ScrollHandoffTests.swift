import Foundation
import Testing

@_spi(Benchmarks) @testable import SheetCore

@Suite("Scroll hand-off")
struct ScrollHandoffTests {
    let limits = ScrollHandoff.Limits(
        largestHeight: 787, contentHeight: 2000, viewportInset: 34, isOnContent: true, expandsFirst: true)

    @Test func differentialAgainstOnePointSteps() {
        // Any movement split into single points must end where one big step ends.
        var rng = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let start = ScrollHandoff(sheetHeight: rng.double(100...787), contentOffset: rng.double(0...200))
            var oneStep = start
            var manySteps = start
            let growth = CGFloat(rng.int(-600...600))
            oneStep.apply(growth: growth, limits: limits)
            for _ in 0..<Int(abs(growth)) { manySteps.apply(growth: growth > 0 ? 1 : -1, limits: limits) }
            #expect(isClose(oneStep.sheetHeight, manySteps.sheetHeight, tolerance: 1e-6))
            #expect(isClose(oneStep.contentOffset, manySteps.contentOffset, tolerance: 1e-6))
        }
    }

    @Test func contentNeverScrollsPastItsEnds() {
        var handoff = ScrollHandoff(sheetHeight: 787, contentOffset: 0)
        handoff.apply(growth: 5000, limits: limits)
        #expect(isClose(handoff.contentOffset, 1247, tolerance: 1e-9))
        #expect(handoff.sheetHeight == 787)
        handoff.apply(growth: -5000, limits: limits)
        #expect(handoff.contentOffset == 0)
        #expect(isClose(handoff.sheetHeight, 787 - (5000 - 1247), tolerance: 1e-9))
    }

    @Test func chromeDragsMoveOnlyTheSheet() {
        var chrome = limits
        chrome.isOnContent = false
        var handoff = ScrollHandoff(sheetHeight: 787, contentOffset: 300)
        handoff.apply(growth: -100, limits: chrome)
        #expect(handoff.contentOffset == 300 && handoff.sheetHeight == 687)
    }
}

@Suite("Content offset lock (the scroll view keeps its pan)")
struct ContentOffsetLockTests {
    @Test func oneGestureLocksWhileTheSheetMovesAndFreesTheContentWhileItScrolls() {
        var sheet = makeSheet()
        _ = run(
            &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 3000, offset: 0))], until: 1)
        sheet.handle(.dragBegan(location: .content), at: 1)
        // Up from medium: the sheet takes it, the content is pinned.
        var frame = sheet.handle(.dragChanged(translation: -300), at: 1.02)
        #expect(frame.isContentOffsetLocked && frame.contentOffset == 0)
        // At large: the content scrolls by itself.
        frame = sheet.handle(.dragChanged(translation: -500), at: 1.04)
        frame = sheet.handle(.dragChanged(translation: -520), at: 1.05)
        #expect(!frame.isContentOffsetLocked && frame.height == 787)
        // Back down: the content scrolls to its top (free), then the sheet moves (pinned at 0).
        frame = sheet.handle(.dragChanged(translation: -400), at: 1.06)
        #expect(!frame.isContentOffsetLocked)
        frame = sheet.handle(.dragChanged(translation: -200), at: 1.08)
        #expect(frame.isContentOffsetLocked && frame.contentOffset == 0 && frame.height < 787)
        // Released while the sheet moved: pinned until it rests.
        frame = sheet.handle(.dragEnded(velocity: 800), at: 1.1)
        #expect(frame.isContentOffsetLocked && frame.isAnimating)
        #expect(!sheet.tick(4).isContentOffsetLocked)
    }

    @Test func aReleaseWhileTheContentScrollsLeavesTheFlingToTheScrollView() {
        var sheet = makeSheet(SheetConfiguration(selectedDetentIdentifier: .large))
        _ = run(
            &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 3000, offset: 200))], until: 1)
        sheet.handle(.dragBegan(location: .content), at: 1)
        sheet.handle(.dragChanged(translation: -40), at: 1.02)
        let frame = sheet.handle(.dragEnded(velocity: -2500), at: 1.03)
        #expect(!frame.isContentOffsetLocked && frame.height == 787 && frame.state == .resting)
    }
}
