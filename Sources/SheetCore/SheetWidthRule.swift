import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How wide a sheet is and where it stands across its container, by UIKit's rules for
/// `UISheetPresentationController`: chosen from size classes and the container's size, never from
/// the device type.
///
/// - Compact width (an iPhone in portrait, a narrow split view): the full width.
/// - Compact height (an iPhone in landscape): the full width, unless the sheet prefers to be
///   edge-attached; then it is centered, as wide as its preferred content width when it follows it,
///   otherwise ``readableWidth``.
/// - Regular width and height (iPad, a wide window): centered, ``regularWidth`` wide at most.
package enum SheetWidthRule {
    /// A regular-width sheet's width: the page-sheet width iPadOS uses.
    package static let regularWidth: CGFloat = 704
    /// An edge-attached sheet's width in compact height when it doesn't follow its content.
    package static let readableWidth: CGFloat = 540

    /// The sheet's x and width in a container `containerWidth` wide.
    package static func placement(
        containerWidth: CGFloat, isRegularWidth: Bool, isCompactHeight: Bool,
        prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, preferredContentWidth: CGFloat = 0
    ) -> (x: CGFloat, width: CGFloat) {
        let container = containerWidth.isFinite ? max(containerWidth, 0) : 0
        var width = container
        if isCompactHeight, prefersEdgeAttachedInCompactHeight {
            let preferred =
                preferredContentWidth.isFinite && preferredContentWidth > 0 ? preferredContentWidth : 0
            width =
                widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? preferred : readableWidth
        } else if isRegularWidth, !isCompactHeight {
            width = regularWidth
        }
        width = min(width, container)
        return ((container - width) / 2, width)
    }
}
