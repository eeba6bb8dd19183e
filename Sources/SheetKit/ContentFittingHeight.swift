#if canImport(UIKit)
    import UIKit

    /// The content's fitting height, as UIKit offers it: a controller's `preferredContentSize`; for
    /// content with a tracked list, the list's whole content (`contentSize` and the app's own
    /// `contentInset`) plus the views above and below it in the content; else Auto Layout's fitting
    /// size at the width asked.
    @MainActor
    enum ContentFittingHeight {
        static func fittingHeight(
            controller: UIViewController?, view: UIView?, scrollView: UIScrollView?, width: CGFloat,
            addedInsets: UIEdgeInsets = .zero
        ) -> CGFloat {
            if let preferred = controller?.preferredContentSize.height, preferred > 0 { return preferred }
            if let scrollView {
                // Apple: `contentSize` is "the size of the content view" only; the insets are apart
                // from it. The insets tracking added (the home indicator) are the sheet's, not the
                // content's. https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
                let own = scrollView.contentInset
                let list =
                    scrollView.contentSize.height + max(own.top - addedInsets.top, 0)
                    + max(own.bottom - addedInsets.bottom, 0)
                guard let view, scrollView !== view, scrollView.isDescendant(of: view),
                    let superview = scrollView.superview
                else { return list }
                // A search field above the list, a toolbar below it: the content around the list.
                let frame = superview.convert(scrollView.frame, to: view)
                return max(frame.minY, 0) + list + max(view.bounds.height - frame.maxY, 0)
            }
            guard let view else { return 0 }
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }
#endif
