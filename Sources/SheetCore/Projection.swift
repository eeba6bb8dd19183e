import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a released sheet would come to rest if it coasted like a scroll view.
package enum Projection {
    /// UIScrollView's normal deceleration rate.
    package static let normalDecelerationRate: CGFloat = 0.998

    /// The distance a body moving at `velocity` (points per second) travels before it stops,
    /// decelerating at `decelerationRate` per millisecond: `v / 1000 · r / (1 − r)`.
    package static func distance(velocity: CGFloat, decelerationRate: CGFloat = normalDecelerationRate)
        -> CGFloat
    {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}
