import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A unit timing curve as Core Animation defines one (`CAMediaTimingFunction`): a cubic Bézier from
/// (0, 0) to (1, 1) through two control points, mapping the elapsed fraction of a transition to
/// the fraction of its change shown.
///
/// The sheet rides a keyboard transition on the keyboard's own curve, frame by frame, so both are
/// exactly where the system draws them at every display refresh.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    public var x1: Double
    public var y1: Double
    /// The second control point.
    public var x2: Double
    public var y2: Double

    /// A curve through the control points (`x1`, `y1`) and (`x2`, `y2`); the x values are clamped to
    /// 0…1 (so time never runs backwards) and non-finite values are read as the linear curve's.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        func unit(_ value: Double, _ fallback: Double) -> Double {
            value.isFinite ? min(max(value, 0), 1) : fallback
        }
        self.x1 = unit(x1, 0)
        self.x2 = unit(x2, 1)
        self.y1 = y1.isFinite ? min(max(y1, -4), 4) : 0
        self.y2 = y2.isFinite ? min(max(y2, -4), 4) : 1
    }

    /// `UIView.AnimationCurve.linear`: (0, 0, 1, 1).
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `UIView.AnimationCurve.easeInOut`, `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `UIView.AnimationCurve.easeIn`, `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `UIView.AnimationCurve.easeOut`, `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// The keyboard's undocumented curve (`UIKeyboardAnimationCurveUserInfoKey` 7). UIKit drives it
    /// with a spring it does not publish; (0.380, 0.700, 0.125, 1.000) is the cubic Bézier commonly
    /// used to match it (Telegram-iOS's `CAAnimationUtils` for its spring curve, Cordova/Ionic
    /// keyboard plugins for curve 7), not Apple's own numbers.
    public static let keyboard = TimingCurve(x1: 0.380, y1: 0.700, x2: 0.125, y2: 1.000)

    /// The fraction of the change shown after `progress` (0…1, clamped) of the duration.
    public func value(at progress: Double) -> Double {
        guard progress.isFinite else { return progress > 0 ? 1 : 0 }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return Self.bezier(parameter(forX: progress), y1, y2)
    }

    /// The curve's slope (d value / d progress) at `progress`: the change's speed as a multiple of
    /// its average speed, for the sheet's velocity while it follows.
    public func slope(at progress: Double) -> Double {
        guard progress.isFinite, progress >= 0, progress <= 1 else { return 0 }
        let s = parameter(forX: progress)
        let dx = Self.derivative(s, x1, x2)
        let dy = Self.derivative(s, y1, y2)
        guard abs(dx) > 1e-9 else { return dy == 0 ? 0 : (dy > 0 ? 1e6 : -1e6) }
        return dy / dx
    }

    /// The Bézier parameter whose x is `x`: Newton's method from x, then bisection where the
    /// derivative is too flat (as WebKit's `UnitBezier`), to 1e-9.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-9 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < 1e-9 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the curve at parameter `s`, for control values `a` and `b`.
    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * s * a + 3 * t * s * s * b + s * s * s
    }

    /// Its derivative in `s`.
    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * a + 6 * t * s * (b - a) + 3 * s * s * (1 - b)
    }
}
