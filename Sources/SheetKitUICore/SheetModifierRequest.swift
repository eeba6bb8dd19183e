import Foundation
import SheetCore

/// What a SwiftUI modifier asks of its sheet at one update: the kind, the detents, the selection
/// binding's value (and whether there is one), the modifier's own options and whether the sheet
/// records its host events.
package struct SheetModifierRequest: Equatable, Sendable {
    package var kind: SheetPresentationKind
    package var detents: [Detent]
    package var selection: Detent.Identifier?
    /// Whether the modifier has a `selection` binding (a floating sheet shown again rests at its
    /// value, else where it was).
    package var selectionIsBound: Bool
    package var options: BottomSheetOptions
    package var recordsHostEvents: Bool
    /// Whether the modifier has a presentation binding (`.floatingSheet` without `isPresented` has
    /// none: its content's dismissal writes nothing).
    package var presentationIsBound: Bool

    package init(
        kind: SheetPresentationKind, detents: [Detent], selection: Detent.Identifier? = nil,
        selectionIsBound: Bool = false, options: BottomSheetOptions = BottomSheetOptions(),
        recordsHostEvents: Bool = false, presentationIsBound: Bool = true
    ) {
        self.kind = kind
        self.detents = detents
        self.selection = selection
        self.selectionIsBound = selectionIsBound
        self.options = options
        self.recordsHostEvents = recordsHostEvents
        self.presentationIsBound = presentationIsBound
    }

    /// Whether the content must report its fitting height: a detent depends on it (`.fitting()`, a
    /// custom detent reading the content's height).
    package var measuresContent: Bool { detents.contains(where: \.dependsOnContentHeight) }

    /// Whether the content's close button can close the sheet: not on a floating sheet shown
    /// without `isPresented`, which nothing hides (its button would be a dead control).
    package var contentCanClose: Bool { kind != .floating || presentationIsBound }
}
