import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetHost {
    /// How far the presenting view has receded behind a sheet of frame height `height`: 0 at and
    /// below the second-largest detent (or at 0 pt with a single detent), 1 at the largest, linear
    /// in between; always 0 where UIKit's page sheet leaves the presenting view alone — compact
    /// height (full screen or edge-attached), regular width and height (iPad's form of the sheet),
    /// and a sheet that isn't modal at its largest detent (the background takes touches there).
    func presenterProgress(height: CGFloat) -> CGFloat {
        makeFrameGeometry().presenterProgress(height: height, isDismissed: interaction.state == .dismissed)
    }

    /// The presenting view's recession behind a sheet of frame height `height`, or, while the
    /// sheet rides a keyboard transition, from its recession before the transition to the one at
    /// the detent it ends on, on the keyboard's curve (detent heights move with the keyboard, so
    /// the height alone would make it twitch).
    // Inlined into the frame's builder: a call copies the whole host first.
    @inline(__always)
    func presenter(height: CGFloat, keyboardProgress: Double?, geometry: FrameGeometry)
        -> PresentingViewRecession
    {
        let isDismissed = interaction.state == .dismissed
        var progress = geometry.presenterProgress(height: height, isDismissed: isDismissed)
        if let keyboardProgress, let from = presenterKeyboardStart {
            let to: CGFloat =
                geometry.presenterProgress(
                    height: interaction.resolution.largest.frameHeight, isDismissed: isDismissed)
                    > 0
                    && interaction.restingDetentIdentifier == interaction.resolution.largest.identifier
                ? 1 : 0
            progress = from + (to - from) * CGFloat(keyboardProgress)
        }
        guard progress > 0, geometry.hasContainer else { return .identity }
        return PresentingViewRecession.recession(
            progress: progress, width: geometry.containerWidth, top: geometry.safeAreaTop)
    }
}
