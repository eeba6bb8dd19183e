import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetInteraction {
    /// The sheet's full rectangle in the container now, and its content area — the scroll view's
    /// viewport: the sheet less its chrome (grabber, header) and the bottom inset it rests on.
    ///
    /// The width and x follow `SheetWidthRule` (size classes and the container's width); the
    /// vertical edges are the frame's. Front ends apply `sheet` to the sheet view and size the
    /// scroll view to `content`.
    package func layout(
        isRegularWidth: Bool = false, prefersEdgeAttachedInCompactHeight: Bool = false,
        widthFollowsPreferredContentSizeWhenEdgeAttached: Bool = false, preferredContentWidth: CGFloat = 0
    ) -> (sheet: CGRect, content: CGRect) {
        let placement = SheetWidthRule.placement(
            containerWidth: container.size.width, isRegularWidth: isRegularWidth,
            isCompactHeight: container.isCompactHeight,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached:
                widthFollowsPreferredContentSizeWhenEdgeAttached,
            preferredContentWidth: preferredContentWidth)
        let top = geometry.topEdge(forFrameHeight: height)
        let sheet = CGRect(x: placement.x, y: top, width: placement.width, height: height)
        let chrome = min(configuration.style.chromeHeight, height)
        let contentHeight = max(height - chrome - geometry.bottomInset, 0)
        let content = CGRect(x: placement.x, y: top + chrome, width: placement.width, height: contentHeight)
        return (sheet, content)
    }
}
