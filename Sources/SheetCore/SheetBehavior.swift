import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the sheet moves: rubber-banding, projection, dismissal thresholds and springs.
///
/// Kept apart from *where* the sheet rests (detents) and *what* it is (style), so an app can tune
/// the feel without touching anything else. Every constant has the iOS value as its default.
public struct SheetBehavior: Hashable, Sendable {
    /// The rubber-band constant `c` of `RubberBand/offset(overshoot:dimension:coefficient:)`.
    public var rubberBandCoefficient: CGFloat = RubberBand.defaultCoefficient
    /// The deceleration rate used to project a release, in (0, 1).
    public var decelerationRate: CGFloat = Projection.normalDecelerationRate
    /// A downward release faster than this (points per second) from the smallest detent dismisses.
    public var dismissVelocityThreshold: CGFloat = 1500
    /// A downward release whose projection passes this fraction of the smallest detent's height
    /// below it dismisses.
    public var dismissProjectionFraction: CGFloat = 0.5
    /// The spring that settles the sheet on a detent.
    public var spring: SheetSpring = .detent
    /// The spring that presents and dismisses the sheet.
    public var presentationSpring: SheetSpring = .presentation
    /// Replaces every spring with a short ease-out that never overshoots (Reduce Motion).
    public var reducesMotion = false
    /// The duration of the Reduce Motion ease-out, in seconds.
    public var reducedMotionDuration: Double = 0.2
    /// How far a drag that reports a horizontal component moves before its axis is locked.
    public var axisLockDistance: CGFloat = 8
    /// A spring within this distance (points) of its target...
    public var settleDistance: CGFloat = 0.5
    /// ...and slower than this (points per second) has settled and snaps exactly onto it.
    public var settleSpeed: CGFloat = 1
    /// Release velocities are clamped to this magnitude, points per second.
    public var maximumVelocity: CGFloat = 20_000
    /// A spring still moving after this many seconds snaps to its target; a guarantee that every
    /// animation ends, far beyond what the default springs need.
    public var maximumAnimationDuration: Double = 5
    /// A drag that receives no input for this long (seconds) is treated as cancelled on the next
    /// tick: it settles on the nearest detent and never dismisses. It covers gestures whose end the
    /// system swallowed (SwiftUI's `DragGesture` has no cancellation callback). `.infinity` never
    /// cancels: a finger may rest as long as it likes, as in UIKit, whose pan sends nothing while the
    /// finger is still. `SheetHost` uses it, since its bindings report every lift and cancellation.
    public var dragSilenceTimeout: Double = 5

    public init() {}

    /// Throws ``SheetError/invalidBehavior(field:value:)`` for a constant outside its range.
    public func validate() throws {
        let checks: [(String, CGFloat, Bool)] = [
            (
                "rubberBandCoefficient", rubberBandCoefficient,
                rubberBandCoefficient > 0 && rubberBandCoefficient.isFinite
            ),
            ("decelerationRate", decelerationRate, decelerationRate > 0 && decelerationRate < 1),
            ("dismissVelocityThreshold", dismissVelocityThreshold, dismissVelocityThreshold.isValidSize),
            ("dismissProjectionFraction", dismissProjectionFraction, dismissProjectionFraction.isValidSize),
            ("spring.response", spring.response, spring.response > 0 && spring.response.isFinite),
            (
                "spring.dampingFraction", spring.dampingFraction,
                spring.dampingFraction > 0 && spring.dampingFraction.isFinite
            ),
            (
                "presentationSpring.response", presentationSpring.response,
                presentationSpring.response > 0 && presentationSpring.response.isFinite
            ),
            (
                "presentationSpring.dampingFraction", presentationSpring.dampingFraction,
                presentationSpring.dampingFraction > 0 && presentationSpring.dampingFraction.isFinite
            ),
            (
                "reducedMotionDuration", reducedMotionDuration,
                reducedMotionDuration > 0 && reducedMotionDuration.isFinite
            ),
            ("axisLockDistance", axisLockDistance, axisLockDistance.isValidSize),
            ("settleDistance", settleDistance, settleDistance > 0 && settleDistance.isFinite),
            ("settleSpeed", settleSpeed, settleSpeed > 0 && settleSpeed.isFinite),
            ("maximumVelocity", maximumVelocity, maximumVelocity > 0 && maximumVelocity.isFinite),
            ("dragSilenceTimeout", dragSilenceTimeout, dragSilenceTimeout > 0),
            (
                "maximumAnimationDuration", maximumAnimationDuration,
                maximumAnimationDuration > 0 && maximumAnimationDuration.isFinite
            ),
        ]
        for (field, value, isValid) in checks where !isValid {
            throw SheetError.invalidBehavior(field: field, value: value)
        }
    }
}
