import Foundation
import SheetCore
import Testing

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
