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
        let sheet = frame.sheet
        var text = "{\"t\":\(JSONText.number(frame.time)),\"state\":\(JSONText.string(sheet.state.rawValue)),"
        text += "\"detent\":\(JSONText.optionalString(sheet.selectedDetentIdentifier?.rawValue)),"
        text += "\"height\":\(JSONText.number(sheet.height)),\"top\":\(JSONText.number(sheet.top)),"
        text += "\"velocity\":\(JSONText.number(sheet.velocity)),"
        text +=
            "\"dim\":\(JSONText.number(sheet.dimAlpha)),\"backgroundInteractive\":\(sheet.isBackgroundInteractive)"
        if showsContentOffset {
            text += ",\"contentOffset\":\(JSONText.number(sheet.contentOffset))"
            text += ",\"contentOffsetLocked\":\(sheet.isContentOffsetLocked)"
        }
        text += ",\"phase\":\(JSONText.string(frame.phase.rawValue))"
        text += ",\"sheetRect\":\(rect(frame.sheetRect)),\"contentRect\":\(rect(frame.contentRect))"
        text +=
            ",\"grabberRect\":\(rect(frame.grabberRect)),\"closeButtonRect\":\(rect(frame.closeButtonRect))"
        text += ",\"contentInset\":\(JSONText.number(frame.contentInsets.bottom))"
        text += ",\"pinContentOffset\":\(frame.scroll.pinnedOffset.map { JSONText.number($0) } ?? "null")"
        text += ",\"needsTicks\":\(frame.needsTicks)"
        let accessibility = frame.accessibility
        text += ",\"accessibility\":{\"grabberLabel\":\(JSONText.string(accessibility.grabberLabel))"
        text +=
            ",\"grabberValue\":\(JSONText.string(accessibility.grabberValue)),\"modal\":\(accessibility.isModal)"
        text += ",\"announcement\":\(JSONText.optionalString(accessibility.announcement))}"
        if let target = frame.target { text += ",\"target\":\(JSONText.string(target.rawValue))" }
        return text + "}"
    }

    /// `{x,y,width,height}`.
    public static func rect(_ rect: CGRect) -> String {
        "{\"x\":\(JSONText.number(rect.minX)),\"y\":\(JSONText.number(rect.minY)),"
            + "\"width\":\(JSONText.number(rect.width)),\"height\":\(JSONText.number(rect.height))}"
    }

    /// The events of one frame as list entries: the engine's `detentChanged`, `attemptedDismiss`,
    /// `dismissed`, then the host's `didDismiss` (once per presentation).
    public static func events(of frame: HostFrame) -> [String] {
        let t = JSONText.number(frame.time)
        var entries: [String] = frame.sheet.events.list.map { event in
            switch event {
            case .selectedDetentChanged(let identifier):
                return JSONText.object([
                    "t": t, "type": "\"detentChanged\"", "detent": JSONText.string(identifier.rawValue),
                    "cause": JSONText.optionalString(frame.events.selectedDetentChangeCause?.rawValue),
                ])
            case .attemptedToDismiss: return JSONText.object(["t": t, "type": "\"attemptedDismiss\""])
            case .dismissed: return JSONText.object(["t": t, "type": "\"dismissed\""])
            }
        }
        if frame.events.didDismiss { entries.append(JSONText.object(["t": t, "type": "\"didDismiss\""])) }
        return entries
    }
}
