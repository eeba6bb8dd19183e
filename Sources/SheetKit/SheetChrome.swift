#if canImport(UIKit)
    // UIKit declares its accessibility traits as mutable globals; they are constants in practice.
    @preconcurrency import UIKit
    import SheetHostCore

    /// The header bar: the title, leading, wrapping at large Dynamic Type sizes (the host measures the
    /// bar through ``measuredHeight(titleWidth:)``), with room for the close button on the trailing side.
    @MainActor
    final class SheetHeaderView: UIView {
        let titleLabel = UILabel()

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

        /// The bar's height for its title drawn `titleWidth` wide (the host's title rect, which
        /// leaves room for the margins, the close button and the safe area's sides) at the current
        /// Dynamic Type size: measured at the width it is drawn at, so a wrapped title is never cut.
        func measuredHeight(titleWidth: CGFloat) -> CGFloat {
            let title = titleLabel.sizeThatFits(
                CGSize(width: max(titleWidth, 0), height: .greatestFiniteMagnitude))
            return title.height.rounded(.up) + 2 * SheetHost.titleVerticalMargin
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
