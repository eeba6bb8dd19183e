#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Reports the visible rect of the nearest scroll view around it, in its own coordinates (it
    /// fills the grid it is the background of), whenever the scroll view scrolls or the grid moves:
    /// the lazy grid's viewport is its scroll view's, not the screen's. A report is made on the main
    /// queue's next pass, once for however many moves came in one pass: the scroll view moves and
    /// lays out inside SwiftUI's update too, where the grid may not change its state.
    struct MosaicViewportReader: UIViewRepresentable {
        let report: @MainActor (CGRect) -> Void

        func makeUIView(context: Context) -> Probe { Probe(report: report) }

        func updateUIView(_ probe: Probe, context: Context) {
            probe.report = report
        }

        /// An invisible view that takes no touches: the grid's background, there only to read.
        final class Probe: UIView {
            var report: @MainActor (CGRect) -> Void
            private var observation: NSKeyValueObservation?
            private weak var scrollView: UIScrollView?

            init(report: @escaping @MainActor (CGRect) -> Void) {
                self.report = report
                super.init(frame: .zero)
                isUserInteractionEnabled = false
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

            override func didMoveToWindow() {
                super.didMoveToWindow()
                observation = nil
                scrollView = nil
                guard window != nil else { return }
                var view = superview
                while let current = view, !(current is UIScrollView) { view = current.superview }
                guard let found = view as? UIScrollView else { return }
                scrollView = found
                observation = found.observe(\.contentOffset, options: [.initial]) { [weak self] _, _ in
                    MainActor.assumeIsolated { self?.visibleRectChanged() }
                }
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                visibleRectChanged()
            }

            /// Whether a report is scheduled for the main queue's next pass.
            private var reportIsScheduled = false

            private func visibleRectChanged() {
                guard scrollView != nil, !reportIsScheduled else { return }
                reportIsScheduled = true
                DispatchQueue.main.async { [weak self] in
                    MainActor.assumeIsolated { self?.reportVisibleRect() }
                }
            }

            /// Read when reported: the rect after every move of the pass.
            private func reportVisibleRect() {
                reportIsScheduled = false
                guard let scrollView else { return }
                report(scrollView.convert(scrollView.bounds, to: self))
            }
        }
    }
#endif
