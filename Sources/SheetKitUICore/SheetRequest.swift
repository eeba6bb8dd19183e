import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a SwiftUI modifier asks of its sheet at one update: the detents, the selection, the
/// options the content set and the accessibility setting; compared to skip needless work.
public struct SheetRequest: Equatable, Sendable {
    public var kind: SheetPresentationKind
    public var detents: [Detent]
    public var selection: Detent.Identifier?
    public var options: BottomSheetOptions
    public var reducesMotion: Bool

    public init(
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
    public var measuresContent: Bool { detents.contains(where: \.dependsOnContentHeight) }

    /// The engine configuration for a front end that holds no `SheetHost` of its own (a UIKit
    /// presentation configured property by property): the largest detent is resolved in `container`
    /// with the content's measured height (`contentFittingHeight`), so `.enabled` background
    /// interaction leaves the sheet undimmed up to the tallest detent there, fitting ones included.
    public func configuration(in container: SheetContainer, contentFittingHeight: CGFloat = 0)
        -> SheetConfiguration
    {
        configuration(
            largestDetent: BottomSheetOptions.largestDetent(
                of: detents, in: container,
                contentFittingHeight: contentFittingHeight.isFinite ? contentFittingHeight : 0))
    }

    /// The engine configuration, with `largestDetent` the largest detent as resolved now.
    public func configuration(largestDetent: Detent.Identifier?) -> SheetConfiguration {
        options.configuration(
            kind: kind, detents: detents, selection: selection, largestDetent: largestDetent,
            reducesMotion: reducesMotion)
    }
}

extension SheetHost {
    /// Brings the host to `request` (the last one applied was `previous`): nothing when it is the
    /// same; the accessibility setting and the detents' spoken names when they changed; then the
    /// configuration, made again when the
    /// largest resolved detent turns out to be another one (the options' `.enabled` follows it); then
    /// the selection, when it is not the host's choice already.
    /// - Returns: the frames of the events sent, in order.
    public mutating func apply(_ request: SheetRequest, replacing previous: SheetRequest?, at time: Double)
        -> [HostFrame]
    {
        guard request != previous else { return [] }
        var frames: [HostFrame] = []
        if request.reducesMotion != interaction.configuration.behavior.reducesMotion {
            frames.append(handle(.reduceMotion(request.reducesMotion), at: time))
        }
        if request.options.detentNames != options.strings.detentNames {
            var options = options
            options.strings.detentNames = request.options.detentNames
            frames.append(handle(.options(options), at: time))
        }
        frames += reconfigure(for: request, at: time)
        // The selection binding is the app's choice (`HostEvent.select`): a configuration's selected
        // detent doesn't choose one, and the sheet presents at the chosen detent.
        if let select = selectionEvent(for: request.selection) { frames.append(handle(select, at: time)) }
        return frames
    }

    /// A new container: sent when it differs, and the configuration made again when the largest
    /// resolved detent changed with it (a rotation can make a fraction outgrow a fixed height).
    public mutating func apply(_ container: HostContainer, request: SheetRequest?, at time: Double)
        -> [HostFrame]
    {
        guard container != self.container else { return [] }
        let largest = interaction.resolution.largest.identifier
        var frames = [handle(.container(container), at: time)]
        if let request, interaction.resolution.largest.identifier != largest {
            frames += reconfigure(for: request, at: time)
        }
        return frames
    }

    /// The event for the app's selection binding, or nil when it already names the host's choice:
    /// the app's value as is (`HostEvent.select`), nil included (the smallest detent shows), as
    /// UIKit's `selectedDetentIdentifier`; the host keeps it by identifier and ignores one the sheet
    /// doesn't have. It springs, as SwiftUI animates a `.sheet`'s detent selection.
    public func selectionEvent(for identifier: Detent.Identifier?) -> HostEvent? {
        identifier == selectedDetentIdentifier ? nil : .select(identifier, animated: true)
    }

    private mutating func reconfigure(for request: SheetRequest, at time: Double) -> [HostFrame] {
        let largest = interaction.resolution.largest.identifier
        var frames = [handle(.configure(request.configuration(largestDetent: largest)), at: time)]
        let resolved = interaction.resolution.largest.identifier
        if resolved != largest {
            frames.append(handle(.configure(request.configuration(largestDetent: resolved)), at: time))
        }
        return frames
    }
}
