import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Splits one drag step between the sheet and the scroll view inside it, so a single gesture
/// moves the sheet up to its largest detent and then scrolls the content, and back again.
package struct ScrollHandoff: Hashable, Sendable {
    /// The sheet's unbanded height (where the finger would put it).
    var sheetHeight: CGFloat
    /// The content's vertical offset, 0 at its top edge.
    var contentOffset: CGFloat

    /// The limits one step works within.
    package struct Limits: Sendable {
        /// The largest detent's frame height.
        package var largestHeight: CGFloat
        /// The scroll view's content height; 0 when the sheet has no scroll view.
        package var contentHeight: CGFloat
        /// How much of the sheet's frame is not scroll view: chrome and bottom inset.
        package var viewportInset: CGFloat
        /// Whether the drag is on the scroll view at all.
        package var isOnContent: Bool
        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
        package var expandsFirst: Bool
        /// ``SheetConfiguration/scrollViewBouncesAtTop``: at the largest detent, a pull past the
        /// content's top is the scroll view's bounce, not the sheet's.
        package var bouncesAtTop: Bool

        package init(
            largestHeight: CGFloat, contentHeight: CGFloat, viewportInset: CGFloat, isOnContent: Bool,
            expandsFirst: Bool, bouncesAtTop: Bool = false
        ) {
            self.largestHeight = largestHeight
            self.contentHeight = contentHeight
            self.viewportInset = viewportInset
            self.isOnContent = isOnContent
            self.expandsFirst = expandsFirst
            self.bouncesAtTop = bouncesAtTop
        }

        /// Whether a pull past the content's top at `sheetHeight` stays with the scroll view.
        func keepsPullAtTop(_ sheetHeight: CGFloat) -> Bool {
            ScrollHandoff.keepsPullAtTop(
                sheetHeight: sheetHeight, largestHeight: largestHeight, bouncesAtTop: bouncesAtTop)
        }

        /// The content's largest offset when the sheet is this tall: what does not fit its viewport.
        package func maximumOffset(_ sheetHeight: CGFloat) -> CGFloat {
            max(contentHeight - max(sheetHeight - viewportInset, 0), 0)
        }
    }

    /// How close to the largest detent's height counts as at it, in points.
    package static let largestDetentTolerance: CGFloat = 0.5

    /// Whether a pull past the content's top stays with a scroll view that `bouncesAtTop`: only
    /// at the largest detent (a sheet `sheetHeight` tall, within ``largestDetentTolerance`` of
    /// `largestHeight`, or above it).
    package static func keepsPullAtTop(sheetHeight: CGFloat, largestHeight: CGFloat, bouncesAtTop: Bool)
        -> Bool
    {
        bouncesAtTop && sheetHeight >= largestHeight - largestDetentTolerance
    }

    /// Applies a finger movement of `growth` points (positive upwards, growing the sheet).
    ///
    /// Upwards the sheet takes the movement until its largest detent, then the content scrolls;
    /// with `expandsFirst` false scrollable content takes it all. Downwards an overshoot is taken
    /// back first, then the content scrolls to its top, then the sheet moves. Content that can't
    /// scroll (shorter than its viewport) and drags on the chrome give everything to the sheet. With
    /// ``Limits/bouncesAtTop``, at the largest detent, the pull past the content's top stays with the
    /// scroll view.
    /// Movement past the content's end is the scroll view's own bounce and is not applied here.
    mutating func apply(growth: CGFloat, limits: Limits) {
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
            // At the largest detent a scroll view that bounces at its top keeps the rest of the
            // pull: its own bounce (a refresh control), which is not applied here either.
            guard !limits.keepsPullAtTop(sheetHeight) else { return }
            sheetHeight -= rest - toContent
        }
    }
}
