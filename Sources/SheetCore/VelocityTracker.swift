import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Estimates a velocity from timestamped positions, for front ends whose gestures report none
/// (SwiftUI's `DragGesture` before iOS 17) and for the sheet's own speed while it follows a finger.
///
/// The estimate is the least-squares slope of the samples from the last ``window`` seconds before
/// the time asked about, as UIKit's and Android's trackers do: a finger that stopped moving before
/// it lifted has no velocity, and one jittery sample barely moves the estimate. Eight samples in
/// fixed storage: recording and estimating allocate nothing.
public struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count, in seconds.
    public static let window: Double = 0.1
    private static let capacity = 8

    private var times = SIMD8<Double>()
    private var positions = SIMD8<Double>()
    private var count = 0
    private var newest = -1

    public init() {}

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        count = 0
        newest = -1
    }

    /// Records `position` at `time`. Samples must come in time order; an earlier or equal time
    /// replaces the newest sample instead of adding one.
    public mutating func record(_ position: CGFloat, at time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if count > 0, time <= times[newest] {
            positions[newest] = Double(position)
            return
        }
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        positions[newest] = Double(position)
        count = min(count + 1, Self.capacity)
    }

    /// The velocity at `time` in position units per second: 0 with fewer than two samples in the
    /// window before `time` (so a finger held still before lifting doesn't fling).
    public func velocity(at time: Double) -> CGFloat {
        guard count >= 2, time.isFinite else { return 0 }
        var n = 0.0
        var sumT = 0.0
        var sumX = 0.0
        var sumTT = 0.0
        var sumTX = 0.0
        let origin = times[newest]
        for offset in 0..<count {
            let index = (newest - offset + Self.capacity) % Self.capacity
            let t = times[index] - origin
            guard times[index] >= time - Self.window else { break }
            n += 1
            sumT += t
            sumX += positions[index]
            sumTT += t * t
            sumTX += t * positions[index]
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return 0 }
        let slope = (n * sumTX - sumT * sumX) / denominator
        return slope.isFinite ? CGFloat(slope) : 0
    }
}
