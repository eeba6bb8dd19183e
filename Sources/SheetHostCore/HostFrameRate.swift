import Foundation

/// The display rate a binding should ask for (`CADisplayLink.preferredFrameRateRange`).
public struct HostFrameRate: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float

    /// A spring or a drag: as smooth as the display allows (ProMotion's 120 Hz).
    public static let motion = HostFrameRate(minimum: 80, maximum: 120, preferred: 120)
}
