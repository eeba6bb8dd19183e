import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a released sheet goes: a pure function of the release, tested by a table.
public enum ReleaseDecision: Hashable, Sendable {
    /// Settle on this detent.
    case detent(ResolvedDetent)
    /// Dismiss (subject to the dismissal guard).
    case dismiss

    /// The release as the decision sees it.
    public struct Context: Sendable {
        /// The sheet's frame height at release.
        public var height: CGFloat
        /// The height's rate of change at release, points per second, positive when growing
        /// (the opposite sign of the finger's velocity).
        public var velocity: CGFloat
        /// The active detents.
        public var resolution: DetentResolution
        /// Whether a drag may end in a dismissal at all.
        public var allowsDismissal: Bool
        /// Whether the drag began with the sheet resting on its smallest detent.
        public var beganOnSmallestDetent: Bool

        public init(
            height: CGFloat, velocity: CGFloat, resolution: DetentResolution, allowsDismissal: Bool,
            beganOnSmallestDetent: Bool
        ) {
            self.height = height
            self.velocity = velocity
            self.resolution = resolution
            self.allowsDismissal = allowsDismissal
            self.beganOnSmallestDetent = beganOnSmallestDetent
        }
    }

    /// Projects the release and picks the nearest detent to the projection, or dismissal when a
    /// downward release projects more than ``SheetBehavior/dismissProjectionFraction`` of the smallest
    /// detent below it, or is faster than ``SheetBehavior/dismissVelocityThreshold`` from the smallest detent.
    public static func decide(_ context: Context, behavior: SheetBehavior) -> ReleaseDecision {
        let projected =
            context.height
            + Projection.distance(
                velocity: context.velocity, decelerationRate: behavior.decelerationRate)
        let smallest = context.resolution.smallest.frameHeight
        if context.allowsDismissal, context.velocity < 0 {
            if projected < smallest * (1 - behavior.dismissProjectionFraction) { return .dismiss }
            let fromSmallest =
                context.beganOnSmallestDetent || context.height <= smallest + behavior.settleDistance
            if fromSmallest, -context.velocity > behavior.dismissVelocityThreshold { return .dismiss }
        }
        return .detent(context.resolution.nearest(toFrameHeight: projected))
    }
}
