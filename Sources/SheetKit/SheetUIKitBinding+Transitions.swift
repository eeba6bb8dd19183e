#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetUIKitBinding {
        /// UIKit's presentation transition began: the root view joins its container and the sheet is
        /// presented (the host holds it until the container is real); the transition completes when
        /// the sheet has risen.
        /// Without a transition (a floating sheet, or UIKit presenting without one) it is the same,
        /// and a repeated call changes nothing.
        /// - Parameter animated: false for `present(_:animated: false)`: the sheet is at its detent at
        ///   once. UIViewControllerTransitioning.h, `isAnimated`: "For custom transitions that use the
        ///   new UIModalPresentationCustom presentation type we will invoke the animateTransition: even
        ///   though the transition should not be animated."
        ///   https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
        func beginPresentation(_ transition: UIViewControllerContextTransitioning?, animated: Bool = true) {
            presentationTransition = transition ?? presentationTransition
            resolveTrackedScrollView()
            scrollTracking.start(binding: self)
            containerDidChange()
            sendCurrentKeyboard()
            send(.present(animated: animated))
        }

        /// UIKit's dismissal transition began (the app's `dismiss`, or one this binding asked for): the
        /// host slides the sheet off, or takes it off at once when UIKit's transition isn't animated;
        /// the transition completes when the host says it is gone (at once when it already was).
        func beginDismissal(_ transition: UIViewControllerContextTransitioning?, animated: Bool) {
            dismissalTransition = transition
            send(.dismissalTransitionWillBegin)
            send(.dismiss(animated: animated))
        }

        /// UIKit's own dismissal of the presented controller began or ended
        /// (`dismissalTransitionWillBegin`, `dismissalTransitionDidEnd(true)`): the host's sheet leaves
        /// with it. The app hears its did-dismiss from the presentation's lifecycle, only after
        /// UIKit's transition ended.
        func platformDismissalWillBegin() { send(.dismissalTransitionWillBegin) }

        func platformDismissalDidEnd() {
            send(.dismissalTransitionDidEnd)
            teardown()
        }

        /// The views are going away without a dismissal (removed, or a transition UIKit ended).
        func teardown() {
            send(.teardown)
            ticker.stop()
            scrollTracking.stop()
            restorePresenter()
            finishRecording()
        }
    }
#endif
