import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a released sheet goes: a pure function of the release, tested by a table.
package enum ReleaseDecision: Hashable, Sendable {
    /// Settle on this detent.
    case detent(ResolvedDetent)
    /// Dismiss (subject to the dismissal guard).
    case dismiss

    /// The release as the decision sees it.
    package struct Context: Sendable {
        /// The sheet's frame height at release.
        package var height: CGFloat
        /// The height's rate of change at release, points per second, positive when growing
        /// (the opposite sign of the finger's velocity).
        package var velocity: CGFloat
        /// The active detents.
        package var resolution: DetentResolution
        /// Whether a drag may end in a dismissal at all.
        package var allowsDismissal: Bool
        /// Whether the drag began with the sheet resting on its smallest detent.
        package var beganOnSmallestDetent: Bool
        /// Where the finger would put the sheet without rubber-banding, when that differs from
        /// ``height`` (a sheet pulled into a band); nil reads ``height``. The decision reads this.
        package var fingerHeight: CGFloat?

        package init(
            height: CGFloat, velocity: CGFloat, resolution: DetentResolution, allowsDismissal: Bool,
            beganOnSmallestDetent: Bool, fingerHeight: CGFloat? = nil
        ) {
            self.height = height
            self.velocity = velocity
            self.resolution = resolution
            self.allowsDismissal = allowsDismissal
            self.beganOnSmallestDetent = beganOnSmallestDetent
            self.fingerHeight = fingerHeight
        }
    }

    /// Projects the release from where the finger is (``Context/fingerHeight``) and picks the
    /// nearest detent to the projection, or dismissal when the projection ends more than
    /// ``SheetBehavior/dismissProjectionFraction`` of the smallest detent's height below it, or a
    /// downward release is faster than ``SheetBehavior/dismissVelocityThreshold`` from the smallest
    /// detent.
    ///
    /// The projection rule needs no downward velocity: as in UIKit, a slow release with less than
    /// half of the smallest detent showing dismisses (an upward fling projects upwards and doesn't).
    package static func decide(_ context: Context, behavior: SheetBehavior) -> ReleaseDecision {
        let position = (context.fingerHeight ?? context.height).sanitized()
        let projected =
            position
            + Projection.distance(
                velocity: context.velocity, decelerationRate: behavior.decelerationRate)
        let smallest = context.resolution.smallest.frameHeight
        if context.allowsDismissal {
            if projected < smallest * (1 - behavior.dismissProjectionFraction) { return .dismiss }
            let fromSmallest =
                context.beganOnSmallestDetent || position <= smallest + behavior.settleDistance
            if fromSmallest, -context.velocity > behavior.dismissVelocityThreshold { return .dismiss }
        }
        return .detent(context.resolution.nearest(toFrameHeight: projected))
    }
}
