import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The software keyboard as the platform reports it, already converted into the container's
/// coordinates (`UIKeyboardFrameEndUserInfoKey` through `convert(_:from: nil)`, or the
/// `keyboardLayoutGuide`'s frame).
public struct HostKeyboard: Equatable, Sendable {
    /// The keyboard's frame in the container; `.zero` when it is hidden.
    public var frame: CGRect
    /// Whether it is docked at the bottom. A floating or undocked keyboard overlaps nothing: the
    /// sheet stays where it is, as UIKit's own sheets do.
    public var isDocked: Bool
    /// The system's animation duration for the change, in seconds; 0 for a change that is immediate.
    /// The host moves the sheet with the keyboard frame by frame: a binding must not wrap the change
    /// in its own animation.
    public var animationDuration: Double
    /// The system's timing curve for the change.
    public var animationCurve: HostAnimationCurve

    public init(
        frame: CGRect, isDocked: Bool = true, animationDuration: Double = 0,
        animationCurve: HostAnimationCurve = .keyboard
    ) {
        self.frame = frame
        self.isDocked = isDocked
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
    }

    /// The keyboard as the system reports it (`UIKeyboardFrameEndUserInfoKey`, in the screen's
    /// coordinates), classified here so every binding decides alike: docked when it spans the
    /// screen's width and reaches its bottom edge; an undocked, split or floating keyboard (iPad)
    /// overlaps nothing, and so does another app's (`isLocal` false, Split View), and one the sheet
    /// doesn't own (``HostKeyboardResponder/raisesSheet``: raised in another window or by a
    /// controller presented over the sheet).
    /// - Parameters:
    ///   - screenFrame: The keyboard's end frame on the screen.
    ///   - screenBounds: The screen's bounds.
    ///   - containerFrameInScreen: The sheet's container on the screen (Slide Over and Stage
    ///     Manager windows are not the screen).
    ///   - animationDuration: `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    ///   - animationCurve: `UIKeyboardAnimationCurveUserInfoKey`.
    ///   - isLocal: `UIKeyboardIsLocalUserInfoKey`.
    ///   - responder: Where the first responder is (``HostKeyboardResponder/unknown`` by default).
    public init(
        screenFrame: CGRect, screenBounds: CGRect, containerFrameInScreen: CGRect,
        animationDuration: Double = 0, animationCurve: HostAnimationCurve = .keyboard, isLocal: Bool = true,
        responder: HostKeyboardResponder = .unknown
    ) {
        let values = [
            screenFrame.minX, screenFrame.minY, screenFrame.width, screenFrame.height, screenBounds.width,
            screenBounds.maxY, containerFrameInScreen.minX, containerFrameInScreen.minY,
        ]
        let duration = animationDuration.isFinite ? min(max(animationDuration, 0), 2) : 0
        guard isLocal, responder.raisesSheet, values.allSatisfy(\.isFinite), screenFrame.width > 0,
            screenFrame.height > 0,
            screenFrame.minY < screenBounds.maxY
        else {
            self.init(frame: .zero, animationDuration: duration, animationCurve: animationCurve)
            return
        }
        let docked =
            screenFrame.maxY >= screenBounds.maxY - 0.5 && screenFrame.width >= screenBounds.width - 0.5
        self.init(
            frame: screenFrame.offsetBy(dx: -containerFrameInScreen.minX, dy: -containerFrameInScreen.minY),
            isDocked: docked, animationDuration: duration, animationCurve: animationCurve)
    }

    /// Whether a keyboard layout guide `guideHeight` tall shows a keyboard: UIKit ties an offscreen
    /// or undocked keyboard's guide to the safe area's bottom, so a guide no taller than the bottom
    /// safe area (half a point of slack) is no keyboard.
    public static func guideShowsKeyboard(guideHeight: CGFloat, bottomSafeArea: CGFloat) -> Bool {
        guard guideHeight.isFinite else { return false }
        return guideHeight > (bottomSafeArea.isFinite ? max(bottomSafeArea, 0) : 0) + 0.5
    }

    /// No keyboard.
    public static let hidden = HostKeyboard(frame: .zero)

    /// How far this keyboard overlaps a container of `size` from its bottom edge: the distance from
    /// its top to the container's bottom when it is docked, on screen and across the container;
    /// otherwise 0. Never more than the container's height.
    public func overlap(in size: CGSize) -> CGFloat {
        let rect = frame
        let values = [rect.minX, rect.minY, rect.width, rect.height, size.width, size.height]
        guard isDocked, values.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0,
            rect.maxX > 0, rect.minX < size.width, rect.minY < size.height
        else { return 0 }
        return min(max(size.height - rect.minY, 0), size.height)
    }
}

extension HostKeyboard {
    /// A docked keyboard overlapping `height` of a container of `size` (as engine scripts give it).
    package static func docked(height: CGFloat, in size: CGSize) -> HostKeyboard {
        guard height > 0 else { return .hidden }
        return HostKeyboard(frame: CGRect(x: 0, y: size.height - height, width: size.width, height: height))
    }
}
