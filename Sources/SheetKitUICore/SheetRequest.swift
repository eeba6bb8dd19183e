import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a SwiftUI modifier asks of its sheet at one update: the detents, the selection, the
/// options the content set and the accessibility setting; compared to skip needless work.
package struct SheetRequest: Equatable, Sendable {
    package var kind: SheetPresentationKind
    package var detents: [Detent]
    package var selection: Detent.Identifier?
    package var options: BottomSheetOptions
    package var reducesMotion: Bool

    package init(
        kind: SheetPresentationKind, detents: [Detent], selection: Detent.Identifier?,
        options: BottomSheetOptions, reducesMotion: Bool = false
    ) {
        self.kind = kind
        self.detents = detents
        self.selection = selection
        self.options = options
        self.reducesMotion = reducesMotion
    }

    /// Whether the content must report its fitting height: a detent depends on it (`.fitting()`, a
    /// custom detent reading the content's height).
    package var measuresContent: Bool { detents.contains(where: \.dependsOnContentHeight) }

    /// The engine configuration for a front end that holds no `SheetHost` of its own (a UIKit
    /// presentation configured property by property): the largest detent is resolved in `container`
    /// with the content's measured height (`contentFittingHeight`), so `.enabled` background
    /// interaction leaves the sheet undimmed up to the tallest detent there, fitting ones included.
    package func configuration(in container: SheetContainer, contentFittingHeight: CGFloat = 0)
        -> SheetConfiguration
    {
        configuration(
            largestDetent: BottomSheetOptions.largestDetent(
                of: detents, in: container,
                contentFittingHeight: contentFittingHeight.isFinite ? contentFittingHeight : 0))
    }

    /// The engine configuration, with `largestDetent` the largest detent as resolved now.
    package func configuration(largestDetent: Detent.Identifier?) -> SheetConfiguration {
        options.configuration(
            kind: kind, detents: detents, selection: selection, largestDetent: largestDetent,
            reducesMotion: reducesMotion)
    }
}
