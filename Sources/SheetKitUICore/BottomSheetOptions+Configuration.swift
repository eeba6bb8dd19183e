import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What kind of sheet a modifier presents: the options' `automatic` values depend on it.
package enum SheetPresentationKind: String, Sendable, CaseIterable {
    /// `.bottomSheet`: dims and blocks the background, can be dismissed.
    case modal
    /// `.floatingSheet`: a permanent drawer over live content; moved, never dismissed (the host's
    /// floating sheet, `SheetConfiguration.isFloating`).
    case floating
}

extension BottomSheetOptions {
    /// The engine configuration a modifier's detents and selection and these options ask for.
    ///
    /// `largestDetent` is the largest detent *as resolved* in the current container (a list's last
    /// detent is not necessarily its tallest): `.enabled` background interaction leaves the sheet
    /// undimmed up to it. An empty detent list falls back to ``defaultDetents`` (`[.large]`, as
    /// `.sheet`), and the automatic grabber shows only when there is more than one detent to move
    /// between (``showsGrabber(detentCount:)``).
    package func configuration(
        kind: SheetPresentationKind, detents: [Detent], selection: Detent.Identifier?,
        largestDetent: Detent.Identifier?, reducesMotion: Bool = false
    ) -> SheetConfiguration {
        let detents = Self.detents(detents)
        let identifiers = Set(detents.map(\.identifier))
        var configuration = SheetConfiguration(
            detents: detents,
            selectedDetentIdentifier: selection.flatMap { identifiers.contains($0) ? $0 : nil },
            prefersScrollingExpandsWhenScrolledToEdge: contentInteraction != .scrolls,
            isModalInPresentation: interactiveDismissDisabled, isDismissible: kind == .modal,
            isFloating: kind == .floating)
        let largest = largestDetent.flatMap { identifiers.contains($0) ? $0 : nil }
        let undimmed: Detent.Identifier?
        switch backgroundInteraction {
        case .automatic: undimmed = kind == .modal ? nil : largest
        case .disabled: undimmed = nil
        case .enabled: undimmed = largest
        case .enabledUpThrough(let detent): undimmed = identifiers.contains(detent) ? detent : nil
        }
        configuration.largestUndimmedDetentIdentifier = undimmed
        configuration.style.background = background
        configuration.style.preferredCornerRadius = cornerRadius
        configuration.style.prefersGrabberVisible = showsGrabber(detentCount: detents.count)
        configuration.behavior.reducesMotion = reducesMotion
        return configuration
    }
}

extension BottomSheetOptions {
    /// The detents of a modifier given none: `.large` alone, as SwiftUI's `.sheet`.
    package static let defaultDetents: [Detent] = [.large]

    /// `detents`, or ``defaultDetents`` when it is empty.
    package static func detents(_ detents: [Detent]) -> [Detent] {
        detents.isEmpty ? defaultDetents : detents
    }

    /// Whether the grabber shows for a sheet with `detentCount` detents: as the drag indicator says,
    /// and when it is `.automatic` only with more than one detent, as `.sheet`'s
    /// `presentationDragIndicator(.automatic)`.
    package func showsGrabber(detentCount: Int) -> Bool {
        switch dragIndicator {
        case .automatic: detentCount > 1
        case .visible: true
        case .hidden: false
        }
    }

    /// The identifier of the tallest of `detents` as resolved in `container` (custom detents
    /// evaluated, inactive ones skipped, fitting ones at `contentFittingHeight`), for a front end
    /// that doesn't hold a `SheetHost` of its own; nil when the list is invalid.
    package static func largestDetent(
        of detents: [Detent], in container: SheetContainer, contentFittingHeight: CGFloat = 0
    ) -> Detent.Identifier? {
        guard
            var interaction = try? SheetInteraction(
                configuration: SheetConfiguration(detents: Self.detents(detents)),
                container: container)
        else { return nil }
        if contentFittingHeight > 0 {
            interaction.handle(.contentFittingHeightChanged(contentFittingHeight), at: 0)
        }
        return interaction.resolution.largest.identifier
    }
}
