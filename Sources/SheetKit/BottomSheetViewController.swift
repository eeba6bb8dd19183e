#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The reusable bottom sheet: a header (title and close button), the white or gray style, any
    /// content, any SheetCore detents, a grabber and a dimmed background.
    ///
    /// ```swift
    /// let sheet = BottomSheetViewController(title: "Filters", style: .gray, contentView: filters)
    /// sheet.detents = [.fitting(), .large]
    /// sheet.present(from: self)
    /// ```
    /// It is an ordinary modal controller: `present(_:animated:)` and `dismiss(animated:)` work as with
    /// any other, with its appearance callbacks bracketing the rise and the slide. Every way the person
    /// dismisses — close button, a tap on the dim, a downward drag or fling, VoiceOver's escape — goes
    /// through the guard, so `isModalInPresentation` (unsaved input) holds on all of them: the sheet
    /// springs back and ``onAttemptToDismiss`` is called; ``dismissSheet()`` then always proceeds.
    /// The sheet rides on the keyboard.
    @MainActor
    open class BottomSheetViewController: UIViewController, SheetControllerProviding {
        /// The sheet's settings and position (detents, selection, grabber, dimming, the layout guide
        /// that follows it, …); the same properties on this controller forward to it.
        public let sheet: SheetController

        /// As UIKit's: while true, the person's dismissals are refused and reported instead.
        open override var isModalInPresentation: Bool {
            didSet { stage.send(.modalInPresentationChanged(isModalInPresentation)) }
        }

        /// The person tried to dismiss while `isModalInPresentation` was true: ask, then call
        /// ``dismissSheet()`` to discard.
        public var onAttemptToDismiss: (() -> Void)?
        /// The person moved the sheet to another detent (a drag, the grabber); as UIKit's delegate,
        /// not called for changes in code or by a size change.
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?
        /// The sheet finished dismissing and is gone (not when ``SheetPresenter`` only hides it under
        /// another sheet, to bring it back).
        public var onDismiss: (() -> Void)?

        var stage: SheetStage { sheet.stage }
        private let content: UIView
        private let child: UIViewController?
        /// What ``SheetPresenter`` hears, apart from the app's callbacks.
        var presenterWillDismiss: (() -> Void)?
        var presenterDidDismiss: (() -> Void)?
        /// ``SheetPresenter``'s queue: whether the sheet's leaving is a dismissal the app hears
        /// (`SheetQueue.reportsDismissal(of:)`), not a hiding under a stacked sheet.
        var presenterReportsDismissal: (() -> Bool)?

        /// A sheet titled `title` in `style` showing `contentView`.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentView: UIView
        ) {
            sheet = SheetController(
                stage: SheetStage(
                    configuration: Self.configuration(title: title, style: style, detents: detents)))
            content = contentView
            child = nil
            super.init(nibName: nil, bundle: nil)
            setUp()
        }

        /// A sheet titled `title` in `style` showing `contentViewController` as a child.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentViewController: UIViewController
        ) {
            sheet = SheetController(
                stage: SheetStage(
                    configuration: Self.configuration(title: title, style: style, detents: detents)))
            content = contentViewController.view
            child = contentViewController
            super.init(nibName: nil, bundle: nil)
            setUp()
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        private func setUp() {
            stage.owner = self
            // Over the presenter, which stays live behind undimmed detents; the transition is the
            // host's (see SheetTransitionAnimator).
            modalPresentationStyle = .overFullScreen
            transitioningDelegate = self
        }

        static func configuration(title: String?, style: SheetStyle.Background, detents: [Detent])
            -> SheetConfiguration
        {
            var configuration = SheetConfiguration(detents: detents.isEmpty ? [.medium, .large] : detents)
            configuration.style = SheetStyle(
                background: style, prefersGrabberVisible: true,
                header: title.map { SheetStyle.Header(title: $0) })
            return configuration
        }

        /// Presents the sheet over `presenter` (`present(self, animated: true)`).
        public func present(from presenter: UIViewController) {
            presenter.present(self, animated: true)
        }

        /// Dismisses unconditionally (after the person confirmed discarding), sliding down; the sheet's
        /// own presenter dismisses it, with anything the sheet presented.
        public func dismissSheet() { stage.send(.dismiss()) }

        /// Dismisses unconditionally, sliding down, or at once when `animated` is false; the sheet's
        /// own presenter dismisses it, with anything the sheet presented.
        public func dismissSheet(animated: Bool) { stage.send(.dismiss(animated: animated)) }

        open override func loadView() {
            view = stage.rootView
        }

        open override func viewDidLoad() {
            super.viewDidLoad()
            if let child { addChild(child) }
            // A view sized by its own content (a form) keeps its height; a scroll view or a child
            // controller fills the sheet.
            let fills = child != nil || content is UIScrollView
            stage.sheetView.embed(content, fillsHeight: fills, insetsByMargins: !fills)
            child?.didMove(toParent: self)
            // Sheets are an elevated surface (Dark Mode draws them lighter), the content too, whether
            // it is a view or a child controller. On iOS 17 through `traitOverrides`;
            // `setOverrideTraitCollection(_:forChild:)` is deprecated there and reaches only a child.
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides
            if #available(iOS 17.0, *) {
                traitOverrides.userInterfaceLevel = .elevated
            } else if let child {
                setOverrideTraitCollection(UITraitCollection(userInterfaceLevel: .elevated), forChild: child)
            }
            stage.resolveTrackedScrollView()
        }

        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            stage.rootView.forwardingView = presentingViewController?.view
            if #unavailable(iOS 17.0), child == nil {
                // A content view has no controller to override traits for before iOS 17: the whole
                // presentation is elevated, as UIKit's sheets are.
                presentationController?.overrideTraitCollection = UITraitCollection(
                    userInterfaceLevel: .elevated)
            }
        }

        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // Presented without the sheet's transition (a no-op when it ran): the host presents.
            stage.beginPresentation(nil, animated: animated)
        }

        open override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if isBeingDismissed { stage.platformDismissalWillBegin() }
        }

        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            guard isBeingDismissed else { return }
            // UIKit's dismissal is done: the host too (a no-op when it already was); the callbacks
            // follow the host's `dismissalDidEnd`.
            stage.platformDismissalDidEnd()
        }

        open override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            stage.send(.contentInvalidated)
        }

        open override func accessibilityPerformEscape() -> Bool {
            // VoiceOver's two-finger scrub, on the main thread: a dismissal attempt like any other.
            MainActor.assumeIsolated { stage.escape() }
        }
    }

    extension BottomSheetViewController: UIViewControllerTransitioningDelegate {
        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            SheetTransitionAnimator(presenting: true) { [weak self] in self?.stage }
        }

        public func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            SheetTransitionAnimator(presenting: false) { [weak self] in self?.stage }
        }
    }

    extension BottomSheetViewController: SheetStageOwner {
        func stageAllowsDismissal(_ stage: SheetStage) -> Bool {
            guard let presentation = presentationController else { return true }
            return presentation.delegate?.presentationControllerShouldDismiss?(presentation) ?? true
        }

        func stage(_ stage: SheetStage, contentHeightAtWidth width: CGFloat) -> CGFloat {
            ContentMeasure.fittingHeight(
                controller: child, view: content, scrollView: stage.trackedScrollView, width: width,
                addedInsets: stage.scrollTracking.addedInsets)
        }

        func stageContentScrollView(_ stage: SheetStage) -> UIScrollView? {
            (content as? UIScrollView) ?? child?.defaultTrackedScrollView
        }

        func stageAccessibilityModalView(_ stage: SheetStage) -> UIView? {
            // Presented: UIKit's container view, a sibling of the presenting content; otherwise this
            // controller's own view among its parent's.
            presentationController?.containerView ?? stage.rootView
        }

        func stagePresentingView(_ stage: SheetStage) -> UIView? {
            presentingViewController?.viewIfLoaded
        }

        func stage(_ stage: SheetStage, didReport events: HostEvents) {
            if let detent = events.selectedDetentChanged, events.selectedDetentChangeCause == .user {
                onSelectedDetentChange?(detent)
            }
            if events.attemptedToDismiss {
                onAttemptToDismiss?()
                presentationController.map { $0.delegate?.presentationControllerDidAttemptToDismiss?($0) }
            }
            if events.willDismiss {
                presenterWillDismiss?()
            }
            if events.willDismiss, events.dismissalCause == .user {
                presentationController.map { $0.delegate?.presentationControllerWillDismiss?($0) }
            }
            // Over for the host and for UIKit: the callbacks, once.
            if events.dismissalDidEnd {
                if events.dismissalCause == .user {
                    presentationController.map { $0.delegate?.presentationControllerDidDismiss?($0) }
                }
                if presenterReportsDismissal?() ?? true { onDismiss?() }
                presenterDidDismiss?()
            }
        }

        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool {
            dismissFromPresenter()
        }

        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents) {}
    }
#endif
