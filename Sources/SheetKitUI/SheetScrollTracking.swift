#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Finds the scroll view SwiftUI made for the sheet's content (a `List`, a `ScrollView`) and binds
    /// it to the sheet's host: its geometry goes in as `HostEvent/scroll(_:)`, the host's scroll
    /// directive comes back and is applied (pinned offset, stopped deceleration, no bounce at the top).
    ///
    /// Why find it rather than ask for a wrapper: the content an app puts in a sheet is a `List` or a
    /// `ScrollView` it already has, and SwiftUI offers no scroll geometry before iOS 18. The scroll
    /// view SwiftUI backs them with is a `UIScrollView` in the content's area; the tracked one is the
    /// largest that scrolls vertically there (a horizontal carousel is left alone). What to do with
    /// its movement is the host's decision, as for UIKit's `trackedScrollView`.
    @MainActor
    final class SheetScrollTracker: NSObject {
        weak var model: SheetModel?
        private(set) weak var scrollView: UIScrollView?
        private weak var area: UIView?
        private var observations: [NSKeyValueObservation] = []
        /// Set while a directive is applied, so the offset it sets isn't reported back as the person's.
        private var isApplying = false
        /// Whether the host's last directive lets the list bounce at its top.
        private var bouncesAtTop = true

        /// Looks for the content's scroll view around `probe` (a view covering the content area) and
        /// binds it when it is a new one.
        func locate(from probe: UIView) {
            area = probe
            let found = Self.scrollView(around: probe)
            guard found !== scrollView else {
                report()
                return
            }
            bind(found)
        }

        private func bind(_ newScrollView: UIScrollView?) {
            observations = []
            scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panChanged))
            scrollView = newScrollView
            guard let newScrollView else {
                model?.send(.scroll(nil))
                return
            }
            newScrollView.panGestureRecognizer.addTarget(self, action: #selector(panChanged))
            observations = [
                newScrollView.observe(\.contentOffset) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.report() }
                },
                newScrollView.observe(\.contentSize) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.report() }
                },
                newScrollView.observe(\.bounds) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.report() }
                },
            ]
            report()
        }

        @objc private func panChanged() { report() }

        /// Sends the scroll view's geometry, the first time and on every change.
        func report() {
            guard !isApplying, let scrollView, let model else { return }
            holdTopIfNeeded()
            var frameInContent: CGRect?
            if let area, let superview = scrollView.superview {
                frameInContent = TrackedScrollViewChoice.frameInContent(
                    superview.convert(scrollView.frame, to: area), contentHeight: area.bounds.height)
            }
            let insets = scrollView.adjustedContentInset
            model.scrollChanged(
                HostScrollGeometry(
                    offset: scrollView.contentOffset.y, contentHeight: scrollView.contentSize.height,
                    viewportHeight: scrollView.bounds.height, topInset: insets.top,
                    bottomInset: insets.bottom,
                    frameInContent: frameInContent, isTracking: scrollView.isTracking,
                    isDecelerating: scrollView.isDecelerating))
        }

        /// Applies the host's directive for the tracked scroll view.
        func apply(_ directive: HostScrollDirective) {
            bouncesAtTop = directive.bouncesAtTop
            guard let scrollView else { return }
            isApplying = true
            defer { isApplying = false }
            guard
                let y = directive.contentOffset(
                    current: scrollView.contentOffset.y, adjustedTopInset: scrollView.adjustedContentInset.top
                )
            else { return }
            // Without animation: this also stops a deceleration in progress.
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: y), animated: false)
        }

        /// Holds the list at its top while the host forbids a bounce there, on every offset change as
        /// SheetKit's tracker does (`HostScrollDirective.offsetHeldAtTop(current:adjustedTopInset:)`).
        private func holdTopIfNeeded() {
            guard !bouncesAtTop, let scrollView,
                let top = HostScrollDirective.offsetHeldAtTop(
                    current: scrollView.contentOffset.y, adjustedTopInset: scrollView.adjustedContentInset.top
                )
            else { return }
            isApplying = true
            scrollView.contentOffset.y = top
            isApplying = false
        }

        /// The largest vertically scrolling scroll view in the area `probe` covers: searched from the
        /// probe's nearest ancestor whose subtree holds one (`TrackedScrollViewChoice.nearest`).
        static func scrollView(around probe: UIView) -> UIScrollView? {
            guard probe.window != nil else { return nil }
            let area = probe.convert(probe.bounds, to: nil)
            return TrackedScrollViewChoice.nearest(from: probe, parent: { $0.superview }) { view in
                best(under: view, in: area, coordinates: nil)
            }
        }

        /// The largest vertically scrolling scroll view inside `root` covering at least a third of
        /// its height, or nil.
        static func scrollView(in root: UIView) -> UIScrollView? {
            best(under: root, in: root.bounds, coordinates: root)
        }

        /// The scroll view under `root` to track in `area` (in `coordinates`' space, the window's
        /// when nil), by `TrackedScrollViewChoice`.
        private static func best(under root: UIView, in area: CGRect, coordinates: UIView?) -> UIScrollView? {
            let found = TrackedScrollViewChoice.scrollViews(
                under: root, children: { $0.subviews }, isScrollView: { $0 is UIScrollView }
            ).compactMap { $0 as? UIScrollView }
            let candidates = found.map { scrollView in
                TrackedScrollViewChoice.Candidate(
                    frame: scrollView.convert(scrollView.bounds, to: coordinates),
                    contentWidth: scrollView.contentSize.width, width: scrollView.bounds.width)
            }
            return TrackedScrollViewChoice.choose(among: candidates, in: area).map { found[$0] }
        }
    }

    /// An invisible view behind the sheet's content that finds the content's scroll view after each
    /// layout pass.
    struct SheetScrollProbe: UIViewRepresentable {
        let tracker: SheetScrollTracker

        func makeUIView(context: Context) -> ProbeView {
            let view = ProbeView()
            view.isUserInteractionEnabled = false
            view.tracker = tracker
            return view
        }

        func updateUIView(_ view: ProbeView, context: Context) {
            view.tracker = tracker
            view.setNeedsLayout()
        }

        final class ProbeView: UIView {
            weak var tracker: SheetScrollTracker?

            override func layoutSubviews() {
                super.layoutSubviews()
                // After SwiftUI has placed the content's views next to this one.
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.tracker?.locate(from: self)
                }
            }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                setNeedsLayout()
            }
        }
    }
#endif
