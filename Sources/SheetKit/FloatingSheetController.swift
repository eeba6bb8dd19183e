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
    /// controllers around it; ``bottomInset`` adds space for a bar it doesn't count. On a
    /// regular-width screen it stands where ``SheetController/regularWidthPlacement`` says (set on
    /// ``sheet``), compact height included; with no side or width set, in compact height it is a
    /// drawer across the safe area.
    ///
    /// The content controller is this controller's child from `init` on, before anything loads its
    /// view: in its `viewDidLoad`, `sheetController` is this sheet.
    /// This controller's `view` is the full-screen overlay; a subclass adds its own views to
    /// ``SheetControllerProviding/sheetContentView``.
    @MainActor
    open class FloatingSheetController: UIViewController, SheetControllerProviding {
        /// The sheet's settings and position: its ``SheetController/layoutGuide`` and
        /// ``SheetController/onMove`` let the screen's own views ride on the sheet. Each of its
        /// settings reads the same on this controller (``SheetControllerProviding``).
        public let sheet: SheetController

        /// As UIKit's. The person can't dismiss a floating sheet either way; only ``dismissSheet()`` can.
        open override var isModalInPresentation: Bool {
            didSet { binding.send(.modalInPresentationChanged(isModalInPresentation)) }
        }

        /// Space kept below the sheet beyond the safe area, for a bar the safe area doesn't count. A
        /// `UITabBarController`'s tab bar is already in the safe area: leave this 0 there.
        public var bottomInset: CGFloat = 0 {
            didSet { additionalSafeAreaInsets.bottom = bottomInset }
        }

        /// The person moved the sheet to another detent (not called for changes in code).
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?
        /// The sheet is gone and removed from its parent: dismissed by ``dismissSheet()``, or its view
        /// taken away without a dismissal (removed from its parent). Adding it again here works.
        public var onDismiss: (() -> Void)?

        var binding: SheetUIKitBinding { sheet.binding }
        private let content: UIViewController
        /// The sheet's presentation, run as every sheet's: the host's own rise and slide are its
        /// transitions, and every callback comes from its notices.
        let lifecycle = SheetLifecycleRunner<SheetLifecycleLink.Sheet>(presenter: nil)

        /// A floating sheet showing `contentViewController`, with a grabber and no header.
        public init(
            contentViewController: UIViewController,
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large]
        ) {
            // Floating: the host keeps it undimmed, live behind and not dismissible by the person,
            // whatever detents the app assigns later and in whatever order.
            var configuration = SheetConfiguration(
                detents: detents, selectedDetentIdentifier: detents.first?.identifier, isFloating: true)
            configuration.style = SheetStyle(prefersGrabberVisible: true)
            sheet = SheetController(binding: SheetUIKitBinding(configuration: configuration))
            content = contentViewController
            super.init(nibName: nil, bundle: nil)
            binding.owner = self
            startLifecycle()
            // The child before its view loads: its `viewDidLoad` finds this sheet (`sheetController`).
            addChild(contentViewController)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        open override func loadView() {
            // Touches that miss the sheet reach the map behind.
            view = binding.rootView
        }

        /// Adds the sheet as a full-screen child of `parent`, its view on top of `parent`'s, and shows
        /// it at its selected detent — rising, or there at once when `animated` is false — as
        /// FloatingPanel's `addPanel(toParent:animated:)`. Already a child of `parent`, it is only
        /// shown; a child of another controller stays where it is (remove it first: ``dismissSheet()``
        /// removes it once it is gone), as FloatingPanel refuses a panel that has a parent.
        public func addSheet(to parent: UIViewController, animated: Bool = true) {
            // UIKit's fact: a controller has one parent; containment is the app's to change.
            if self.parent == nil {
                parent.addChild(self)
                view.frame = parent.view.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                parent.view.addSubview(view)
                didMove(toParent: parent)
            }
            guard self.parent === parent else {
                return SheetUIKitBinding.log.error(
                    "SheetKit: addSheet(to:) on a FloatingSheetController that has another parent; remove it first"
                )
            }
            lifecycle.send(.request(.this, animated: animated))
        }

        /// Slides the sheet off and removes it from its parent (once a rise under way has ended).
        public func dismissSheet() { dismissSheet(animated: true) }

        /// Slides the sheet off, or takes it off at once when `animated` is false, and removes it
        /// from its parent (once a rise under way has ended).
        public func dismissSheet(animated: Bool) {
            lifecycle.send(.dismiss(.this, cause: .app, animated: animated))
        }

        open override func viewDidLoad() {
            super.viewDidLoad()
            // The host's rule for a controller's view (it fills the sheet).
            binding.sheetView.embed(content.view, as: .rule(isController: true, isScrollView: false))
            content.didMove(toParent: self)
            // Sheets are an elevated surface (Dark Mode draws them lighter). On iOS 17 through
            // `traitOverrides`; `setOverrideTraitCollection(_:forChild:)` is deprecated there.
            // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides
            if #available(iOS 17.0, *) {
                content.traitOverrides.userInterfaceLevel = .elevated
            } else {
                setOverrideTraitCollection(
                    UITraitCollection(userInterfaceLevel: .elevated), forChild: content)
            }
            binding.resolveTrackedScrollView()
        }

        open override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            // Removed from its parent: the views went away, with no dismissal if none ran.
            if parent == nil {
                binding.teardown()
                lifecycle.send(.teardown(.this))
            }
        }

        open override func viewWillTransition(
            to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            binding.followSizeTransition(with: coordinator)
        }

        open override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            binding.send(.contentInvalidated)
        }
    }

    extension FloatingSheetController: SheetUIKitBindingOwner {
        func bindingAllowsDismissal(_ binding: SheetUIKitBinding) -> Bool { true }

        func binding(_ binding: SheetUIKitBinding, contentHeightAtWidth width: CGFloat) -> CGFloat {
            ContentFittingHeight.fittingHeight(
                controller: content, view: content.view, scrollView: binding.trackedScrollView, width: width,
                addedInsets: binding.scrollTracking.addedInsets)
        }

        func bindingContentScrollView(_ binding: SheetUIKitBinding) -> UIScrollView? {
            content.defaultTrackedScrollView
        }

        func bindingAccessibilityModalView(_ binding: SheetUIKitBinding) -> UIView? {
            // The overlay's siblings are the parent's own views (the map).
            binding.rootView
        }

        func bindingPresenter(_ binding: SheetUIKitBinding) -> (
            view: UIView, target: PresentingViewRecession.Target
        )? {
            // The sheet is inside its parent's view: nothing behind it recedes.
            nil
        }

        /// The host's step, as the lifecycle's events (the host's rise and slide are the sheet's
        /// transitions). The sheet leaves its parent when the host's sheet is gone, before the
        /// lifecycle tells the app, so an app that adds it again in `onDismiss` keeps it.
        func binding(_ binding: SheetUIKitBinding, didReport events: HostCallbacks) {
            lifecycle.batch {
                for event in events.lifecycleEvents(
                    for: SheetLifecycleLink.Sheet.this, hostOwnsTransitions: true)
                {
                    lifecycle.send(event)
                }
                if events.didDismiss {
                    willMove(toParent: nil)
                    view.removeFromSuperview()
                    removeFromParent()
                }
            }
        }
    }

    extension FloatingSheetController {
        /// The lifecycle's present and dismiss are the host's; its notices are told as the table
        /// lists them for a floating sheet and for the sheet's delegate.
        private func startLifecycle() {
            lifecycle.hostTransitions = (
                present: { [weak self] _, animated in self?.present(animated: animated) },
                dismiss: { [weak self] _, animated in self?.binding.send(.dismiss(animated: animated)) }
            )
            lifecycle.onNotice = { [weak self] notice in self?.tell(notice) }
        }

        private func present(animated: Bool) { binding.beginPresentation(nil, animated: animated) }

        private func tell(_ notice: SheetLifecycleNotice<SheetLifecycleLink.Sheet>) {
            for callback in SheetDelegateTable.callbacks(for: notice, in: .floatingSheet) {
                switch (callback, notice) {
                case (.onSelectedDetentChange, .selectedDetentChanged(_, let detent?, _)):
                    onSelectedDetentChange?(detent)
                case (.onDismiss, _): onDismiss?()
                default: break
                }
            }
            for callback in SheetDelegateTable.callbacks(for: notice, in: .sheetController) {
                sheet.perform(callback)
            }
        }
    }
#endif
