/// The identity rules of `.bottomSheet(item:)` and `.bottomSheet(isPresented:)`, as SwiftUI's own
/// `.sheet(item:)` keeps them, as a value: the binding's changes and the sheet's lifecycle in, the
/// actions to carry out (present, dismiss, write the binding, call `onDismiss`) out.
///
/// - A non-nil item presents a sheet showing it; the same identity with a new value updates the
///   shown content in place.
/// - A different identity dismisses the shown sheet and presents the new item once the old one is
///   gone (the latest item wins if it changes again meanwhile).
/// - nil dismisses.
/// - The shown item stays (``shownItem``) until the dismissal's animation ends, so the sheet never
///   goes blank while it slides away.
/// - When the sheet goes away by any path not started by the binding (a drag, the close button, a
///   tap on the dim, the system), the binding is written to nil exactly once.
/// - `onDismiss` is called exactly once per presentation, after the dismissal's animation.
/// - A presentation that never reached the screen (withdrawn before it started, or refused by the
///   system) ends with ``presentationCancelled()``: no `onDismiss`, and the next item, if any, is
///   presented.
/// - The shown item's latest value (``itemChanged(to:id:)``) is what the sheet draws while it slides
///   away, so an edit made just before a dismissal does not revert on screen.
public struct SheetItemPresentation<Item, ID: Hashable> {
    /// What the modifier must do, in order.
    public enum Action: Equatable {
        /// Present a sheet showing the item with this identity (``shownItem``).
        case present(ID)
        /// Dismiss the shown sheet, animated.
        case dismiss
        /// Write nil (or `false`) to the binding.
        case clearBinding
        /// Call the modifier's `onDismiss`.
        case callOnDismiss
    }

    /// The item whose sheet is on screen (rising, resting or sliding away); nil when none is.
    public private(set) var shownItem: Item?
    /// The identity of ``shownItem``.
    public private(set) var shownID: ID?
    /// Whether the shown sheet is sliding away.
    public private(set) var isDismissing = false
    /// The item to present once the shown sheet is gone.
    private var pending: (item: Item, id: ID)?
    /// Whether the binding still names the shown presentation (it was not changed since it
    /// presented it): only then does a dismissal the binding didn't start write it.
    private var bindingNamesShown = false

    /// Nothing shown.
    public init() {}

    /// The binding now holds `item` (with identity `id`; both nil, or both non-nil).
    public mutating func bindingChanged(to item: Item?, id: ID?) -> [Action] {
        guard let item, let id else {
            bindingNamesShown = false
            pending = nil
            return startDismissal()
        }
        guard let shownID else {
            shownItem = item
            self.shownID = id
            isDismissing = false
            bindingNamesShown = true
            return [.present(id)]
        }
        if shownID == id, !isDismissing {
            shownItem = item
            return []
        }
        // The binding now names the next presentation, not the one going away.
        bindingNamesShown = false
        pending = (item, id)
        return startDismissal()
    }

    /// The item the sheet draws when the binding holds `current` (identity `currentID`): the
    /// binding's own value while it still names the shown, not departing, sheet (a new value of the
    /// same item shows at once), else the item the sheet was presented for (while it slides away).
    public func displayedItem(current: Item?, currentID: ID?) -> Item? {
        if let current, let shownID, currentID == shownID, !isDismissing { return current }
        return shownItem
    }

    /// The binding's current value, at every update (not only when its identity changes): a new
    /// value of the shown item, or of the item waiting for its turn, is kept as the one to draw.
    public mutating func itemChanged(to item: Item?, id: ID?) {
        guard let item, let id else { return }
        if id == shownID { shownItem = item }
        if id == pending?.id { pending = (item, id) }
    }

    /// The sheet started going away on its own (the person dragged it down, closed it, tapped the
    /// dim; or the system took it): the binding learns once.
    public mutating func sheetWillDismiss() -> [Action] {
        guard shownID != nil else { return [] }
        isDismissing = true
        return clearBindingIfShown()
    }

    /// The sheet's dismissal finished (its animation ended, or it was removed at once).
    public mutating func sheetDidDismiss() -> [Action] {
        guard shownID != nil else { return [] }
        var actions = clearBindingIfShown()
        shownItem = nil
        shownID = nil
        isDismissing = false
        actions.append(.callOnDismiss)
        presentPending(&actions)
        return actions
    }

    /// The presentation asked for by the last ``Action/present(_:)`` never reached the screen: it was
    /// withdrawn before it started, or the system refused it. The binding learns if it still names
    /// it (so the app can ask again); `onDismiss` is not called, since nothing was shown; the item
    /// waiting for its turn, if any, is presented.
    public mutating func presentationCancelled() -> [Action] {
        guard shownID != nil else { return [] }
        var actions = clearBindingIfShown()
        shownItem = nil
        shownID = nil
        isDismissing = false
        presentPending(&actions)
        return actions
    }

    /// The item waiting for its turn, if any, becomes the shown one and is presented.
    private mutating func presentPending(_ actions: inout [Action]) {
        guard let next = pending else { return }
        pending = nil
        shownItem = next.item
        shownID = next.id
        bindingNamesShown = true
        actions.append(.present(next.id))
    }

    private mutating func startDismissal() -> [Action] {
        guard shownID != nil, !isDismissing else { return [] }
        isDismissing = true
        return [.dismiss]
    }

    /// Writes the binding only while it still names the sheet that is going away: a binding the app
    /// already changed (to nil or to another item) is the app's to keep.
    private mutating func clearBindingIfShown() -> [Action] {
        guard shownID != nil, bindingNamesShown else { return [] }
        bindingNamesShown = false
        return [.clearBinding]
    }
}

extension SheetItemPresentation: Sendable where Item: Sendable, ID: Sendable {}
