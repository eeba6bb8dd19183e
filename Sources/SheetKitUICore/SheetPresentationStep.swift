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

    /// The next step.
    /// - Parameters:
    ///   - wanted: the identity of the item the modifier wants shown; nil for none.
    ///   - presented: the identity the presented sheet shows; nil when none is presented.
    ///   - isLeaving: whether the presented sheet is already being dismissed.
    ///   - contentID: the identity of the item whose content the presenter holds.
    ///   - canPresent: whether a presentation can start (the anchor is in a window).
    public static func next<ID: Hashable>(
        wanted: ID?, presented: ID?, isLeaving: Bool, contentID: ID?, canPresent: Bool
    ) -> SheetPresentationStep {
        if let presented {
            // One sheet at a time: a new one waits until the old one is gone.
            return presented != wanted && !isLeaving ? .dismiss : .wait
        }
        guard let wanted, contentID == wanted, canPresent else { return .wait }
        return .present
    }
}
