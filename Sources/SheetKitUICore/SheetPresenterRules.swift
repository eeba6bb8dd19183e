import SheetHostCore

/// The choices a window-level presenter (`.bottomSheet`) makes beside the presentation lifecycle it
/// runs (`SheetPresentationLifecycle`, keyed by one request per item), each a pure function of the
/// binding, the lifecycle and what UIKit reports, so the binding carries them out without deciding
/// them.
package enum SheetPresenterRules {
    /// What a new value of the binding sends the lifecycle.
    package struct BindingChange<Key: Equatable & Sendable>: Equatable, Sendable {
        /// The request made for the item the binding named before, to dismiss (or withdraw).
        package var dismiss: Key?
        /// Whether the binding's item is requested anew (`.request`, `.replace`).
        package var requests: Bool

        package init(dismiss: Key?, requests: Bool) {
            self.dismiss = dismiss
            self.requests = requests
        }
    }

    /// What the binding naming `item` (nil: none) sends, given the request made for the item it
    /// named before (`wanted`): nothing while that request still stands for the same item; else the
    /// old request is dismissed (the lifecycle ignores one already over) and, for an item, a new one
    /// made. `.replace` then ends the old sheet before the new one rises.
    package static func bindingChange<Key: Hashable & Sendable, Item: Equatable>(
        names item: Item?, wanted: (key: Key, item: Item)?, in lifecycle: SheetPresentationLifecycle<Key>
    ) -> BindingChange<Key>? {
        if let wanted, wanted.item == item, requestStands(wanted.key, in: lifecycle) { return nil }
        guard wanted != nil || item != nil else { return nil }
        return BindingChange(dismiss: wanted?.key, requests: item != nil)
    }

    /// Whether the request `key` still stands: the lifecycle holds it (`holds(_:)`), waiting, asked
    /// (a withdrawn one until the platform answers) or on screen, leaving included. A sheet the person is dismissing is still the binding's until its did-dismiss clears
    /// the binding, so it is not requested again meanwhile; once it is over, a binding still naming
    /// its item (the app set it again, or it can't be written) asks anew.
    package static func requestStands<Key: Hashable & Sendable>(
        _ key: Key, in lifecycle: SheetPresentationLifecycle<Key>
    ) -> Bool {
        lifecycle.holds(key)
    }

    /// Whether the binding, now holding the item identified `current`, names the sheet shown for
    /// `item`: only then does that sheet draw the binding's value (a departing one keeps the value it
    /// last drew, so an edit just before a dismissal does not revert on screen), and only then is the
    /// binding written to nil when the sheet goes (a binding the app changed is the app's to keep).
    package static func bindingNames<Item: Equatable>(_ item: Item?, current: Item?) -> Bool {
        item != nil && item == current
    }

    /// Whether the presenting view is leaving while its sheet is up and nobody asked the sheet to go,
    /// read from the lifecycle and the binding: the top sheet is not leaving, and the binding (now
    /// naming `current`) still names its item (`items`, by request).
    package static func presenterLeftItsSheet<Key: Hashable & Sendable, Item: Equatable>(
        _ lifecycle: SheetPresentationLifecycle<Key>, items: [Key: Item], current: Item?,
        presenterIsLeaving: Bool
    ) -> Bool {
        guard let top = lifecycle.stack.last else { return false }
        return presenterLeftItsSheet(
            sheetIsUp: top.phase != .dismissing,
            dismissalAsked: !bindingNames(items[top.id], current: current),
            presenterIsLeaving: presenterIsLeaving)
    }

    /// Whether the presenting view is leaving while its sheet is up and nobody asked the sheet to go
    /// (not the binding, the content's `bottomSheetActions.dismiss()`, nor the person): the presenter
    /// was popped or its own presentation dismissed under the sheet, most often by
    /// `@Environment(\.dismiss)` called in the sheet (the presenter's action, carried with its
    /// environment). DEBUG builds report it.
    package static func presenterLeftItsSheet(sheetIsUp: Bool, dismissalAsked: Bool, presenterIsLeaving: Bool)
        -> Bool
    {
        sheetIsUp && !dismissalAsked && presenterIsLeaving
    }

    /// Whether a view controller is leaving its screen: it or one of its ancestors (at most 64) is
    /// being removed from its parent (popped) or dismissed (`leaves`).
    package static func isLeaving<Node>(_ node: Node, parent: (Node) -> Node?, leaves: (Node) -> Bool) -> Bool
    {
        var current: Node? = node
        for _ in 0..<64 {
            guard let node = current else { return false }
            if leaves(node) { return true }
            current = parent(node)
        }
        return false
    }
}
