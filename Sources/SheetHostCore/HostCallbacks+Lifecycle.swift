extension HostCallbacks {
    /// One host step's report as the events the sheet `id`'s ``SheetPresentationLifecycle`` hears, in
    /// order: the detent change with its cause, the person's attempt on a guarded sheet, the
    /// interactive dismissal begun or cancelled, then the host's sheet leaving by itself as
    /// ``SheetLifecycleEvent/dismiss(_:cause:animated:)`` with the cause the host knows. A binding
    /// sends these and decides nothing: no shadow flag, no remembered cause.
    ///
    /// `hostOwnsTransitions`: the sheet has no platform presentation (a floating sheet in its parent's
    /// view), so the host's own rise and dismissal are the platform's transitions: its will-present
    /// is ``SheetLifecycleEvent/presentationAccepted(_:)``, its did-present the rise's end, its sheet
    /// starting to leave ``SheetLifecycleEvent/dismissalTransitionWillBegin(_:cause:)`` and its
    /// ``dismissalDidEnd`` the dismissal's end.
    public func lifecycleEvents<ID: Hashable & Sendable>(for id: ID, hostOwnsTransitions: Bool = false)
        -> [SheetLifecycleEvent<ID>]
    {
        var events: [SheetLifecycleEvent<ID>] = []
        if hostOwnsTransitions {
            if willPresent { events.append(.presentationAccepted(id)) }
            if didPresent { events.append(.presentationTransitionDidEnd(id, completed: true)) }
        }
        if let detent = selectedDetentChanged {
            events.append(.selectedDetentChanged(id, detent, cause: selectedDetentChangeCause ?? .app))
        }
        if attemptedToDismiss { events.append(.attemptedToDismiss(id)) }
        if interactiveDismissalBegan { events.append(.interactiveDismissalBegan(id)) }
        if interactiveDismissalCancelled { events.append(.interactiveDismissalCancelled(id)) }
        if hostOwnsTransitions {
            if willDismiss { events.append(.dismissalTransitionWillBegin(id, cause: dismissalCause ?? .app)) }
            if dismissalDidEnd { events.append(.dismissalTransitionDidEnd(id, completed: true)) }
        } else if let cause = dismissalStarted {
            events.append(.dismiss(id, cause: cause))
        }
        return events
    }
}
