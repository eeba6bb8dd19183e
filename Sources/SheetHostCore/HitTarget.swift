import Foundation

/// What a point in the container is, for the host's own hit-testing: which element a touch there
/// belongs to, and so what a drag or tap starting there does.
public enum HitTarget: String, Sendable, Codable, CaseIterable {
    /// The grabber's 44 × 44 pt (at least) touch area: drags move the sheet, a tap cycles detents.
    case grabber
    /// The header bar: drags move the sheet.
    case header
    /// The close button's 44 × 44 pt touch area: a tap is a dismissal attempt.
    case closeButton
    /// The tracked scroll view: drags are split between the sheet and the list.
    case content
    /// Any other part of the sheet (a search field above the list, static content): drags move the sheet.
    case sheet
    /// The dimmed area: a tap is a dismissal attempt.
    case dim
    /// Outside the sheet where the background takes touches (an undimmed detent, or no sheet):
    /// the binding lets the touch through to the views behind.
    case background
}
