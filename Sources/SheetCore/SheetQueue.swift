/// The former one-sheet queue, now the host core's `SheetPresentationLifecycle`; only its policy's
/// name is kept, for code that spelled it.
@available(
    *, deprecated,
    message: "Use SheetPresentationPolicy; the queue is SheetHostCore's SheetPresentationLifecycle"
)
public enum SheetQueue {
    /// The policy's former name.
    public typealias PresentationPolicy = SheetPresentationPolicy
}
