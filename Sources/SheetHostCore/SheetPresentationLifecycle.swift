import SheetCore

/// One presenter's sheets as one state machine, run the same by every front end: the app's
/// requests, the platform's acceptance or refusal, the transitions' starts and ends, one sheet at a
/// time (a queue) or stacked, retries after a refusal, dismissal by the app, the person or teardown,
/// and exactly what the app is told and when.
///
/// A binding sends a ``SheetLifecycleEvent`` for what the app asked and what the platform did, and
/// carries out the ``SheetLifecycleEffect``s it gets back, in order: present or dismiss a sheet,
/// wait and answer with ``SheetLifecycleEvent/retryDue(_:)``, or tell the app (by
/// ``SheetDelegateTable``). It keeps no queue, timer or rule of its own. Time is an input: a delay
/// comes back as a deadline on the events' clock, never read from a clock here.
///
/// What holds, whatever order the events come in:
/// - every request ends exactly once (``SheetLifecycleNotice/requestEnded(_:_:)``): presented,
///   refused for good, or cancelled;
/// - every sheet the platform took is told ``SheetLifecycleNotice/didDismiss(_:cause:)`` exactly once,
///   and only after the platform's dismissal transition ended (or the views were torn down), so a
///   presentation started from it is accepted;
/// - a new sheet's turn comes only when nothing on screen is in a transition, and so does a
///   dismissal: one asked while any sheet of the stack rises or leaves is asked of the platform at
///   that transition's end (UIKit ignores a dismissal asked during a transition);
/// - a dismissal's cause is whoever asked for the dismissal that happened: the app's (or the
///   platform's on its behalf) even while the person's drag has begun an interactive dismissal; a
///   teardown is the system's;
/// - a request ends `presented` only after its sheet was told `didPresent`; a sheet whose rise ends
///   while it is leaving ends its request cancelled;
/// - a `.replace` request asks the guard of the sheet it would send away
///   (``SheetLifecycleEffect/askDismissalGuard(_:)``); a guard that says no keeps that sheet, and the
///   request waits until the sheet goes (a dismissal in code is never guarded);
/// - a sheet the app dismissed before the platform answered its presentation is never adopted:
///   taken, its request is cancelled and it is dismissed as soon as its rise has ended;
/// - the person's drag below the smallest detent is a running transition: requests wait for its end;
///   the app's dismissal takes the sheet from the finger, and the person's will-dismiss is then told
///   ``SheetLifecycleNotice/dismissalCancelled(_:)`` first: every will-dismiss a listener hears is
///   followed by its did-dismiss or a cancellation;
/// - sheets taken along by the person's dismissal of one under them go by the system's cause;
/// - one `.replace` sends one sheet away at most: the sheet whose guard it asked going by other means
///   is the replacement; its own dismissal cancelled or given up ends it `.refused`;
/// - an answer or a dismissal end about an earlier, torn-down presentation of an id never lands on
///   a new one; a sheet the app presented itself has no request.
public struct SheetPresentationLifecycle<ID: Hashable & Sendable>: Sendable {
    /// Where one sheet is.
    public enum Phase: String, Hashable, Sendable, CaseIterable {
        /// Waiting for its turn.
        case waiting
        /// Its presentation was asked of the platform, which has not answered.
        case requested
        /// Refused; waiting to be asked again (``SheetLifecycleEffect/retry(_:after:)``).
        case retrying
        /// Taken by the platform; its presentation transition runs.
        case presenting
        /// On screen.
        case presented
        /// Leaving: its dismissal was asked for, or the platform's began.
        case dismissing
    }

