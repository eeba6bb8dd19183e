/// What a window-level presenter does next to make what is on screen what the modifier asked for:
/// a pure function of the wanted item, the presented one and whether the content for the wanted
/// one has arrived.
public enum SheetPresentationStep: Equatable, Sendable {
    /// Nothing now.
    case wait
    /// Present a sheet for the wanted item.
    case present
    /// Dismiss the presented sheet (it shows an item no longer wanted).
    case dismiss
    /// Report the requested presentation as over without it ever having been on screen: it was
    /// withdrawn before it started (the binding went back to nil, or to another item), or the
    /// system refused it too many times. Without this step the request would wait forever for a
    /// dismissal that can never come.
    case cancel

    /// The next step.
    /// - Parameters:
    ///   - wanted: the identity of the item the modifier wants shown; nil for none.
    ///   - requested: the identity whose presentation the modifier asked for and has not yet heard
    ///     the end of (a dismissal or a cancel); nil for none.
    ///   - presented: the identity the presented sheet shows; nil when none is presented (a
    ///     presentation the system refused is not presented).
    ///   - isLeaving: whether the presented sheet is already being dismissed.
    ///   - contentID: the identity of the item whose content the presenter holds.
    ///   - canPresent: whether a presentation can start (the anchor is in a window).
    ///   - gaveUp: whether the system refused the requested presentation more often than
    ///     ``SheetPresentationState/maximumRefusals``.
    public static func next<ID: Hashable>(
        wanted: ID?, requested: ID?, presented: ID?, isLeaving: Bool, contentID: ID?, canPresent: Bool,
        gaveUp: Bool = false
    ) -> SheetPresentationStep {
        if let presented {
            // One sheet at a time: a new one waits until the old one is gone.
            return presented != wanted && !isLeaving ? .dismiss : .wait
        }
        if requested != nil, requested != wanted || gaveUp { return .cancel }
        guard let wanted, contentID == wanted, canPresent else { return .wait }
        return .present
    }

    /// The next step for a presenter that keeps no request of its own: it never cancels.
    @available(
        *, deprecated, message: "Use next(wanted:requested:presented:isLeaving:contentID:canPresent:gaveUp:)"
    )
    public static func next<ID: Hashable>(
        wanted: ID?, presented: ID?, isLeaving: Bool, contentID: ID?, canPresent: Bool
    ) -> SheetPresentationStep {
        next(
            wanted: wanted, requested: wanted, presented: presented, isLeaving: isLeaving,
            contentID: contentID,
            canPresent: canPresent)
    }
}
