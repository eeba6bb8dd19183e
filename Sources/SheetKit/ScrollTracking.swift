#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The tracked scroll view, as the host sees it, left as the app set it up.
    ///
    /// Its geometry is observed by KVO (offset, content size, bounds, adjusted insets; `.initial`,
    /// so the host knows the list before the first drag) and its drag followed through a target on
    /// its `panGestureRecognizer`, as FloatingPanel does: the app keeps its `delegate`, its
    /// `contentInsetAdjustmentBehavior` and its own insets. The host's insets are added to the app's
    /// `contentInset` (only the part UIKit's own adjustment doesn't already give) and taken away
    /// again when tracking stops.
    @MainActor
    final class ScrollTracking: NSObject {
        private(set) weak var scrollView: UIScrollView?
        private weak var binding: SheetUIKitBinding?
        private var observations: [NSKeyValueObservation] = []
        /// What tracking added to the app's `contentInset` and indicator insets.
        private(set) var addedInsets = UIEdgeInsets.zero
        /// The host's last insets, applied again when the scroll view's own adjustment changes.
        private var hostInsets = HostInsets.zero
        /// Whether the host's insets reach the list (``SheetController/contentInsetAdjustmentBehavior``).
        var insetAdjustment = SheetContentInsetAdjustmentBehavior.always {
            didSet { applyInsets(hostInsets) }
        }
        /// What the app set: its own list, none, or the content's (``TrackedScrollViewRule``).
        var mode = TrackedScrollViewRule.Mode.automatic
        /// The host's last word on a bounce at the list's top.
        private var bouncesAtTop = true
        private var isClamping = false

        /// Follows `scrollView` from now on (nil: none), telling the host at once; the previous one
        /// gets back everything tracking changed.
        func track(_ scrollView: UIScrollView?, binding: SheetUIKitBinding) {
            guard scrollView !== self.scrollView else { return }
            stop()
            self.scrollView = scrollView
            self.binding = binding
            guard scrollView != nil else {
                binding.send(.scroll(nil))
                return
            }
            start(binding: binding)
        }

        /// The list the shared rule (``TrackedScrollViewRule``) picks now for ``mode``: the app's
        /// `explicit` list, none, or the content's — `declared` by the content, else the best scroll
        /// view found in the sheet's content area. The platform facts it reports: which views are
        /// scroll views (those that scroll: a text view with scrolling off is a form's field), their
        /// frames and content widths, and whether each is in the sheet's window.
        func chosenScrollView(
            explicit: UIScrollView?, declared: @autoclosure () -> UIScrollView?, sheetView: SheetView,
            sheetWindow: UIWindow?
        ) -> UIScrollView? {
            func presence(_ view: UIView?) -> TrackedScrollViewRule.Presence {
                guard let view else { return .absent }
                return sheetWindow == nil || view.window != nil ? .inWindow : .offWindow
            }
            let declared = mode == .automatic ? declared() : nil
            let content = sheetView.contentContainer
            var found: [UIScrollView] = []
            let choice = TrackedScrollViewRule.choose(
                mode: mode, explicit: presence(explicit), declared: presence(declared),
                candidates: {
                    found = TrackedScrollViewRule.scrollViews(
                        under: content as UIView, children: { $0.subviews },
                        isScrollView: { $0 is UIScrollView }
                    ).compactMap { $0 as? UIScrollView }.filter(\.isScrollEnabled)
                    return found.map { list in
                        TrackedScrollViewRule.Candidate(
                            frame: list.convert(list.bounds, to: content),
                            contentWidth: list.contentSize.width,
                            width: list.bounds.width, isInWindow: presence(list) == .inWindow)
                    }
                }, in: content.bounds)
            switch choice {
            case .none: return nil
            case .explicit: return explicit
            case .declared: return declared
            case .found(let index): return found[index]
            }
        }

        /// Observes the scroll view and follows its pan; the first observation reports its geometry.
        /// Nothing happens when it already does.
        func start(binding: SheetUIKitBinding) {
            guard let scrollView, observations.isEmpty else { return }
            self.binding = binding
            applyInsets(binding.frame.contentInsets)
            // Apple: a gesture recognizer may have several targets; each is sent the action
            // (`addTarget(_:action:)`). The scroll view's own target runs first.
            // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
            scrollView.panGestureRecognizer.addTarget(self, action: #selector(scrollPanned(_:)))
            let changed: @Sendable (UIScrollView) -> Void = { [weak self] _ in
                MainActor.assumeIsolated { self?.geometryDidChange() }
            }
            observations = [
                scrollView.observe(\.contentOffset, options: [.initial, .new]) { view, _ in changed(view) },
                scrollView.observe(\.bounds, options: [.new]) { view, _ in changed(view) },
                scrollView.observe(\.adjustedContentInset, options: [.new]) { [weak self] view, _ in
                    changed(view)
                    // UIKit's own adjustment changed (the safe area under the sheet): the part the
                    // host adds changes with it.
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        self.applyInsets(self.hostInsets)
                    }
                },
                scrollView.observe(\.contentSize, options: [.new]) { [weak binding] view, _ in
                    changed(view)
                    // New rows may change the fitting height of a content-sized detent.
                    MainActor.assumeIsolated { _ = binding?.send(.contentInvalidated) }
                },
            ]
        }

        /// Stops observing and gives the scroll view back what tracking changed (the sheet is gone,
        /// or the content's list changed; the scroll view may outlive the sheet).
        func stop() {
            observations = []
            if let scrollView {
                scrollView.panGestureRecognizer.removeTarget(self, action: #selector(scrollPanned(_:)))
                scrollView.contentInset = scrollView.contentInset.removing(addedInsets)
                scrollView.verticalScrollIndicatorInsets =
                    scrollView.verticalScrollIndicatorInsets.removing(addedInsets)
            }
            addedInsets = .zero
        }

        private func geometryDidChange() {
            holdTopIfNeeded()
            binding?.scrollGeometryDidChange()
        }

        /// Sends the scroll view's geometry, in the sheet's content area.
        func report(to binding: SheetUIKitBinding) {
            guard let scrollView else { return }
            let content = binding.sheetView.contentContainer
            let frame = scrollView.superview.map { $0.convert(scrollView.frame, to: content) }
            binding.send(
                .scroll(
                    HostScrollGeometry(
                        offset: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
                        viewportHeight: scrollView.bounds.height,
                        topInset: scrollView.adjustedContentInset.top,
                        bottomInset: scrollView.adjustedContentInset.bottom, frameInContent: frame,
                        isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating)))
        }

        /// The host's insets added to the app's own `contentInset`, as ``ListInsetPolicy`` says.
        /// Apple: `adjustedContentInset` is "the insets derived from the content insets and the safe
        /// area of the scroll view": what it holds beyond `contentInset` is UIKit's adjustment.
        /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
        func applyInsets(_ insets: HostInsets) {
            hostInsets = insets
            guard let scrollView else { return }
            let own = scrollView.contentInset.removing(addedInsets)
            let adjusted = scrollView.adjustedContentInset
            let policy = ListInsetPolicy.added(
                hostInsets: insets, adjusts: insetAdjustment == .always,
                contentTop: scrollView.contentInset.top,
                contentBottom: scrollView.contentInset.bottom, adjustedTop: adjusted.top,
                adjustedBottom: adjusted.bottom)
            let added = UIEdgeInsets(top: policy.top, left: 0, bottom: policy.bottom, right: 0)
            guard added != addedInsets else { return }
            let indicators = scrollView.verticalScrollIndicatorInsets.removing(addedInsets)
            addedInsets = added
            scrollView.contentInset = own.adding(added)
            scrollView.verticalScrollIndicatorInsets = indicators.adding(added)
        }

        /// The host's scroll directive: pin the offset, stop the deceleration, and no bounce at the
        /// top while the host says so (UIKit has no top-only bounce switch: the offset is held at the
        /// top instead).
        func apply(_ directive: HostScrollDirective) {
            bouncesAtTop = directive.bouncesAtTop
            guard let scrollView,
                let y = directive.contentOffset(
                    current: scrollView.contentOffset.y, adjustedTopInset: scrollView.adjustedContentInset.top
                )
            else { return }
            let offset = CGPoint(x: scrollView.contentOffset.x, y: y)
            if directive.stopsDeceleration {
                // Setting the offset without animation ends UIKit's deceleration and bounce.
                scrollView.setContentOffset(offset, animated: false)
            } else {
                scrollView.contentOffset = offset
            }
            holdTopIfNeeded()
        }

        /// Holds the list at its top while the host forbids a bounce there.
        private func holdTopIfNeeded() {
            guard !bouncesAtTop, !isClamping, let scrollView,
                let top = HostScrollDirective.offsetHeldAtTop(
                    current: scrollView.contentOffset.y, adjustedTopInset: scrollView.adjustedContentInset.top
                )
            else { return }
            isClamping = true
            scrollView.contentOffset.y = top
            isClamping = false
        }

        /// The list's finger lifted: the host hears the release's velocity and where UIKit's
        /// deceleration will end. Without the delegate, `targetContentOffset` can't be moved: the host
        /// holds the list where it wants it through its pin, which stops the deceleration as soon as
        /// the next observation reports it decelerating (``apply(_:)``).
        @objc private func scrollPanned(_ pan: UIPanGestureRecognizer) {
            guard pan.state == .ended, let scrollView, let binding else { return }
            // The content's velocity: the finger's, reversed (content scrolls down as the finger
            // moves up), in points per second.
            let velocity = -pan.velocity(in: scrollView).y
            let proposed =
                scrollView.contentOffset.y
                + Self.decelerationDistance(velocity: velocity, rate: scrollView.decelerationRate.rawValue)
            binding.send(.scrollWillEndDragging(velocity: velocity, targetOffset: proposed))
        }

        /// How far UIKit's deceleration carries a release at `velocity` (points per second): the speed
        /// is multiplied by `rate` every millisecond (`UIScrollView.DecelerationRate`), so the distance
        /// is v/1000 · rate / (1 − rate).
        static func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
            guard rate > 0, rate < 1 else { return 0 }
            return velocity / 1000 * rate / (1 - rate)
        }
    }

    extension UIEdgeInsets {
        func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(
                top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
                right: right + other.right)
        }

        func removing(_ other: UIEdgeInsets) -> UIEdgeInsets {
            UIEdgeInsets(
                top: top - other.top, left: left - other.left, bottom: bottom - other.bottom,
                right: right - other.right)
        }
    }
#endif
