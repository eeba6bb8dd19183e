import SheetHostCore
import Testing

/// An exhaustive driver for a ``SheetPresentationLifecycle``, as ``HostTestStore`` is for a host:
/// every effect the lifecycle returns (a presentation, a dismissal, a retry, a notice) must be
/// asserted, in order, with ``receive(_:sourceLocation:)`` before the next event is sent and before
/// ``finish(sourceLocation:)``, which the store also runs when it is released without it.
public final class LifecycleTestStore<ID: Hashable & Sendable> {
    /// The lifecycle as the last event left it.
    public private(set) var lifecycle: SheetPresentationLifecycle<ID>
    /// The time of the last event sent, in seconds.
    public private(set) var time: Double = 0
    /// The effects returned and not yet asserted, oldest first.
    public private(set) var pendingEffects: [SheetLifecycleEffect<ID>] = []

    private let sourceLocation: SourceLocation
    private var isFinished = false

    /// A store for a lifecycle retrying as `retryPolicy` says.
    public init(
        retryPolicy: PresentationRetryPolicy = .sheetPresenter,
        dismissalRetryPolicy: PresentationRetryPolicy = .dismissal,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        lifecycle = SheetPresentationLifecycle(
            retryPolicy: retryPolicy, dismissalRetryPolicy: dismissalRetryPolicy)
        self.sourceLocation = sourceLocation
    }

    deinit {
        if !isFinished { finish(sourceLocation: sourceLocation) }
    }

    /// Sends `event` `delay` seconds after the last one; effects of an earlier event still
    /// unasserted are an issue.
    public func send(
        _ event: SheetLifecycleEvent<ID>, after delay: Double = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !pendingEffects.isEmpty {
            Issue.record(
                "Sent \(event) with \(pendingEffects.count) effect(s) unasserted: \(pendingEffects)",
                sourceLocation: sourceLocation)
            pendingEffects.removeAll()
        }
        time += max(delay, 0)
        pendingEffects = lifecycle.handle(event, at: time)
    }

    /// Asserts that the next effects are `expected`, in order, and marks them asserted.
    public func receive(
        _ expected: [SheetLifecycleEffect<ID>], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let count = min(expected.count, pendingEffects.count)
        let actual = Array(pendingEffects.prefix(count))
        pendingEffects.removeFirst(count)
        if actual != Array(expected.prefix(count)) || count < expected.count {
            Issue.record("Expected \(expected), received \(actual)", sourceLocation: sourceLocation)
        }
    }

    /// Asserts that the next effect is `expected`.
    public func receive(
        _ expected: SheetLifecycleEffect<ID>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        receive([expected], sourceLocation: sourceLocation)
    }

    /// Asserts that the last event returned nothing left to assert.
    public func receiveNothing(sourceLocation: SourceLocation = #_sourceLocation) {
        if !pendingEffects.isEmpty {
            Issue.record("Expected no effects, received \(pendingEffects)", sourceLocation: sourceLocation)
            pendingEffects.removeAll()
        }
    }

    /// Records an `Issue` for every effect left unasserted.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        receiveNothing(sourceLocation: sourceLocation)
    }
}
