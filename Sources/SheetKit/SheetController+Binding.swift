#if canImport(UIKit)
    import UIKit

    extension SheetController {
        /// The detent the sheet rests at or is heading to now (nil while it is hidden), whoever chose
        /// it: SheetKitUI's `selection` binding is written back from it, as `.sheet`'s is.
        package var restingDetentIdentifier: Detent.Identifier? {
            binding.frame.isHidden ? nil : binding.frame.sheet.restingDetentIdentifier
        }

        /// The smallest detent as resolved now: what a nil selection shows.
        package var smallestDetentIdentifier: Detent.Identifier? {
            binding.host.interaction.resolution.smallest.identifier
        }

        /// A close button the content draws (SheetKitUI's `BottomSheet`) was tapped: the sheet's own
        /// close (``HostEvent/closeButton``), through the dismissal guard as the header's button.
        package func closeButtonTapped() {
            _ = binding.sendAttempt(.closeButton)
        }
    }
#endif
