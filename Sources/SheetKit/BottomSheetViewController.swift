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
    /// It is an ordinary modal controller, presented through ``SheetPresentationController`` as any
    /// SheetKit sheet: `present(_:animated:)` and `dismiss(animated:)` work as with any other, with its
    /// appearance callbacks bracketing the rise and the slide, and its presentation controller's
    /// `delegate` told what UIKit tells a sheet's. Every way the person
    /// dismisses — close button, a tap on the dim, a downward drag or fling, VoiceOver's escape — goes
    /// through the guard, so `isModalInPresentation` (unsaved input) holds on all of them: the sheet
    /// springs back and ``onAttemptToDismiss`` is called; ``dismissSheet()`` then always proceeds.
    /// The sheet rides on the keyboard.
    ///
    /// It must be presented: its close button, the person's dismissals, `.fitting()` and
    /// ``onDismiss`` are its presentation's. Pushed on a navigation stack or embedded as a child, it
    /// lays its content out at its detent and nothing more (DEBUG builds log a fault), as UIKit
    /// ignores a sheet presentation's settings on a controller it doesn't present; a sheet inside a
    /// screen is a ``FloatingSheetController``.
    ///
    /// A child controller is this controller's child from `init` on, before anything loads its view:
    /// in its `viewDidLoad`, `sheetController` is this sheet, so
    /// `sheetController?.delegate = self` there takes effect. This controller's `view` is the
    /// full-screen root (the dim and the sheet): a subclass adds its own views to
    /// ``SheetControllerProviding/sheetContentView``, the sheet's content area, where they move with the sheet.
    @MainActor
    open class BottomSheetViewController: UIViewController, SheetControllerProviding {
        /// The sheet's settings and position (detents, selection, grabber, dimming, the layout guide
        /// that follows it, …). Each of its settings reads the same on this controller
        /// (``SheetControllerProviding``): `detents`, `prefersGrabberVisible`, `delegate`, ….
        public let sheet: SheetController

        /// As UIKit's: while true, the person's dismissals are refused and reported instead.
        open override var isModalInPresentation: Bool {
            didSet { binding.send(.modalInPresentationChanged(isModalInPresentation)) }
        }

        /// The person tried to dismiss while `isModalInPresentation` was true: ask, then call
        /// ``dismissSheet()`` to discard.
        public var onAttemptToDismiss: (() -> Void)?
        /// The person moved the sheet to another detent (a drag, the grabber); as UIKit's delegate,
        /// not called for changes in code or by a size change.
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?
        /// The sheet is gone, however it was dismissed (or its views went away without a dismissal),
        /// whichever way it was presented, once UIKit has finished the dismissal: a presentation
        /// started here is accepted.
        public var onDismiss: (() -> Void)?

        var binding: SheetUIKitBinding { sheet.binding }
        /// The content view given to `init(title:style:detents:contentView:)`; nil for a child controller.
        private let content: UIView?
        private let child: UIViewController?

        /// A sheet titled `title` in `style` showing `contentView`.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentView: UIView
        ) {
            sheet = Self.sheet(title: title, style: style, detents: detents)
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
            sheet = Self.sheet(title: title, style: style, detents: detents)
            content = nil
            child = contentViewController
            super.init(nibName: nil, bundle: nil)
            setUp()
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Both initializers' common part (each stays designated, so a subclass can call either).
        /// The child, if any, is added before its view loads: its `viewDidLoad` finds this sheet
        /// (`sheetController`).
        private func setUp() {
            if let child { addChild(child) }
            // One modal path: presented through SheetKit's presentation controller, whose binding is
            // this controller's own (the presenter stays live behind undimmed detents).
            super.modalPresentationStyle = .custom
            super.transitioningDelegate = SheetTransitioningDelegate.shared
        }

        /// Always `.custom`: however UIKit is asked to present it — ``present(from:)``, a plain
        /// `present(_:animated:)`, a coordinator's call, ``SheetPresenter`` — the sheet is presented
        /// through its one ``SheetPresentationController``. Setting another style is ignored.
        open override var modalPresentationStyle: UIModalPresentationStyle {
            get { .custom }
            set {}
        }

        /// Always SheetKit's (see ``modalPresentationStyle``); setting another is ignored.
        open override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
            get { SheetTransitioningDelegate.shared }
            set {}
        }

        /// The sheet of a bottom sheet titled `title`: a grabber, and a header when there is a title.
        private static func sheet(title: String?, style: SheetStyle.Background, detents: [Detent])
            -> SheetController
        {
            // An empty list is the host's to repair (to `[.medium, .large]`, logged).
            var configuration = SheetConfiguration(detents: detents)
            configuration.style = SheetStyle(
                background: style, prefersGrabberVisible: true,
                header: title.map { SheetStyle.Header(title: $0) })
            return SheetController(binding: SheetUIKitBinding(configuration: configuration))
        }

        /// Presents the sheet over `presenter` (`present(self, animated: true)`): the same as any other
        /// way of presenting it, a ``SheetPresenter``'s included, before or after.
        public func present(from presenter: UIViewController) {
            presenter.present(self, animated: true)
        }

        /// Dismisses unconditionally (after the person confirmed discarding), sliding down; the sheet's
        /// own presenter dismisses it, with anything the sheet presented.
        public func dismissSheet() { binding.send(.dismiss()) }

        /// Dismisses unconditionally, sliding down, or at once when `animated` is false; the sheet's
        /// own presenter dismisses it, with anything the sheet presented.
        public func dismissSheet(animated: Bool) { binding.send(.dismiss(animated: animated)) }

        open override func loadView() {
            view = binding.rootView
        }

        /// The sheet's ``SheetController/preferredStatusBarStyle``: light content while the presenting
        /// view has receded under the status bar, as UIKit's page sheet at its largest detent. Its
        /// presentation makes this controller capture the status bar then
        /// (`modalPresentationCapturesStatusBarAppearance`).
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
        open override var preferredStatusBarStyle: UIStatusBarStyle { sheet.preferredStatusBarStyle }

        open override func viewDidLoad() {
            super.viewDidLoad()
            // The host's rule: a form keeps its height, a list or a child controller fills the
            // sheet. The child's view loads here, the child already added.
            let embedding = ContentEmbedding.rule(
                isController: child != nil, isScrollView: content is UIScrollView)
            if let embedded = child?.view ?? content {
                binding.sheetView.embed(embedded, as: embedding)
            }
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
            binding.resolveTrackedScrollView()
        }

        open override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            // UIKit's fact: not presented (pushed, embedded as a child), no presentation transition
            // will ever show the sheet — as UIKit ignores a `sheetPresentationController`'s settings
            // on a controller it doesn't present. It is laid out at its detent, so it isn't blank, and
            // DEBUG builds say it must be presented (a drawer inside a screen is a `FloatingSheetController`).
            guard SheetPresentationController.presenting(self) == nil else { return }
            #if DEBUG
                SheetUIKitBinding.log.fault(
                    "SheetKit: a BottomSheetViewController is shown without being presented (pushed or embedded); present it, or use FloatingSheetController for a sheet inside a screen"
                )
            #endif
            binding.beginPresentation(nil, animated: false)
        }

        open override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            // The content's preferred size is the sheet's, as a navigation controller adopts its top
            // controller's: `widthFollowsPreferredContentSizeWhenEdgeAttached` follows the content.
            if container === child { preferredContentSize = container.preferredContentSize }
            binding.send(.contentInvalidated)
        }

        open override func accessibilityPerformEscape() -> Bool {
            // VoiceOver's two-finger scrub, on the main thread: a dismissal attempt like any other.
            MainActor.assumeIsolated { binding.escape() }
        }
    }

    /// A controller whose view is its sheet's own root, with its content embedded: its
    /// ``SheetPresentationController`` takes its sheet and asks it about the content.
    @MainActor
    protocol SheetContentProviding: SheetControllerProviding {
        /// The content's fitting height at `width`.
        func sheetContentHeight(width: CGFloat) -> CGFloat
        /// The content's scroll view as it is now.
        var sheetContentScrollView: UIScrollView? { get }
    }

    extension BottomSheetViewController: SheetContentProviding {
        func sheetContentHeight(width: CGFloat) -> CGFloat {
            ContentFittingHeight.fittingHeight(
                controller: child, view: child?.viewIfLoaded ?? content,
                scrollView: binding.trackedScrollView,
                width: width,
                addedInsets: binding.scrollTracking.addedInsets)
        }

        var sheetContentScrollView: UIScrollView? {
            (content as? UIScrollView) ?? child?.defaultTrackedScrollView
        }

        /// One of the callbacks `SheetDelegateTable` lists for a bottom sheet.
        func perform<ID>(_ callback: SheetCallback, for notice: SheetLifecycleNotice<ID>) {
            switch (callback, notice) {
            case (.onAttemptToDismiss, _): onAttemptToDismiss?()
            case (.onSelectedDetentChange, .selectedDetentChanged(_, let detent?, _)):
                onSelectedDetentChange?(detent)
            case (.onDismiss, _): onDismiss?()
            default: break
            }
        }
    }
#endif