    /// One sheet, from its request to its end.
    public struct Sheet: Hashable, Sendable {
        public let id: ID
        public let policy: SheetPresentationPolicy
        public internal(set) var phase: Phase
        /// The platform's refusals of its presentation in a row.
        public internal(set) var refusals = 0
        var animated: Bool
        /// Whether its request has not ended yet (it has not finished rising).
        public internal(set) var isRequestOpen = true
        /// The app dismissed it while its presentation was asked and unanswered: taken, it is
        /// dismissed once its rise ends; refused, its request ends as cancelled.
        public internal(set) var isWithdrawn = false
        /// A `.replace` request already sent the sheet it replaces away.
        var madeWay = false
        /// The sheet a `.replace` request means to send away, once its guard was asked: that sheet
        /// going, by any means, is the replacement (one request sends one sheet away at most).
        var replaces: ID?
        /// The sheet a `.replace` request's allowed dismissal is sending away: that dismissal given
        /// up or cancelled ends the request refused.
        var replacing: ID?
        /// The cause `willDismiss` was told with for the current dismissal (or interactive
        /// dismissal); nil when none was told.
        var willDismissCause: HostCause?
        /// The person's interactive dismissal is under way.
        var isInteractive = false
        var dismissalCause = HostCause.system
        var dismissalAnimated = true
        /// A dismissal was asked while a sheet of the stack was in a transition: asked of the platform
        /// once none is (UIKit ignores a dismissal asked during a transition).
        var dismissesAfterTransition = false
        /// A `.replace` request asked the guard of this sheet on screen and waits for the answer.
        var guardAskedOf: ID?
        /// The guard of this sheet on screen refused a `.replace` request: it waits until that sheet goes.
        var guardRefusedBy: ID?
        /// A ``SheetLifecycleEffect/dismiss(_:animated:)`` is out and unanswered.
        var dismissalIsAsked = false
        /// A refused dismissal waits for ``SheetLifecycleEvent/retryDue(_:)``.
        var dismissalIsRetrying = false
        var dismissalRefusals = 0

        init(id: ID, policy: SheetPresentationPolicy, phase: Phase, animated: Bool) {
            self.id = id
            self.policy = policy
            self.phase = phase
            self.animated = animated
        }
    }

    /// How refused presentations are retried.
    public var retryPolicy: PresentationRetryPolicy
    /// How refused dismissals are retried; given up, the sheet stays and the dismissal is cancelled.
    public var dismissalRetryPolicy: PresentationRetryPolicy
    /// The requests not yet taken by the platform, in order; only the first is ever asked.
    public internal(set) var waiting: [Sheet] = []
    /// The sheets the platform took, bottom to top: each above the first is presented from the one
    /// below it.
    public internal(set) var stack: [Sheet] = []
    /// The time of the last event, in seconds.
    public internal(set) var time: Double = 0
    /// Requests torn down while their presentation was asked and unanswered, by id: the platform's
    /// late answers to them are stale, and come before the answer to a new ask for the same id.
    var staleAnswers: [ID: Int] = [:]
    var effects: [SheetLifecycleEffect<ID>] = []

    /// A lifecycle with nothing shown, retrying as `retryPolicy` says (SheetKit's presenter's policy
    /// by default: once, after the transition that caused the refusal).
    public init(
        retryPolicy: PresentationRetryPolicy = .sheetPresenter,
        dismissalRetryPolicy: PresentationRetryPolicy = .dismissal
    ) {
        self.retryPolicy = retryPolicy
        self.dismissalRetryPolicy = dismissalRetryPolicy
    }

    /// The sheet on top of the screen, if any.
    public var visibleSheetID: ID? { stack.last?.id }

    /// The sheets waiting for their turn, in order.
    public var queuedSheetIDs: [ID] { waiting.map(\.id) }

    /// Whether nothing is shown, moving or waiting.
    public var isIdle: Bool { waiting.isEmpty && stack.isEmpty }

    /// Where the sheet `id` is: its request's phase while one is not yet taken (the newest, when the
    /// sheet is also on screen, leaving), else its phase on screen; nil once the lifecycle no longer
    /// holds it (its request ended and the sheet, if the platform took it, is gone).
    public func phase(of id: ID) -> Phase? {
        waiting.last(where: { $0.id == id })?.phase ?? stack.last(where: { $0.id == id })?.phase
    }

    /// Whether the lifecycle still holds the sheet `id`: waiting, asked, retrying or on screen,
    /// leaving included. A front end keeps the sheet's views, and what it attached to the request,
    /// until it no longer does; a new request for it is then a new presentation.
    public func holds(_ id: ID) -> Bool { phase(of: id) != nil }

    /// Whether a request for the sheet `id` is open: waiting, asked, retrying or rising. A notice
    /// about `id` handled while one is (after the event) may be about an earlier presentation of it
    /// (``SheetDelegateTable/callbacks(for:in:whileRequested:)``). A sheet the app presented itself
    /// has no request.
    public func isRequested(_ id: ID) -> Bool {
        waiting.contains { $0.id == id } || stack.contains { $0.id == id && $0.isRequestOpen }
    }

