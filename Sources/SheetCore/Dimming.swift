import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How much the sheet dims what is behind it, and whether touches pass through, as a pure
/// function of the sheet's frame height.
///
/// With no ``largestUndimmedDetentIdentifier`` every resting detent is fully dimmed, and the dim
/// falls linearly to 0 below the smallest detent (a dismissing sheet fades it out). With one,
/// heights up to that detent are undimmed and pass touches through, and the dim ramps linearly to
/// ``maximumAlpha`` at the next larger detent. Either way the alpha is continuous and never
/// decreases as the sheet grows. An identifier that is inactive in the current container counts as nil.
public struct Dimming: Hashable, Sendable {
    /// The dim layer's alpha when fully dimmed, in [0, 1].
    public var maximumAlpha: CGFloat
    /// As UIKit's `largestUndimmedDetentIdentifier`.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// The alpha of the system's dimming view.
    public static let defaultMaximumAlpha: CGFloat = 0.4

    public init(
        maximumAlpha: CGFloat = Dimming.defaultMaximumAlpha,
        largestUndimmedDetentIdentifier: Detent.Identifier? = nil
    ) {
        self.maximumAlpha = maximumAlpha
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
    }

    private var clampedMaximum: CGFloat { min(max(maximumAlpha.sanitized(), 0), 1) }

    /// The dim alpha for a sheet of this frame height, in [0, ``maximumAlpha``].
    public func alpha(forFrameHeight frameHeight: CGFloat, in resolution: DetentResolution) -> CGFloat {
        let height = frameHeight.sanitizedSize
        let maximum = clampedMaximum
        if let undimmed = largestUndimmedDetentIdentifier.flatMap(resolution.detent) {
            guard height > undimmed.frameHeight, let next = resolution.nextLarger(than: undimmed.value) else {
                return 0
            }
            let ramp = (height - undimmed.frameHeight) / (next.frameHeight - undimmed.frameHeight)
            return maximum * min(ramp, 1)
        }
        let smallest = resolution.smallest.frameHeight
        guard smallest > 0, height < smallest else { return maximum }
        return maximum * height / smallest
    }

    /// Whether the background takes touches: only where the sheet is no taller than the largest
    /// undimmed detent.
    public func isBackgroundInteractive(forFrameHeight frameHeight: CGFloat, in resolution: DetentResolution)
        -> Bool
    {
        guard let undimmed = largestUndimmedDetentIdentifier.flatMap(resolution.detent) else { return false }
        return frameHeight.sanitizedSize <= undimmed.frameHeight + DetentResolution.mergeTolerance
    }
}
