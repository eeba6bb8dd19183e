import Foundation
import Testing

@testable import SheetHostCore

@Suite struct TrackedScrollViewFoundListTests {
    typealias Candidate = TrackedScrollViewRule.Candidate
    static let content = CGRect(x: 0, y: 0, width: 390, height: 600)

    static func list(_ frame: CGRect) -> Candidate {
        Candidate(frame: frame, contentWidth: frame.width, width: frame.width)
    }

    @Test func theListBelowASearchFieldIsTracked() {
        let carousel = Candidate(
            frame: CGRect(x: 0, y: 60, width: 390, height: 120), contentWidth: 1200, width: 390)
        let list = Self.list(CGRect(x: 0, y: 60, width: 390, height: 540))
        #expect(TrackedScrollViewRule.choose(among: [carousel, list], in: Self.content) == 1)
    }

    @Test func aSidewaysOrSmallScrollViewIsNeverTracked() {
        let carousel = Candidate(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), contentWidth: 1200, width: 390)
        let textView = Self.list(CGRect(x: 16, y: 400, width: 358, height: 150))
        #expect(TrackedScrollViewRule.choose(among: [carousel, textView], in: Self.content) == nil)
        #expect(TrackedScrollViewRule.choose(among: [], in: Self.content) == nil)
    }

    @Test func theLargestVisibleAreaWins() {
        // Mostly outside the content area: only its visible part counts.
        let offscreen = Self.list(CGRect(x: 0, y: 500, width: 390, height: 2000))
        let half = Self.list(CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(TrackedScrollViewRule.choose(among: [offscreen, half], in: Self.content) == 1)
        let nan = Self.list(CGRect(x: CGFloat.nan, y: 0, width: 390, height: 600))
        #expect(TrackedScrollViewRule.choose(among: [nan, half], in: Self.content) == 1)
        #expect(
            TrackedScrollViewRule.choose(among: [half], in: CGRect(x: 0, y: 0, width: 390, height: 0))
                == nil)
    }

    @Test func aListBehindTheSheetIsNeverTracked() {
        // The app's own list fills the screen; the sheet's content area is a part of it.
        let background = Self.list(CGRect(x: 0, y: -300, width: 390, height: 1200))
        let sheetList = Self.list(CGRect(x: 0, y: 100, width: 390, height: 300))
        #expect(TrackedScrollViewRule.choose(among: [background], in: Self.content) == nil)
        #expect(TrackedScrollViewRule.choose(among: [background, sheetList], in: Self.content) == 1)
        // Within a point of the content's edges still counts as inside.
        let flush = Self.list(CGRect(x: -0.5, y: -0.5, width: 391, height: 601))
        #expect(TrackedScrollViewRule.choose(among: [flush], in: Self.content) == 0)
    }
}
