import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What every re-layout (a new container, a keyboard step, new detents) does alike: resolve the
/// detents again, and move a sheet a finger holds without a jump under it.
extension SheetInteraction {
    /// Resolves the detents again in the container as it is now.
    mutating func resolveDetentsInContainer() {
        resolution.resolve(
            configuration.detents,
            in: SheetGeometry(container: container, usesBottomSafeArea: configuration.usesBottomSafeArea),
            contentFittingHeight: contentFittingHeight, chromeHeight: configuration.style.chromeHeight)
    }

    /// Moves a dragged sheet to `newHeight` after a re-layout: the drag's velocity history shifts by
    /// the move (no motion was made) and the finger is caught again in the band where the sheet now
    /// is, with `allowsDismissal` as the guard's new answer (nil keeps the drag's).
    mutating func holdFinger(movingTo newHeight: CGFloat, allowsDismissal: Bool? = nil) {
        let oldHeight = height
        height = newHeight
        guard var drag else { return }
        drag.reanchor(heightShift: height - oldHeight)
        if let allowsDismissal { drag.allowsDismissal = allowsDismissal }
        let anchor = catchInBand(height, allowsDismissal: drag.allowsDismissal)
        drag.rawHeight = anchor.raw
        drag.bandScale = anchor.scale
        self.drag = drag
    }
}
