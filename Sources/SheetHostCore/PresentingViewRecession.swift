import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the presenting view recedes behind a modal sheet, as UIKit's page sheet makes it: scaled
/// about its top centre, moved down, its corners rounded, a black layer over it. Every binding
/// draws the same recession from these values; none computes it.
public struct PresentingViewRecession: Equatable, Sendable {
    /// The presenting view's scale, about the middle of its top edge (1: untouched).
    public var scale: CGFloat
    /// The corner radius of the presenting view while it recedes (0: untouched).
    public var cornerRadius: CGFloat
    /// How far the presenting view moves down, in points, after scaling.
    public var offset: CGFloat
    /// The alpha of a black layer drawn over the presenting view (under the sheet's own dim).
    public var dimAlpha: CGFloat

    public init(scale: CGFloat = 1, cornerRadius: CGFloat = 0, offset: CGFloat = 0, dimAlpha: CGFloat = 0) {
        self.scale = scale
        self.cornerRadius = cornerRadius
        self.offset = offset
        self.dimAlpha = dimAlpha
    }

    /// The presenting view as it is without a sheet.
    public static let identity = PresentingViewRecession()

    /// The presenting view's side inset at full recession, in points per side (a 390 pt phone's view
    /// becomes 358 pt wide, as iOS 17's page sheet draws it).
    public static let recessionInset: CGFloat = 16
    /// Its corner radius at full recession (the sheet's own default radius).
    public static let recessionCornerRadius: CGFloat = 10
    /// The black layer's alpha over it at full recession: a light dim.
    public static let recessionDimAlpha: CGFloat = 0.1

    /// The recession at `progress` (0: none, 1: full) for a presenting view `width` wide whose top
    /// moves to `top` (the safe area's top, just under the status bar): every value linear in
    /// `progress`, so the presenting view follows the sheet frame by frame.
    ///
    /// iOS 17's page sheet at its large detent: the presenting view about 16 pt in on each side, its
    /// top just under the status bar, its corners rounded as the sheet's, lightly dimmed. These are
    /// measured approximations of what UIKit draws (it publishes no numbers).
    public static func recession(progress: CGFloat, width: CGFloat, top: CGFloat) -> PresentingViewRecession {
        let progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        let width = width.isFinite ? max(width, 0) : 0
        let top = top.isFinite ? max(top, 0) : 0
        guard progress > 0, width > 2 * recessionInset else { return .identity }
        let fullScale = (width - 2 * recessionInset) / width
        return PresentingViewRecession(
            scale: 1 - (1 - fullScale) * progress, cornerRadius: recessionCornerRadius * progress,
            offset: top * progress, dimAlpha: recessionDimAlpha * progress)
    }
}
