import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// The rules the SwiftUI binding used to decide itself: measuring the content, the scroll
/// directive's offset, the scroll view's frame, the request and the selection.
@Suite struct SheetBindingRulesTests {
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
        let request = SheetModifierRequest(
            kind: .floating, detents: [.height(120, identifier: "peek"), .large], selection: nil,
            options: merged)
        #expect(request.options.detentNames == ["peek": "Peek", .large: "Full list"])
    }
}
