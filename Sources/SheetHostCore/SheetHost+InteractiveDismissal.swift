import SheetCore

extension SheetHost {
    /// Whether the person's drag holds the sheet below its smallest detent where letting go may
    /// dismiss it (a dismissible sheet whose guard does not refuse): UIKit's interactive dismissal
    /// is under way, and `presentationControllerWillDismiss` has been sent. Each step reports its
    /// changes (``HostCallbacks/interactiveDismissalBegan``, ``HostCallbacks/interactiveDismissalCancelled``),
    /// which a binding sends the lifecycle as ``HostCallbacks/lifecycleEvents(for:hostOwnsTransitions:)``
    /// maps them: it keeps no copy of this flag.
    public var isDismissingInteractively: Bool {
        interaction.state == .dragging && interaction.configuration.isDismissible
            && !interaction.isModalInPresentation
            && interaction.height < interaction.resolution.smallest.frameHeight - 0.5
    }

    /// Reports the changes of ``isDismissingInteractively`` in the step's events: began, or cancelled
    /// when it ends with the sheet still up (a dismissal that follows is reported as one).
    mutating func reportInteractiveDismissal(phase: HostPhase, _ step: inout Step) {
        let isDismissing = isDismissingInteractively
        guard isDismissing != reportedInteractiveDismissal else { return }
        reportedInteractiveDismissal = isDismissing
        if isDismissing {
            step.events.interactiveDismissalBegan = true
        } else if phase == .presented {
            step.events.interactiveDismissalCancelled = true
        }
    }
}
