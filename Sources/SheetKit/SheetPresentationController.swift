#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// Presents any view controller as a SheetKit sheet, configured as `UISheetPresentationController`
    /// — from iOS 15, with custom and content-fitting detents (UIKit has them from iOS 16 only).
    ///
    /// Present in one call with `presentSheet(_:animated:completion:configure:)`:
    /// ```swift
    /// presentSheet(details) { sheet in
    ///     sheet.detents = [.fitting(), .large]
    /// }
    /// ```
    /// or prepare the controller with `prepareSheet()` and present it as any other, or keep a
    /// ``SheetTransitioningDelegate`` yourself for a `.custom` presentation. The presented controller
    /// reaches its sheet through `sheetController`. Its appearance callbacks bracket the sheet's rise
    /// and slide, and `isBeingDismissed` is true while it slides off. Both ``sheetDelegate`` and the
    /// standard `delegate` — and the sheet's ``SheetController/delegate`` — are told what UIKit tells
    /// a sheet's delegate, from the notices of the host core's presentation lifecycle: will-dismiss
    /// when the person's drag crosses below the smallest detent, did-dismiss once UIKit has finished
    /// the dismissal (a presentation started there is accepted). The lifecycle is the one of the
    /// ``SheetPresenter`` (or SheetKitUI modifier) that presented the controller, or its own.
    /// Undimmed detents leave the presenting view live (see ``SheetController/largestUndimmedDetentIdentifier``).
    @MainActor
    public final class SheetPresentationController: UIPresentationController, SheetControllerProviding {
        /// The sheet's callbacks, beside the standard `delegate`.
        public weak var sheetDelegate: SheetPresentationControllerDelegate?

        /// The sheet's settings and position.
        public let sheet: SheetController

        /// The presented controller's `isModalInPresentation`: while true, the person's dismissals
        /// are refused and reported to ``SheetPresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
        public var isModalInPresentation: Bool {
            get { presentedViewController.isModalInPresentation }
            set {
                presentedViewController.isModalInPresentation = newValue
                binding.send(.modalInPresentationChanged(newValue))
            }
        }

        var binding: SheetUIKitBinding { sheet.binding }
        /// The lifecycle this presentation reports to, attached when UIKit begins the presentation
        /// (``presentationTransitionWillBegin()``), however early UIKit made this controller (an app
        /// reading `presentationController` before presenting): the runner that presents it (a
        /// ``SheetPresenter``'s, SheetKitUI's), or its own for a presentation the app made itself.
        var attachedLifecycle: SheetLifecycleLink?
        /// The runner of a presentation the app made itself.
        var ownRunner: SheetLifecycleRunner<SheetLifecycleLink.Sheet>?
        /// The SheetKit presentations stacked on this one when its dismissal began, until it ended:
        /// UIKit takes them away with it (``reportDismissalEnded()``).
        var stackedAbove: [SheetPresentationController] = []
        /// The presented controller's own `modalPresentationCapturesStatusBarAppearance`, while the
        /// sheet has taken the status bar over.
        private var capturesStatusBarBeforeRecession: Bool?

        /// A presentation of `presentedViewController`. Its sheet is the one the controller already
        /// has — a ``BottomSheetViewController``'s own, or one `prepareSheet()` made — or a new one.
        public override init(presentedViewController: UIViewController, presenting: UIViewController?) {
            sheet =
                (presentedViewController as? SheetContentProviding)?.sheet
                ?? presentedViewController.preparedSheet
                ?? SheetController(binding: SheetUIKitBinding(configuration: SheetConfiguration()))
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            binding.owner = self
            // Sheets are an elevated surface: Dark Mode draws them lighter than what is behind.
            // `overrideTraitCollection` is deprecated on iOS 17 for `traitOverrides`.
            // https://developer.apple.com/documentation/uikit/uipresentationcontroller/traitoverrides
            if #available(iOS 17.0, *) {
                traitOverrides.userInterfaceLevel = .elevated
            } else {
                overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
            }
        }

        /// The SheetKit presentation showing `controller` itself (not one of its ancestors), found
        /// through UIKit's own chain: only a presented controller has one.
        static func presenting(_ controller: UIViewController) -> SheetPresentationController? {
            guard controller.presentingViewController != nil,
                let presentation = controller.presentationController as? SheetPresentationController,
                presentation.presentedViewController === controller
            else { return nil }
            return presentation
        }

        /// The view that gets the touches a sheet lets through, presented from `presenting`: the
        /// presenting view, or, when `presenting` is itself shown in a SheetKit sheet (a sheet opened
        /// from a sheet), that sheet's whole root view, which hit-tests its own sheet, its dim and what
        /// is behind it in turn. The presenting view alone would be the outer sheet's content: a touch
        /// beside it (on the outer sheet's undimmed background) would reach nothing.
        static func backgroundView(behind presenting: UIViewController) -> UIView? {
            presenting.sheetBinding?.rootView ?? presenting.view
        }

        public override var presentedView: UIView? { binding.rootView }

        public override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

        public override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            // UIKit took the presentation: the runner presenting it (whose link waits on the
            // presented controller), or this presentation's own; and a `presentSheet` closure UIKit
            // did not run because it made this controller before that call.
            attachLifecycle()
            presentedViewController.takePendingSheetConfiguration()?(self)
            binding.rootView.forwardingView = Self.backgroundView(behind: presentingViewController)
            // A bottom sheet's view is the binding's own root, its content already embedded.
            // A prepared sheet presented again keeps the view it embedded the first time.
            if !(presentedViewController is SheetContentProviding),
                let presented = presentedViewController.view, !presented.isDescendant(of: binding.sheetView)
            {
                binding.sheetView.embed(presented, as: .rule(isController: true, isScrollView: false))
            }
            // The guard's flag as UIKit reads it, from the start: set on any controller in the
            // presented hierarchy (an editor inside a navigation controller sets it on itself).
            binding.send(.modalInPresentationChanged(presentedViewController.isModalInPresentationHierarchy))
            binding.resolveTrackedScrollView()
            binding.set(.preferredContentWidth(presentedViewController.preferredContentSize.width))
        }

        public override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            // Cancelled: the sheet never showed, and its views go.
            if !completed { binding.teardown() }
            reportPresentationEnded(completed: completed)
        }

        public override func dismissalTransitionWillBegin() {
            super.dismissalTransitionWillBegin()
            stackedAbove = Self.presentations(above: presentedViewController)
            binding.platformDismissalWillBegin()
            // A dismissal the lifecycle asked for already has its cause; any other is the app's own
            // `dismiss(animated:)`.
            lifecycle.send(.dismissalTransitionWillBegin(.this, cause: .app))
        }

        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            guard completed else {
                return lifecycle.send(.dismissalTransitionDidEnd(.this, completed: false))
            }
            // UIKit's dismissal is done: the host too (a no-op when it already was).
            binding.platformDismissalDidEnd()
            reportDismissalEnded()
        }

        public override func viewWillTransition(
            to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.viewWillTransition(to: size, with: coordinator)
            binding.followSizeTransition(with: coordinator)
        }

        public override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            binding.set(.preferredContentWidth(container.preferredContentSize.width))
            binding.send(.contentInvalidated)
        }
    }

    extension SheetPresentationController: SheetUIKitBindingOwner {
        func bindingAllowsDismissal(_ binding: SheetUIKitBinding) -> Bool {
            let sheetAllows = sheetDelegate?.presentationControllerShouldDismiss(self) ?? true
            let delegateAllows = delegate?.presentationControllerShouldDismiss?(self) ?? true
            return sheetAllows && delegateAllows
        }

        func binding(_ binding: SheetUIKitBinding, contentHeightAtWidth width: CGFloat) -> CGFloat {
            if let content = presentedViewController as? SheetContentProviding {
                return content.sheetContentHeight(width: width)
            }
            return ContentFittingHeight.fittingHeight(
                controller: presentedViewController, view: presentedViewController.view,
                scrollView: binding.trackedScrollView, width: width,
                addedInsets: binding.scrollTracking.addedInsets)
        }

        func binding(_ binding: SheetUIKitBinding, didReport events: HostCallbacks) {
            // Before UIKit began the presentation there is no lifecycle to tell.
            for event in events.lifecycleEvents(for: SheetLifecycleLink.Sheet.this) {
                attachedLifecycle?.send(event)
            }
        }

        func bindingContentScrollView(_ binding: SheetUIKitBinding) -> UIScrollView? {
            if let content = presentedViewController as? SheetContentProviding {
                return content.sheetContentScrollView
            }
            return presentedViewController.defaultTrackedScrollView
        }

        func bindingAccessibilityModalView(_ binding: SheetUIKitBinding) -> UIView? {
            // The container view is the presentation's own, a sibling of the presenting content.
            containerView
        }

        func bindingPresenter(_ binding: SheetUIKitBinding) -> (
            view: UIView, target: PresentingViewRecession.Target
        )? {
            presentingViewController.receding
        }

        func bindingModalController(_ binding: SheetUIKitBinding) -> UIViewController? {
            presentedViewController
        }

        /// While the presenting view has receded under the status bar, the presented controller
        /// takes over the status bar, so that its `preferredStatusBarStyle` (return the sheet's
        /// ``SheetController/preferredStatusBarStyle``) gives it light content; the app's own
        /// setting comes back after. UIViewController.h: `modalPresentationCapturesStatusBarAppearance`
        /// "controls whether this view controller takes over control of the status bar's appearance
        /// when presented non-full screen on another view controller".
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
        func bindingStatusBarAppearanceDidChange(_ binding: SheetUIKitBinding) {
            let presented = presentedViewController
            let appCaptures =
                capturesStatusBarBeforeRecession ?? presented.modalPresentationCapturesStatusBarAppearance
            capturesStatusBarBeforeRecession = binding.prefersLightStatusBar ? appCaptures : nil
            presented.modalPresentationCapturesStatusBarAppearance =
                binding.prefersLightStatusBar || appCaptures
            presented.setNeedsStatusBarAppearanceUpdate()
            presentingViewController.setNeedsStatusBarAppearanceUpdate()
        }
    }
#endif
