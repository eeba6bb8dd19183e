import SheetHostCore

/// The requests a `.bottomSheet` modifier has made of its presentation lifecycle
/// (`SheetPresentationLifecycle`, `PresentationRetryPolicy.bindingPresentation`), as a value: one
/// request per item its binding names, each keyed by the sheet the binding made for it. The binding's
/// value in, the lifecycle events to send out; a lifecycle notice in, the callbacks of
/// `SheetDelegateTable`'s `.swiftUI` rows out, with the binding written only while it names the
/// sheet's item. It keeps no state machine of its own: what is on screen, waiting or leaving is the
/// lifecycle's.
package struct SheetBindingRequests<Key: Hashable & Sendable, Item: Hashable> {
    /// The item each request shows, while the lifecycle holds the request.
    package private(set) var items: [Key: Item] = [:]
    /// The request made for the item the binding names; nil when it names none.
    package private(set) var wanted: Key?

    /// No request made.
    package init() {}

    /// The binding names `item` now (nil: none): the events to send, in order. The request for the
    /// item it named before is dismissed (or withdrawn) and `item`, if any, requested anew, with the
    /// key `makeKey` gives (the sheet made for it) — unless that request still stands for `item`
    /// (`SheetPresenterRules.bindingChange(names:wanted:in:)`). Both animate when `animated`.
    package mutating func bindingNames(
        _ item: Item?, in lifecycle: SheetPresentationLifecycle<Key>, animated: Bool = true,
        makeKey: (Item) -> Key
    ) -> [SheetLifecycleEvent<Key>] {
        let before = wanted.flatMap { key in items[key].map { (key: key, item: $0) } }
        guard let change = SheetPresenterRules.bindingChange(names: item, wanted: before, in: lifecycle)
        else { return [] }
        var events: [SheetLifecycleEvent<Key>] = []
        wanted = nil
        if let old = change.dismiss { events.append(.dismiss(old, cause: .app, animated: animated)) }
        guard change.requests, let item else { return events }
        let key = makeKey(item)
        items[key] = item
        wanted = key
        events.append(.request(key, policy: .replace, animated: animated))
        return events
    }

    /// The callbacks the modifier makes for `notice` while its binding names `current`: the
    /// `.swiftUI` rows, `clearBinding` only while the binding still names the sheet's item (a binding
    /// the app changed is the app's to keep). Nothing for a sheet not this modifier's.
    package func callbacks(for notice: SheetLifecycleNotice<Key>, current: Item?) -> [SheetCallback] {
        guard let item = items[notice.id] else { return [] }
        // The binding names the item again but for a newer request (false, then true while the old
        // sheet slid away): the old sheet's end is not the binding's, so it keeps its value.
        let isCurrentRequest = wanted == nil || wanted == notice.id
        let names = isCurrentRequest && SheetPresenterRules.bindingNames(item, current: current)
        return SheetDelegateTable.callbacks(for: notice, in: .swiftUI).filter { $0 != .clearBinding || names }
    }

    /// Whether the content's own dismissal of the sheet `key` (`bottomSheetActions.dismiss()`) writes
    /// the binding, now naming `current`, to nil first, as `DismissAction` does for `.sheet`.
    package func contentDismissalClearsBinding(_ key: Key, current: Item?) -> Bool {
        SheetPresenterRules.bindingNames(items[key], current: current)
    }

    /// Forgets the request `key` once the lifecycle no longer holds it; true when it did, and the
    /// binding is then read again (the app may have named an item again, in `onDismiss` or before
    /// SwiftUI's next update).
    package mutating func forgetIfOver(_ key: Key, in lifecycle: SheetPresentationLifecycle<Key>) -> Bool {
        guard items[key] != nil, !SheetPresenterRules.requestStands(key, in: lifecycle) else { return false }
        items[key] = nil
        if wanted == key { wanted = nil }
        return true
    }
}

extension SheetBindingRequests: Equatable {}
extension SheetBindingRequests: Sendable where Item: Sendable {}
