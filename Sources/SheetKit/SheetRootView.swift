#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The full-size view every SheetKit sheet lives in (the presentation's container, the sheet
    /// controller's own view, the floating sheet's overlay): its coordinate space is the host's
    /// container, and its hit-testing is the host's.
    ///
    /// Touches go where ``SheetHost/hitTarget(at:)`` says: the grabber's and close button's touch areas
    /// (44 pt, past their drawing), the dim only while it takes taps (whatever its alpha), the sheet's
    /// own views. A touch on the background — an undimmed detent, or no sheet — is not taken: this view
    /// answers nil, so the views behind it get it. In a modal presentation nothing is behind it but
    /// UIKit's transition view, which would take the touch itself; there the hit test is forwarded to
    /// ``forwardingView`` (the presenting controller's view), as FloatingPanel's pass-through view.
    /// A second, pass-through window would also let touches through, but would take the presented
    /// controller out of UIKit's presentation hierarchy (traits, further presentations, the keyboard).
    @MainActor
    final class SheetRootView: UIView {
        /// What a point hits, in this view's coordinates; nil before the host is attached.
        var hitTarget: (CGPoint) -> HitTarget? = { _ in nil }
        /// The view that gets background touches in a modal presentation; nil when the views behind
        /// this one are its siblings (a floating sheet).
        weak var forwardingView: UIView?
        weak var sheetView: SheetView?
        weak var dimView: UIView?
        /// Called on every layout pass and trait change: the host's container comes from here.
        var onLayout: () -> Void = {}

        override func layoutSubviews() {
            super.layoutSubviews()
            onLayout()
        }

        override func safeAreaInsetsDidChange() {
            super.safeAreaInsetsDidChange()
            onLayout()
        }

        /// Before iOS 17 only: there the binding registers for the container's traits instead
        /// (`traitCollectionDidChange(_:)` is deprecated on iOS 17).
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            if #unavailable(iOS 17.0) { onLayout() }
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard let target = hitTarget(point), let sheetView, isUserInteractionEnabled, !isHidden else {
                return super.hitTest(point, with: event)
            }
            switch target {
            case .grabber:
                return sheetView.grabber
            case .closeButton:
                return sheetView.closeButton
            case .header, .content, .sheet:
                return sheetView.hitTest(convert(point, to: sheetView), with: event) ?? sheetView
            case .dim:
                return dimView
            case .background:
                // Inside the forwarding view (an over-current-context presentation) the views behind
                // are this view's own siblings: nil reaches them, and forwarding would come back here.
                guard let forwardingView, !isDescendant(of: forwardingView) else { return nil }
                return forwardingView.hitTest(convert(point, to: forwardingView), with: event)
            }
        }
    }

    /// The dim layer: draws the host's alpha; the root view sends it the taps the host gives it.
    @MainActor
    final class DimView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .black
            alpha = 0
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
    }
#endif
