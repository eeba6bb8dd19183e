import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The resistance a sheet gives when pulled past its limits, as UIScrollView's bounce.
package enum RubberBand {
    /// UIKit's rubber-band constant.
    package static let defaultCoefficient: CGFloat = 0.55

    /// How far the sheet moves for a finger overshoot `overshoot` in a direction with `dimension`
    /// points of room: `(1 − 1/(x·c/d + 1))·d`. Always in [0, d), so the sheet never leaves its room.
    package static func offset(
        overshoot: CGFloat, dimension: CGFloat, coefficient: CGFloat = defaultCoefficient
    ) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// The inverse of ``offset(overshoot:dimension:coefficient:)``: the finger overshoot that moves
    /// the sheet `offset` points, so a sheet caught mid-overshoot resumes without a jump. Offsets at
    /// or beyond 99.9 % of the room answer as for 99.9 %.
    package static func overshoot(
        offset: CGFloat, dimension: CGFloat, coefficient: CGFloat = defaultCoefficient
    ) -> CGFloat {
        guard offset > 0, dimension > 0 else { return 0 }
        let ratio = min(offset / dimension, 0.999)
        return (1 / (1 - ratio) - 1) * dimension / coefficient
    }

    /// The band's slope at `overshoot`: how many points the sheet moves per point of finger, `c/(x·c/d + 1)²`.
    /// It scales the finger's release velocity, so the spring starts at the speed the sheet had.
    package static func slope(
        overshoot: CGFloat, dimension: CGFloat, coefficient: CGFloat = defaultCoefficient
    ) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return 1 }
        let base = overshoot * coefficient / dimension + 1
        return coefficient / (base * base)
    }
}
