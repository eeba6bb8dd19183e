import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a front end's sheet exposes beyond the engine's configuration: UIKit's width options and
/// the texts VoiceOver speaks.
public struct HostOptions: Equatable, Sendable {
    /// As `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`.
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// As `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool
    /// The presented controller's `preferredContentSize.width`; 0 for none.
    public var preferredContentWidth: CGFloat
    /// Where a sheet narrower than its container stands in regular width (iPad, a wide window):
    /// centred as UIKit's page sheet, or against the leading or trailing edge as a map's card.
    public var regularWidthPlacement: HostSheetPlacement
    /// The sheet's width in regular width; 0 for UIKit's page-sheet width.
    public var regularWidth: CGFloat
    /// The margin between a sheet placed against a side (``regularWidthPlacement`` `.leading` or
    /// `.trailing`) and the safe area's edge, in points; ``SheetHost/sideMargin`` by default.
    public var regularWidthMargin: CGFloat
    /// The texts, localized by the binding.
    public var strings: HostStrings

    public init(
        prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, preferredContentWidth: CGFloat = 0,
        regularWidthPlacement: HostSheetPlacement = .center, regularWidth: CGFloat = 0,
        regularWidthMargin: CGFloat = SheetHost.sideMargin, strings: HostStrings = HostStrings()
    ) {
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.widthFollowsPreferredContentSizeWhenEdgeAttached =
            widthFollowsPreferredContentSizeWhenEdgeAttached
        self.preferredContentWidth = preferredContentWidth
        self.regularWidthPlacement = regularWidthPlacement
        self.regularWidth = regularWidth
        self.regularWidthMargin = regularWidthMargin
        self.strings = strings
    }
}
