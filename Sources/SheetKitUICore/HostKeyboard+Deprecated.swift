import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostKeyboard {
    /// The keyboard of a `keyboardWillChangeFrameNotification`, from the screen's coordinates
    /// (`screenFrame`) into those of a container whose top-left corner is at `containerOrigin` on
    /// the screen. A missing frame is no keyboard, and so is another app's (`isLocal` false).
    ///
    /// It assumed the keyboard docked and the window the screen; the host's own initializer
    /// classifies the keyboard from the screen's bounds and the container's frame on the screen
    /// (Slide Over, Stage Manager) and keeps the keyboard's curve.
    @available(
        *, deprecated,
        message:
            "Use init(screenFrame:screenBounds:containerFrameInScreen:animationDuration:animationCurve:isLocal:)"
    )
    public init(
        screenFrame: CGRect?, containerOrigin: CGPoint, animationDuration: Double?, isLocal: Bool? = nil
    ) {
        guard let screenFrame, isLocal != false else {
            self = .hidden
            return
        }
        // A screen the keyboard spans and reaches the bottom of: docked, as this initializer assumed.
        self.init(
            screenFrame: screenFrame,
            screenBounds: CGRect(
                x: screenFrame.minX, y: 0, width: screenFrame.width, height: screenFrame.maxY),
            containerFrameInScreen: CGRect(origin: containerOrigin, size: .zero),
            animationDuration: animationDuration ?? 0.25)
    }
}
