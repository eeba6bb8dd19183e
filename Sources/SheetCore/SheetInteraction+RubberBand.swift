import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The rubber bands past the largest and (for a sheet that can't be dismissed) the smallest detent:
/// the mapping from the finger's position to the sheet's height, its slope and its inverse, and how
/// a drag catches a sheet that is already in a band.
extension SheetInteraction {
    /// The room of the band above the largest detent: up to the top safe-area inset, so neither a
    /// finger nor a spring's overshoot ever takes the sheet under the status bar.
    var upperBandRoom: CGFloat {
        max(geometry.safeAreaFrameHeight - resolution.largest.frameHeight, 0)
    }

    /// How deep into its band (as a fraction of the band's room) a caught sheet is mapped back
    /// through the exact inverse; deeper than this, the band is stretched instead (see ``Drag``).
    static var bandCatchLimit: CGFloat { 0.75 }

    /// The rubber band `height` is in: past the largest detent (its room ``upperBandRoom``) or, for a
    /// sheet that can't be dismissed, past the smallest (its room that detent's height); nil between.
    /// `edge` is the detent's height, `depth` how far past it `height` is (never negative).
    func band(at height: CGFloat, allowsDismissal: Bool) -> (
        edge: CGFloat, depth: CGFloat, room: CGFloat, isUpper: Bool
    )? {
        let largest = resolution.largest.frameHeight
        if height > largest {
            return (largest, height - largest, upperBandRoom, true)
        }
        let smallest = resolution.smallest.frameHeight
        if height < smallest, !allowsDismissal {
            return (smallest, smallest - height, smallest, false)
        }
        return nil
    }

    /// The finger position that puts the sheet at `height`, and the band stretch that makes it so
    /// without a jump: the exact inverse up to ``bandCatchLimit`` of the room, a stretched band past it.
    func catchInBand(_ height: CGFloat, allowsDismissal: Bool) -> (raw: CGFloat, scale: CGFloat) {
        let limit = Self.bandCatchLimit
        guard let band = band(at: height, allowsDismissal: allowsDismissal), band.room > 0,
            band.depth > limit * band.room
        else {
            return (unbanded(height, allowsDismissal: allowsDismissal), 1)
        }
        let overshoot = RubberBand.overshoot(
            offset: limit * band.room, dimension: band.room, coefficient: behavior.rubberBandCoefficient)
        return (
            band.isUpper ? band.edge + overshoot : band.edge - overshoot, band.depth / (limit * band.room)
        )
    }

    /// The rubber-band mapping from finger position to sheet height; `scale` stretches the band's
    /// offset for a drag that caught the sheet deep in it (see ``Drag/bandScale``).
    func banded(_ raw: CGFloat, allowsDismissal: Bool, scale: CGFloat = 1) -> CGFloat {
        guard let band = band(at: raw, allowsDismissal: allowsDismissal) else { return max(raw, 0) }
        let offset =
            scale
            * RubberBand.offset(
                overshoot: band.depth, dimension: band.room, coefficient: behavior.rubberBandCoefficient)
        return band.isUpper ? band.edge + offset : max(band.edge - offset, 0)
    }

    /// The derivative of ``banded(_:allowsDismissal:scale:)`` (for a scale of 1): 1 outside the bands.
    func bandSlope(_ raw: CGFloat, allowsDismissal: Bool) -> CGFloat {
        guard let band = band(at: raw, allowsDismissal: allowsDismissal) else { return 1 }
        return RubberBand.slope(
            overshoot: band.depth, dimension: band.room, coefficient: behavior.rubberBandCoefficient)
    }

    /// The inverse of ``banded(_:allowsDismissal:)``, so a sheet caught mid-overshoot doesn't jump.
    func unbanded(_ height: CGFloat, allowsDismissal: Bool) -> CGFloat {
        guard let band = band(at: height, allowsDismissal: allowsDismissal) else { return height }
        let overshoot = RubberBand.overshoot(
            offset: band.depth, dimension: band.room, coefficient: behavior.rubberBandCoefficient)
        return band.isUpper ? band.edge + overshoot : band.edge - overshoot
    }
}
