#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// A non-modal sheet that floats over a full-screen view such as a map: the background stays
    /// interactive, and a tracked scroll view (a table of results) hands its drag to the sheet and
    /// back within one gesture — no `isScrollEnabled` toggling, no second touch.
    ///
    /// ```swift
    /// let results = FloatingSheetController(contentViewController: resultsTable)
    /// results.addSheet(to: mapViewController)
    /// ```
    /// It is a child overlay whose view takes only the touches on the sheet (`SheetRootView`): the
    /// map behind gets the rest. Sideways drags (a carousel, a cell's swipe actions) are left to the
    /// content. The sheet rests on the safe area, which already counts a tab bar or toolbar of the
    /// controllers around it; ``bottomInset`` adds space for a bar it doesn't count.
    @MainActor
    open class FloatingSheetController: UIViewController {
        /// The sheet's detents; by default a peek, `.medium` and `.large`.
        public var detents: [Detent] {
            get { stage.detents }
            set { stage.detents = newValue }
        }

        /// As UIKit's `selectedDetentIdentifier`: nil until a detent is chosen (the smallest shows).
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { stage.selectedDetentIdentifier }
            set { stage.selectedDetentIdentifier = newValue }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`; by default the largest detent (never dimmed).
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

        /// The dim layer's colour, above ``largestUndimmedDetentIdentifier``.
        public var dimmingColor: UIColor {
            get { stage.dimmingColor }
            set { stage.dimmingColor = newValue }
        }

        /// The dim alpha at and above the largest dimmed detent.
        public var maximumDimAlpha: CGFloat {
            get { stage.maximumDimAlpha }
            set { stage.maximumDimAlpha = newValue }
        }

        /// The scroll view inside the content whose drags hand over to the sheet; by default the
        /// content controller's `contentScrollView(for: .top)` (or its view, when that is one).
        public var trackedScrollView: UIScrollView? {
            get { stage.trackedScrollView }
            set { stage.trackedScrollView = newValue }
        }

        /// As UIKit's. The person can't dismiss a floating sheet either way; only ``dismissSheet()`` can.
        open override var isModalInPresentation: Bool {
            didSet { stage.setModalInPresentation(isModalInPresentation) }
        }

        /// Space kept below the sheet beyond the safe area, for a bar the safe area doesn't count. A
        /// `UITabBarController`'s tab bar is already in the safe area: leave this 0 there.
        public var bottomInset: CGFloat = 0 {
            didSet { additionalSafeAreaInsets.bottom = bottomInset }
        }

        /// The person tried to dismiss while `isModalInPresentation` was true. The person can't dismiss
        /// a floating sheet at all (a drag below its smallest detent springs back, VoiceOver's scrub is
        /// not handled), so this is never called.
        public var onAttemptToDismiss: (() -> Void)?
        /// The person moved the sheet to another detent (not called for changes in code).
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?
        /// The sheet was dismissed by ``dismissSheet()`` and removed from its parent.
        public var onDismiss: (() -> Void)?

        let stage: SheetStage
        private let content: UIViewController

        /// A floating sheet showing `contentViewController`, with a grabber and no header.
        public init(
            contentViewController: UIViewController,
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large]
        ) {
            var configuration = SheetConfiguration(
                detents: detents, selectedDetentIdentifier: detents.first?.identifier, isDismissible: false)
            configuration.largestUndimmedDetentIdentifier = detents.last?.identifier
            configuration.style = SheetStyle(prefersGrabberVisible: true)
            stage = SheetStage(configuration: configuration)
            content = contentViewController
            super.init(nibName: nil, bundle: nil)
            stage.owner = self
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// As UIKit's `animateChanges(_:)`: a selection or new detents made in `changes` spring rather than jump.
        public func animateChanges(_ changes: () -> Void) { stage.animateChanges(changes) }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again.
        public func invalidateDetents() { stage.invalidateDetents() }

        open override func loadView() {
            // Touches that miss the sheet reach the map behind.
            view = stage.rootView
        }

        /// Adds the sheet as a full-screen child of `parent` and shows it at its selected detent.
        public func addSheet(to parent: UIViewController) {
            parent.addChild(self)
            view.frame = parent.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.addSubview(view)
            didMove(toParent: parent)
            stage.beginPresentation(nil)
        }

        /// Slides the sheet off and removes it from its parent.
        public func dismissSheet() { stage.send(.dismiss()) }

        open override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            stage.sheetView.embed(content.view, fillsHeight: true, insetsByMargins: false)
            content.didMove(toParent: self)
            setOverrideTraitCollection(UITraitCollection(userInterfaceLevel: .elevated), forChild: content)
            stage.trackedScrollView = stage.trackedScrollView ?? content.defaultTrackedScrollView
        }

        open override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            if parent == nil { stage.teardown() }
        }

        open override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            stage.send(.contentInvalidated)
        }
    }

    extension FloatingSheetController: SheetStageOwner {
        func stageAllowsDismissal(_ stage: SheetStage) -> Bool { true }

        func stage(_ stage: SheetStage, contentHeightAtWidth width: CGFloat) -> CGFloat {
            ContentMeasure.fittingHeight(
                controller: content, view: content.view, scrollView: stage.trackedScrollView, width: width)
        }

        func stage(_ stage: SheetStage, didReport events: HostEvents) {
            if let detent = events.selectedDetentChanged, events.selectedDetentChangeCause == .user {
                onSelectedDetentChange?(detent)
            }
            if events.attemptedToDismiss { onAttemptToDismiss?() }
        }

        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool { false }

        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents) {
            willMove(toParent: nil)
            view.removeFromSuperview()
            removeFromParent()
            onDismiss?()
        }
    }
#endif
