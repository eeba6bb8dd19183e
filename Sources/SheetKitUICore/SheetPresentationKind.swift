/// What kind of sheet a modifier presents: the options' `automatic` values depend on it.
package enum SheetPresentationKind: String, Sendable, CaseIterable {
    /// `.bottomSheet`: dims and blocks the background, can be dismissed.
    case modal
    /// `.floatingSheet`: a permanent drawer over live content; moved, never dismissed (the host's
    /// floating sheet, `SheetConfiguration.isFloating`).
    case floating
}
