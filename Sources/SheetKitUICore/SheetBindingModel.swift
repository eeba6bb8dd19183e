import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `.bottomSheet` and `.floatingSheet` as one value, the same for both: SwiftUI's updates, the
/// content's callbacks (each with the sheet it comes from), the platform's reports and the
/// presentation lifecycle's notices in; ``SheetBindingOutput``s out — the properties to set (each
/// once, only when changed), the selections, the binding writes, the lifecycle events. A binding
/// carries them out and decides nothing.
///
/// A `.bottomSheet` keys each sheet by what it made for it (a hosting controller) and makes one
/// request per item its binding names (``SheetBindingRequests``); a `.floatingSheet` has one sheet,
/// ``install(_:)``ed, shown while its binding is true (``FloatingSheetVisibility``).
package struct SheetBindingModel<Key: Hashable & Sendable, Item: Hashable> {
    /// One sheet's state: its content's options, what was assigned to its controller, its selection.
    package struct Sheet: Equatable, Sendable {
        /// The options the sheet's own content set.
        package var contentOptions = BottomSheetOptions()
        /// What its controller was given; nil until the platform made the controller.
        package var assigned: SheetProperties?
        package var selection = SheetSelectionSync()
        /// The content height last offered to the sheet.
        package var offeredHeight: CGFloat = 0
        /// The detent it last showed: where a floating sheet comes back without a binding.
        package var lastShown: Detent.Identifier?
        /// Whether its presentation binding was written to nil (or false) already: a binding that
        /// didn't take the write (`.constant(true)`) is not written again when the sheet goes.
        package var bindingCleared = false

        package init() {}
    }

    /// The modifier's request at its last update.
    package private(set) var request: SheetModifierRequest?
    /// The requests made for the binding's items (`.bottomSheet`).
    package private(set) var requests = SheetBindingRequests<Key, Item>()
    /// Every sheet the model holds, by key.
    package private(set) var sheets: [Key: Sheet] = [:]
    /// The floating sheet (`.floatingSheet`).
    package private(set) var floatingKey: Key?
    package private(set) var visibility = FloatingSheetVisibility()
    /// An item whose sheet is over while the binding still names it (it can't be written, or the
    /// platform refused it for good): asked again only once the binding has named something else,
    /// as `.sheet` presents `.constant(true)` once.
    package private(set) var spent: Item?
    /// The item of a sheet whose binding was just cleared, until ``bindingReadAfterClear(current:)``.
    private var clearing: Item?
    /// Inside SwiftUI's update of the modifier, from ``update(_:current:animated:disablesAnimations:lifecycle:)``
    /// to ``updateEnded()``: SwiftUI forbids writing state then, so binding writes wait for its end
    /// (``SheetBindingOutput/afterUpdate(_:)``).
    package private(set) var isInUpdate = false
    /// Whether the requests and dismissals the next ``sync(current:anchorInWindow:lifecycle:makeKey:)``
    /// sends animate: false after an update whose transaction disables animations, as `.sheet`
    /// presents and dismisses without a transition then.
    package private(set) var syncAnimates = true
    /// How many updates animated (``animates(animated:disablesAnimations:)``): a floating sheet's
    /// hosted view animates the changes of each, keyed by this count, and no other change.
    package private(set) var animatedUpdates = 0

    package init() {}

    /// The sheet the binding names now: the request's while it is the binding's, or the floating one.
    package func bindingSheet(current: Item?) -> Key? {
        if let floatingKey { return floatingKey }
        guard let wanted = requests.wanted,
            SheetPresenterRules.bindingNames(requests.items[wanted], current: current)
        else { return nil }
        return wanted
    }

    // MARK: SwiftUI's update

    /// Whether an update's changes spring (new detents, the floating sheet's hosted view): it has an
    /// animation (`withAnimation`) and doesn't disable animations.
    package static func animates(animated: Bool, disablesAnimations: Bool) -> Bool {
        animated && !disablesAnimations
    }

    /// SwiftUI's update: the request, the binding's item (`current`; a floating sheet's is its
    /// `isPresented`, any non-nil value), whether the update is animated (`withAnimation`) and
    /// whether it disables animations. The binding's sheet draws the item and takes the request; a
    /// sheet the binding no longer names keeps what it had.
    package mutating func update(
        _ request: SheetModifierRequest, current: Item?, animated: Bool, disablesAnimations: Bool,
        lifecycle: SheetPresentationLifecycle<Key>
    ) -> [SheetBindingOutput<Key>] {
        self.request = request
        isInUpdate = true
        syncAnimates = !disablesAnimations
        if Self.animates(animated: animated, disablesAnimations: disablesAnimations) { animatedUpdates += 1 }
        if current != spent { spent = nil }
        var outputs: [SheetBindingOutput<Key>] = []
        // The floating sheet's controller is made with it: the first update configures it whole.
        if let key = floatingKey, sheets[key]?.assigned == nil { sheets[key]?.assigned = .newController }
        if let key = bindingSheet(current: current) {
            if floatingKey == nil { outputs.append(.draw(key)) }
            let rises =
                floatingKey == nil
                ? [.presenting, .presented].contains(lifecycle.phase(of: key)) : visibility.phase == .shown
            outputs += configure(
                key, animated: Self.animates(animated: animated, disablesAnimations: disablesAnimations),
                selectionSprings: rises && !disablesAnimations
            )
        }
        // The binding's value is read again once the update is over: UIKit's presentation calls back
        // into views, which SwiftUI forbids during its update.
        guard let key = floatingKey else { return outputs + [.syncLater] }
        switch visibility.bindingChanged(to: current != nil) {
        case .show: outputs.append(showFloating(key, animated: !disablesAnimations))
        case .hide: outputs.append(.hide(key, animated: !disablesAnimations))
        case nil: break
        }
        return outputs
    }

    /// SwiftUI's update of the modifier is over (the binding carried out what
    /// ``update(_:current:animated:disablesAnimations:lifecycle:)`` returned): bindings are written
    /// at once from now on.
    package mutating func updateEnded() {
        isInUpdate = false
    }

    /// `outputs`, with the binding writes among them moved after SwiftUI's update when one is under
    /// way (a lifecycle notice or the sheet's move reported while the binding carries out an update).
    func writingBindings(_ outputs: [SheetBindingOutput<Key>]) -> [SheetBindingOutput<Key>] {
        guard isInUpdate else { return outputs }
        let writes = outputs.filter(\.writesBinding)
        guard !writes.isEmpty else { return outputs }
        return outputs.filter { !$0.writesBinding } + [.afterUpdate(writes)]
    }

    /// The platform made the controller of sheet `key` (UIKit's presentation began; the floating
    /// sheet was installed): every property that differs from a new controller's, then the
    /// binding's selection, before it rises.
    package mutating func controllerMade(_ key: Key, current: Item?) -> [SheetBindingOutput<Key>] {
        guard sheets[key] != nil, sheets[key]?.assigned == nil else { return [] }
        sheets[key]?.assigned = .newController
        return configure(key, animated: false, selectionSprings: false, includesSelection: true)
    }

    /// The request and the sheet's content options applied to `key`: the properties that changed,
    /// springing when `animated`, then the binding's selection when it changed (the binding's sheet
    /// only), springing when `selectionSprings`.
    mutating func configure(
        _ key: Key, animated: Bool, selectionSprings: Bool, includesSelection: Bool = true
    ) -> [SheetBindingOutput<Key>] {
        guard let request, var sheet = sheets[key], let assigned = sheet.assigned else { return [] }
        var outputs: [SheetBindingOutput<Key>] = []
        let properties = SheetProperties(request: request, contentOptions: sheet.contentOptions)
        let changes = properties.assignments(from: assigned)
        if !changes.isEmpty { outputs.append(.assign(key, changes, animated: animated)) }
        sheet.assigned = properties
        if includesSelection, let change = sheet.selection.bindingChanged(to: request.selection) {
            outputs.append(.select(key, change.value, animated: selectionSprings))
        }
        sheets[key] = sheet
        return outputs
    }

    // MARK: The binding's value (`.bottomSheet`)

    /// What the binding naming `current` asks of the lifecycle, read after SwiftUI's update (UIKit's
    /// presentation calls back into views) or after a lifecycle step: the request for the item it
    /// named before is dismissed, and `current`, if any, requested with the key `makeKey` makes —
    /// only while the anchor is in a window (`anchorInWindow`; a request made meanwhile waits for
    /// one, with no give-up), and not for an item already ``spent``.
    package mutating func sync(
        current: Item?, anchorInWindow: Bool, lifecycle: SheetPresentationLifecycle<Key>,
        makeKey: (Item) -> Key
    ) -> [SheetBindingOutput<Key>] {
        guard floatingKey == nil else { return [] }
        if current != spent { spent = nil }
        var target = current == spent ? nil : current
        let stands = requests.wanted.map { lifecycle.holds($0) && requests.items[$0] == current } ?? false
        if !anchorInWindow, !stands { target = nil }
        let events = requests.bindingNames(target, in: lifecycle, animated: syncAnimates) { item in
            let key = makeKey(item)
            sheets[key] = Sheet()
            return key
        }
        // The update's transaction went with what it asked; a later read (after a lifecycle step)
        // has none.
        if !events.isEmpty { syncAnimates = true }
        return events.map { .lifecycle($0) }
    }

    /// What the binding read right after ``SheetBindingOutput/clearBinding`` (`current`): still
    /// naming the sheet's item, it can't be written (`.constant(true)`), and the item is spent.
    package mutating func bindingReadAfterClear(current: Item?) {
        if let clearing, clearing == current { spent = clearing }
        clearing = nil
    }

    /// The modifier's view went away: every sheet goes, as SwiftUI's do.
    package mutating func teardown() -> [SheetBindingOutput<Key>] {
        requests.items.keys.sorted { "\($0)" < "\($1)" }.map { .lifecycle(.dismiss($0, cause: .app)) }
    }

    // MARK: The floating sheet

    /// The floating sheet's key: its controller is made with it, configured whole at the first
    /// update, and hidden until an update shows it.
    package mutating func install(_ key: Key) {
        floatingKey = key
        sheets[key] = Sheet()
    }

    func showFloating(_ key: Key, animated: Bool = true) -> SheetBindingOutput<Key> {
        let detent = FloatingSheetVisibility.detentWhenShown(
            selectionIsBound: request?.selectionIsBound ?? false, selection: request?.selection,
            lastShown: sheets[key]?.lastShown)
        return .show(key, at: detent, animated: animated)
    }

    /// The floating sheet finished sliding away: shown again at once when the binding asked meanwhile.
    package mutating func floatingSheetDidHide() -> [SheetBindingOutput<Key>] {
        guard let key = floatingKey else { return [] }
        sheets[key]?.selection.sheetHidden()
        return visibility.sheetDidHide() == .show ? [showFloating(key)] : []
    }

    mutating func markClearing(_ item: Item?) { clearing = item }
    mutating func spend(_ item: Item) { spent = item }
    mutating func setSheet(_ key: Key, _ sheet: Sheet?) { sheets[key] = sheet }
    mutating func markBindingCleared(_ key: Key) { sheets[key]?.bindingCleared = true }
    mutating func forgetIfOver(_ key: Key, in lifecycle: SheetPresentationLifecycle<Key>) -> Bool {
        requests.forgetIfOver(key, in: lifecycle)
    }
}

extension SheetBindingModel: Sendable where Item: Sendable {}
