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

/// Where a sheet narrower than its container stands across it, in reading order.
public enum HostSheetPlacement: String, Sendable, Codable, CaseIterable {
    /// Centred, as UIKit's page sheet on iPad.
    case center
    /// Against the leading edge, inside the safe area (Maps' card on iPad).
    case leading
    /// Against the trailing edge, inside the safe area.
    case trailing
}

/// The words the host gives VoiceOver: the grabber's label and each detent's spoken name.
///
/// English by default; a binding passes its localized strings (UIKit's `NSLocalizedString` from the
/// module's bundle, SwiftUI's `LocalizedStringKey`). A detent is never spoken by its raw identifier:
/// the app's name for it, else `.medium`/`.large`'s standard name, else its share of the screen.
public struct HostStrings: Equatable, Sendable {
    /// The grabber's accessibility label.
    public var grabberLabel: String
    /// The spoken names of detents, by identifier, as the app wants them heard ("Peek", "Full list").
    public var detentNames: [Detent.Identifier: String]
    /// `.medium`'s name.
    public var medium: String
    /// `.large`'s name.
    public var large: String
    /// A detent without a name: `%d` is replaced by its height as a percentage of the largest possible.
    public var percentOfScreen: String
    /// The close button's label.
    public var close: String

    public init(
        grabberLabel: String = "Sheet grabber", detentNames: [Detent.Identifier: String] = [:],
        medium: String = "Half height", large: String = "Full height",
        percentOfScreen: String = "%d percent height",
        close: String = "Close"
    ) {
        self.grabberLabel = grabberLabel
        self.detentNames = detentNames
        self.medium = medium
        self.large = large
        self.percentOfScreen = percentOfScreen
        self.close = close
    }

    /// The spoken name of `detent` in `resolution`.
    public func name(of detent: ResolvedDetent, in resolution: DetentResolution) -> String {
        if let name = detentNames[detent.identifier] { return name }
        switch detent.identifier {
        case .medium: return medium
        case .large: return large
        default:
            let maximum = resolution.geometry.maximumDetentValue
            let percent = maximum > 0 ? Int((100 * detent.value / maximum).rounded()) : 0
            return percentOfScreen.replacingOccurrences(of: "%d", with: String(min(max(percent, 0), 100)))
        }
    }
}
