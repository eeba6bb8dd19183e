import SheetCore

/// One thing a host step reports to the app, as ``SheetDelegateTable`` keys its rows.
public struct HostNotice: Hashable, Sendable {
    public var kind: SheetNoticeKind
    public var cause: HostCause
    /// The detent, for ``SheetNoticeKind/selectedDetentChanged``.
    public var detent: Detent.Identifier?

    public init(_ kind: SheetNoticeKind, cause: HostCause, detent: Detent.Identifier? = nil) {
        self.kind = kind
        self.cause = cause
        self.detent = detent
    }
}

extension HostCallbacks {
    /// A step's events as notices with their causes, in the order a front end reports them: the
    /// detent change, the attempt to dismiss (always the person's), will-dismiss, then did-dismiss
    /// (once the dismissal is over, ``dismissalDidEnd``), for tools that read one host alone (a
    /// recording, `sheetkit simulate`). A front end makes its callbacks from the lifecycle's
    /// notices instead: it sends ``lifecycleEvents(for:hostOwnsTransitions:)`` to its
    /// ``SheetPresentationLifecycle`` and looks its notices up in ``SheetDelegateTable``.
    public var notices: [HostNotice] {
        var notices: [HostNotice] = []
        if let detent = selectedDetentChanged {
            notices.append(
                HostNotice(.selectedDetentChanged, cause: selectedDetentChangeCause ?? .app, detent: detent))
        }
        if attemptedToDismiss { notices.append(HostNotice(.attemptedToDismiss, cause: .user)) }
        if willDismiss { notices.append(HostNotice(.willDismiss, cause: dismissalCause ?? .app)) }
        if dismissalDidEnd { notices.append(HostNotice(.didDismiss, cause: dismissalCause ?? .app)) }
        return notices
    }
}

extension SheetDelegateTable {
    /// The callbacks `frontEnd` makes for one of a host step's notices, in order.
    public static func callbacks(for notice: HostNotice, in frontEnd: SheetFrontEnd) -> [SheetCallback] {
        callbacks(for: notice.kind, cause: notice.cause, in: frontEnd)
    }
}