    /// Applies one event at `time` (seconds on the binding's clock; an earlier or NaN time counts as
    /// the last one) and returns what the binding carries out, in order.
    public mutating func handle(_ event: SheetLifecycleEvent<ID>, at time: Double)
        -> [SheetLifecycleEffect<ID>]
    {
        if time > self.time { self.time = time }
        effects = []
        switch event {
        case .request(let id, let policy, let animated): request(id, policy: policy, animated: animated)
        case .dismiss(let id, let cause, let animated): dismiss(id, cause: cause, animated: animated)
        case .presentationAccepted(let id): accepted(id)
        case .presentationRefused(let id, let running): refused(id, transitionRunning: running)
        case .presentationTransitionDidEnd(let id, let completed): presentationEnded(id, completed: completed)
        case .retryDue(let id): retryDue(id)
        case .interactiveDismissalBegan(let id): interactiveDismissalBegan(id)
        case .interactiveDismissalCancelled(let id): interactiveDismissalCancelled(id)
        case .dismissalTransitionWillBegin(let id, let cause): dismissalBegan(id, cause: cause)
        case .dismissalRefused(let id, let running): dismissalRefused(id, transitionRunning: running)
        case .dismissalTransitionDidEnd(let id, let completed): dismissalEnded(id, completed: completed)
        case .teardown(let id): teardown(id)
        case .dismissalGuardAnswered(let id, let allows): guardAnswered(id, allowsDismissal: allows)
        case .attemptedToDismiss(let id):
            if stackIndex(of: id) != nil { tell(.attemptedToDismiss(id)) }
        case .selectedDetentChanged(let id, let detent, let cause):
            if stackIndex(of: id) != nil { tell(.selectedDetentChanged(id, detent, cause: cause)) }
        }
        advance()
        let result = effects
        effects = []
        return result
    }

    // MARK: Requests

    mutating func request(_ id: ID, policy: SheetPresentationPolicy, animated: Bool) {
        guard takesRequest(for: id) else {
            // Asked for again while its withdrawal waits for the platform's answer: it stands.
            if let index = waiting.firstIndex(where: { $0.id == id }) { waiting[index].isWithdrawn = false }
            return
        }
        waiting.append(Sheet(id: id, policy: policy, phase: .waiting, animated: animated))
    }

    /// Whether a request for `id` now would be a new one: a request for a sheet waiting, or on
    /// screen and not leaving, is ignored (no notice ends it); one while it leaves waits for it to
    /// go. A front end that answers every request (a presenter's completion) answers an ignored one
    /// itself.
    public func takesRequest(for id: ID) -> Bool {
        guard let phase = phase(of: id) else { return true }
        return phase == .dismissing
    }

    /// Whether a sheet on screen is rising or leaving, or held by the person's interactive dismissal
    /// (a running transition on UIKit): the platform refuses a presentation or a dismissal asked now.
    var isInTransition: Bool {
        stack.contains { $0.phase == .presenting || $0.phase == .dismissing || $0.isInteractive }
    }

    /// Once nothing on screen is moving: first a dismissal asked during a transition (the lowest,
    /// which takes those above it along), then the first waiting request (a `.replace` asks the
    /// guard of the sheet showing, then sends it away, before it is asked of the platform).
    mutating func advance() {
        guard !isInTransition else { return }
        if let index = stack.firstIndex(where: \.dismissesAfterTransition) {
            beginDismissal(
                at: index, cause: stack[index].dismissalCause, animated: stack[index].dismissalAnimated,
                asks: true)
            return
        }
        guard let next = waiting.first, next.phase == .waiting else { return }
        if next.policy == .replace, !next.madeWay, !makeWay() { return }
        waiting[0].phase = .requested
        effects.append(.present(next.id, over: stack.last?.id, animated: next.animated))
    }

    mutating func presentationEnded(_ id: ID, completed: Bool) {
        guard let index = stackIndex(of: id) else { return }
        guard completed else {
            // The platform cancelled the rise: the sheet never showed, and is gone.
            end(from: index, cause: .system)
            return
        }
        guard stack[index].phase == .presenting else {
            // Leaving before its rise ended (the platform dismissed what it was presented from): it
            // never showed as presented, so its request is cancelled; `presented` follows `didPresent`.
            if stack[index].isRequestOpen {
                stack[index].isRequestOpen = false
                tell(.requestEnded(id, .cancelled))
            }
            return
        }
        stack[index].phase = .presented
        tell(.didPresent(id))
        if stack[index].isRequestOpen {
            stack[index].isRequestOpen = false
            tell(.requestEnded(id, .presented))
        }
        // A dismissal asked during the rise is asked now, by `advance`.
    }

    // MARK: Helpers

    /// The sheet `id` on screen (the newest, when it is also leaving and asked for again).
    func stackIndex(of id: ID) -> Int? { stack.lastIndex(where: { $0.id == id }) }

    mutating func tell(_ notice: SheetLifecycleNotice<ID>) { effects.append(.notify(notice)) }
}
