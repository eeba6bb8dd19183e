import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Splits one drag step between the sheet and the scroll view inside it, so a single gesture
/// moves the sheet up to its largest detent and then scrolls the content, and back again.
public struct ScrollHandoff: Hashable, Sendable {
    /// The sheet's unbanded height (where the finger would put it).
    public var sheetHeight: CGFloat
    /// The content's vertical offset, 0 at its top edge.
    public var contentOffset: CGFloat

    public init(sheetHeight: CGFloat, contentOffset: CGFloat) {
        self.sheetHeight = sheetHeight
        self.contentOffset = contentOffset
    }

    /// The limits one step works within.
    public struct Limits: Sendable {
        /// The largest detent's frame height.
        public var largestHeight: CGFloat
        /// The scroll view's content height; 0 when the sheet has no scroll view.
        public var contentHeight: CGFloat
        /// How much of the sheet's frame is not scroll view: chrome and bottom inset.
        public var viewportInset: CGFloat
        /// Whether the drag is on the scroll view at all.
        public var isOnContent: Bool
        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
        public var expandsFirst: Bool

        public init(
            largestHeight: CGFloat, contentHeight: CGFloat, viewportInset: CGFloat, isOnContent: Bool,
            expandsFirst: Bool
        ) {
            self.largestHeight = largestHeight
            self.contentHeight = contentHeight
            self.viewportInset = viewportInset
            self.isOnContent = isOnContent
            self.expandsFirst = expandsFirst
        }

        /// The content's largest offset when the sheet is this tall: what does not fit its viewport.
        public func maximumOffset(_ sheetHeight: CGFloat) -> CGFloat {
            max(contentHeight - max(sheetHeight - viewportInset, 0), 0)
        }
    }

    /// Applies a finger movement of `growth` points (positive upwards, growing the sheet).
    ///
    /// Upwards the sheet takes the movement until its largest detent, then the content scrolls;
    /// with `expandsFirst` false scrollable content takes it all. Downwards an overshoot is taken
    /// back first, then the content scrolls to its top, then the sheet moves. Content that can't
    /// scroll (shorter than its viewport) and drags on the chrome give everything to the sheet.
    /// Movement past the content's end is the scroll view's own bounce and is not applied here.
    public mutating func apply(growth: CGFloat, limits: Limits) {
        guard limits.isOnContent, growth != 0 else {
            sheetHeight += growth
            return
        }
        if growth > 0 {
            var rest = growth
            if limits.expandsFirst || limits.maximumOffset(sheetHeight) <= 0,
                sheetHeight < limits.largestHeight
            {
                let toSheet = min(rest, limits.largestHeight - sheetHeight)
                sheetHeight += toSheet
                rest -= toSheet
            }
            guard rest > 0 else { return }
            let maximumOffset = limits.maximumOffset(sheetHeight)
            if maximumOffset > 0 || contentOffset > 0 {
                contentOffset = min(contentOffset + rest, max(maximumOffset, contentOffset))
            } else {
                sheetHeight += rest
            }
        } else {
            var rest = -growth
            if sheetHeight > limits.largestHeight {
                let toSheet = min(rest, sheetHeight - limits.largestHeight)
                sheetHeight -= toSheet
                rest -= toSheet
            }
            let toContent = min(rest, contentOffset)
            contentOffset -= toContent
            sheetHeight -= rest - toContent
        }
    }
}
