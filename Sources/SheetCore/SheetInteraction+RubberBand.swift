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

    /// The finger position that puts the sheet at `height`, and the band stretch that makes it so
    /// without a jump: the exact inverse up to ``bandCatchLimit`` of the room, a stretched band past it.
    func catchInBand(_ height: CGFloat, allowsDismissal: Bool) -> (raw: CGFloat, scale: CGFloat) {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let limit = Self.bandCatchLimit
        if height > largest {
            let room = upperBandRoom
            let offset = height - largest
            guard room > 0, offset > limit * room else {
                return (unbanded(height, allowsDismissal: allowsDismissal), 1)
            }
            return (
                largest
                    + RubberBand.overshoot(
                        offset: limit * room, dimension: room, coefficient: behavior.rubberBandCoefficient),
                offset / (limit * room)
            )
        }
        if height < smallest, !allowsDismissal {
            let offset = smallest - height
            guard smallest > 0, offset > limit * smallest else {
                return (unbanded(height, allowsDismissal: allowsDismissal), 1)
            }
            return (
                smallest
                    - RubberBand.overshoot(
                        offset: limit * smallest, dimension: smallest,
                        coefficient: behavior.rubberBandCoefficient), offset / (limit * smallest)
            )
        }
        return (height, 1)
    }

    /// The rubber-band mapping from finger position to sheet height; `scale` stretches the band's
    /// offset for a drag that caught the sheet deep in it (see ``Drag/bandScale``).
    func banded(_ raw: CGFloat, allowsDismissal: Bool, scale: CGFloat = 1) -> CGFloat {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let coefficient = behavior.rubberBandCoefficient
        if raw > largest {
            let room = upperBandRoom
            return largest
                + scale
                * RubberBand.offset(overshoot: raw - largest, dimension: room, coefficient: coefficient)
        }
        if raw < smallest && !allowsDismissal {
            return max(
                smallest - scale
                    * RubberBand.offset(
                        overshoot: smallest - raw, dimension: smallest, coefficient: coefficient),
                0)
        }
        return max(raw, 0)
    }

    /// The derivative of ``banded(_:allowsDismissal:scale:)`` (for a scale of 1): 1 outside the bands.
    func bandSlope(_ raw: CGFloat, allowsDismissal: Bool) -> CGFloat {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let coefficient = behavior.rubberBandCoefficient
        if raw > largest {
            return RubberBand.slope(
                overshoot: raw - largest, dimension: upperBandRoom,
                coefficient: coefficient)
        }
        if raw < smallest && !allowsDismissal {
            return RubberBand.slope(overshoot: smallest - raw, dimension: smallest, coefficient: coefficient)
        }
        return 1
    }

    /// The inverse of ``banded(_:allowsDismissal:)``, so a sheet caught mid-overshoot doesn't jump.
    func unbanded(_ height: CGFloat, allowsDismissal: Bool) -> CGFloat {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let coefficient = behavior.rubberBandCoefficient
        if height > largest {
            let room = upperBandRoom
            return largest
                + RubberBand.overshoot(offset: height - largest, dimension: room, coefficient: coefficient)
        }
        if height < smallest, !allowsDismissal {
            return smallest
                - RubberBand.overshoot(
                    offset: smallest - height, dimension: smallest, coefficient: coefficient)
        }
        return height
    }
}
