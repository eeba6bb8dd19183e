import Foundation
import SheetCore

/// The timing curve of a transition the platform animates (the keyboard's
/// `UIKeyboardAnimationCurveUserInfoKey`), so the sheet can move on the same curve frame by frame.
public enum HostAnimationCurve: String, Sendable, Codable, CaseIterable {
    /// `UIView.AnimationCurve.easeInOut` (0).
    case easeInOut
    /// `UIView.AnimationCurve.easeIn` (1).
    case easeIn
    /// `UIView.AnimationCurve.easeOut` (2).
    case easeOut
    /// `UIView.AnimationCurve.linear` (3).
    case linear
    /// The keyboard's own curve (UIKit's undocumented raw value 7).
    case keyboard

    /// The curve of UIKit's raw `UIView.AnimationCurve` value, as the keyboard's notification carries
    /// it; an unknown value is the keyboard's curve.
    public init(uiKitRawValue: Int) {
        let curves: [Int: HostAnimationCurve] = [0: .easeInOut, 1: .easeIn, 2: .easeOut, 3: .linear]
        self = curves[uiKitRawValue] ?? .keyboard
    }

    /// The curve as a cubic Bézier: UIKit's named curves are Core Animation's
    /// (`kCAMediaTimingFunctionEaseInEaseOut` … `Linear`); the keyboard's is
    /// `TimingCurve.keyboard`, the Bézier commonly used for UIKit's curve 7.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        case .keyboard: .keyboard
        }
    }

    /// The fraction of a transition's change shown after `progress` (0…1) of its duration.
    public func value(at progress: Double) -> Double { timingCurve.value(at: progress) }
}
