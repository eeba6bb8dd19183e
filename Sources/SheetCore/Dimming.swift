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
///
/// Two rules name no detent, so no container change can move them: ``undimmedAtEveryDetent`` (no dim
/// and a live background at every height, SwiftUI's `.enabled` background interaction) and
/// ``dimsAtEveryDetent`` (every resting detent dims, `.disabled`, a floating sheet included).
public struct Dimming: Hashable, Sendable {
    /// The dim layer's alpha when fully dimmed, in [0, 1].
    public var maximumAlpha: CGFloat
    /// As UIKit's `largestUndimmedDetentIdentifier`.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// No dim and a background that takes touches at every height, whatever the detents resolve to;
    /// wins over the other two rules.
    public var undimmedAtEveryDetent = false
    /// Every resting detent dims and the background takes no touches, whatever
    /// ``largestUndimmedDetentIdentifier`` names or a floating sheet leaves undimmed by default.
    public var dimsAtEveryDetent = false

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
        if undimmedAtEveryDetent { return 0 }
        if let undimmed = undimmedDetent(in: resolution) {
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
        if undimmedAtEveryDetent { return true }
        guard let undimmed = undimmedDetent(in: resolution) else { return false }
        return frameHeight.sanitizedSize <= undimmed.frameHeight + DetentResolution.mergeTolerance
    }

    /// The largest undimmed detent as resolved, unless ``dimsAtEveryDetent`` says none is.
    func undimmedDetent(in resolution: DetentResolution) -> ResolvedDetent? {
        dimsAtEveryDetent ? nil : largestUndimmedDetentIdentifier.flatMap(resolution.detent)
    }
}
