import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostScrollDirective {
    /// The `contentOffset.y` a binding sets on the tracked scroll view now, or nil to leave it
    /// alone: the pinned offset; else, when the list may not bounce at its top, the offset kept at
    /// or below the top (`-adjustedTopInset`); set again, unchanged, when the deceleration must stop.
    public func contentOffset(current: CGFloat, adjustedTopInset: CGFloat) -> CGFloat? {
        var target = current
        if let pinnedOffset {
            target = pinnedOffset
        } else if !bouncesAtTop {
            target = max(current, -adjustedTopInset)
        }
        return target != current || stopsDeceleration ? target : nil
    }
}
