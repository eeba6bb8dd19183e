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
        guard let container, container.isUsable, interaction.state != .dismissed,
            container.verticalSizeClass == .regular, container.horizontalSizeClass == .compact
        else { return 0 }
        let resolution = interaction.resolution
        let largest = resolution.largest
        guard
            !interaction.configuration.dimming.isBackgroundInteractive(
                forFrameHeight: largest.frameHeight, in: resolution)
        else { return 0 }
        let base =
            resolution.detents.last {
                $0.frameHeight < largest.frameHeight - DetentResolution.mergeTolerance
            }?
            .frameHeight ?? 0
        guard largest.frameHeight > base else { return 0 }
        return min(max((height - base) / (largest.frameHeight - base), 0), 1)
    }

    /// The presenting view's recession behind a sheet of frame height `height`, or, while the
    /// sheet rides a keyboard transition, from its recession before the transition to the one at
    /// the detent it ends on, on the keyboard's curve (detent heights move with the keyboard, so
    /// the height alone would make it twitch).
    func presenter(height: CGFloat, keyboardProgress: Double?) -> HostPresenter {
        var progress = presenterProgress(height: height)
        if let keyboardProgress, let from = presenterKeyboardStart {
            let to: CGFloat =
                presenterProgress(height: interaction.resolution.largest.frameHeight) > 0
                    && interaction.selectedDetentIdentifier == interaction.resolution.largest.identifier
                ? 1 : 0
            progress = from + (to - from) * CGFloat(keyboardProgress)
        }
        guard progress > 0, let container else { return .identity }
        return HostPresenter.recession(
            progress: progress, width: container.size.width, top: container.safeArea.top)
    }
}
