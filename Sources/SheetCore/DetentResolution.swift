import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One active detent after resolution.
public struct ResolvedDetent: Hashable, Sendable {
    /// The detent's identifier.
    public var identifier: Detent.Identifier
    /// The content height, clamped to the maximum detent value.
    public var value: CGFloat
    /// The sheet's frame height when resting here: the value plus the bottom inset.
    public var frameHeight: CGFloat
}

/// The active detents of a sheet in one container, sorted by value.
///
/// Inactive detents (a resolver returned nil, or `.medium` in compact height) are left out; values
/// are clamped to the maximum and equal values merged, so both identifiers resolve to one height.
/// If no detent is active the first declared one takes the maximum value, so a sheet always has
/// somewhere to rest.
public struct DetentResolution: Sendable {
    /// The active detents, ascending by value; ties keep their declaration order.
    public private(set) var detents: [ResolvedDetent] = []
    /// The geometry the values were resolved in.
    package private(set) var geometry: SheetGeometry

    /// Two values closer than this are the same detent height.
    public static let mergeTolerance: CGFloat = 1e-6

    /// Resolves `detents` in `geometry`.
    /// - Complexity: O(n²) in the number of detents (an insertion sort, which allocates nothing).
    package init(
        detents: [Detent], geometry: SheetGeometry, contentFittingHeight: CGFloat = 0,
        chromeHeight: CGFloat = 0
    ) {
        self.geometry = geometry
        resolve(detents, in: geometry, contentFittingHeight: contentFittingHeight, chromeHeight: chromeHeight)
    }

    /// Resolves again in place, reusing the storage: at most one allocation, none once it has grown.
    package mutating func resolve(
        _ declared: [Detent], in geometry: SheetGeometry, contentFittingHeight: CGFloat, chromeHeight: CGFloat
    ) {
        self.geometry = geometry
        detents.removeAll(keepingCapacity: true)
        detents.reserveCapacity(declared.count)
        let maximum = geometry.maximumDetentValue
        let context = Detent.ResolutionContext(
            maximumDetentValue: maximum, container: geometry.container,
            contentFittingHeight: contentFittingHeight.sanitizedSize, chromeHeight: chromeHeight.sanitizedSize
        )
        for detent in declared {
            // Full screen (compact height, not edge-attached): every detent is the full height.
            let value = geometry.container.fillsHeight ? maximum : detent.value(in: context)
            guard let raw = value, raw.isFinite else { continue }
            // A fitting detent stays active before its content is measured (no chrome, no content
            // yet: 0 pt), so a selection of it survives until the measurement arrives.
            guard raw > 0 || (raw == 0 && detent.isFitting) else { continue }
            insertSorted(
                ResolvedDetent(identifier: detent.identifier, value: min(raw, maximum), frameHeight: 0))
        }
        if detents.isEmpty, let first = declared.first {
            detents.append(ResolvedDetent(identifier: first.identifier, value: maximum, frameHeight: 0))
        }
        for index in detents.indices {
            if index > 0, detents[index].value - detents[index - 1].value <= Self.mergeTolerance {
                detents[index].value = detents[index - 1].value
            }
            detents[index].frameHeight = geometry.frameHeight(forValue: detents[index].value)
        }
    }

    private mutating func insertSorted(_ detent: ResolvedDetent) {
        var index = detents.endIndex
        while index > 0, detents[index - 1].value > detent.value { index -= 1 }
        detents.insert(detent, at: index)
    }

    /// The smallest active detent.
    public var smallest: ResolvedDetent { detents[0] }
    /// The largest active detent.
    public var largest: ResolvedDetent { detents[detents.count - 1] }

    /// The resolved detent with this identifier, or nil when it is inactive or unknown.
    public func detent(_ identifier: Detent.Identifier) -> ResolvedDetent? {
        for detent in detents where detent.identifier == identifier { return detent }
        return nil
    }

    /// The detent whose frame height is nearest `frameHeight`; the smaller one on a tie.
    public func nearest(toFrameHeight frameHeight: CGFloat) -> ResolvedDetent {
        var best = detents[0]
        for detent in detents.dropFirst()
        where abs(detent.frameHeight - frameHeight) < abs(best.frameHeight - frameHeight) {
            best = detent
        }
        return best
    }

    /// The first detent whose value is strictly larger than `value`, or nil.
    public func nextLarger(than value: CGFloat) -> ResolvedDetent? {
        for detent in detents where detent.value > value + Self.mergeTolerance { return detent }
        return nil
    }
}
