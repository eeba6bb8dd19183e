import SheetHostCore

extension SheetHost {
    /// The event for the keyboard a notification describes, or nil when the host has it already:
    /// SwiftUI re-delivers a notification to every container view, and a repeated keyboard event
    /// would start its animation again.
    public func keyboardEvent(for keyboard: HostKeyboard) -> HostEvent? {
        keyboard == self.keyboard ? nil : .keyboard(keyboard)
    }

    /// The event for VoiceOver running or not, or nil when the host knows already (the status is
    /// read on every appearance as well as on its notification).
    public func voiceOverEvent(running: Bool) -> HostEvent? {
        running == isVoiceOverRunning ? nil : .voiceOver(running)
    }

    /// The event for the tracked scroll view's geometry (nil: there is none any more), or nil when
    /// the host has it already: key-value observation reports a change of one property with the
    /// others unchanged, and the host's scroll bit would be set for nothing.
    public func scrollEvent(for geometry: HostScrollGeometry?) -> HostEvent? {
        geometry == scroll ? nil : .scroll(geometry)
    }
}
