import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The tracked scroll view's geometry, sent on every change including the first (observe with
/// `.initial`): without its content height the host can't tell a drag on the list from a drag on
/// the sheet.
public struct HostScrollGeometry: Equatable, Sendable {
    /// The scroll view's `contentOffset.y`.
    public var offset: CGFloat
    /// The height of its content.
    public var contentHeight: CGFloat
    /// The height of its bounds (the viewport).
    public var viewportHeight: CGFloat
    /// Its adjusted content insets, top and bottom.
    public var topInset: CGFloat
    public var bottomInset: CGFloat
    /// Its frame in the sheet's content area; nil when it fills the content area. A list under a
    /// search field starts below the field, so a drag on the field moves the sheet.
    public var frameInContent: CGRect?
    /// Whether the person's finger is scrolling it (`isTracking`).
    public var isTracking: Bool
    /// Whether it is coasting after a flick (`isDecelerating`).
    public var isDecelerating: Bool

    public init(
        offset: CGFloat, contentHeight: CGFloat, viewportHeight: CGFloat, topInset: CGFloat = 0,
        bottomInset: CGFloat = 0, frameInContent: CGRect? = nil, isTracking: Bool = false,
        isDecelerating: Bool = false
    ) {
        self.offset = offset
        self.contentHeight = contentHeight
        self.viewportHeight = viewportHeight
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.frameInContent = frameInContent
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
    }

    /// How far the content is scrolled from its top resting position, never negative.
    var scrolledDistance: CGFloat { max((offset + topInset).sanitized(), 0) }

    /// The largest distance it can scroll.
    var maximumScrolledDistance: CGFloat {
        max((contentHeight + topInset + bottomInset - viewportHeight).sanitized(), 0)
    }
}
