/// What happened during one step, for the app's delegate callbacks.
///
/// A fixed set of fields rather than an array, so a step allocates nothing.
public struct SheetEvents: Hashable, Sendable {
    /// The selected detent changed to this one (by a drag, a selection or a container change).
    public var selectedDetentChanged: Detent.Identifier?
    /// The person tried to dismiss a sheet that may not be dismissed now (UIKit's
    /// `presentationControllerDidAttemptToDismiss`): show a confirmation.
    public var attemptedToDismiss: Bool
    /// The sheet finished dismissing.
    public var dismissed: Bool
    /// A drag moved the sheet across this detent's height (for a selection haptic, as UIKit's sheet
    /// gives). Not part of ``list``: it is feedback, not a change of state.
    public var crossedDetent: Detent.Identifier?

    public init(
        selectedDetentChanged: Detent.Identifier? = nil, attemptedToDismiss: Bool = false,
        dismissed: Bool = false, crossedDetent: Detent.Identifier? = nil
    ) {
        self.selectedDetentChanged = selectedDetentChanged
        self.attemptedToDismiss = attemptedToDismiss
        self.dismissed = dismissed
        self.crossedDetent = crossedDetent
    }

    /// Nothing happened.
    public static let none = SheetEvents()

    /// Whether nothing happened.
    public var isEmpty: Bool {
        selectedDetentChanged == nil && !attemptedToDismiss && !dismissed && crossedDetent == nil
    }

    /// The events as a list, in the order they are reported: detent change, attempt, dismissal.
    public var list: [SheetEvent] {
        var events: [SheetEvent] = []
        if let detent = selectedDetentChanged { events.append(.selectedDetentChanged(detent)) }
        if attemptedToDismiss { events.append(.attemptedToDismiss) }
        if dismissed { events.append(.dismissed) }
        return events
    }

    /// Adds what happened in `other` to these events (the later detent wins).
    public mutating func merge(_ other: SheetEvents) {
        // Most steps have nothing to merge: skip the optionals' copies.
        guard !other.isEmpty else { return }
        selectedDetentChanged = other.selectedDetentChanged ?? selectedDetentChanged
        attemptedToDismiss = attemptedToDismiss || other.attemptedToDismiss
        dismissed = dismissed || other.dismissed
        crossedDetent = other.crossedDetent ?? crossedDetent
    }
}

/// One thing that happened, as listed by ``SheetEvents/list``.
public enum SheetEvent: Hashable, Sendable {
    case selectedDetentChanged(Detent.Identifier)
    case attemptedToDismiss
    case dismissed
}
