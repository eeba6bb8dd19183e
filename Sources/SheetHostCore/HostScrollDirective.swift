import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the binding does to the tracked scroll view in this frame.
public struct HostScrollDirective: Equatable, Sendable {
    /// The `contentOffset.y` to set now, or nil to leave the scroll view alone (it is scrolling by
    /// its own pan and deceleration).
    public var pinnedOffset: CGFloat?
    /// Stop the scroll view's deceleration or bounce now (set its offset without animation to
    /// ``pinnedOffset``): the sheet took the movement.
    public var stopsDeceleration: Bool
    /// Where the scroll view's deceleration should end (its `targetContentOffset.y`), answering
    /// ``HostEvent/scrollWillEndDragging(velocity:targetOffset:)``; nil otherwise.
    public var decelerationTarget: CGFloat?
    /// Whether the list may bounce at its top: not while a pull at the top would move the sheet.
    public var bouncesAtTop: Bool

    public init(
        pinnedOffset: CGFloat? = nil, stopsDeceleration: Bool = false, decelerationTarget: CGFloat? = nil,
        bouncesAtTop: Bool = true
    ) {
        self.pinnedOffset = pinnedOffset
        self.stopsDeceleration = stopsDeceleration
        self.decelerationTarget = decelerationTarget
        self.bouncesAtTop = bouncesAtTop
    }
}
