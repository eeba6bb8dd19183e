import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A damped spring given as SwiftUI gives one: a response (the period of the undamped spring, in
/// seconds) and a damping fraction (1 is critical damping), solved in closed form.
///
/// The solution is exact at any time, so a frame can be computed for any timestamp without
/// stepping, and the same inputs always give the same positions.
public struct SheetSpring: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds; above zero.
    public var response: Double
    /// The ratio to critical damping: under 1 overshoots, 1 is critical, above 1 is overdamped.
    public var dampingFraction: Double

    public init(response: Double, dampingFraction: Double) {
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// A displacement from the spring's rest position and a velocity.
    struct State: Hashable, Sendable {
        var displacement: Double
        var velocity: Double
    }

    /// The undamped angular frequency, 2π / response.
    public var angularFrequency: Double { 2 * .pi / response }

    /// Where a spring released in `initial` is after `time` seconds, and how fast it moves there.
    ///
    /// Solves x'' + 2ζω x' + ω² x = 0 in the under-, critically or over-damped form that fits ζ.
    func state(after time: Double, from initial: State) -> State {
        let omega = angularFrequency
        let zeta = dampingFraction
        let x0 = initial.displacement
        let v0 = initial.velocity
        let t = max(time, 0)
        if abs(zeta - 1) < 1e-9 {
            let decay = exp(-omega * t)
            let b = v0 + omega * x0
            return State(displacement: decay * (x0 + b * t), velocity: decay * (b - omega * (x0 + b * t)))
        }
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let b = (v0 + zeta * omega * x0) / omegaD
            let cosine = cos(omegaD * t)
            let sine = sin(omegaD * t)
            let x = decay * (x0 * cosine + b * sine)
            let v =
                decay * ((b * omegaD - zeta * omega * x0) * cosine - (x0 * omegaD + zeta * omega * b) * sine)
            return State(displacement: x, velocity: v)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        let e1 = exp(r1 * t)
        let e2 = exp(r2 * t)
        return State(displacement: c1 * e1 + c2 * e2, velocity: c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// Detent changes: SwiftUI's default interactive response and a little bounce.
    public static let detent = SheetSpring(response: 0.35, dampingFraction: 0.85)
    /// Presenting and dismissing: critically damped, so the sheet never rises past its detent.
    public static let presentation = SheetSpring(response: 0.4, dampingFraction: 1)
}
