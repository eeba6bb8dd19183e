import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetInteraction {
    /// A tap on the dimmed area; a tap where the background is undimmed belongs to the background.
    mutating func tapDimmed() {
        guard state.isPresented,
            !configuration.isBackgroundInteractive(forFrameHeight: height, in: resolution)
        else { return }
        attemptDismissal()
    }

    /// The person asks to dismiss (tap or close button): proceeds unless the guard keeps the sheet,
    /// in which case the attempt is reported and nothing moves.
    mutating func attemptDismissal() {
        guard state.isPresented, configuration.isDismissibleByPerson else { return }
        guard guardAllowsDismissal() else {
            pendingEvents.attemptedToDismiss = true
            return
        }
        dismiss(velocity: velocity)
    }

    /// Dismisses unconditionally (the app's own call, or a permitted gesture), keeping the
    /// current velocity so a fling carries on into the dismissal.
    mutating func dismiss(velocity: CGFloat) {
        guard state.isPresented else { return }
        ignoresCurrentDrag = false
        animate(.dismiss, to: 0, velocity: velocity)
    }
}
