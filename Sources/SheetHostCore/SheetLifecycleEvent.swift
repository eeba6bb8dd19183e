import SheetCore

/// What happened to a sheet's presentation, as the app asked it or a platform did it, for
/// ``SheetPresentationLifecycle/handle(_:at:)``. A binding sends each as it learns it, in any order a
/// platform produces; the lifecycle answers with ``SheetLifecycleEffect``s.
public enum SheetLifecycleEvent<ID: Hashable & Sendable>: Hashable, Sendable {
    // MARK: The app

    /// The app asks to present the sheet `id`, treating the one showing as `policy` says. A request
    /// for a sheet already waiting or on screen (and not leaving) is ignored, except that it keeps a
    /// request withdrawn while its presentation is unanswered.
    case request(ID, policy: SheetPresentationPolicy = .replace, animated: Bool = true)
    /// The sheet `id` is to go: by the app (a dismissal in code, a binding set to nil), by the person
    /// (a drag, the dim, the close button, an escape; `cause` `.user`) or by the system. A request not
    /// yet asked of the platform is cancelled; one asked and unanswered waits for the answer (taken,
    /// the request is cancelled and the sheet dismissed once its rise ends; refused, the request is
    /// cancelled, not retried). While any sheet of the stack rises or leaves, the dismissal is asked
    /// of the platform at that transition's end. The cause told is this one: whoever asked for the
    /// dismissal that happens, even during the person's interactive dismissal.
    case dismiss(ID, cause: HostCause = .app, animated: Bool = true)

    // MARK: The platform's presentation

    /// The platform took the presentation (UIKit: `presentingViewController` is set once
    /// `present(_:animated:)` returns). For a sheet the lifecycle never asked for (an app's plain
    /// `present(_:animated:)`), this adopts it as stacked on whatever shows; a late answer to a
    /// request torn down while it was asked changes nothing.
    case presentationAccepted(ID)
    /// The platform refused the presentation (UIKit refuses while a transition runs, or while the
    /// presenter already presents something); `transitionRunning`: whether there is a transition
    /// to wait for.
    case presentationRefused(ID, transitionRunning: Bool)
    /// The platform's presentation transition ended: completed (the sheet is up), or cancelled (it
    /// never showed). Report it once the platform has finished the transition and accepts the next
    /// ask (UIKit sends `presentationTransitionDidEnd` from inside its transition: report it on the
    /// main queue's next pass, as the dismissal's end), since the lifecycle may ask a dismissal or
    /// the next presentation at once.
    case presentationTransitionDidEnd(ID, completed: Bool)
    /// A wait asked for by ``SheetLifecycleEffect/retry(_:after:)`` is over: the refused request is
    /// made again. A late or stale one changes nothing.
    case retryDue(ID)

    // MARK: The platform's dismissal

    /// The person's drag pulled the sheet below its smallest detent, where letting go dismisses it:
    /// UIKit's interactive dismissal begins here, and with it `presentationControllerWillDismiss`.
    /// Until it ends (cancelled, let go, or taken over by a dismissal of the app's) it is a running
    /// transition: requests wait.
    case interactiveDismissalBegan(ID)
    /// The person let go (or came back) without dismissing: the interactive dismissal is cancelled.
    case interactiveDismissalCancelled(ID)
    /// The platform's dismissal transition began (UIKit's `dismissalTransitionWillBegin`), whoever
    /// asked for it; `cause` is who did, when the lifecycle did not ask itself (an app's own
    /// `dismiss(animated:)` is `.app`).
    case dismissalTransitionWillBegin(ID, cause: HostCause = .app)
    /// The platform refused the dismissal asked for (UIKit ignores one asked during a transition).
    case dismissalRefused(ID, transitionRunning: Bool)
    /// The platform's dismissal transition ended: completed (the sheet is gone; only now is the app
    /// told it was dismissed), or cancelled (it stays). It counts only for a sheet that is leaving: a
    /// late end of an earlier, torn-down presentation of the id changes nothing.
    case dismissalTransitionDidEnd(ID, completed: Bool)
    /// The sheet's views went away without a dismissal transition (its presenter was removed, the
    /// controller released); nil for every sheet. A request not yet on screen is cancelled, and the
    /// platform's late answer to it changes nothing.
    case teardown(ID?)

    // MARK: What the sheet reports

    /// The answer to ``SheetLifecycleEffect/askDismissalGuard(_:)``: whether the sheet `id`'s guard
    /// lets a `.replace` request send it away. Refused, the request waits until that sheet goes (a
    /// dismissal in code is never guarded); an answer for a sheet no longer in the way changes nothing.
    case dismissalGuardAnswered(ID, allowsDismissal: Bool)

    /// The person tried to dismiss the sheet and its guard kept it (`isModalInPresentation`).
    case attemptedToDismiss(ID)
    /// The selected detent changed, by `cause`.
    case selectedDetentChanged(ID, Detent.Identifier?, cause: HostCause)
}
