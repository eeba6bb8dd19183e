import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How the presenting view recedes behind a modal sheet, as UIKit's page sheet makes it: scaled
/// about its top centre, moved down, its corners rounded, a black layer over it. Every binding
/// draws the same recession from these values; none computes it.
public struct HostPresenter: Equatable, Sendable {
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
    public static let identity = HostPresenter()
}
