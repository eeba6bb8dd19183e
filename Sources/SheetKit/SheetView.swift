#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The sheet's own view: rounded top corners, an optional grabber, an optional header (title
    /// leading, close button trailing) and the content below. It draws; every rect is the host's.
    ///
    /// Two layers, so the app's ``SheetAppearance`` shows whole: this view is not clipped and draws
    /// the shadow; its ``surface`` fills it, is clipped to the rounded corners, and draws the
    /// background, the material and the border under the chrome and the content.
    @MainActor
    final class SheetView: UIView {
        let grabber = GrabberView()
        let header = SheetHeaderView()
        let closeButton = CloseButton()
        /// Where the content goes: the host's content rect, its insets as layout margins.
        let contentContainer = UIView()
        /// The rounded, clipped surface that holds everything else.
        let surface = UIView()
        /// The material behind the content (``SheetAppearance/backgroundEffect``).
        let effectView = UIVisualEffectView(effect: nil)
        /// The app's appearance; kept through every configuration change.
        var appearance = SheetAppearance() {
            didSet { applyAppearance() }
        }
        /// The style's background, drawn when the appearance names no colour.
        private var background = SheetStyle.Background.white
        /// The iOS 17 trait registration, kept for the view's life.
        private var traitRegistration: AnyObject?

        init() {
            super.init(frame: .zero)
            surface.frame = bounds
            surface.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            surface.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            surface.layer.cornerCurve = .continuous
            surface.clipsToBounds = true
            effectView.frame = surface.bounds
            effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentContainer.insetsLayoutMarginsFromSafeArea = false
            contentContainer.preservesSuperviewLayoutMargins = false
            contentContainer.layoutMargins = .zero
            addSubview(surface)
            surface.addSubview(effectView)
            surface.addSubview(contentContainer)
            surface.addSubview(header)
            surface.addSubview(closeButton)
            surface.addSubview(grabber)
            applyAppearance()
            if #available(iOS 17.0, *) {
                // Layer colours are not dynamic: resolve them again when Dark Mode or the elevation
                // changes. `traitCollectionDidChange(_:)` is deprecated on iOS 17.
                // https://developer.apple.com/documentation/uikit/uitraitchangeobservable
                let traits: [UITrait] = [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self]
                traitRegistration =
                    registerForTraitChanges(traits) { (view: SheetView, _: UITraitCollection) in
                        view.resolveLayerColors()
                    } as AnyObject
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Shows the style's background (unless the appearance names a colour) and title: the style a
        /// host frame shows (``HostFrame/style``), applied when the frame marks the appearance changed;
        /// the appearance is kept.
        func apply(_ style: SheetStyle) {
            background = style.background
            // Which chrome shows is the host's: its rects (`place(_:)`).
            header.titleLabel.text = style.header?.title
            applyAppearance()
        }

        /// The host's corner radius, on the clipped surface; the shadow follows it.
        var cornerRadius: CGFloat {
            get { surface.layer.cornerRadius }
            set {
                surface.layer.cornerRadius = newValue
                setNeedsLayout()
            }
        }

        /// Draws ``appearance``: the colour (the style's, elevated, when it names none), the
        /// material, the shadow and the border.
        private func applyAppearance() {
            surface.backgroundColor = appearance.backgroundColor.map(Self.elevated) ?? background.sheetColor
            effectView.effect = appearance.backgroundEffect
            layer.shadowOpacity = appearance.shadow.opacity
            layer.shadowRadius = appearance.shadow.radius
            layer.shadowOffset = appearance.shadow.offset
            surface.layer.borderWidth = appearance.borderWidth
            resolveLayerColors()
        }

        /// The shadow's and the border's colours for the current traits (a layer takes a
        /// `CGColor`, which doesn't follow Dark Mode by itself).
        private func resolveLayerColors() {
            layer.shadowColor = appearance.shadow.color.resolvedColor(with: traitCollection).cgColor
            surface.layer.borderColor = appearance.borderColor?.resolvedColor(with: traitCollection).cgColor
        }

        /// Before iOS 17 only: there the trait registration above resolves the colours.
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            super.traitCollectionDidChange(previous)
            if #unavailable(iOS 17.0) { resolveLayerColors() }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            // The shadow's shape is the surface's: given as a path, Core Animation needn't render
            // the sheet offscreen to find it.
            let radius = surface.layer.cornerRadius
            layer.shadowPath =
                UIBezierPath(
                    roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                    cornerRadii: CGSize(width: radius, height: radius)
                ).cgPath
        }

        /// `color` as it looks on an elevated surface, as UIKit's own sheets draw in Dark Mode.
        static func elevated(_ color: UIColor) -> UIColor {
            UIColor { traits in
                color.resolvedColor(
                    with: UITraitCollection(traitsFrom: [
                        traits, UITraitCollection(userInterfaceLevel: .elevated),
                    ]))
            }
        }

        /// Places the chrome and the content at the host's rects (container coordinates, made relative
        /// to the sheet) and gives the content the host's insets.
        func place(_ frame: HostFrame) {
            let origin = frame.sheetRect.origin
            func local(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: -origin.x, dy: -origin.y) }
            grabber.frame = local(frame.grabberRect)
            // The host's capsule rect (the SwiftUI binding draws the same), relative to the grabber.
            grabber.capsuleFrame = frame.grabberCapsuleRect.offsetBy(
                dx: -frame.grabberRect.minX, dy: -frame.grabberRect.minY)
            // A `.zero` rect is no element at all (no grabber, header or close button, or a sheet
            // full screen in compact height, where UIKit hides the grabber): hidden from VoiceOver too.
            grabber.isHidden = frame.grabberRect.isEmpty
            header.isHidden = frame.headerRect.isEmpty
            closeButton.isHidden = frame.closeButtonRect.isEmpty
            header.frame = local(frame.headerRect)
            // The title's rect is the host's (margins, the close button's room, the safe area's
            // sides, right-to-left), relative to the header.
            header.titleLabel.frame = frame.titleRect.offsetBy(
                dx: -frame.headerRect.minX, dy: -frame.headerRect.minY)
            closeButton.frame = local(frame.closeButtonRect)
            contentContainer.frame = local(frame.contentRect)
            contentContainer.layoutMargins = UIEdgeInsets(frame.contentInsets)
        }

        /// Puts `content` in the content area as the host's ``ContentEmbedding`` says. A view sized by
        /// its own content (`fillsHeight` false, what `.fitting` measures) keeps its height; both keep
        /// within the host's insets (the home indicator, the physical sides' safe area). A tracked
        /// scroll view fills the whole area and takes the insets as its `contentInset` instead.
        func embed(_ content: UIView, as embedding: ContentEmbedding) {
            let fillsHeight = embedding.fillsHeight
            let insetsByMargins = embedding.insetsByMargins
            content.translatesAutoresizingMaskIntoConstraints = false
            contentContainer.addSubview(content)
            let guide = contentContainer.layoutMarginsGuide
            let leading = insetsByMargins ? guide.leadingAnchor : contentContainer.leadingAnchor
            let trailing = insetsByMargins ? guide.trailingAnchor : contentContainer.trailingAnchor
            let bottom = insetsByMargins ? guide.bottomAnchor : contentContainer.bottomAnchor
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: contentContainer.topAnchor),
                content.leadingAnchor.constraint(equalTo: leading),
                content.trailingAnchor.constraint(equalTo: trailing),
                fillsHeight
                    ? content.bottomAnchor.constraint(equalTo: bottom)
                    : content.bottomAnchor.constraint(lessThanOrEqualTo: bottom),
            ])
        }

        /// VoiceOver's escape (two-finger scrub) on the sheet; returns whether the host handled it.
        var onEscape: () -> Bool = { false }

        override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { onEscape() }
        }
    }

    extension SheetStyle.Background {
        /// The sheet's colour for this background, as it looks on an elevated surface (Dark Mode
        /// draws sheets lighter than what is behind them); the SwiftUI binding draws with it too.
        @MainActor package var sheetColor: UIColor {
            SheetView.elevated(self == .gray ? .secondarySystemBackground : .systemBackground)
        }
    }
#endif
