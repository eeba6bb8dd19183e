#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The content's measurements, as UIKit offers them, for the host's rule on which one gives a
    /// `.fitting()` detent its height (``ContentFittingRule``).
    @MainActor
    enum ContentFittingHeight {
        static func fittingHeight(
            controller: UIViewController?, view: UIView?, scrollView: UIScrollView?, width: CGFloat,
            addedInsets: UIEdgeInsets = .zero
        ) -> CGFloat {
            // Apple: `contentSize` is "the size of the content view" only; the insets are apart
            // from it. https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
            let list = scrollView.map { scrollView in
                var frame: CGRect?
                if let view, scrollView !== view, scrollView.isDescendant(of: view),
                    let superview = scrollView.superview
                {
                    frame = superview.convert(scrollView.frame, to: view)
                }
                return ContentFittingRule.List(
                    contentHeight: scrollView.contentSize.height, insetTop: scrollView.contentInset.top,
                    insetBottom: scrollView.contentInset.bottom, addedTop: addedInsets.top,
                    addedBottom: addedInsets.bottom, frameInContent: frame,
                    contentViewHeight: view?.bounds.height ?? 0)
            }
            return ContentFittingRule.height(
                preferredHeight: controller?.preferredContentSize.height, list: list
            ) {
                view?.systemLayoutSizeFitting(
                    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height ?? 0
            }
        }
    }
#endif
