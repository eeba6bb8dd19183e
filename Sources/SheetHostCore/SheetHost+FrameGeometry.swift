import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a frame's rects and the presenting view's recession are made of besides the sheet's top
/// edge and height: the sheet's x and width, its chrome, insets and header, and the heights the
/// presenting view recedes between. They follow from the container, the options, the style and
/// the resolved detents, which a rotation, a keyboard or a new configuration changes and a finger's
/// move does not, so the host keeps them between frames and makes them again only when one of
/// those changed (``SheetHost/geometryRevision`` and the engine's `layoutRevision` say when).
struct FrameGeometry: Sendable {
    /// The revisions it was made at; -1 before the first.
    var hostRevision = -1
    var engineRevision = -1

    /// Whether there is a usable container: without one every rect is `.zero`.
    var isUsable = false
    /// The display's scale rects are snapped to; 0 to leave them exact.
    var scale: CGFloat = 0
    /// The sheet's x and width by the width rules, snapped.
    var sheetX: CGFloat = 0
    var sheetWidth: CGFloat = 0
    /// The same sheet's horizontal extent, as `CGRect` reads it.
    var sheetMinX: CGFloat = 0
    var sheetMaxX: CGFloat = 0
    var sheetMidX: CGFloat = 0
    var sheetExtent: CGFloat = 0
    var showsGrabber = false
    var grabberHeight: CGFloat = 0
    /// The grabber's and the header's heights, before a short sheet limits them.
    var chromeHeight: CGFloat = 0
    var contentInsets = HostInsets.zero
    /// The header's height as the style gives it, nil without a header.
    var headerHeight: CGFloat?
    /// The close button's touch area's x (the header's close button only).
    var closeButtonX: CGFloat?
    /// The title's x, width and its margin above and below inside the header.
    var titleX: CGFloat = 0
    var titleWidth: CGFloat = 0
    var titleVertical: CGFloat = 0

    /// Whether there is a container at all (even an unusable one), its width and its safe area's top.
    var hasContainer = false
    var containerWidth: CGFloat = 0
    var safeAreaTop: CGFloat = 0
    /// Whether the presenting view recedes in this container (UIKit's compact-width page sheet, modal
    /// at its largest detent), and the frame heights it recedes between.
    var recedes = false
    var recessionBase: CGFloat = 0
    var recessionLargest: CGFloat = 0

    /// `value` on the display's pixels, or exact without a scale.
    func snap(_ value: CGFloat) -> CGFloat {
        scale > 0 ? (value.sanitized() * scale).rounded() / scale : value.sanitized()
    }

    /// Every rect for a sheet whose top edge is at `top` and frame `height` tall, without the
    /// scroll view's area (only the hit test needs it).
    @inline(__always)  // Called on the kept geometry every frame: inlined, it isn't copied for the call.
    func layout(top: CGFloat, height: CGFloat) -> HostLayout {
        guard isUsable else { return HostLayout() }
        let minY = snap(top)
        let sheet = CGRect(x: sheetX, y: minY, width: sheetWidth, height: max(snap(top + height) - minY, 0))
        let chrome = min(chromeHeight, sheet.height)
        var layout = HostLayout(sheet: sheet)
        layout.content = CGRect(
            x: sheetMinX, y: minY + chrome, width: sheetExtent, height: sheet.height - chrome)
        layout.contentInsets = contentInsets
        if showsGrabber {
            let target = SheetHost.minimumTouchTarget
            // Centred on the capsule, but never above the container's top (a sheet 10 pt below it).
            layout.grabber = CGRect(
                x: sheetMidX - SheetHost.grabberTouchWidth / 2,
                y: max(minY + grabberHeight / 2 - target / 2, 0), width: SheetHost.grabberTouchWidth,
                height: target)
        }
        if let headerHeight {
            layout.header = CGRect(
                x: sheetMinX, y: minY + grabberHeight, width: sheetExtent, height: headerHeight)
            if let closeButtonX {
                let side = SheetHost.minimumTouchTarget
                layout.closeButton = CGRect(
                    x: closeButtonX, y: layout.header.midY - side / 2, width: side, height: side)
            }
            layout.title = CGRect(
                x: titleX, y: layout.header.minY + titleVertical, width: titleWidth,
                height: layout.header.height - 2 * titleVertical)
        }
        return layout
    }

    /// How far the presenting view has receded behind a sheet of frame height `height` (see
    /// ``SheetHost/presenterProgress(height:)``).
    func presenterProgress(height: CGFloat, isDismissed: Bool) -> CGFloat {
        guard recedes, !isDismissed else { return 0 }
        return min(max((height - recessionBase) / (recessionLargest - recessionBase), 0), 1)
    }

    /// Whether every value is the same as `other`'s, NaN included (for the debug check of the kept one).
    func isSame(as other: FrameGeometry) -> Bool {
        func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
            a.map { Double($0).bitPattern } == b.map { Double($0).bitPattern }
        }
        return isUsable == other.isUsable && same(scale, other.scale) && same(sheetX, other.sheetX)
            && same(sheetWidth, other.sheetWidth) && same(sheetMinX, other.sheetMinX)
            && same(sheetMaxX, other.sheetMaxX) && same(sheetMidX, other.sheetMidX)
            && same(sheetExtent, other.sheetExtent) && showsGrabber == other.showsGrabber
            && same(grabberHeight, other.grabberHeight) && same(chromeHeight, other.chromeHeight)
            && same(contentInsets.top, other.contentInsets.top)
            && same(contentInsets.left, other.contentInsets.left)
            && same(contentInsets.bottom, other.contentInsets.bottom)
            && same(contentInsets.right, other.contentInsets.right) && same(headerHeight, other.headerHeight)
            && same(closeButtonX, other.closeButtonX) && same(titleX, other.titleX)
            && same(titleWidth, other.titleWidth) && same(titleVertical, other.titleVertical)
            && hasContainer == other.hasContainer && same(containerWidth, other.containerWidth)
            && same(safeAreaTop, other.safeAreaTop) && recedes == other.recedes
            && same(recessionBase, other.recessionBase) && same(recessionLargest, other.recessionLargest)
    }
}

