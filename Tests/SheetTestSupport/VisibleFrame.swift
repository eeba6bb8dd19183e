import SheetCore
import SheetHostCore

/// A frame without what depends on the frames before it or on the events that made it (the
/// change mask, events, effects, one-time VoiceOver requests): what a person sees. Two runs that
/// must look the same compare these.
public func visible(_ frame: HostFrame) -> HostFrame {
    var frame = frame
    frame.changes = []
    frame.events = .none
    frame.effects = .none
    frame.sheet.events = SheetEvents()
    frame.accessibility.announcement = nil
    frame.accessibility.focus = nil
    return frame
}
