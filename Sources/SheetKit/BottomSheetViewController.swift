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
    open class BottomSheetViewController: UIViewController {
        /// The sheet's detents (any SheetCore detent: fixed, fraction, content-fitting, custom).
        public var detents: [Detent] {
            get { stage.detents }
            set { stage.detents = newValue }
        }

        /// As UIKit's `selectedDetentIdentifier`: nil until a detent is chosen (the smallest shows);
        /// a change jumps, or springs inside ``animateChanges(_:)``.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { stage.selectedDetentIdentifier }
            set { stage.selectedDetentIdentifier = newValue }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`: no dim and a live background up to it.
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { stage.largestUndimmedDetentIdentifier }
            set { stage.largestUndimmedDetentIdentifier = newValue }
        }

        /// As UIKit's `prefersGrabberVisible` (true by default here).
        public var prefersGrabberVisible: Bool {
            get { stage.prefersGrabberVisible }
            set { stage.prefersGrabberVisible = newValue }
        }

        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
        public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
            get { stage.prefersScrollingExpandsWhenScrolledToEdge }
            set { stage.prefersScrollingExpandsWhenScrolledToEdge = newValue }
        }

        /// As UIKit's `prefersEdgeAttachedInCompactHeight`.
        public var prefersEdgeAttachedInCompactHeight: Bool {
            get { stage.prefersEdgeAttachedInCompactHeight }
            set { stage.prefersEdgeAttachedInCompactHeight = newValue }
        }

        /// As UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`.
        public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
            get { stage.widthFollowsPreferredContentSizeWhenEdgeAttached }
            set { stage.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
        }

        /// As UIKit's `preferredCornerRadius`; nil for the system's.
        public var preferredCornerRadius: CGFloat? {
            get { stage.preferredCornerRadius }
            set { stage.preferredCornerRadius = newValue }
        }

        /// The dim layer's colour (black by default).
        public var dimmingColor: UIColor {
            get { stage.dimmingColor }
            set { stage.dimmingColor = newValue }
        }

        /// The dim alpha at and above the largest dimmed detent; at 0 a tap outside still dismisses.
        public var maximumDimAlpha: CGFloat {
            get { stage.maximumDimAlpha }
            set { stage.maximumDimAlpha = newValue }
        }

        /// The scroll view whose drags hand over to the sheet and back; by default the content view
        /// when it is a scroll view, or the content controller's `contentScrollView(for: .top)`.
        public var trackedScrollView: UIScrollView? {
            get { stage.trackedScrollView }
            set { stage.trackedScrollView = newValue }
        }

        /// As UIKit's: while true, the person's dismissals are refused and reported instead.
        open override var isModalInPresentation: Bool {
            didSet { stage.setModalInPresentation(isModalInPresentation) }
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

        let stage: SheetStage
        private let content: UIView
        private let child: UIViewController?
        /// What ``SheetPresenter`` hears, apart from the app's callbacks.
        var presenterWillDismiss: (() -> Void)?
        var presenterDidDismiss: (() -> Void)?
        /// Set by ``SheetPresenter`` while the sheet leaves only to come back later.
        var isLeavingToReturn = false
        /// The host's last dismissal step, until UIKit's dismissal has finished too.
        private var dismissalEvents: HostEvents?

        /// A sheet titled `title` in `style` showing `contentView`.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentView: UIView
        ) {
            stage = SheetStage(
                configuration: Self.configuration(title: title, style: style, detents: detents))
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
            stage = SheetStage(
                configuration: Self.configuration(title: title, style: style, detents: detents))
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

        /// As UIKit's `animateChanges(_:)`: a selection or new detents made in `changes` spring rather than jump.
        public func animateChanges(_ changes: () -> Void) { stage.animateChanges(changes) }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again.
        public func invalidateDetents() { stage.invalidateDetents() }

        /// Presents the sheet over `presenter` (`present(self, animated: true)`).
        public func present(from presenter: UIViewController) {
            presenter.present(self, animated: true)
        }

        /// Dismisses unconditionally (after the person confirmed discarding), sliding down; the sheet's
        /// own presenter dismisses it, with anything the sheet presented.
        public func dismissSheet() { stage.send(.dismiss()) }

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
            if let child {
                setOverrideTraitCollection(UITraitCollection(userInterfaceLevel: .elevated), forChild: child)
            }
            stage.trackedScrollView =
                stage.trackedScrollView ?? (content as? UIScrollView) ?? child?.defaultTrackedScrollView
        }

        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            stage.rootView.forwardingView = presentingViewController?.view
        }

        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // Presented without the sheet's transition (a no-op when it ran): the host presents.
            stage.beginPresentation(nil)
        }

        open override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            guard isBeingDismissed else { return }
            // UIKit's dismissal is done: the host too (a no-op when it already was), then the callbacks.
            stage.teardown()
            finishDismissal()
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
                controller: child, view: content, scrollView: stage.trackedScrollView, width: width)
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
        }

        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool {
            dismissFromPresenter()
        }

        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents) {
            dismissalEvents = events
            // Presented by UIKit: its dismissal finishes in viewDidDisappear; otherwise it is done.
            if presentingViewController == nil { finishDismissal() }
        }

        /// The sheet is gone for the host and for UIKit: the callbacks, once.
        private func finishDismissal() {
            guard let events = dismissalEvents else { return }
            dismissalEvents = nil
            if events.dismissalCause == .user {
                presentationController.map { $0.delegate?.presentationControllerDidDismiss?($0) }
            }
            let leavesToReturn = isLeavingToReturn
            isLeavingToReturn = false
            if !leavesToReturn { onDismiss?() }
            presenterDidDismiss?()
        }
    }
#endif
