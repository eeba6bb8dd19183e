import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the sheet adds to its tracked list's `contentInset` (and indicator insets), as
/// FloatingPanel's `contentInsetAdjustmentBehavior`: with `.always` the host's insets (the home
/// indicator; the sides are the list's own safe area) less what the platform's own adjustment
/// already gives the list (`adjustedContentInset` beyond `contentInset`); with `.never` nothing.
/// Never negative; a NaN or infinite value counts as 0.
package enum ListInsetPolicy {
    /// The top and bottom to add. `contentTop`/`contentBottom` are the list's `contentInset` as it is
    /// now, `adjustedTop`/`adjustedBottom` its adjusted insets.
    package static func added(
        hostInsets: HostInsets, adjusts: Bool, contentTop: CGFloat, contentBottom: CGFloat,
        adjustedTop: CGFloat, adjustedBottom: CGFloat
    ) -> (top: CGFloat, bottom: CGFloat) {
        guard adjusts else { return (0, 0) }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let systemTop = clean(adjustedTop) - clean(contentTop)
        let systemBottom = clean(adjustedBottom) - clean(contentBottom)
        return (
            max(clean(hostInsets.top) - systemTop, 0), max(clean(hostInsets.bottom) - systemBottom, 0)
        )
    }
}
