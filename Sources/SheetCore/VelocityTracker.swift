import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Estimates a velocity from timestamped positions, for front ends whose gestures report none
/// (SwiftUI's `DragGesture` before iOS 17) and for the sheet's own speed while it follows a finger.
///
/// The estimate is the least-squares slope of the samples from the last ``window`` seconds before
/// the newest one, as UIKit's and Android's trackers do: one jittery sample barely moves it.
///
/// A finger that holds still sends no samples, so the estimate also ages: once no sample has come
/// for ``decayDelay`` seconds (longer than a frame or two between samples), the finger is taken to be
/// held and the estimate fades linearly to 0, reaching it ``window`` seconds after the newest sample.
/// A release after a hold is then a slow release, as with `UIPanGestureRecognizer.velocity(in:)`.
///
/// Eight samples in fixed storage: recording and estimating allocate nothing.
package struct VelocityTracker: Hashable, Sendable {
    /// How far back samples count, in seconds, and how long after the newest sample the estimate
    /// reaches 0 when no other sample comes.
    package static let window: Double = 0.1
    /// How long without a sample (seconds) still counts as moving; past it the estimate fades to 0
    /// over the rest of ``window``.
    package static let decayDelay: Double = 0.02
    private static let capacity = 8

    private var times = SIMD8<Double>()
    private var positions = SIMD8<Double>()
    private var count = 0
    private var newest = -1

    package init() {}

    /// Forgets every sample (a new gesture).
    package mutating func reset() {
        count = 0
        newest = -1
    }

    /// Records `position` at `time`. Samples must come in time order; an earlier or equal time
    /// replaces the newest sample instead of adding one.
    package mutating func record(_ position: CGFloat, at time: Double) {
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

    /// Moves every recorded position by `offset`, keeping their times: the tracked value jumped
    /// without moving (a re-layout under a drag), so the history is re-anchored and the velocity
    /// stays what it was instead of reading the jump as motion.
    package mutating func shift(by offset: CGFloat) {
        guard offset.isFinite else { return }
        positions += Double(offset)
    }

    /// The velocity at `time` in position units per second: the least-squares slope of the samples
    /// from ``window`` seconds before the newest one, faded to 0 over a hold (see the type's
    /// discussion); 0 with fewer than two samples in the window.
    package func velocity(at time: Double) -> CGFloat {
        guard count >= 2, time.isFinite else { return 0 }
        let origin = times[newest]
        let fade = Self.fade(afterHolding: time - origin)
        guard fade > 0 else { return 0 }
        var n = 0.0
        var sumT = 0.0
        var sumX = 0.0
        var sumTT = 0.0
        var sumTX = 0.0
        for offset in 0..<count {
            let index = (newest - offset + Self.capacity) % Self.capacity
            guard times[index] >= origin - Self.window else { break }
            let t = times[index] - origin
            n += 1
            sumT += t
            sumX += positions[index]
            sumTT += t * t
            sumTX += t * positions[index]
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return 0 }
        let slope = (n * sumTX - sumT * sumX) / denominator * fade
        return slope.isFinite ? CGFloat(slope) : 0
    }

    /// How much of the estimate is left after `hold` seconds without a sample: 1 up to
    /// ``decayDelay``, then linearly down to 0 at ``window``.
    static func fade(afterHolding hold: Double) -> Double {
        guard hold > decayDelay else { return 1 }
        return max(0, (window - hold) / (window - decayDelay))
    }
}
