#if canImport(UIKit)
    // UIKit declares its accessibility traits as mutable globals; they are constants in practice.
    @preconcurrency import UIKit
    import SheetHostCore

    /// The sheet's own view: rounded top corners, an optional grabber, an optional header (title
    /// leading, close button trailing) and the content below. It draws; every rect is the host's.
    @MainActor
    final class SheetView: UIView {
        let grabber = GrabberView()
        let header = SheetHeaderView()
        let closeButton = CloseButton()
        /// Where the content goes: the host's content rect, its insets as layout margins.
        let contentContainer = UIView()

        init() {
            super.init(frame: .zero)
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.cornerCurve = .continuous
            clipsToBounds = true
            contentContainer.insetsLayoutMarginsFromSafeArea = false
            contentContainer.preservesSuperviewLayoutMargins = false
            contentContainer.layoutMargins = .zero
            addSubview(contentContainer)
            addSubview(header)
            addSubview(closeButton)
            addSubview(grabber)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Shows the style's background and title. Called when the app changes the style, never per
        /// frame.
        func apply(_ style: SheetStyle) {
            backgroundColor = style.background.sheetColor
            // Which chrome shows is the host's: its rects (`place(_:)`).
            header.titleLabel.text = style.header?.title
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

        /// Puts `content` in the content area. A view sized by its own content (`fillsHeight` false,
        /// what `.fitting` measures) keeps its height; both keep within the host's insets (the home
        /// indicator, the physical sides' safe area). A tracked scroll view fills the whole area and
        /// takes the insets as its `contentInset` instead.
        func embed(_ content: UIView, fillsHeight: Bool, insetsByMargins: Bool) {
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

    /// The header bar: the title, leading, wrapping at large Dynamic Type sizes (the host measures the
    /// bar through ``measuredHeight(width:)``), with room for the close button on the trailing side.
    @MainActor
    final class SheetHeaderView: UIView {
        let titleLabel = UILabel()

        /// The vertical space around the title.
        static let titleMargin: CGFloat = 14
        /// The space the close button's touch area takes on the trailing side.
        static let closeButtonRoom: CGFloat = 60

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 0
            titleLabel.accessibilityTraits = .header
            titleLabel.lineBreakMode = .byWordWrapping
            // Placed at the host's title rect by `SheetView.place(_:)`.
            addSubview(titleLabel)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// The bar's height for its title at `width` and the current Dynamic Type size.
        func measuredHeight(width: CGFloat) -> CGFloat {
            let titleWidth = max(width - Self.closeButtonRoom - layoutMargins.left, 0)
            let title = titleLabel.sizeThatFits(CGSize(width: titleWidth, height: .greatestFiniteMagnitude))
            return title.height + 2 * Self.titleMargin
        }
    }

    /// The close button: a 44 × 44 pt touch area (the host's rect) with the 30 pt circle drawn in
    /// its middle.
    @MainActor
    final class CloseButton: UIButton {
        private let circle = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            let symbol = UIImage.SymbolConfiguration(pointSize: 13, weight: .bold)
            setImage(UIImage(systemName: "xmark", withConfiguration: symbol), for: .normal)
            tintColor = .secondaryLabel
            circle.backgroundColor = .tertiarySystemFill
            circle.isUserInteractionEnabled = false
            insertSubview(circle, at: 0)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func layoutSubviews() {
            super.layoutSubviews()
            let diameter = SheetHost.closeButtonDiameter
            circle.frame = CGRect(
                x: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter,
                height: diameter)
            circle.layer.cornerRadius = diameter / 2
            sendSubviewToBack(circle)
        }
    }

    /// The grabber: its touch area is the host's grabber rect, the 36 × 5 pt capsule drawn in its
    /// middle. For VoiceOver an adjustable element whose label and value are the host's.
    @MainActor
    final class GrabberView: UIView {
        private let capsule = UIView()
        /// Where the capsule is drawn in this view: the host's rect (`HostFrame.grabberCapsuleRect`).
        var capsuleFrame = CGRect.zero {
            didSet { if capsuleFrame != oldValue { setNeedsLayout() } }
        }
        /// Increment (+1) or decrement (−1).
        var onAdjust: (HostAccessibilityAction) -> Void = { _ in }
        var onActivate: () -> Bool = { false }

        override init(frame: CGRect) {
            super.init(frame: frame)
            capsule.backgroundColor = .tertiaryLabel
            capsule.layer.cornerRadius = 2.5
            capsule.isUserInteractionEnabled = false
            addSubview(capsule)
            isAccessibilityElement = true
            accessibilityTraits = .adjustable
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func layoutSubviews() {
            super.layoutSubviews()
            capsule.frame = capsuleFrame
        }

        // UIKit calls these on the main thread; the SDK doesn't mark them so.
        override func accessibilityIncrement() { MainActor.assumeIsolated { onAdjust(.increment) } }
        override func accessibilityDecrement() { MainActor.assumeIsolated { onAdjust(.decrement) } }
        override func accessibilityActivate() -> Bool { MainActor.assumeIsolated { onActivate() } }
    }
#endif
