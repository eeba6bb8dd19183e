import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostScrollDirective {
    /// The `contentOffset.y` a binding sets on the tracked scroll view now, or nil to leave it
    /// alone: the pinned offset; else, when the list may not bounce at its top, the offset kept at
    /// or below the top (``offsetHeldAtTop(current:adjustedTopInset:)``); set again, unchanged, when
    /// the deceleration must stop. Both bindings apply a directive by it.
    public func contentOffset(current: CGFloat, adjustedTopInset: CGFloat) -> CGFloat? {
        var target = current
        if let pinnedOffset {
            target = pinnedOffset
        } else if !bouncesAtTop {
            target = Self.offsetHeldAtTop(current: current, adjustedTopInset: adjustedTopInset) ?? current
        }
        return target != current || stopsDeceleration ? target : nil
    }

    /// The offset a list that may not bounce at its top is taken back to when it was pulled past
    /// its top (`-adjustedTopInset`: UIKit has no top-only bounce switch, so the offset is held
    /// there); nil when it isn't past it. A binding applies it on every offset change while the
    /// host's directive forbids the bounce, not only when a directive arrives.
    public static func offsetHeldAtTop(current: CGFloat, adjustedTopInset: CGFloat) -> CGFloat? {
        let top = -adjustedTopInset
        return current < top ? top : nil
    }
}
