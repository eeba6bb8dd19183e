import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PresentingViewRecession {
    /// The corner radius to give the presenting view *before* it is scaled, so that what is drawn
    /// has ``cornerRadius``: a radius set on a view and then scaled shrinks with it. A NaN or
    /// infinite scale counts as 1 (no scale), one under 0.01 as 0.01; a NaN, infinite or negative
    /// radius is 0.
    public var unscaledCornerRadius: CGFloat {
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        return radius / drawnScale
    }

    /// The vertical translation that, applied after scaling a view `height` tall about its centre
    /// (as a transform does), puts its top edge ``offset`` below where it was: the scale about the
    /// middle of the top edge that ``PresentingViewRecession`` describes. The scale is clamped as for
    /// ``unscaledCornerRadius``; a NaN, infinite or negative height or offset is 0.
    public func translationAfterCentredScale(height: CGFloat) -> CGFloat {
        let height = height.isFinite ? max(height, 0) : 0
        let offset = offset.isFinite ? offset : 0
        return offset - height / 2 * (1 - drawnScale)
    }

    /// Whether the presenting view is clipped to its rounded corners: only while it has a radius, so
    /// a view at rest that draws past its bounds (a shadow, an overflowing child) is left as it is.
    public var clipsToCorners: Bool { unscaledCornerRadius > 0 }

    /// The scale a view is drawn at: 1 for a NaN or infinite one, never under 0.01.
    private var drawnScale: CGFloat { scale.isFinite ? max(scale, 0.01) : 1 }
}
