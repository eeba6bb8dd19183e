#if canImport(UIKit)
    // UIKit declares its accessibility notifications as mutable globals; they are constants in practice.
    @preconcurrency import UIKit
    import QuartzCore
    import SheetHostCore

    /// The UIKit binding of one sheet, shared by ``BottomSheetViewController``,
    /// ``SheetPresentationController`` and ``FloatingSheetController``: it maps UIKit's callbacks to
    /// ``HostEvent``s, applies each ``HostFrame`` to the views, and carries out the frame's effects.
    /// The host decides; this maps.
    ///
    /// Every event goes through ``send(_:at:)``, timed with `CACurrentMediaTime()` (display ticks with
    /// their link's `timestamp`, drawn for its `targetTimestamp`).
    @MainActor
    final class SheetStage: NSObject {
        private(set) var host: SheetHost
        /// The last frame applied.
        private(set) var frame: HostFrame
        let rootView = SheetRootView()
        let dimView = DimView()
        let sheetView = SheetView()
        let ticker = SheetTicker()
        /// The controller's callbacks.
        weak var owner: SheetStageOwner?

        /// The scroll view whose drags are split with the sheet's; its geometry reaches the host on
        /// every change, including the first.
        weak var trackedScrollView: UIScrollView? {
            didSet { scrollTracking.track(trackedScrollView, stage: self) }
        }
        let scrollTracking = ScrollTracking()

        /// UIKit's transition under way, completed when the host says the sheet has risen or gone.
        var presentationTransition: UIViewControllerContextTransitioning?
        var dismissalTransition: UIViewControllerContextTransitioning?
        /// Whether UIKit is dismissing the presented controller (a transition asked or under way).
        var isSystemDismissing = false

        /// The app's selection, as UIKit's `selectedDetentIdentifier` (nil until one is chosen).
        var selection: Detent.Identifier?
        /// Inside `animateChanges`.
        var isAnimatingChanges = false
        private var isApplying = false
        private var pendingScroll = false
        private var pan: UIPanGestureRecognizer?

        init(configuration: SheetConfiguration, options: HostOptions = HostOptions(strings: .localized)) {
            // An invalid configuration (no detents, duplicate identifiers) falls back to the default
            // one, which is valid.
            host =
                (try? SheetHost(configuration: configuration, options: options))
                ?? (try! SheetHost(configuration: SheetConfiguration(), options: options))
            frame = host.frame
            selection = host.interaction.configuration.selectedDetentIdentifier
            super.init()
            sheetView.apply(host.interaction.configuration.style)
            sheetView.isHidden = true
            rootView.sheetView = sheetView
            rootView.dimView = dimView
            rootView.hitTarget = { [weak self] point in self?.host.hitTarget(at: point) }
            rootView.onLayout = { [weak self] in self?.containerDidChange() }
            rootView.addSubview(dimView)
            rootView.addSubview(sheetView)
            dimView.frame = rootView.bounds
            dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            ticker.onTick = { [weak self] link in
                self?.send(.tick(renderTime: link.targetTimestamp), at: link.timestamp)
            }
            installGestures()
            observeSystem()
        }

        // MARK: Sending

        /// Hands `event` to the host and applies the frame it returns (which is returned too: the
        /// frames of the effects it carried out may follow it).
        @discardableResult
        func send(_ event: HostEvent, at time: Double = CACurrentMediaTime()) -> HostFrame {
            let frame = host.handle(event, at: time)
            apply(frame)
            return frame
        }

        /// Sends the app's dismissal guard answer, then `event` (a tap, an escape): the guard is asked
        /// before every attempt, as UIKit asks `presentationControllerShouldDismiss`.
        @discardableResult
        func sendAttempt(_ event: HostEvent) -> HostFrame {
            send(.dismissalGuardAnswered(allowsDismissal: owner?.stageAllowsDismissal(self) ?? true))
            return send(event)
        }

        /// Changes the sheet's configuration; the host keeps the selection by identifier.
        func configure(_ change: (inout SheetConfiguration) -> Void) {
            var configuration = host.interaction.configuration
            change(&configuration)
            send(.configure(configuration, animated: isAnimatingChanges))
            sheetView.apply(host.interaction.configuration.style)
        }

        /// Changes the layout options (width rule, spoken names).
        func changeOptions(_ change: (inout HostOptions) -> Void) {
            var options = host.options
            change(&options)
            send(.options(options))
        }

        // MARK: Applying

        private func apply(_ frame: HostFrame) {
            self.frame = frame
            isApplying = true
            // The keyboard's notifications arrive inside its animation block: the host's spring moves
            // the sheet, so nothing here may be animated by UIKit.
            UIView.performWithoutAnimation { applyViews(frame) }
            isApplying = false
            ticker.run(frame.needsTicks, rate: frame.preferredFrameRate)
            if !frame.events.isEmpty {
                record(frame.events)
                owner?.stage(self, didReport: frame.events)
            }
            if frame.events.willDismiss { requestSystemDismissal() }
            carryOut(frame.effects, events: frame.events)
            if pendingScroll {
                pendingScroll = false
                scrollTracking.report(to: self)
            }
        }

        private func applyViews(_ frame: HostFrame) {
            let changes = frame.changes
            if changes.contains(.geometry) {
                sheetView.frame = frame.sheetRect
                sheetView.isHidden = frame.isHidden
                sheetView.place(frame)
                scrollTracking.applyInsets(frame.contentInsets)
            }
            if changes.contains(.appearance) {
                sheetView.layer.cornerRadius = frame.cornerRadius
            }
            if changes.contains(.dimming) {
                dimView.alpha = frame.dimAlpha
                dimView.isUserInteractionEnabled = frame.dimTakesTaps
            }
            if changes.contains(.scroll) || frame.scroll.pinnedOffset != nil {
                scrollTracking.apply(frame.scroll)
            }
            if changes.contains(.accessibility) {
                let accessibility = frame.accessibility
                sheetView.accessibilityViewIsModal = accessibility.isModal
                sheetView.grabber.accessibilityLabel = accessibility.grabberLabel
                sheetView.grabber.accessibilityValue = accessibility.grabberValue
                sheetView.closeButton.accessibilityLabel = accessibility.closeButtonLabel
            }
            if let announcement = frame.accessibility.announcement {
                UIAccessibility.post(notification: .announcement, argument: announcement)
            }
            switch frame.accessibility.focus {
            case .sheet: UIAccessibility.post(notification: .screenChanged, argument: sheetView)
            case .presenter: UIAccessibility.post(notification: .screenChanged, argument: nil)
            case nil: break
            }
        }

        /// What the host asks of UIKit: measurements, the guard, the transitions' completions.
        private func carryOut(_ effects: HostEffects, events: HostEvents) {
            if let request = effects.measureContent {
                let height = owner?.stage(self, contentHeightAtWidth: request.width) ?? 0
                send(.contentMeasured(height: height, width: request.width, request: request.request))
            }
            if let request = effects.measureHeader {
                let height = sheetView.header.measuredHeight(width: request.width)
                send(.headerMeasured(height: height, request: request.request))
            }
            if effects.asksDismissalGuard {
                send(.dismissalGuardAnswered(allowsDismissal: owner?.stageAllowsDismissal(self) ?? true))
            }
            if effects.completesPresentation, let transition = presentationTransition {
                presentationTransition = nil
                transition.completeTransition(!transition.transitionWasCancelled)
            }
            if effects.completesDismissal {
                ticker.stop()
                scrollTracking.stop()
                isSystemDismissing = false
                // The owner hears it first, then UIKit's transition completes (its did-disappear and
                // did-end callbacks follow).
                owner?.stageDidCompleteDismissal(self, events: events)
                if let transition = dismissalTransition {
                    dismissalTransition = nil
                    transition.completeTransition(!transition.transitionWasCancelled)
                }
            }
        }

        /// The host started a dismissal (a drag, the dim, the close button, escape, the app): UIKit
        /// dismisses the presented controller too, so `isBeingDismissed` and the appearance callbacks
        /// follow it. UIKit can't dismiss during a transition: a rise still under way completes
        /// first, and the request waits one turn of the run loop.
        private func requestSystemDismissal() {
            guard !isSystemDismissing else { return }
            isSystemDismissing = true
            if let transition = presentationTransition {
                presentationTransition = nil
                transition.completeTransition(!transition.transitionWasCancelled)
            }
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.isSystemDismissing = self.owner?.stageRequestsSystemDismissal(self) ?? false
            }
        }

        // MARK: UIKit's transitions

        /// UIKit's presentation transition began: the root view joins its container and the sheet is
        /// presented (the host holds it until the container is real); the transition completes when
        /// the sheet has risen.
        /// Without a transition (a floating sheet, or UIKit presenting without one) it is the same,
        /// and a repeated call changes nothing.
        func beginPresentation(_ transition: UIViewControllerContextTransitioning?) {
            presentationTransition = transition ?? presentationTransition
            isSystemDismissing = false
            scrollTracking.start(stage: self)
            containerDidChange()
            send(.present)
        }

        /// UIKit's dismissal transition began (the app's `dismiss`, or one this stage asked for): the
        /// host slides the sheet off; the transition completes when it is gone.
        func beginDismissal(_ transition: UIViewControllerContextTransitioning?, animated: Bool) {
            dismissalTransition = transition
            isSystemDismissing = true
            send(.dismiss(animated: animated))
            if frame.phase == .dismissed, let transition = dismissalTransition {
                // The host was already gone (its dismissal ended before UIKit's transition began).
                dismissalTransition = nil
                transition.completeTransition(!transition.transitionWasCancelled)
            }
        }

        /// The views are going away without a dismissal (removed, or a transition UIKit ended).
        func teardown() {
            // UIKit already took the views: nothing is left for it to dismiss.
            isSystemDismissing = true
            send(.teardown)
            isSystemDismissing = false
            ticker.stop()
            scrollTracking.stop()
        }

        // MARK: Container, keyboard, accessibility

        /// The root view's size, safe area and traits.
        func containerDidChange() {
            send(.container(HostContainer(view: rootView)))
        }

        private func observeSystem() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(keyboardWillChange(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(
                self, selector: #selector(keyboardWillHide(_:)),
                name: UIResponder.keyboardWillHideNotification,
                object: nil)
            center.addObserver(
                self, selector: #selector(reduceMotionChanged),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            center.addObserver(
                self, selector: #selector(voiceOverChanged),
                name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
            reduceMotionChanged()
            voiceOverChanged()
        }

        @objc private func keyboardWillChange(_ notification: Notification) {
            guard let keyboard = HostKeyboard(notification, in: rootView) else { return }
            send(.keyboard(keyboard))
        }

        @objc private func keyboardWillHide(_ notification: Notification) {
            send(.keyboard(.hidden))
        }

        @objc private func reduceMotionChanged() {
            send(.reduceMotion(UIAccessibility.isReduceMotionEnabled))
        }

        @objc private func voiceOverChanged() {
            send(.voiceOver(UIAccessibility.isVoiceOverRunning))
        }

        // MARK: Pointer and taps

        private func installGestures() {
            let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
            pan.delegate = self
            sheetView.addGestureRecognizer(pan)
            self.pan = pan
            dimView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            sheetView.grabber.addGestureRecognizer(
                UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            sheetView.closeButton.addTarget(
                self, action: #selector(closeTapped), for: .primaryActionTriggered)
            sheetView.grabber.onAdjust = { [weak self] action in self?.send(.accessibility(action)) }
            sheetView.grabber.onActivate = { [weak self] in
                self?.send(.accessibility(.activate))
                return true
            }
            sheetView.onEscape = { [weak self] in self?.escape() ?? false }
        }

        /// VoiceOver's escape on the sheet: a dismissal attempt through the guard; whether the host
        /// handled it is `accessibilityPerformEscape`'s answer.
        func escape() -> Bool {
            sendAttempt(.accessibility(.escape)).accessibility.escapeHandled ?? false
        }

        @objc private func panned(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: rootView)
            switch pan.state {
            case .began:
                let translation = pan.translation(in: rootView)
                send(.pointerDown(CGPoint(x: location.x - translation.x, y: location.y - translation.y)))
                send(.pointerMoved(location))
            case .changed:
                send(.pointerMoved(location))
            case .ended:
                send(.pointerUp(location, velocity: pan.velocity(in: rootView).y))
            default:
                send(.pointerCancelled)
            }
        }

        @objc private func tapped(_ tap: UITapGestureRecognizer) {
            sendAttempt(.tap(tap.location(in: rootView)))
        }

        @objc private func closeTapped() {
            let button = sheetView.closeButton
            sendAttempt(
                .tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: rootView)))
        }

        // MARK: Scroll

        /// The tracked scroll view's geometry changed (KVO): it reaches the host after the frame being
        /// applied, never inside it.
        func scrollGeometryDidChange() {
            guard !isApplying else {
                pendingScroll = true
                return
            }
            scrollTracking.report(to: self)
        }
    }

    extension SheetStage: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
            guard recognizer === pan, let pan else { return true }
            return host.shouldBeginPan(at: pan.location(in: rootView), velocity: pan.velocity(in: rootView))
        }

        func gestureRecognizer(
            _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool {
            other === trackedScrollView?.panGestureRecognizer && host.recognizesSimultaneouslyWithScrollView
        }
    }

    /// What a stage asks of the controller that owns it.
    @MainActor
    protocol SheetStageOwner: AnyObject {
        /// The app's dismissal guard (`presentationControllerShouldDismiss`).
        func stageAllowsDismissal(_ stage: SheetStage) -> Bool
        /// The content's fitting height at `width`.
        func stage(_ stage: SheetStage, contentHeightAtWidth width: CGFloat) -> CGFloat
        /// What happened in one step.
        func stage(_ stage: SheetStage, didReport events: HostEvents)
        /// Asks UIKit to dismiss the presented controller; false when there is nothing to dismiss.
        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool
        /// The sheet is gone, UIKit's transition completed; `events` are those of the final step.
        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents)
    }

    extension HostContainer {
        /// The container a view offers: its size, safe area and traits.
        @MainActor
        init(view: UIView) {
            let traits = view.traitCollection
            let insets = view.safeAreaInsets
            self.init(
                size: view.bounds.size,
                safeArea: HostInsets(
                    top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                horizontalSizeClass: traits.horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: HostSizeClass(traits.verticalSizeClass),
                displayScale: traits.displayScale,
                contentSizeCategory: traits.preferredContentSizeCategory.rawValue)
        }
    }

    extension HostStrings {
        /// The texts VoiceOver speaks, through the app's `Localizable.strings` (English by default).
        static var localized: HostStrings {
            HostStrings(
                grabberLabel: NSLocalizedString("Sheet grabber", comment: "The sheet's drag handle"),
                medium: NSLocalizedString("Half height", comment: "The sheet's medium detent"),
                large: NSLocalizedString("Full height", comment: "The sheet's large detent"),
                percentOfScreen: NSLocalizedString(
                    "%d percent height", comment: "A sheet detent without a name, as a share of the screen"),
                close: NSLocalizedString("Close", comment: "Closes the sheet"))
        }
    }

    extension HostSizeClass {
        /// UIKit's size class; nil when unspecified (the host infers it from the height).
        init?(_ sizeClass: UIUserInterfaceSizeClass) {
            switch sizeClass {
            case .compact: self = .compact
            case .regular: self = .regular
            default: return nil
            }
        }
    }

    extension HostKeyboard {
        /// The keyboard of a `keyboardWillChangeFrame` notification, in `view`'s coordinates. UIKit
        /// reports an undocked or floating keyboard (iPad) with a frame that stops short of the
        /// screen's bottom edge.
        @MainActor
        init?(_ notification: Notification, in view: UIView) {
            guard let info = notification.userInfo,
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                let screen = view.window?.screen
            else { return nil }
            let duration =
                (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            self.init(
                frame: view.convert(end, from: screen.coordinateSpace),
                isDocked: end.maxY >= screen.bounds.maxY, animationDuration: duration)
        }
    }
#endif
