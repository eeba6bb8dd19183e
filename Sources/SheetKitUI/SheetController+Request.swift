#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    extension SheetController {
        /// A modifier's configuration (its request with the content's options, by
        /// `SheetRequest.configuration(in:contentFittingHeight:)`), applied property by property, as
        /// an app configures UIKit's sheet: `SheetConfigurationChange` says which detents change and
        /// whether they spring. The selection is the binding's, applied apart (``select(_:animated:)``).
        func apply(
            _ configuration: SheetConfiguration, options: BottomSheetOptions, recordsHostEvents: Bool,
            animation: Bool = false, disablesAnimations: Bool = false
        ) {
            let change = SheetConfigurationChange(
                from: SheetConfigurationChange.Current(detents: detents, selection: nil),
                to: configuration, animation: animation, disablesAnimations: disablesAnimations)
            if let detents = change.detents {
                if change.animatesDetents {
                    animateChanges { self.detents = detents }
                } else {
                    self.detents = detents
                }
            }
            // Each setter is a host event (and a line of a recording): only what changed is set.
            let undimmed = configuration.largestUndimmedDetentIdentifier
            if largestUndimmedDetentIdentifier != undimmed { largestUndimmedDetentIdentifier = undimmed }
            let style = configuration.style
            if prefersGrabberVisible != style.prefersGrabberVisible {
                prefersGrabberVisible = style.prefersGrabberVisible
            }
            if preferredCornerRadius != style.preferredCornerRadius {
                preferredCornerRadius = style.preferredCornerRadius
            }
            let expands = configuration.prefersScrollingExpandsWhenScrolledToEdge
            if prefersScrollingExpandsWhenScrolledToEdge != expands {
                prefersScrollingExpandsWhenScrolledToEdge = expands
            }
            if background != configuration.style.background { background = configuration.style.background }
            if accessibilityDetentNames != options.detentNames {
                accessibilityDetentNames = options.detentNames
            }
            // Set before the presentation begins, so the recording starts with the sheet's first event.
            if self.recordsHostEvents != recordsHostEvents { self.recordsHostEvents = recordsHostEvents }
            applySurface(contentDrawsBackground: options.drawsBackground)
        }

        /// The app's `selection` (nil: the smallest detent), springing unless `animated` is false (as
        /// SwiftUI animates a `.sheet`'s detent selection unless the update disables animations).
        func select(_ detent: Detent.Identifier?, animated: Bool) {
            if animated {
                animateChanges { selectedDetentIdentifier = detent }
            } else {
                selectedDetentIdentifier = detent
            }
        }
    }
#endif
