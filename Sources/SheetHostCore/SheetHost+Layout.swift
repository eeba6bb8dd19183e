import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The rects of one frame, in the container's coordinates.
struct HostLayout: Equatable, Sendable {
    var sheet: CGRect = .zero
    var content: CGRect = .zero
    var grabber: CGRect = .zero
    var header: CGRect = .zero
    var closeButton: CGRect = .zero
    var title: CGRect = .zero
    /// The tracked scroll view's area, or nil when none is tracked.
    var scrollArea: CGRect?
    var contentInsets = HostInsets.zero
}

extension CGRect {
    /// Whether `point` lies inside, edges included (the same on every platform's Foundation).
    func includes(_ point: CGPoint) -> Bool {
        width > 0 && height > 0 && point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

extension SheetHost {
    /// The smallest touch area of a control, as the Human Interface Guidelines ask.
    public static let minimumTouchTarget: CGFloat = 44
    /// The close button's drawn circle.
    public static let closeButtonDiameter: CGFloat = 30
    /// The close button's distance from the sheet's trailing edge.
    public static let closeButtonMargin: CGFloat = 16
    /// The grabber's touch area width (the capsule drawn in it is 36 × 5 pt).
    public static let grabberTouchWidth: CGFloat = 88
    /// The header title's distance from the sheet's leading edge (inside the safe area), as UIKit's
    /// default layout margin.
    public static let titleMargin: CGFloat = 16
    /// The space above and below the title in the header.
    public static let titleVerticalMargin: CGFloat = 14
    /// The room the close button takes on the header's trailing side: its margin, its 44 pt touch
    /// area and a gap before the title.
    public static let closeButtonRoom: CGFloat = 60

    /// Whether the sheet fills the container's height: in compact height unless it prefers to be
    /// edge-attached, as UIKit's (`prefersEdgeAttachedInCompactHeight` false shows it full screen).
    /// A floating sheet never does: it stays a drawer at the bottom.
    func fillsHeight(in container: HostContainer) -> Bool {
        container.verticalSizeClass == .compact && !options.prefersEdgeAttachedInCompactHeight
            && !appConfiguration.isFloating
    }

    /// Whether the grabber is shown: the style asks for it and the sheet is not full screen (UIKit
    /// hides it there, as nothing is left to drag to).
    var showsGrabber: Bool {
        interaction.configuration.style.prefersGrabberVisible && !interaction.container.fillsHeight
    }

    /// The sheet's x and width by UIKit's width rules, and in regular width by the options'
    /// ``HostOptions/regularWidthPlacement``, ``HostOptions/regularWidth`` and
    /// ``HostOptions/regularWidthMargin``: a sheet against a side needs regular width alone (an
    /// iPhone Max in landscape is regular width and compact height, and keeps its card there, as
    /// FloatingPanel's and Maps' do); a centred sheet is UIKit's page sheet, whose regular form needs
    /// regular height too (in compact height it is full screen or edge-attached). A floating sheet in
    /// compact height follows ``floatingPlacementRule(options:isRegularWidth:isCompactHeight:)``.
    func placement(in container: HostContainer) -> (x: CGFloat, width: CGFloat) {
        let isRegularWidth = container.horizontalSizeClass == .regular
        let isCompactHeight = container.verticalSizeClass == .compact
        if appConfiguration.isFloating {
            switch Self.floatingPlacementRule(
                options: options, isRegularWidth: isRegularWidth, isCompactHeight: isCompactHeight)
            {
            case .drawer: return Self.drawerPlacement(in: container, options: options)
            case .regular:
                return Self.regularPlacement(
                    in: container, placement: options.regularWidthPlacement, width: options.regularWidth,
                    margin: options.regularWidthMargin)
            case .widthRule: break
            }
        }
        let isSide = options.regularWidthPlacement != .center
        if isRegularWidth, isSide || !isCompactHeight {
            return Self.regularPlacement(
                in: container, placement: options.regularWidthPlacement, width: options.regularWidth,
                margin: options.regularWidthMargin)
        }
        return SheetWidthRule.placement(
            containerWidth: container.size.width.sanitized(),
            isRegularWidth: container.horizontalSizeClass == .regular,
            isCompactHeight: container.verticalSizeClass == .compact,
            prefersEdgeAttachedInCompactHeight: options.prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: options
                .widthFollowsPreferredContentSizeWhenEdgeAttached,
            preferredContentWidth: options.preferredContentWidth)
    }

    /// Which rule places a floating sheet across its container.
    public enum FloatingPlacement: Equatable, Sendable {
        /// The app's ``HostOptions/regularWidthPlacement``, ``HostOptions/regularWidth`` and
        /// ``HostOptions/regularWidthMargin`` (``regularPlacement(in:placement:width:margin:)``).
        case regular
        /// The drawer across the safe area at the bottom (``drawerPlacement(in:options:)``).
        case drawer
        /// UIKit's width rules, as any sheet (compact width: the full width).
        case widthRule
    }

    /// Where a floating sheet stands, as FloatingPanel's panels: on a regular-width screen the app's
    /// explicit placement holds whatever the height — a side (`.leading`, `.trailing`) or a width of
    /// its own (``HostOptions/regularWidth`` above 0) keeps OneBusAway's 291 pt leading panel on an
    /// iPhone Max in landscape (regular width, compact height). The drawer across the safe area is
    /// the compact-height default only when the app set neither (`.center` and width 0, the
    /// defaults); in regular height a regular-width screen places it by the app's options as well.
    public static func floatingPlacementRule(
        options: HostOptions, isRegularWidth: Bool, isCompactHeight: Bool
    ) -> FloatingPlacement {
        let isExplicit =
            options.regularWidthPlacement != .center
            || (options.regularWidth.isFinite && options.regularWidth > 0)
        if isRegularWidth, isExplicit || !isCompactHeight { return .regular }
        return isCompactHeight ? .drawer : .widthRule
    }

    /// The default margin between a sheet placed against a side and the safe area's edge, as Maps'
    /// card and FloatingPanel's default layout on iPad (``HostOptions/regularWidthMargin``).
    public static let sideMargin: CGFloat = 16

    /// A sheet's x and width in regular width: `width` wide (0 for the page-sheet width,
    /// `SheetWidthRule.regularWidth`), centred, or against the leading or trailing edge inside the
    /// safe area with `margin` (mirrored in right-to-left; a negative or non-finite margin is 0).
    /// Never wider than the container, nor, against a side, than the room between the safe area's
    /// sides less the margins.
    public static func regularPlacement(
        in container: HostContainer, placement: HostSheetPlacement, width: CGFloat,
        margin: CGFloat = sideMargin
    ) -> (x: CGFloat, width: CGFloat) {
        let containerWidth = max(container.size.width.sanitized(), 0)
        let requested = width.isFinite && width > 0 ? width : SheetWidthRule.regularWidth
        let margin = margin.isFinite ? max(margin, 0) : 0
        let left = max(container.safeArea.left.sanitized(), 0) + margin
        let right = max(container.safeArea.right.sanitized(), 0) + margin
        let isLeftToRight = container.layoutDirection == .leftToRight
        switch placement {
        case .center:
            let sheetWidth = min(requested, containerWidth)
            return ((containerWidth - sheetWidth) / 2, sheetWidth)
        case .leading, .trailing:
            let sheetWidth = min(requested, max(containerWidth - left - right, 0))
            let onLeft = (placement == .leading) == isLeftToRight
            return (onLeft ? left : containerWidth - right - sheetWidth, sheetWidth)
        }
    }

    /// A floating sheet's x and width in compact height, edge-attached at the bottom as Maps' and
    /// FloatingPanel's drawers: across the safe area's width, or the preferred content width when
    /// the sheet follows it (``HostOptions/widthFollowsPreferredContentSizeWhenEdgeAttached``),
    /// placed in the safe area by ``HostOptions/regularWidthPlacement`` (mirrored in right-to-left).
    public static func drawerPlacement(in container: HostContainer, options: HostOptions) -> (
        x: CGFloat, width: CGFloat
    ) {
        let containerWidth = max(container.size.width.sanitized(), 0)
        let left = min(max(container.safeArea.left.sanitized(), 0), containerWidth)
        let right = min(max(container.safeArea.right.sanitized(), 0), containerWidth - left)
        let room = containerWidth - left - right
        let preferred = options.preferredContentWidth
        let follows =
            options.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred.isFinite && preferred > 0
        let width = follows ? min(preferred, room) : room
        let onLeft =
            (options.regularWidthPlacement == .leading) == (container.layoutDirection == .leftToRight)
        switch options.regularWidthPlacement {
        case .center: return (left + (room - width) / 2, width)
        case .leading, .trailing: return (onLeft ? left : left + room - width, width)
        }
    }

    /// Every rect for a sheet whose top edge is at `top` and frame `height` tall.
    func layout(top: CGFloat, height: CGFloat) -> HostLayout {
        let geometry = isFrameGeometryCurrent ? frameGeometry : makeFrameGeometry()
        var layout = geometry.layout(top: top, height: height)
        if let scroll, container?.isUsable == true {
            if let frame = scroll.frameInContent {
                layout.scrollArea = frame.offsetBy(dx: layout.content.minX, dy: layout.content.minY)
            } else {
                layout.scrollArea = layout.content
            }
        }
        return layout
    }

    /// The current rects.
    var currentLayout: HostLayout {
        layout(
            top: interaction.resolution.geometry.topEdge(forFrameHeight: interaction.height),
            height: interaction.height)
    }

    /// What a touch at `point` (container coordinates) lands on now: the close button and grabber
    /// first (their touch areas reach past their drawing), then the header, the tracked list, the
    /// rest of the sheet; outside it the dim, or the background where touches pass through.
    public func hitTarget(at point: CGPoint) -> HitTarget {
        guard interaction.state != .dismissed, point.x.isFinite, point.y.isFinite else { return .background }
        let layout = currentLayout
        // `.zero` (which includes no point) when the header has no close button.
        if layout.closeButton.includes(point) { return .closeButton }
        if layout.grabber.includes(point) { return .grabber }
        if layout.sheet.includes(point) {
            if layout.header.includes(point) { return .header }
            if point.y < layout.content.minY { return .grabber }
            if let area = layout.scrollArea, area.includes(point) { return .content }
            return .sheet
        }
        return interaction.frame.isBackgroundInteractive ? .background : .dim
    }
}
