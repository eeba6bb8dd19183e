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
    private let report: (String, SourceLocation) -> Void
    private var isFinished = false

    /// A store for a lifecycle retrying as `retryPolicy` says; its failures go to `report` (by
    /// default an `Issue` of the running test; a test of the store itself collects them instead).
    public init(
        retryPolicy: PresentationRetryPolicy = .sheetPresenter,
        dismissalRetryPolicy: PresentationRetryPolicy = .dismissal,
        report: @escaping (String, SourceLocation) -> Void = {
            Issue.record(Comment(rawValue: $0), sourceLocation: $1)
        },
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        lifecycle = SheetPresentationLifecycle(
            retryPolicy: retryPolicy, dismissalRetryPolicy: dismissalRetryPolicy)
        self.report = report
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
            report(
                "Sent \(event) with \(pendingEffects.count) effect(s) unasserted: \(pendingEffects)",
                sourceLocation)
            pendingEffects.removeAll()
        }
        time += max(delay, 0)
        pendingEffects = lifecycle.handle(event, at: time)
    }

    /// Brings `id` on screen as the platform would: requested with `policy` (nothing showing, or
    /// stacked on `over`), taken, and its presentation transition completed, every effect asserted.
    public func presentAndSettle(
        _ id: ID, over: ID? = nil, policy: SheetPresentationPolicy = .stack,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        send(.request(id, policy: policy), sourceLocation: sourceLocation)
        receive(.present(id, over: over, animated: true), sourceLocation: sourceLocation)
        send(.presentationAccepted(id), sourceLocation: sourceLocation)
        receive(.notify(.willPresent(id)), sourceLocation: sourceLocation)
        send(.presentationTransitionDidEnd(id, completed: true), sourceLocation: sourceLocation)
        receive(
            [.notify(.didPresent(id)), .notify(.requestEnded(id, .presented))], sourceLocation: sourceLocation
        )
    }

    /// Asserts that the next effects are `expected`, in order, and marks them asserted.
    public func receive(
        _ expected: [SheetLifecycleEffect<ID>], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let count = min(expected.count, pendingEffects.count)
        let actual = Array(pendingEffects.prefix(count))
        pendingEffects.removeFirst(count)
        if actual != Array(expected.prefix(count)) || count < expected.count {
            report("Expected \(expected), received \(actual)", sourceLocation)
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
            report("Expected no effects, received \(pendingEffects)", sourceLocation)
            pendingEffects.removeAll()
        }
    }

    /// Reports every effect left unasserted.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        receiveNothing(sourceLocation: sourceLocation)
    }
}
