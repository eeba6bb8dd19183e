#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import UIKit

    extension SheetController {
        /// The model's assignments, property by property, as an app sets UIKit's sheet: inside
        /// ``animateChanges(_:)`` when `animated`. The guard goes to `setModal` (the controller that
        /// presents the sheet holds it).
        func apply(_ assignments: [SheetAssignment], animated: Bool, setModal: (Bool) -> Void) {
            if animated {
                animateChanges { for assignment in assignments { assign(assignment, setModal: setModal) } }
            } else {
                for assignment in assignments { assign(assignment, setModal: setModal) }
            }
        }

        private func assign(_ assignment: SheetAssignment, setModal: (Bool) -> Void) {
            switch assignment {
            case .detents(let value): detents = value
            case .largestUndimmedDetentIdentifier(let value): largestUndimmedDetentIdentifier = value
            case .undimmedAtEveryDetent(let value): undimmedAtEveryDetent = value
            case .dimsAtEveryDetent(let value): dimsAtEveryDetent = value
            case .isModalInPresentation(let value): setModal(value)
            case .prefersGrabberVisible(let value): prefersGrabberVisible = value
            case .preferredCornerRadius(let value): preferredCornerRadius = value
            case .prefersScrollingExpandsWhenScrolledToEdge(let value):
                prefersScrollingExpandsWhenScrolledToEdge = value
            case .background(let value): background = value
            case .accessibilityDetentNames(let value): accessibilityDetentNames = value
            // A background the content draws shows through a clear surface.
            case .contentDrawsBackground(let value): appearance.backgroundColor = value ? .clear : nil
            case .recordsHostEvents(let value): recordsHostEvents = value
            }
        }

        /// The app's `selection` (nil: the smallest detent), springing when `animated`.
        func select(_ detent: Detent.Identifier?, animated: Bool) {
            if animated {
                animateChanges { selectedDetentIdentifier = detent }
            } else {
                selectedDetentIdentifier = detent
            }
        }
    }
#endif
