#if canImport(UIKit)
    // UIKit declares its accessibility notifications as mutable globals; they are constants in practice.
    @preconcurrency import UIKit

    /// Everything a SheetKit sheet needs inside one container view, shared by
    /// ``BottomSheetViewController``, ``SheetPresentationController`` and ``FloatingSheetController``:
    /// the dim view, the sheet view, its pan, the keyboard and container tracking, and the frames the
    /// engine returns applied to the views. It decides nothing.
    @MainActor
    final class SheetStage: NSObject, UIGestureRecognizerDelegate {
        let runtime: SheetRuntime
        let dimView = PassThroughDimView()
        let sheetView: SheetView
        /// Called after each frame with the events of every step since the one before.
        var onEvents: (SheetEvents) -> Void = { _ in }
        /// Asked just before each dismissal attempt can start (a drag, a tap on the dim, the close
        /// button): whether the sheet is modal now. The answer reaches the engine's guard first.
        var isModalNow: (() -> Bool)?
        /// The preferred content width for an edge-attached sheet in compact height.
        var preferredContentWidth: CGFloat = 0
        var prefersEdgeAttachedInCompactHeight = false
        var widthFollowsPreferredContentSizeWhenEdgeAttached = false
        /// A scroll view inside the sheet whose drags hand over to the sheet and back.
        weak var trackedScrollView: UIScrollView? {
            didSet { observeScrollView() }
        }

        private weak var container: UIView?
        private let keyboardProbe = UIView()
        private var scrollObservation: NSKeyValueObservation?
        private var isApplyingOffset = false
        private(set) var pan: UIPanGestureRecognizer!

        init(configuration: SheetConfiguration) {
            let interaction =
                (try? SheetInteraction(configuration: configuration, container: .iPhone))
                ?? (try! SheetInteraction(configuration: SheetConfiguration(), container: .iPhone))
            runtime = SheetRuntime(interaction: interaction)
            sheetView = SheetView(style: interaction.configuration.style)
            super.init()
            runtime.apply = { [weak self] frame, events in self?.apply(frame, events: events) }
            pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
            pan.delegate = self
            sheetView.addGestureRecognizer(pan)
            dimView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tappedDim)))
            sheetView.closeButton.addTarget(
                self, action: #selector(closeTapped), for: .primaryActionTriggered)
            sheetView.grabber.onAdjust = { [weak self] step in
                self?.runtime.handle(step > 0 ? .selectNextDetent : .selectPreviousDetent)
                self?.announceDetent()
            }
            sheetView.grabber.onActivate = { [weak self] in self?.cycleDetent() }
            sheetView.onEscape = { [weak self] in self?.closeTapped() }
            NotificationCenter.default.addObserver(
                self, selector: #selector(reduceMotionChanged),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            reduceMotionChanged()
        }

        /// Puts the dim and the sheet into `container` (full size) and starts tracking its keyboard.
        func install(in container: UIView, dims: Bool = true) {
            self.container = container
            dimView.frame = container.bounds
            dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if dims { container.addSubview(dimView) }
            container.addSubview(sheetView)
            keyboardProbe.isUserInteractionEnabled = false
            keyboardProbe.isHidden = true
            keyboardProbe.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(keyboardProbe)
            NSLayoutConstraint.activate([
                keyboardProbe.topAnchor.constraint(equalTo: container.keyboardLayoutGuide.topAnchor),
                keyboardProbe.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                keyboardProbe.widthAnchor.constraint(equalToConstant: 1),
                keyboardProbe.heightAnchor.constraint(equalToConstant: 1),
            ])
            if #available(iOS 17, *) {
                container.keyboardLayoutGuide.usesBottomSafeArea =
                    runtime.interaction.configuration.usesBottomSafeArea
            }
        }

        /// Call from the container's `layoutSubviews`/`viewDidLayoutSubviews`: the container, its
        /// safe area, the keyboard's overlap (from `keyboardLayoutGuide`) and the content's fitting
        /// height go to the engine when they changed.
        func containerDidLayout() {
            guard let container else { return }
            // The guide's top sits at the keyboard's top, or at the bottom safe area without one.
            let guideTop = keyboardProbe.frame.minY
            let overlap = container.bounds.maxY - guideTop
            let keyboard = overlap > container.safeAreaInsets.bottom + 1 ? overlap : 0
            runtime.update(container: SheetContainer(view: container, keyboardHeight: keyboard))
            let fitting = sheetView.contentContainer.systemLayoutSizeFitting(
                CGSize(width: sheetView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
            if fitting > 0, abs(fitting - runtime.interaction.contentFittingHeight) > 0.5 {
                runtime.handle(.contentFittingHeightChanged(fitting))
            }
            apply(runtime.frame, events: .none)
        }

        private func apply(_ frame: SheetFrame, events: SheetEvents) {
            guard let container else { return }
            let style = runtime.interaction.configuration.style
            sheetView.apply(style)
            let placement = SheetWidthRule.placement(
                containerWidth: container.bounds.width,
                isRegularWidth: container.traitCollection.horizontalSizeClass == .regular,
                isCompactHeight: container.traitCollection.verticalSizeClass == .compact,
                prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
                widthFollowsPreferredContentSizeWhenEdgeAttached:
                    widthFollowsPreferredContentSizeWhenEdgeAttached,
                preferredContentWidth: preferredContentWidth)
            sheetView.frame = CGRect(
                x: placement.x, y: frame.top, width: placement.width, height: frame.height)
            sheetView.isHidden = frame.state == .dismissed
            sheetView.layer.cornerRadius = frame.cornerRadius
            dimView.alpha = frame.dimAlpha
            dimView.passesTouchesThrough = frame.isBackgroundInteractive
            if let scrollView = trackedScrollView, frame.isContentOffsetLocked {
                // While the sheet takes the drag (or settles after it), the content is pinned at the
                // engine's offset; otherwise the scroll view keeps its own pan and deceleration.
                let y = frame.contentOffset - scrollView.adjustedContentInset.top
                if abs(scrollView.contentOffset.y - y) > 0.01 {
                    isApplyingOffset = true
                    scrollView.contentOffset.y = y
                    isApplyingOffset = false
                }
            }
            if !events.isEmpty { onEvents(events) }
        }

        // MARK: Input

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            guard let container else { return }
            let translation = pan.translation(in: container)
            switch pan.state {
            case .began:
                refreshGuard()
                let point = pan.location(in: sheetView)
                let onContent = !sheetView.isOnChrome(point) && trackedScrollView != nil
                runtime.handle(.dragBegan(location: onContent ? .content : .chrome))
                runtime.handle(.dragChanged(translation: translation.y, horizontalTranslation: translation.x))
            case .changed:
                runtime.handle(.dragChanged(translation: translation.y, horizontalTranslation: translation.x))
            case .ended:
                runtime.handle(.dragEnded(velocity: pan.velocity(in: container).y))
            default:
                runtime.handle(.dragCancelled)
            }
        }

        @objc private func tappedDim() {
            refreshGuard()
            runtime.handle(.tapDimmed)
        }

        @objc private func closeTapped() {
            refreshGuard()
            runtime.handle(.closeButton)
        }

        /// Brings the engine's guard up to date with the app's answer before an attempt.
        func refreshGuard() {
            guard let isModalNow else { return }
            let modal = isModalNow()
            if runtime.interaction.isModalInPresentation != modal {
                runtime.handle(.modalInPresentationChanged(modal))
            }
        }

        @objc private func reduceMotionChanged() {
            let reduces = UIAccessibility.isReduceMotionEnabled
            guard runtime.interaction.configuration.behavior.reducesMotion != reduces else { return }
            runtime.reconfigure { $0.behavior.reducesMotion = reduces }
        }

        private func cycleDetent() {
            let detents = runtime.interaction.resolution.detents
            if runtime.frame.selectedDetentIdentifier == detents.last?.identifier, let first = detents.first {
                runtime.handle(.select(first.identifier, animated: true))
            } else {
                runtime.handle(.selectNextDetent)
            }
            announceDetent()
        }

        private func announceDetent() {
            let name = runtime.frame.selectedDetentIdentifier?.rawValue ?? ""
            sheetView.grabber.accessibilityValue = name
            UIAccessibility.post(notification: .announcement, argument: name)
        }

        /// The scroll view's own scrolling (deceleration, programmatic) reaches the engine, so the
        /// hand-off starts from the offset it really has.
        private func observeScrollView() {
            scrollObservation = trackedScrollView?.observe(\.contentOffset, options: [.new]) {
                [weak self] scrollView, _ in
                MainActor.assumeIsolated {
                    guard let self, !self.isApplyingOffset, !self.runtime.frame.isContentOffsetLocked else {
                        return
                    }
                    let offset = max(scrollView.contentOffset.y + scrollView.adjustedContentInset.top, 0)
                    self.runtime.handle(
                        .scrollContentChanged(contentHeight: scrollView.contentSize.height, offset: offset))
                }
            }
        }

        // MARK: UIGestureRecognizerDelegate

        nonisolated func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            // The tracked scroll view's pan runs with the sheet's: the engine splits each movement.
            MainActor.assumeIsolated { other === trackedScrollView?.panGestureRecognizer }
        }
    }

    /// The dim layer: dims, takes taps, and lets touches through to the background where the engine
    /// says it is interactive (undimmed detents).
    @MainActor
    final class PassThroughDimView: UIView {
        var passesTouchesThrough = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .black
            alpha = 0
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            passesTouchesThrough ? false : super.point(inside: point, with: event)
        }
    }

    /// A container that takes only the touches that land on one of its subviews (the sheet): the
    /// rest reach whatever is behind it (the presenting view, a map).
    @MainActor
    final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }
#endif
