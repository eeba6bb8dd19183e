#if canImport(UIKit)
    import UIKit

    extension SheetController {
        /// The detent the sheet rests at or is heading to now (nil while it is hidden), whoever chose
        /// it: SheetKitUI's `selection` binding is written back from it, as `.sheet`'s is.
        package var shownDetentIdentifier: Detent.Identifier? {
            stage.frame.isHidden ? nil : stage.frame.sheet.selectedDetentIdentifier
        }

        /// The smallest detent as resolved now: what a nil selection shows.
        package var smallestDetentIdentifier: Detent.Identifier? {
            stage.host.interaction.resolution.smallest.identifier
        }
    }
#endif
