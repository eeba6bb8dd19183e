import SheetCore

/// When a refused request is made again.
public enum SheetRetryWait: Hashable, Sendable {
    /// Once the platform's running transition has ended (UIKit: its coordinator's completion, then
    /// the main queue's next pass).
    case transitionEnd
    /// At this time, in the seconds of the events' clock.
    case deadline(Double)
}

/// How a request ended: every request ends exactly once.
public enum SheetRequestOutcome: String, Hashable, Sendable, CaseIterable {
    /// The sheet's presentation transition completed.
    case presented
    /// The platform refused it more often than the retry policy allows.
    case refused
    /// It was withdrawn, replaced, torn down or dismissed before its presentation completed.
    case cancelled
}

/// What the app is told about a sheet's presentation. Which callbacks each front end calls for it is
/// ``SheetDelegateTable``'s.
public enum SheetLifecycleNotice<ID: Hashable & Sendable>: Hashable, Sendable {
    /// The platform took the presentation: the sheet is about to rise.
    case willPresent(ID)
    /// The presentation transition completed.
    case didPresent(ID)
    /// The sheet started to leave, by `cause`: for the person, when the interactive dismissal began.
    case willDismiss(ID, cause: HostCause)
    /// The person's dismissal told by ``willDismiss(_:cause:)`` with cause `.user` did not happen:
    /// the person let the sheet go back up (it stays), or the app's dismissal or a teardown took it
    /// over. Told only after the person's will-dismiss, so its cause is always the person's.
    case dismissalCancelled(ID)
    /// The sheet is gone, by `cause`, and the platform's dismissal transition has ended: a
    /// presentation started from here is accepted. Once per sheet the platform took.
    case didDismiss(ID, cause: HostCause)
    /// The person tried to dismiss a guarded sheet.
    case attemptedToDismiss(ID)
    /// The selected detent changed, by `cause`.
    case selectedDetentChanged(ID, Detent.Identifier?, cause: HostCause)
    /// The request for the sheet ended: once per request (a sheet the app presented itself and the
    /// lifecycle adopted has none).
    case requestEnded(ID, SheetRequestOutcome)

    /// The sheet the notice is about.
    public var id: ID {
        switch self {
        case .willPresent(let id), .didPresent(let id), .willDismiss(let id, _), .dismissalCancelled(let id),
            .didDismiss(let id, _), .attemptedToDismiss(let id), .selectedDetentChanged(let id, _, _),
            .requestEnded(let id, _):
            return id
        }
    }

    /// The notice's kind, the key of ``SheetDelegateTable``.
    public var kind: SheetNoticeKind {
        switch self {
        case .willPresent: return .willPresent
        case .didPresent: return .didPresent
        case .willDismiss: return .willDismiss
        case .dismissalCancelled: return .dismissalCancelled
        case .didDismiss: return .didDismiss
        case .attemptedToDismiss: return .attemptedToDismiss
        case .selectedDetentChanged: return .selectedDetentChanged
        case .requestEnded(_, .presented): return .requestPresented
        case .requestEnded(_, .refused): return .requestRefused
        case .requestEnded(_, .cancelled): return .requestCancelled
        }
    }

    /// Who caused it, where that decides who hears it; the person for an attempt, the system for
    /// the rest.
    public var cause: HostCause {
        switch self {
        case .willDismiss(_, let cause), .didDismiss(_, let cause), .selectedDetentChanged(_, _, let cause):
            return cause
        case .attemptedToDismiss, .dismissalCancelled: return .user
        default: return .system
        }
    }
}

/// What a binding carries out for the lifecycle, in order.
public enum SheetLifecycleEffect<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Present the sheet `id` from the sheet `over` (nil: from the presenter itself), then answer
    /// with ``SheetLifecycleEvent/presentationAccepted(_:)`` or
    /// ``SheetLifecycleEvent/presentationRefused(_:transitionRunning:)``.
    case present(ID, over: ID?, animated: Bool)
    /// Ask the platform to dismiss the sheet `id` (with anything it presents), then answer with
    /// ``SheetLifecycleEvent/dismissalTransitionWillBegin(_:cause:)`` (or its end) or
    /// ``SheetLifecycleEvent/dismissalRefused(_:transitionRunning:)``.
    case dismiss(ID, animated: Bool)
    /// Wait as `after` says, then send ``SheetLifecycleEvent/retryDue(_:)``.
    case retry(ID, after: SheetRetryWait)
    /// Ask the dismissal guard of the sheet `id` now, before a `.replace` request sends it away
    /// (UIKit: `isModalInPresentation` over the presented hierarchy, then the delegates'
    /// `presentationControllerShouldDismiss`), and answer with
    /// ``SheetLifecycleEvent/dismissalGuardAnswered(_:allowsDismissal:)``; a sheet with no guard allows.
    case askDismissalGuard(ID)
    /// Tell the app, by ``SheetDelegateTable``.
    case notify(SheetLifecycleNotice<ID>)
}
