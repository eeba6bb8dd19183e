import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which way a pan goes: decided once per gesture, when it has moved far enough from where it
/// began, and kept to its end. A pan more sideways than vertical belongs to something inside the
/// sheet (a carousel); any other pan is the sheet's.
///
/// The one rule for both places a pan's axis is decided: the engine locks a drag that reports a
/// horizontal component (a host's `dragChanged` with a horizontal
/// translation) at ``SheetBehavior/axisLockDistance``; the host core decides
/// a finger's axis when the finger leaves its tap slop, and hands the engine only a vertical drag
/// (with no horizontal component, so the engine's lock never decides a second time) or, for a
/// sideways pan, a cancellation.
package enum PanAxis: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal

    /// The axis of a pan that has moved `dx`, `dy` since it began, or nil while it has not moved
    /// far enough to tell.
    /// - Parameters:
    ///   - dx: The horizontal translation, in points.
    ///   - dy: The vertical translation, in points.
    ///   - distance: How far the pan must move before its axis is decided.
    ///   - inclusive: Whether a pan that has moved exactly `distance` is decided (true), or only one
    ///     that has moved beyond it (false, as a tap slop: a finger within it is still a tap).
    /// - Complexity: O(1).
    package static func decide(dx: CGFloat, dy: CGFloat, after distance: CGFloat, inclusive: Bool = true)
        -> PanAxis?
    {
        let moved = (dx * dx + dy * dy).squareRoot()
        guard inclusive ? moved >= distance : moved > distance else { return nil }
        return abs(dx) > abs(dy) ? .horizontal : .vertical
    }
}
