#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetUIKitBinding {
        /// The root view's size, safe area and traits; sent only when they changed (every layout
        /// pass calls this, including those the sheet's own layout guide causes).
        func containerDidChange() {
            let container = HostContainer(view: rootView)
            guard container != lastContainer else { return }
            lastContainer = container
            send(.container(container))
        }

        /// A rotation or size change (`viewWillTransition(to:with:)`): the host hears the new
        /// container inside UIKit's animation, on its timing, and the sheet's new frame is applied
        /// there, so it moves with the screen rather than jumping before it. UIContentContainer,
        /// `viewWillTransition(to:with:)`: "the coordinator … use it to create animations alongside
        /// the transition."
        /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
        func followSizeTransition(with coordinator: UIViewControllerTransitionCoordinator) {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.isFollowingSizeTransition = true
                    self.rootView.layoutIfNeeded()
                    self.containerDidChange()
                    self.isFollowingSizeTransition = false
                }
            })
        }

        func observeSystem() {
            let center = NotificationCenter.default
            center.addObserver(
                self, selector: #selector(keyboardWillChange(_:)),
                name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            center.addObserver(
                self, selector: #selector(keyboardWillChange(_:)),
                name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(
                self, selector: #selector(reduceMotionChanged),
                name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            center.addObserver(
                self, selector: #selector(voiceOverChanged),
                name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
            reduceMotionChanged()
            voiceOverChanged()
            if #available(iOS 17.0, *) {
                // `traitCollectionDidChange(_:)` is deprecated on iOS 17: register for the traits
                // the host's container carries instead.
                // https://developer.apple.com/documentation/uikit/uitraitchangeobservable
                let traits: [UITrait] = [
                    UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
                    UITraitLayoutDirection.self,
                    UITraitDisplayScale.self, UITraitPreferredContentSizeCategory.self,
                ]
                traitRegistration =
                    rootView.registerForTraitChanges(traits) { (view: SheetRootView, _: UITraitCollection) in
                        view.onLayout()
                    } as AnyObject
            }
        }

        /// The keyboard's will-change-frame and will-hide notifications, with their duration and
        /// curve; the host classifies the frame (docked, floating, another app's) from screen
        /// coordinates. Notifications arriving while the root view has no window are dropped: the
        /// frame is read again at presentation (``sendCurrentKeyboard()``).
        @objc private func keyboardWillChange(_ notification: Notification) {
            let responder = HostKeyboardResponder(
                sheet: rootView, controller: owner?.bindingModalController(self))
            guard let keyboard = HostKeyboard(notification, in: rootView, responder: responder) else {
                return
            }
            send(.keyboard(keyboard))
        }

        /// A keyboard already on screen when the sheet is presented sent its notifications before
        /// the sheet could hear them: its frame is read from the root view's `keyboardLayoutGuide`
        /// (iOS 15), which "follows the keyboard while it is docked … when offscreen or undocked,
        /// the topAnchor is tied to the bottomAnchor of the view's safeAreaLayoutGuide"
        /// (UIKeyboardLayoutGuide.h). A guide no taller than the bottom safe area is no keyboard.
        func sendCurrentKeyboard() {
            guard let screen = rootView.window?.screen else { return }
            let guide = rootView.keyboardLayoutGuide
            rootView.layoutIfNeeded()
            let frame = guide.layoutFrame
            guard
                HostKeyboard.guideShowsKeyboard(
                    guideHeight: frame.height, bottomSafeArea: rootView.safeAreaInsets.bottom)
            else { return }
            let space = screen.coordinateSpace
            send(
                .keyboard(
                    HostKeyboard(
                        screenFrame: rootView.convert(frame, to: space), screenBounds: screen.bounds,
                        containerFrameInScreen: rootView.convert(rootView.bounds, to: space),
                        responder: HostKeyboardResponder(
                            sheet: rootView, controller: owner?.bindingModalController(self)))))
        }

        @objc private func reduceMotionChanged() {
            send(.reduceMotion(UIAccessibility.isReduceMotionEnabled))
        }

        @objc private func voiceOverChanged() {
            send(.voiceOver(UIAccessibility.isVoiceOverRunning))
        }
    }
#endif