extension SheetHost {
    /// The frame geometry of the current container, options, style and detents, made afresh.
    func makeFrameGeometry() -> FrameGeometry {
        var geometry = FrameGeometry()
        geometry.hostRevision = geometryRevision
        geometry.engineRevision = interaction.layoutRevision
        guard let container else { return geometry }
        geometry.hasContainer = true
        geometry.containerWidth = container.size.width
        geometry.safeAreaTop = container.safeArea.top
        guard container.isUsable else { return geometry }
        geometry.isUsable = true
        // Snapped to the display's pixels when the binding gives its scale; exact otherwise.
        geometry.scale =
            container.displayScale.isFinite && container.displayScale >= 1
            ? min(container.displayScale, 4) : 0
        let (x, width) = placement(in: container)
        geometry.sheetX = geometry.snap(x)
        geometry.sheetWidth = geometry.snap(width)
        let sheet = CGRect(x: geometry.sheetX, y: 0, width: geometry.sheetWidth, height: 0)
        geometry.sheetMinX = sheet.minX
        geometry.sheetMaxX = sheet.maxX
        geometry.sheetMidX = sheet.midX
        geometry.sheetExtent = sheet.width
        let style = interaction.configuration.style
        geometry.showsGrabber = showsGrabber
        geometry.grabberHeight = geometry.showsGrabber ? SheetStyle.grabberAreaHeight : 0
        geometry.chromeHeight = geometry.grabberHeight + (style.header.map { $0.height.sanitized() } ?? 0)
        // The safe area's side insets that fall on the sheet (landscape's notch and rounded corners).
        let safeArea = interaction.container.safeAreaInsets
        let isLeftToRight = container.layoutDirection == .leftToRight
        geometry.contentInsets = HostInsets(
            top: 0, left: max((isLeftToRight ? safeArea.leading : safeArea.trailing) - sheet.minX, 0),
            bottom: interaction.resolution.geometry.bottomInset,
            right: max(
                (isLeftToRight ? safeArea.trailing : safeArea.leading)
                    - (interaction.container.size.width - sheet.maxX), 0))
        if let header = style.header {
            geometry.headerHeight = header.height
            let headerExtent = CGRect(x: 0, y: 0, width: 0, height: header.height).height
            // The close button stands on the trailing side inside the safe area, as the title and
            // the list do: in landscape the notch's inset is added to its margin.
            let leftInset = geometry.contentInsets.left
            let rightInset = geometry.contentInsets.right
            if header.showsCloseButton {
                let offset = Self.closeButtonMargin + Self.closeButtonDiameter / 2
                let centerX =
                    isLeftToRight ? sheet.maxX - rightInset - offset : sheet.minX + leftInset + offset
                geometry.closeButtonX = centerX - Self.minimumTouchTarget / 2
            }
            // The title: from the leading margin to the close button's room (or the trailing
            // margin), each inside the safe area, less the title's vertical margins.
            let trailingRoom = header.showsCloseButton ? Self.closeButtonRoom : Self.titleMargin
            let left = leftInset + (isLeftToRight ? Self.titleMargin : trailingRoom)
            let right = rightInset + (isLeftToRight ? trailingRoom : Self.titleMargin)
            geometry.titleX = sheet.minX + left
            geometry.titleWidth = max(sheet.width - left - right, 0)
            geometry.titleVertical = min(Self.titleVerticalMargin, headerExtent / 2)
        }
        // The presenting view recedes only where UIKit's page sheet makes it: compact width and
        // regular height, behind a sheet that is modal at its largest detent.
        guard container.verticalSizeClass == .regular, container.horizontalSizeClass == .compact else {
            return geometry
        }
        let resolution = interaction.resolution
        let largest = resolution.largest
        guard
            !interaction.configuration.isBackgroundInteractive(
                forFrameHeight: largest.frameHeight, in: resolution)
        else { return geometry }
        let base =
            resolution.detents.last {
                $0.frameHeight < largest.frameHeight - DetentResolution.mergeTolerance
            }?
            .frameHeight ?? 0
        guard largest.frameHeight > base else { return geometry }
        geometry.recedes = true
        geometry.recessionBase = base
        geometry.recessionLargest = largest.frameHeight
        return geometry
    }

    /// Whether ``frameGeometry`` was made from the current inputs.
    var isFrameGeometryCurrent: Bool {
        frameGeometry.hostRevision == geometryRevision
            && frameGeometry.engineRevision == interaction.layoutRevision
    }

    /// Makes ``frameGeometry`` again when its inputs changed since it was made. Debug builds check
    /// every kept geometry against a fresh one, so a test of any step catches an input the revisions
    /// miss.
    mutating func updateFrameGeometry() {
        if !isFrameGeometryCurrent { frameGeometry = makeFrameGeometry() }
        assert(frameGeometry.isSame(as: makeFrameGeometry()), "the kept frame geometry is out of date")
    }
}
