import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One property a SwiftUI modifier sets on its sheet's controller, as an app sets UIKit's sheet
/// properties: the host's own (``hostProperty``), or what the binding keeps beside it.
package enum SheetAssignment: Equatable, Sendable {
    case detents([Detent])
    case largestUndimmedDetentIdentifier(Detent.Identifier?)
    case undimmedAtEveryDetent(Bool)
    case dimsAtEveryDetent(Bool)
    /// The guard, on the sheet's controller (never read back).
    case isModalInPresentation(Bool)
    case prefersGrabberVisible(Bool)
    case preferredCornerRadius(CGFloat?)
    case prefersScrollingExpandsWhenScrolledToEdge(Bool)
    case background(SheetStyle.Background)
    case accessibilityDetentNames([Detent.Identifier: String])
    /// The content draws the sheet's background (`bottomSheetBackground(_:)` with a `ShapeStyle`):
    /// the sheet's surface is clear beneath it.
    case contentDrawsBackground(Bool)
    /// The sheet records the host events it sends (`bottomSheetRecordsHostEvents`).
    case recordsHostEvents(Bool)

    /// The host's property this sets, or nil for the binding's own (the surface, recording).
    package var hostProperty: SheetProperty? {
        switch self {
        case .detents(let value): .detents(value)
        case .largestUndimmedDetentIdentifier(let value): .largestUndimmedDetentIdentifier(value)
        case .undimmedAtEveryDetent(let value): .undimmedAtEveryDetent(value)
        case .dimsAtEveryDetent(let value): .dimsAtEveryDetent(value)
        case .isModalInPresentation(let value): .isModalInPresentation(value)
        case .prefersGrabberVisible(let value): .prefersGrabberVisible(value)
        case .preferredCornerRadius(let value): .preferredCornerRadius(value)
        case .prefersScrollingExpandsWhenScrolledToEdge(let value):
            .prefersScrollingExpandsWhenScrolledToEdge(value)
        case .background(let value): .background(value)
        case .accessibilityDetentNames(let value): .accessibilityDetentNames(value)
        case .contentDrawsBackground, .recordsHostEvents: nil
        }
    }
}

/// Every property value a modifier's sheet takes from its request and its content's options: what
/// the binding assigns, each only when it differs from what it assigned last.
package struct SheetProperties: Equatable, Sendable {
    package var detents: [Detent]
    package var largestUndimmedDetentIdentifier: Detent.Identifier?
    package var undimmedAtEveryDetent = false
    package var dimsAtEveryDetent = false
    package var isModalInPresentation = false
    package var prefersGrabberVisible = false
    package var preferredCornerRadius: CGFloat?
    package var prefersScrollingExpandsWhenScrolledToEdge = true
    package var background = SheetStyle.Background.white
    package var accessibilityDetentNames: [Detent.Identifier: String] = [:]
    package var contentDrawsBackground = false
    package var recordsHostEvents = false

    /// A new sheet controller's values (`SheetController`'s defaults), but no detents, so the
    /// first assignment always sets them.
    package static let newController = SheetProperties(detents: [])

    package init(detents: [Detent]) { self.detents = detents }

    /// The values `request` and the content's `contentOptions` (which override the modifier's for
    /// what they set) ask for. The background interaction is one of the host's rules, none of them
    /// naming a resolved detent, so no container change moves it: `.enabled` is undimmed at every
    /// detent, `.disabled` dims at every detent (a floating sheet too), `.enabledUpThrough` is
    /// UIKit's largest undimmed detent, `.automatic` the host's default for the kind (a modal sheet
    /// dims, a floating one doesn't).
    package init(request: SheetModifierRequest, contentOptions: BottomSheetOptions) {
        let options = request.options.overridden(by: contentOptions)
        let detents = BottomSheetOptions.detents(request.detents)
        self.init(detents: detents)
        switch options.backgroundInteraction {
        case .automatic: break
        case .disabled: dimsAtEveryDetent = true
        case .enabled: undimmedAtEveryDetent = true
        case .enabledUpThrough(let detent): largestUndimmedDetentIdentifier = detent
        }
        isModalInPresentation = request.kind == .modal && options.interactiveDismissDisabled
        prefersGrabberVisible = options.showsGrabber(detentCount: detents.count)
        preferredCornerRadius = options.cornerRadius
        prefersScrollingExpandsWhenScrolledToEdge = options.contentInteraction != .scrolls
        background = options.background
        accessibilityDetentNames = options.detentNames
        contentDrawsBackground = options.drawsBackground
        recordsHostEvents = request.recordsHostEvents
    }

    /// Every value as an assignment, in the fixed order the binding assigns them.
    package var allAssignments: [SheetAssignment] {
        [
            .detents(detents), .largestUndimmedDetentIdentifier(largestUndimmedDetentIdentifier),
            .undimmedAtEveryDetent(undimmedAtEveryDetent), .dimsAtEveryDetent(dimsAtEveryDetent),
            .isModalInPresentation(isModalInPresentation), .prefersGrabberVisible(prefersGrabberVisible),
            .preferredCornerRadius(preferredCornerRadius),
            .prefersScrollingExpandsWhenScrolledToEdge(prefersScrollingExpandsWhenScrolledToEdge),
            .background(background), .accessibilityDetentNames(accessibilityDetentNames),
            .contentDrawsBackground(contentDrawsBackground), .recordsHostEvents(recordsHostEvents),
        ]
    }

    /// The assignments that turn `old` into these values, in a fixed order: only what differs.
    package func assignments(from old: SheetProperties) -> [SheetAssignment] {
        zip(allAssignments, old.allAssignments).compactMap { new, previous in new == previous ? nil : new }
    }
}
