import Foundation

/// An accessibility action on the sheet or its grabber.
public enum HostAccessibilityAction: String, Sendable, Codable, CaseIterable {
    /// VoiceOver's swipe up on the adjustable grabber: the next larger detent.
    case increment
    /// Swipe down: the next smaller detent (never a dismissal).
    case decrement
    /// Double tap on the grabber: the next detent, cycling to the smallest from the largest.
    case activate
    /// The two-finger scrub (or ⌘. / escape): a dismissal attempt, through the guard.
    case escape
}
