import SheetHostCore

extension SheetBindingModel {
    // MARK: The content's actions (`bottomSheetActions`), each from its own sheet

    /// Whether sheet `key` is presented, as the content's actions see it: the modal sheet from its
    /// request to the start of its dismissal (`lifecycle`), the floating one while its binding shows
    /// it. A sheet leaving or gone is not.
    package func isPresented(_ key: Key, in lifecycle: SheetPresentationLifecycle<Key>) -> Bool {
        guard sheets[key] != nil else { return false }
        if key == floatingKey { return visibility.phase == .shown }
        guard let phase = lifecycle.phase(of: key) else { return false }
        return phase != .dismissing
    }

    /// Which presentation a call of the actions made for sheet `key` (nil: the sheet's controller
    /// isn't registered yet) acts on now, when they were read in a presentation made over the sheet
    /// (`readInNestedPresentation`) or not: ``SheetActionTarget/resolve(hosted:readInNestedPresentation:sheetIsPresented:)``.
    package func actionTarget(
        _ key: Key?, readInNestedPresentation: Bool, lifecycle: SheetPresentationLifecycle<Key>
    ) -> SheetActionTarget {
        SheetActionTarget.resolve(
            hosted: true, readInNestedPresentation: readInNestedPresentation,
            sheetIsPresented: key.map { isPresented($0, in: lifecycle) } ?? false)
    }

    /// The content of sheet `key` asked to close it (its close button), while the binding names
    /// `current`: a modal sheet through its guard, as by its own close button; the floating sheet,
    /// which the person can't dismiss, is hidden through its `isPresented` binding unless the content
    /// disabled interactive dismissal (then the attempt is told).
    package mutating func contentClosed(_ key: Key, current: Item?) -> [SheetBindingOutput<Key>] {
        guard sheets[key] != nil else { return [] }
        guard key == floatingKey else { return [.closeButton(key)] }
        let options = (request?.options ?? BottomSheetOptions()).overridden(
            by: sheets[key]?.contentOptions ?? .init())
        return options.interactiveDismissDisabled
            ? [.onAttemptToDismiss] : contentDismissed(key, current: current)
    }

    /// The content of sheet `key` dismissed it (`bottomSheetActions.dismiss()`), as `DismissAction`
    /// does for `.sheet`: the binding is written to nil (or false) while it names the sheet's item,
    /// and the sheet goes, not through the guard. A floating sheet is hidden by its binding: one the
    /// modifier doesn't have (always shown) is not written.
    package mutating func contentDismissed(_ key: Key, current: Item?) -> [SheetBindingOutput<Key>] {
        guard sheets[key] != nil else { return [] }
        if floatingKey == key {
            return current == nil || request?.presentationIsBound == false
                ? [] : writingBindings([.clearBinding])
        }
        var outputs: [SheetBindingOutput<Key>] = []
        // Written once per sheet: a second call finds the binding written already.
        if sheets[key]?.bindingCleared != true, requests.contentDismissalClearsBinding(key, current: current)
        {
            markBindingCleared(key)
            markClearing(current)
            outputs.append(.clearBinding)
        }
        outputs.append(.lifecycle(.dismiss(key, cause: .app)))
        return writingBindings(outputs)
    }
}
