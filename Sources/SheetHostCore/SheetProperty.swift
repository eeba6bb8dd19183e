import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One sheet property and the value the app assigns to it, named as UIKit's
/// `UISheetPresentationController` (or SheetKit's own, for what UIKit lacks), for
/// ``HostEvent/set(_:animated:)``.
///
/// The host keeps each value exactly as assigned and resolves them all together: the order of
/// assignments never changes what the sheet does, and an identifier that names no detent now is
/// kept until a detent with it arrives.
public enum SheetProperty: Sendable {
    /// As UIKit's `detents`. A list the host can't use (empty, a repeated identifier, a value out of
    /// range) is refused and reported in ``SheetHost/configurationErrors``.
    case detents([Detent])
    /// As UIKit's `selectedDetentIdentifier`: nil is the smallest detent by height.
    case selectedDetentIdentifier(Detent.Identifier?)
    /// As UIKit's `largestUndimmedDetentIdentifier`.
    case largestUndimmedDetentIdentifier(Detent.Identifier?)
    /// `Dimming.undimmedAtEveryDetent`: no dim and a live background at every height (SwiftUI's
    /// `.enabled` background interaction), with no detent to name, so no resize changes it.
    case undimmedAtEveryDetent(Bool)
    /// `Dimming.dimsAtEveryDetent`: every resting detent dims and blocks the background (SwiftUI's
    /// `.disabled`), a floating sheet's included.
    case dimsAtEveryDetent(Bool)
    /// As UIKit's `isModalInPresentation`.
    case isModalInPresentation(Bool)
    /// `SheetConfiguration.isDismissible`: whether the person can dismiss the sheet at all.
    case isDismissible(Bool)
    /// `SheetConfiguration.isFloating`: a non-modal drawer over a view the person keeps using.
    case isFloating(Bool)
    /// `SheetConfiguration.usesBottomSafeArea`.
    case usesBottomSafeArea(Bool)
    /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
    case prefersScrollingExpandsWhenScrolledToEdge(Bool)
    /// As UIKit's `prefersGrabberVisible`.
    case prefersGrabberVisible(Bool)
    /// As UIKit's `preferredCornerRadius`: nil is the standard radius.
    case preferredCornerRadius(CGFloat?)
    /// The sheet's header bar (a title and a close button), or nil for none.
    case header(SheetStyle.Header?)
    /// The sheet's background.
    case background(SheetStyle.Background)
    /// The dim layer's alpha when fully dimmed, in 0…1.
    case maximumDimAlpha(CGFloat)
    /// Springs, projection and thresholds.
    case behavior(SheetBehavior)
    /// As UIKit's `prefersEdgeAttachedInCompactHeight`.
    case prefersEdgeAttachedInCompactHeight(Bool)
    /// As UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    case widthFollowsPreferredContentSizeWhenEdgeAttached(Bool)
    /// The presented controller's `preferredContentSize.width`; 0 for none.
    case preferredContentWidth(CGFloat)
    /// ``HostOptions/regularWidthPlacement``.
    case regularWidthPlacement(HostSheetPlacement)
    /// ``HostOptions/regularWidth``.
    case regularWidth(CGFloat)
    /// ``HostOptions/regularWidthMargin``: the space between a side-placed sheet and the safe area.
    case regularWidthMargin(CGFloat)
    /// `SheetConfiguration.scrollViewBouncesAtTop`: at the largest detent, a pull past the tracked
    /// list's top bounces the list instead of moving the sheet.
    case scrollViewBouncesAtTop(Bool)
    /// ``HostStrings/grabberLabel``: the grabber's spoken label for this sheet.
    case accessibilityGrabberLabel(String)
    /// ``HostStrings/detentNames``: the spoken names of detents, by identifier.
    case accessibilityDetentNames([Detent.Identifier: String])
}

extension SheetProperty {
    /// A property's name without its value: the key of its row in ``SheetPropertyTable``.
    package enum Name: String, CaseIterable, Sendable {
        case detents, selectedDetentIdentifier, largestUndimmedDetentIdentifier, undimmedAtEveryDetent
        case dimsAtEveryDetent, isModalInPresentation, isDismissible, isFloating, usesBottomSafeArea
        case prefersScrollingExpandsWhenScrolledToEdge, prefersGrabberVisible, preferredCornerRadius
        case header, background, maximumDimAlpha, behavior, prefersEdgeAttachedInCompactHeight
        case widthFollowsPreferredContentSizeWhenEdgeAttached, preferredContentWidth
        case regularWidthPlacement, regularWidth, regularWidthMargin, scrollViewBouncesAtTop
        case accessibilityGrabberLabel, accessibilityDetentNames
    }

    /// The property's name and its value, for its row to store: the case's name and its one
    /// associated value. Every case has a ``Name`` of the same spelling (the table's tests name each
    /// case in an exhaustive switch, so a case without one does not compile there).
    package var entry: (name: Name, value: Any) {
        let payload = Mirror(reflecting: self).children.first!
        return (Name(rawValue: payload.label!)!, payload.value)
    }

    /// This property's row of ``SheetPropertyTable``.
    package var row: SheetPropertyRow { SheetPropertyTable.row(entry.name) }

    /// Stores the value where the host keeps it: the app's configuration or its options (the
    /// selection is the engine's, see ``SheetHost/selectedDetentIdentifier``).
    package func assign(to values: inout SheetPropertyValues) {
        row.store(self, in: &values)
    }
}
