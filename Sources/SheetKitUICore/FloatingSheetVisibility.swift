import SheetCore

/// `.floatingSheet(isPresented:)` as a value: the binding's changes and the end of a slide-off in,
/// what the binding does to its sheet out. Hidden slides the sheet away; shown brings it back (at its
/// last detent, which the binding restores). A show asked while the sheet is still sliding away waits
/// for the slide to end, so the sheet is never added while it is still on screen, and a hide asked
/// before that is honoured with no show at all.
package struct FloatingSheetVisibility: Equatable, Sendable {
    /// What to do to the sheet.
    package enum Action: Equatable, Sendable {
        /// Add the sheet and show it.
        case show
        /// Slide the sheet away.
        case hide
    }

    /// Where the sheet is.
    package enum Phase: Equatable, Sendable {
        case hidden, shown, leaving
    }

    /// Whether the binding wants the sheet shown.
    package private(set) var wanted = false
    package private(set) var phase = Phase.hidden

    /// Hidden, not wanted.
    package init() {}

    /// The binding holds `isPresented`.
    package mutating func bindingChanged(to isPresented: Bool) -> Action? {
        wanted = isPresented
        switch (phase, isPresented) {
        case (.hidden, true):
            phase = .shown
            return .show
        case (.shown, false):
            phase = .leaving
            return .hide
        default:
            return nil
        }
    }

    /// The detent a sheet shown again rests at: the binding's value when the modifier has a
    /// `selection` binding (nil: the smallest), else the detent it last showed.
    package static func detentWhenShown(
        selectionIsBound: Bool, selection: Detent.Identifier?, lastShown: Detent.Identifier?
    ) -> Detent.Identifier? {
        selectionIsBound ? selection : lastShown
    }

    /// The sheet finished sliding away (and left its parent).
    package mutating func sheetDidHide() -> Action? {
        phase = .hidden
        guard wanted else { return nil }
        phase = .shown
        return .show
    }
}
