#if canImport(UIKit)
    // UIKit declares its accessibility traits as mutable globals; they are constants in practice.
    @preconcurrency import UIKit

    /// The sheet's own view: rounded top corners, an optional grabber, an optional header (title
    /// leading, close button trailing) and the content below. It draws; the engine decides.
    @MainActor
    final class SheetView: UIView {
        let grabber = GrabberView()
        let header = UIView()
        let titleLabel = UILabel()
        let closeButton = UIButton(type: .system)
        /// Where the content goes: below the chrome, to the sheet's bottom.
        let contentContainer = UIView()
        private var headerHeight: NSLayoutConstraint?
        private var grabberHeight: NSLayoutConstraint?

        init(style: SheetStyle) {
            super.init(frame: .zero)
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.cornerCurve = .continuous
            clipsToBounds = true
            accessibilityViewIsModal = true

            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            titleLabel.numberOfLines = 2
            titleLabel.accessibilityTraits = .header
            let symbol = UIImage.SymbolConfiguration(pointSize: 13, weight: .bold)
            closeButton.setImage(UIImage(systemName: "xmark", withConfiguration: symbol), for: .normal)
            closeButton.tintColor = .secondaryLabel
            closeButton.backgroundColor = .tertiarySystemFill
            closeButton.layer.cornerRadius = 15
            closeButton.accessibilityLabel = NSLocalizedString("Close", comment: "Closes the sheet")

            for view in [grabber, header, contentContainer, titleLabel, closeButton] {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            addSubview(grabber)
            addSubview(header)
            addSubview(contentContainer)
            header.addSubview(titleLabel)
            header.addSubview(closeButton)
            // The close button's visible circle is 30 pt; its hit area is 44 × 44 (see HitAreaButton).
            let grabberHeight = grabber.heightAnchor.constraint(equalToConstant: 16)
            let headerHeight = header.heightAnchor.constraint(equalToConstant: 52)
            NSLayoutConstraint.activate([
                grabber.topAnchor.constraint(equalTo: topAnchor),
                grabber.leadingAnchor.constraint(equalTo: leadingAnchor),
                grabber.trailingAnchor.constraint(equalTo: trailingAnchor),
                grabberHeight,
                header.topAnchor.constraint(equalTo: grabber.bottomAnchor),
                header.leadingAnchor.constraint(equalTo: leadingAnchor),
                header.trailingAnchor.constraint(equalTo: trailingAnchor),
                headerHeight,
                titleLabel.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: header.centerYAnchor),
                titleLabel.trailingAnchor.constraint(
                    lessThanOrEqualTo: closeButton.leadingAnchor, constant: -8),
                closeButton.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
                closeButton.centerYAnchor.constraint(equalTo: header.centerYAnchor),
                closeButton.widthAnchor.constraint(equalToConstant: 30),
                closeButton.heightAnchor.constraint(equalToConstant: 30),
                contentContainer.topAnchor.constraint(equalTo: header.bottomAnchor),
                contentContainer.leadingAnchor.constraint(equalTo: leadingAnchor),
                contentContainer.trailingAnchor.constraint(equalTo: trailingAnchor),
                contentContainer.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            self.grabberHeight = grabberHeight
            self.headerHeight = headerHeight
            apply(style)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Shows the style's background, grabber and header; the chrome heights are the engine's
        /// (`SheetStyle.chromeHeight` counts them), so the content area matches its geometry.
        func apply(_ style: SheetStyle) {
            backgroundColor = style.background == .gray ? .secondarySystemBackground : .systemBackground
            layer.cornerRadius = style.cornerRadius
            grabber.isHidden = !style.prefersGrabberVisible
            grabberHeight?.constant = style.prefersGrabberVisible ? 16 : 0
            header.isHidden = style.header == nil
            headerHeight?.constant = style.header == nil ? 0 : 52
            titleLabel.text = style.header?.title
            closeButton.isHidden = !(style.header?.showsCloseButton ?? false)
        }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            // The close button answers within 44 × 44 pt, more than its drawn circle.
            if !closeButton.isHidden {
                let button = closeButton.convert(closeButton.bounds, to: self)
                if button.insetBy(dx: -7, dy: -7).contains(point) { return true }
            }
            return super.point(inside: point, with: event)
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if !closeButton.isHidden,
                closeButton.convert(closeButton.bounds, to: self).insetBy(dx: -7, dy: -7)
                    .contains(point)
            {
                return closeButton
            }
            return super.hitTest(point, with: event)
        }

        /// Puts `content` in the content area, edge to edge; `fillsHeight` pins its bottom too (a
        /// scroll view, a child controller), otherwise it keeps its own height (what `.fitting` measures).
        func embed(_ content: UIView, fillsHeight: Bool) {
            content.translatesAutoresizingMaskIntoConstraints = false
            contentContainer.addSubview(content)
            let bottom =
                fillsHeight
                ? content.bottomAnchor.constraint(equalTo: contentContainer.bottomAnchor)
                : content.bottomAnchor.constraint(lessThanOrEqualTo: contentContainer.bottomAnchor)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: contentContainer.topAnchor),
                content.leadingAnchor.constraint(equalTo: contentContainer.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: contentContainer.trailingAnchor), bottom,
            ])
        }

        /// VoiceOver's escape (two-finger scrub) on the sheet: a dismissal attempt through the guard.
        var onEscape: () -> Void = {}

        override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated { onEscape() }
            return true
        }

        /// Whether `point` (in this view) is on the chrome — grabber or header — rather than content.
        func isOnChrome(_ point: CGPoint) -> Bool { point.y < contentContainer.frame.minY }
    }

    /// The grabber: a small capsule, and for VoiceOver an adjustable element that steps between
    /// detents and can be activated (it cycles to the next detent).
    @MainActor
    final class GrabberView: UIView {
        private let capsule = UIView()
        /// Called with +1 (increment) or −1 (decrement).
        var onAdjust: (Int) -> Void = { _ in }
        var onActivate: () -> Void = {}

        override init(frame: CGRect) {
            super.init(frame: frame)
            capsule.backgroundColor = .tertiaryLabel
            capsule.layer.cornerRadius = 2.5
            addSubview(capsule)
            isAccessibilityElement = true
            accessibilityTraits = .adjustable
            accessibilityLabel = NSLocalizedString("Sheet grabber", comment: "The sheet's drag handle")
            let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
            addGestureRecognizer(tap)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func layoutSubviews() {
            super.layoutSubviews()
            capsule.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        }

        @objc private func tapped() { onActivate() }
        // UIKit calls these on the main thread; the SDK doesn't mark them so.
        override func accessibilityIncrement() { MainActor.assumeIsolated { onAdjust(1) } }
        override func accessibilityDecrement() { MainActor.assumeIsolated { onAdjust(-1) } }
        override func accessibilityActivate() -> Bool {
            MainActor.assumeIsolated { onActivate() }
            return true
        }
    }
#endif
