import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// The rules the SwiftUI binding used to decide itself: measuring the content, the scroll
/// directive's offset, the scroll view's frame, the request and the selection.
@Suite struct SheetBindingRulesTests {
    @Test func aMeasurementIsAnsweredOnceWhenAReportAtTheAskedWidthIsAtHand() {
        var measurement = ContentMeasurementAnswers()
        #expect(!measurement.isActive)
        // A report before any question waits for it.
        #expect(measurement.contentMeasured(height: 300, width: 390) == nil)
        let answer = measurement.hostAsked(width: 390.2, request: 1)
        #expect(measurement.isActive)
        #expect(describe(answer) == describe(.contentMeasured(height: 300, width: 390, request: 1)))
        // Answered once.
        #expect(measurement.contentMeasured(height: 310, width: 390) == nil)
        // A question at another width waits for a report at that width.
        #expect(measurement.hostAsked(width: 320, request: 2) == nil)
        #expect(measurement.contentMeasured(height: 500, width: 390) == nil)
        let second = measurement.contentMeasured(height: .nan, width: 320)
        #expect(describe(second) == describe(.contentMeasured(height: 0, width: 320, request: 2)))
    }

    @Test(arguments: [
        (CGFloat(200), CGFloat(0), CGFloat?(200)),
        (200.4, 200, nil),
        (201, 200, 201),
        (-1, 200, nil),
        (.nan, 200, nil),
        (.infinity, 200, nil),
    ])
    func preferredHeight(height: CGFloat, current: CGFloat, expected: CGFloat?) {
        #expect(ContentMeasurementAnswers.preferredHeight(height, replacing: current) == expected)
    }

    @Test func theScrollDirectivesOffset() {
        // Pinned: set, even to where it is when the deceleration must stop.
        #expect(HostScrollDirective(pinnedOffset: 0).contentOffset(current: 40, adjustedTopInset: 0) == 0)
        #expect(HostScrollDirective(pinnedOffset: 40).contentOffset(current: 40, adjustedTopInset: 0) == nil)
        #expect(
            HostScrollDirective(pinnedOffset: 40, stopsDeceleration: true).contentOffset(
                current: 40, adjustedTopInset: 0) == 40)
        // No bounce at the top: a pull past the top is taken back to it, nothing else is touched.
        let noBounce = HostScrollDirective(bouncesAtTop: false)
        #expect(noBounce.contentOffset(current: -30, adjustedTopInset: 10) == -10)
        #expect(noBounce.contentOffset(current: 50, adjustedTopInset: 10) == nil)
        #expect(HostScrollDirective().contentOffset(current: -30, adjustedTopInset: 10) == nil)
    }

    @Test func aScrollViewFillingTheContentHasNoFrameOfItsOwn() {
        #expect(
            TrackedScrollViewChoice.frameInContent(
                CGRect(x: 0, y: 0.3, width: 390, height: 600), contentHeight: 600)
                == nil)
        let below = CGRect(x: 0, y: 60, width: 390, height: 540)
        #expect(TrackedScrollViewChoice.frameInContent(below, contentHeight: 600) == below)
    }

    private func describe(_ event: HostEvent?) -> String { event.map { "\($0)" } ?? "nil" }
}

@Suite struct DetentNamesTests {
    @Test func namesAddUp() {
        var outer = BottomSheetOptions()
        outer.detentNames = ["peek": "Peek", .large: "Everything"]
        var inner = BottomSheetOptions()
        inner.detentNames = [.large: "Full list"]
        let merged = outer.overridden(by: inner)
        #expect(merged.detentNames == ["peek": "Peek", .large: "Full list"])
        #expect(outer.overridden(by: BottomSheetOptions()).detentNames == outer.detentNames)

        // The merged names are what the binding gives the sheet (`SheetController.accessibilityDetentNames`).
        let request = SheetRequest(
            kind: .floating, detents: [.height(120, identifier: "peek"), .large], selection: nil,
            options: merged)
        #expect(request.options.detentNames == ["peek": "Peek", .large: "Full list"])
    }
}
