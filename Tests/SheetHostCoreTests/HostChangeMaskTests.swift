import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The change mask is computed from plain values the host keeps of the last frame; this compares it
/// with the naive rule — every field of two whole frames compared — over random sessions.
@Suite("Host: the change mask against a whole-frame comparison")
struct HostChangeMaskTests {
    /// The groups that differ between two whole frames, as the mask documents them. Accessibility
    /// counts as changed when its texts or modality differ, or when either frame carries a one-time
    /// request (an announcement, a focus move, an escape's answer), which a binding must act on.
    static func naiveChanges(from previous: HostFrame, to frame: HostFrame) -> HostChanges {
        var changes: HostChanges = []
        if previous.sheetRect != frame.sheetRect || previous.contentRect != frame.contentRect
            || previous.grabberRect != frame.grabberRect || previous.headerRect != frame.headerRect
            || previous.closeButtonRect != frame.closeButtonRect
            || previous.contentInsets != frame.contentInsets
            || previous.isHidden != frame.isHidden
        {
            changes.insert(.geometry)
        }
        if previous.dimAlpha != frame.dimAlpha || previous.dimTakesTaps != frame.dimTakesTaps
            || previous.passesTouchesThrough != frame.passesTouchesThrough
        {
            changes.insert(.dimming)
        }
        if previous.cornerRadius != frame.cornerRadius || previous.titleRect != frame.titleRect {
            changes.insert(.appearance)
        }
        if previous.presenter != frame.presenter { changes.insert(.presenter) }
        if previous.scroll != frame.scroll { changes.insert(.scroll) }
        if previous.phase != frame.phase || previous.needsTicks != frame.needsTicks { changes.insert(.phase) }
        func hasRequest(_ accessibility: HostAccessibility) -> Bool {
            accessibility.announcement != nil || accessibility.focus != nil
                || accessibility.escapeHandled != nil
        }
        let a = previous.accessibility
        let b = frame.accessibility
        if a.isModal != b.isModal || a.grabberLabel != b.grabberLabel || a.grabberValue != b.grabberValue
            || a.closeButtonLabel != b.closeButtonLabel || hasRequest(a) || hasRequest(b)
        {
            changes.insert(.accessibility)
        }
        return changes
    }

    @Test(
        "the host's mask is the naive one, but for texts recomputed to the same words",
        arguments: Array(1...60))
    func maskMatchesNaiveComparison(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        // The raw host, not a HostTestStore: a property test over random events, frame against frame.
        var host = try SheetHost(configuration: headerConfiguration(detents: [.medium, .large]))
        var previous: HostFrame?
        var time = 0.0
        var pointerDown = false
        for _ in 0..<300 {
            time += rng.double(0...0.05)
            let event = HostPropertyTests.randomEvent(&rng, modal: false, pointerDown: &pointerDown)
            let frame = host.handle(event, at: time)
            if let previous {
                var naive = Self.naiveChanges(from: previous, to: frame)
                // A list its own pan moved off the pin is set again, whatever the directive.
                if let pinned = frame.scroll.pinnedOffset, let scroll = host.scroll,
                    abs(scroll.offset - pinned) > 0.25
                {
                    naive.insert(.scroll)
                }
                // The host may report texts as changed when they were recomputed to the same words
                // (a new option set, a new grabber value); it never misses a change.
                #expect(frame.changes.subtracting(.accessibility) == naive.subtracting(.accessibility))
                if naive.contains(.accessibility) { #expect(frame.changes.contains(.accessibility)) }
            } else {
                #expect(frame.changes == .all)
            }
            previous = frame
        }
    }
}
