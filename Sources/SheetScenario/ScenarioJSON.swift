import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The documented JSON of a simulated frame and of the events list, written directly: a
/// hand-written writer is kept here because `Benchmarks/` measures it several times faster than
/// `JSONEncoder` for the same objects (keys in a fixed order, streamed frame by frame).
public enum ScenarioJSON {
    /// One frame: the engine's fields, then the host's.
    public static func frame(_ frame: HostFrame, showsContentOffset: Bool) -> String {
        // A frame is 1.0–1.3 KB: room for it at once, not grown by copying on the way.
        var writer = JSONWriter(capacity: 2_048)
        write(frame, showsContentOffset: showsContentOffset, into: &writer)
        return writer.text
    }

    /// Writes one frame, as ``frame(_:showsContentOffset:)`` returns it, into `writer`.
    public static func write(_ frame: HostFrame, showsContentOffset: Bool, into writer: inout JSONWriter) {
        let sheet = frame.sheet
        writer.raw("{\"t\":")
        writer.number(frame.time)
        writer.raw(",")
        writeSummary(of: sheet, into: &writer)
        writer.raw(",\"top\":")
        writer.number(sheet.top)
        writer.raw(",\"velocity\":")
        writer.number(sheet.velocity)
        writer.raw(",\"dim\":")
        writer.number(sheet.dimAlpha)
        writer.raw(",\"backgroundInteractive\":")
        writer.bool(sheet.isBackgroundInteractive)
        if showsContentOffset {
            writer.raw(",\"contentOffset\":")
            writer.number(sheet.contentOffset)
            writer.raw(",\"contentOffsetLocked\":")
            writer.bool(sheet.isContentOffsetLocked)
        }
        writer.raw(",\"phase\":")
        writer.string(frame.phase.rawValue)
        writer.raw(",\"sheetRect\":")
        writer.rect(frame.sheetRect)
        writer.raw(",\"contentRect\":")
        writer.rect(frame.contentRect)
        writer.raw(",\"grabberRect\":")
        writer.rect(frame.grabberRect)
        writer.raw(",\"closeButtonRect\":")
        writer.rect(frame.closeButtonRect)
        writer.raw(",\"headerRect\":")
        writer.rect(frame.headerRect)
        writer.raw(",\"titleRect\":")
        writer.rect(frame.titleRect)
        writer.raw(",\"cornerRadius\":")
        writer.number(frame.cornerRadius)
        // The surface the frame shows: a `set` of the style appears in the frame that lays it out.
        writer.raw(",\"style\":")
        writer.string(frame.style.background.rawValue)
        let presenter = frame.presenter
        writer.raw(",\"presenter\":{\"scale\":")
        writer.number(presenter.scale)
        writer.raw(",\"cornerRadius\":")
        writer.number(presenter.cornerRadius)
        writer.raw(",\"offset\":")
        writer.number(presenter.offset)
        writer.raw(",\"dim\":")
        writer.number(presenter.dimAlpha)
        writer.raw("}")
        writer.raw(",\"contentInset\":")
        writer.number(frame.contentInsets.bottom)
        writer.raw(",\"pinContentOffset\":")
        writer.number(frame.scroll.pinnedOffset)
        writer.raw(",\"needsTicks\":")
        writer.bool(frame.needsTicks)
        writeViewFields(of: frame, into: &writer)
        let accessibility = frame.accessibility
        writer.raw(",\"accessibility\":{\"grabberLabel\":")
        writer.string(accessibility.grabberLabel)
        writer.raw(",\"grabberValue\":")
        writer.string(accessibility.grabberValue)
        writer.raw(",\"modal\":")
        writer.bool(accessibility.isModal)
        writer.raw(",\"announcement\":")
        writer.string(accessibility.announcement)
        writeAccessibilityRequests(of: accessibility, into: &writer)
        writer.raw("}")
        if let target = frame.target {
            writer.raw(",\"target\":")
            writer.string(target.rawValue)
        }
        writer.raw("}")
    }

    /// A timeline's `final` object: the state, detent and height of its last frame.
    package static func final(_ sheet: SheetFrame) -> String {
        var writer = JSONWriter(capacity: 96)
        writer.raw("{")
        writeSummary(of: sheet, into: &writer)
        writer.raw("}")
        return writer.text
    }

