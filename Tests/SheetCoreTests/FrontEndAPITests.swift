import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// What the UIKit and SwiftUI front ends read from the engine besides the frame itself.
@Suite("Engine API for the front ends")
struct FrontEndAPITests {
    static let three = SheetConfiguration(
        detents: [.height(120, identifier: "peek"), .medium, .large], selectedDetentIdentifier: .medium)

    @Test func aDetentDescribesItselfByItsIdentifier() {
        #expect(Detent.medium.description == "medium")
        #expect("\(Detent.height(200, identifier: "peek"))" == "peek")
    }

    @Test func nextAndPreviousStepThroughTheActiveDetentsAndNeverDismiss() {
        var sheet = makeSheet(Self.three)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        #expect(sheet.handle(.selectNextDetent, at: 3).restingDetentIdentifier == .large)
        #expect(sheet.handle(.selectNextDetent, at: 3.1).events.isEmpty)  // already the largest
        #expect(sheet.handle(.selectPreviousDetent, at: 3.2).restingDetentIdentifier == .medium)
        #expect(sheet.handle(.selectPreviousDetent, at: 3.3).restingDetentIdentifier == "peek")
        let atEnd = sheet.handle(.selectPreviousDetent, at: 3.4)
        #expect(atEnd.restingDetentIdentifier == "peek" && atEnd.state != .dismissing)
        #expect(isClose(sheet.tick(6).height, 120 + 34, tolerance: 1e-9))
    }

    @Test func aDragReportsTheDetentsItCrosses() {
        var sheet = makeSheet(Self.three)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        sheet.handle(.dragBegan(location: .chrome), at: 3)
        #expect(sheet.handle(.dragChanged(translation: -100), at: 3.05).events.crossedDetent == nil)
        // 410.5 + 376.5 reaches large's 787 exactly: reached counts as crossed.
        #expect(sheet.handle(.dragChanged(translation: -376.5), at: 3.1).events.crossedDetent == .large)
        // Straight down past medium and peek: the last one reached.
        #expect(sheet.handle(.dragChanged(translation: 400), at: 3.15).events.crossedDetent == "peek")
        // Crossings are feedback, not state: the simulate event list leaves them out.
        #expect(sheet.frame.events.list.isEmpty)
    }

    @Test func theReleasePreviewIsWhatReleasingDecides() {
        var sheet = makeSheet(Self.three)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        #expect(sheet.releasePreview(velocity: 0) == nil)
        sheet.handle(.dragBegan(location: .chrome), at: 3)
        sheet.handle(.dragChanged(translation: -60), at: 3.05)
        for velocity in [-3000, -200, 0, 300, 2500] as [CGFloat] {
            var copy = sheet
            let preview = copy.releasePreview(velocity: velocity)
            let frame = copy.handle(.dragEnded(velocity: velocity), at: 3.06)
            switch preview {
            case .detent(let detent): #expect(frame.restingDetentIdentifier == detent.identifier)
            case .dismiss: #expect(frame.state == .dismissing)
            case nil: Issue.record("no preview while dragging")
            }
        }
    }

    @Test func eventsOfEveryStepWaitUntilTaken() {
        var sheet = makeSheet(Self.three)
        sheet.handle(.present, at: 0)
        sheet.handle(.select(.large), at: 0.1)  // a change reported by this step…
        sheet.tick(3)  // …and a quiet tick after it in the same display frame
        #expect(sheet.frame.events.isEmpty)
        let taken = sheet.takeEvents()
        #expect(taken.selectedDetentChanged == .large)
        #expect(sheet.takeEvents().isEmpty)
        sheet.handle(.dismiss, at: 3)
        sheet.tick(9)
        #expect(sheet.takeEvents().dismissed)
    }

    @Test func reconfiguringKeepsTheSelectionAndRejectsABadConfiguration() throws {
        var sheet = makeSheet(Self.three)
        sheet.handle(.present, at: 0)
        sheet.tick(3)
        var changed = Self.three
        changed.largestUndimmedDetentIdentifier = .large
        changed.detents = [.medium, .large, .fraction(0.2, identifier: "low")]
        let frame = try sheet.reconfigure(changed, at: 3)
        #expect(
            frame.restingDetentIdentifier == .medium && frame.dimAlpha == 0 && frame.isBackgroundInteractive)
        var bad = changed
        bad.detents = []
        #expect(throws: SheetError.emptyDetents) { try sheet.reconfigure(bad, at: 4) }
        #expect(sheet.configuration.detents.count == 3)
        changed.detents = [.large]
        #expect(try sheet.reconfigure(changed, at: 5).events.selectedDetentChanged == .large)
    }
}
