import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which measurement gives a `.fitting()` detent its content height, as UIKit offers them: the
/// content controller's `preferredContentSize` when it sets one; else, for content with a tracked
/// list, the list's whole content (its content height and the app's own insets, not those the
/// sheet added) plus the content above and below the list (a search field, a toolbar); else Auto
/// Layout's fitting height at the width asked. A binding reports the measurements; this decides.
package enum ContentFittingRule {
    /// The tracked list, as measured.
    package struct List: Equatable, Sendable {
        /// Its content's height (`contentSize.height`).
        package var contentHeight: CGFloat
        /// Its `contentInset` top and bottom, and the part of each the sheet added.
        package var insetTop: CGFloat
        package var insetBottom: CGFloat
        package var addedTop: CGFloat
        package var addedBottom: CGFloat
        /// Its frame in the content view and that view's height; nil when the list is the content
        /// view or not inside it.
        package var frameInContent: CGRect?
        package var contentViewHeight: CGFloat

        package init(
            contentHeight: CGFloat, insetTop: CGFloat = 0, insetBottom: CGFloat = 0, addedTop: CGFloat = 0,
            addedBottom: CGFloat = 0, frameInContent: CGRect? = nil, contentViewHeight: CGFloat = 0
        ) {
            self.contentHeight = contentHeight
            self.insetTop = insetTop
            self.insetBottom = insetBottom
            self.addedTop = addedTop
            self.addedBottom = addedBottom
            self.frameInContent = frameInContent
            self.contentViewHeight = contentViewHeight
        }
    }

    /// The content's fitting height; `autoLayoutHeight` is asked only when neither a preferred
    /// height nor a list decides. A NaN, infinite or negative measurement counts as none (0).
    package static func height(
        preferredHeight: CGFloat?, list: List?, autoLayoutHeight: () -> CGFloat
    ) -> CGFloat {
        if let preferred = preferredHeight, preferred.isFinite, preferred > 0 { return preferred }
        if let list {
            // The insets the sheet added (the home indicator) are the sheet's, not the content's.
            let own =
                clean(list.contentHeight) + max(clean(list.insetTop) - clean(list.addedTop), 0)
                + max(clean(list.insetBottom) - clean(list.addedBottom), 0)
            guard let frame = list.frameInContent, frame.minY.isFinite, frame.maxY.isFinite else {
                return own
            }
            // A search field above the list, a toolbar below it: the content around the list.
            return max(frame.minY, 0) + own + max(clean(list.contentViewHeight) - frame.maxY, 0)
        }
        return clean(autoLayoutHeight())
    }

    private static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}