    /// The keys a frame starts with and a timeline's `final` holds: `state`, `detent`, `height`.
    private static func writeSummary(of sheet: SheetFrame, into writer: inout JSONWriter) {
        writer.raw("\"state\":")
        writer.string(sheet.state.rawValue)
        writer.raw(",\"detent\":")
        writer.string(sheet.restingDetentIdentifier?.rawValue)
        writer.raw(",\"height\":")
        writer.number(sheet.height)
    }

    /// The rest of what a binding applies (the playground's page reads every key of its frame from
    /// this one object): the content's insets on all four edges, whether the views are hidden,
    /// whether the dim and the background take touches, and whether the list's deceleration stops now.
    private static func writeViewFields(of frame: HostFrame, into writer: inout JSONWriter) {
        let insets = frame.contentInsets
        writer.raw(",\"contentInsets\":{\"top\":")
        writer.number(insets.top)
        writer.raw(",\"left\":")
        writer.number(insets.left)
        writer.raw(",\"bottom\":")
        writer.number(insets.bottom)
        writer.raw(",\"right\":")
        writer.number(insets.right)
        writer.raw("},\"hidden\":")
        writer.bool(frame.isHidden)
        writer.raw(",\"dimTakesTaps\":")
        writer.bool(frame.dimTakesTaps)
        writer.raw(",\"passesTouchesThrough\":")
        writer.bool(frame.passesTouchesThrough)
        writer.raw(",\"stopsDeceleration\":")
        writer.bool(frame.scroll.stopsDeceleration)
    }

    /// The accessibility keys a binding acts on besides the spoken texts: the close button's label,
    /// where focus moves (`sheet`, `presenter` or `null`) and whether an escape was handled.
    private static func writeAccessibilityRequests(
        of accessibility: HostAccessibility, into writer: inout JSONWriter
    ) {
        writer.raw(",\"closeButtonLabel\":")
        writer.string(accessibility.closeButtonLabel)
        writer.raw(",\"focus\":")
        writer.string(accessibility.focus?.rawValue)
        writer.raw(",\"escapeHandled\":")
        if let handled = accessibility.escapeHandled { writer.bool(handled) } else { writer.raw("null") }
    }

    /// The events of one frame as list entries: the engine's `detentChanged`, `attemptedDismiss`,
    /// `dismissed`, then the host's `didDismiss` (once per presentation, with the `cause` of the
    /// dismissal: `user`, `app` or `system`).
    public static func events(of frame: HostFrame) -> [String] {
        var entries: [String] = []
        forEachEvent(of: frame) { write in
            var writer = JSONWriter(capacity: 96)
            write(&writer)
            entries.append(writer.text)
        }
        return entries
    }

    /// Writes the entries of ``events(of:)`` into `writer`, each after a comma unless it is the list's
    /// first (`isFirst` says whether the list is still empty, and is kept up to date).
    public static func writeEvents(of frame: HostFrame, into writer: inout JSONWriter, isFirst: inout Bool) {
        forEachEvent(of: frame) { write in
            if !isFirst { writer.raw(",") }
            isFirst = false
            write(&writer)
        }
    }

    /// Calls `body` with a writer of each event entry of `frame`, in the list's order.
    private static func forEachEvent(of frame: HostFrame, _ body: ((inout JSONWriter) -> Void) -> Void) {
        func entry(_ type: StaticString, _ writer: inout JSONWriter) {
            writer.raw("{\"t\":")
            writer.number(frame.time)
            writer.raw(",\"type\":\"")
            writer.raw(type)
            writer.raw("\"")
        }
        for event in frame.sheet.events.list {
            switch event {
            case .selectedDetentChanged(let identifier):
                body { writer in
                    entry("detentChanged", &writer)
                    writer.raw(",\"detent\":")
                    writer.string(identifier.rawValue)
                    writer.raw(",\"cause\":")
                    writer.string(frame.events.selectedDetentChangeCause?.rawValue)
                    writer.raw("}")
                }
            case .attemptedToDismiss:
                body {
                    entry("attemptedDismiss", &$0); $0.raw("}")
                }
            case .dismissed:
                body {
                    entry("dismissed", &$0); $0.raw("}")
                }
            }
        }
        if frame.events.didDismiss {
            body { writer in
                entry("didDismiss", &writer)
                writer.raw(",\"cause\":")
                writer.string(frame.events.dismissalCause?.rawValue)
                writer.raw("}")
            }
        }
    }
}
