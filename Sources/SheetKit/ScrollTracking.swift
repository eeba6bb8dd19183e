#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The tracked scroll view, as the host sees it: its geometry observed (offset, content size,
    /// bounds, adjusted insets; `.initial`, so the host knows the list before the first drag), its
    /// `scrollViewWillEndDragging` answered through a delegate proxy, and the host's scroll directive
    /// and insets applied to it. The scroll view's own inset adjustment is off: the host's
    /// ``HostFrame/contentInsets`` are its insets.
    @MainActor
    final class ScrollTracking {
        private(set) weak var scrollView: UIScrollView?
        private weak var stage: SheetStage?
        private var observations: [NSKeyValueObservation] = []
        private var proxy: ScrollDelegateProxy?

        /// Follows `scrollView` from now on (nil: none), telling the host at once.
        func track(_ scrollView: UIScrollView?, stage: SheetStage) {
            guard scrollView !== self.scrollView else { return }
            stop()
            self.scrollView = scrollView
            guard scrollView != nil else {
                stage.send(.scroll(nil))
                return
            }
            start(stage: stage)
        }

        /// Observes the scroll view and stands in as its delegate; the first observation reports its
        /// geometry. Nothing happens when it already does.
        func start(stage: SheetStage) {
            guard let scrollView, observations.isEmpty else { return }
            self.stage = stage
            scrollView.contentInsetAdjustmentBehavior = .never
            applyInsets(stage.frame.contentInsets)
            let proxy = ScrollDelegateProxy(original: scrollView.delegate) { [weak stage] velocity, target in
                guard let stage else { return }
                stage.send(.scrollWillEndDragging(velocity: velocity, targetOffset: target.pointee.y))
                if let decelerationTarget = stage.frame.scroll.decelerationTarget {
                    target.pointee.y = decelerationTarget
                }
            }
            scrollView.delegate = proxy
            self.proxy = proxy
            let changed: @Sendable (UIScrollView) -> Void = { [weak stage] _ in
                MainActor.assumeIsolated { stage?.scrollGeometryDidChange() }
            }
            observations = [
                scrollView.observe(\.contentOffset, options: [.initial, .new]) { view, _ in changed(view) },
                scrollView.observe(\.bounds, options: [.new]) { view, _ in changed(view) },
                scrollView.observe(\.adjustedContentInset, options: [.new]) { view, _ in changed(view) },
                scrollView.observe(\.contentSize, options: [.new]) { [weak stage] view, _ in
                    changed(view)
                    // New rows may change the fitting height of a content-sized detent.
                    MainActor.assumeIsolated { _ = stage?.send(.contentInvalidated) }
                },
            ]
        }

        /// Stops observing and gives the scroll view its own delegate back (the sheet is gone; the
        /// scroll view may outlive it).
        func stop() {
            observations = []
            if let scrollView, let proxy, scrollView.delegate === proxy {
                scrollView.delegate = proxy.original
            }
            proxy = nil
        }

        /// Sends the scroll view's geometry, in the sheet's content area.
        func report(to stage: SheetStage) {
            guard let scrollView else { return }
            let content = stage.sheetView.contentContainer
            let frame = scrollView.superview.map { $0.convert(scrollView.frame, to: content) }
            stage.send(
                .scroll(
                    HostScrollGeometry(
                        offset: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
                        viewportHeight: scrollView.bounds.height,
                        topInset: scrollView.adjustedContentInset.top,
                        bottomInset: scrollView.adjustedContentInset.bottom, frameInContent: frame,
                        isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating)))
        }

        /// The host's insets (the home indicator, the physical sides' safe area) as the list's own.
        func applyInsets(_ insets: HostInsets) {
            guard let scrollView else { return }
            let edges = UIEdgeInsets(insets)
            if scrollView.contentInset != edges { scrollView.contentInset = edges }
            scrollView.verticalScrollIndicatorInsets = edges
        }

        /// The host's scroll directive: pin the offset, stop the deceleration or bounce. UIKit has no
        /// top-only bounce switch; the host's pin holds the top while the sheet takes the pull.
        func apply(_ directive: HostScrollDirective) {
            guard let scrollView else { return }
            let offset = CGPoint(
                x: scrollView.contentOffset.x, y: directive.pinnedOffset ?? scrollView.contentOffset.y)
            if directive.stopsDeceleration {
                // Setting the offset without animation ends UIKit's deceleration and bounce.
                scrollView.setContentOffset(offset, animated: false)
            } else if offset != scrollView.contentOffset {
                scrollView.contentOffset = offset
            }
        }
    }

    /// Stands in as the tracked scroll view's delegate, forwarding every message to the app's own
    /// delegate, to answer `scrollViewWillEndDragging` with the host's deceleration target.
    final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
        nonisolated(unsafe) weak var original: UIScrollViewDelegate?
        private let willEndDragging: @MainActor (CGFloat, UnsafeMutablePointer<CGPoint>) -> Void

        @MainActor
        init(
            original: UIScrollViewDelegate?,
            willEndDragging: @escaping @MainActor (CGFloat, UnsafeMutablePointer<CGPoint>) -> Void
        ) {
            self.original = original
            self.willEndDragging = willEndDragging
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || (original?.responds(to: selector) ?? false)
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            (original?.responds(to: selector) ?? false) ? original : super.forwardingTarget(for: selector)
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            MainActor.assumeIsolated {
                original?.scrollViewWillEndDragging?(
                    scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
                // UIKit's velocity is in points per millisecond; the host's in points per second.
                willEndDragging(velocity.y * 1000, targetContentOffset)
            }
        }
    }
#endif
