/// Where a sheet is in its life: `dismissed → presenting → resting ⇄ dragging → settling → resting …
/// → dismissing → dismissed`.
public enum SheetState: String, Hashable, Sendable, CaseIterable, Codable {
    /// Off screen; the background is fully interactive.
    case dismissed
    /// Rising from the bottom edge to the detent it will rest at.
    case presenting
    /// At rest on a detent.
    case resting
    /// Following the finger.
    case dragging
    /// Springing to the detent it will rest at after a release, a selection or a container change.
    case settling
    /// Falling to the bottom edge; ``SheetEvents/dismissed`` is reported when it gets there.
    case dismissing

    /// Whether the sheet is on screen or on its way there.
    public var isPresented: Bool { self != .dismissed && self != .dismissing }
}
