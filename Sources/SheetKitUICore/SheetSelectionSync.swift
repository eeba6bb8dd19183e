import SheetCore

/// How a SwiftUI sheet's `selection` binding and its sheet stay one value, as `.sheet`'s
/// `presentationDetents(_:selection:)` does: the binding always describes the detent the sheet shows.
///
/// - The app's value reaches the sheet when it changes (nil chooses the smallest detent, presented or
///   not), never again on an unrelated update, so a value written back is not sent back as the app's.
/// - Every change of the detent the sheet shows is written back, whoever made it: the person's drag,
///   the app's own selection taking effect, or the system (a rotation, the keyboard, a new detent
///   list that no longer holds the selected one) — unless the binding already describes it (it names
///   that detent, or it is nil and the sheet shows its smallest).
/// - An identifier the sheet doesn't have is the app's to keep while the sheet stays where it is (the
///   host keeps it until a detent with it arrives); the sheet's next move is written over it.
package struct SheetSelectionSync: Equatable, Sendable {
    /// A value for the sheet or for the binding: `value` may be nil (the smallest detent).
    package struct Change: Equatable, Sendable {
        package var value: Detent.Identifier?

        package init(_ value: Detent.Identifier?) { self.value = value }
    }

    /// The binding's value as last seen or written; nil before the first update.
    package private(set) var binding: Change?
    /// The detent the sheet showed when last asked; nil while it shows none.
    package private(set) var shown: Detent.Identifier?

    /// Nothing seen yet.
    package init() {}

    /// The binding holds `value` at an update: the selection to give the sheet, or nil when the sheet
    /// has it already (the value is unchanged, or is the one last written back).
    package mutating func bindingChanged(to value: Detent.Identifier?) -> Change? {
        guard binding != Change(value) else { return nil }
        binding = Change(value)
        return Change(value)
    }

    /// The sheet shows `detent` now (nil: no sheet), its smallest detent being `smallest`: the value
    /// to write to the binding, or nil to leave it.
    package mutating func sheetShows(_ detent: Detent.Identifier?, smallest: Detent.Identifier?) -> Change? {
        guard detent != shown else { return nil }
        shown = detent
        guard let detent else { return nil }
        let current = binding?.value
        if current == detent || (current == nil && detent == smallest) { return nil }
        binding = Change(detent)
        return Change(detent)
    }

    /// The sheet went away: the next presentation writes back whatever it shows first.
    package mutating func sheetHidden() {
        shown = nil
    }
}
