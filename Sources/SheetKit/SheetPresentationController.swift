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
    /// standard `delegate` are told what UIKit tells a sheet's delegate, when the host core's
    /// presentation lifecycle says: will-dismiss when the person's interactive dismissal begins,
    /// did-dismiss once UIKit's dismissal transition has ended.
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
                stage.send(.modalInPresentationChanged(newValue))
            }
        }

        var stage: SheetStage { sheet.stage }
        /// The lifecycle this presentation reports to: its ``SheetPresenter``'s, or its own for a
        /// presentation the app made itself.
        let lifecycle: SheetLifecycleRunner
        /// Who started the host's dismissal, from its report to its request for UIKit's.
        var hostDismissalCause = HostCause.app
        /// The presented controller's own `modalPresentationCapturesStatusBarAppearance`, while the
        /// sheet has taken the status bar over.
        private var capturesStatusBarBeforeRecession: Bool?
        /// The controllers each presents, for `sheetController`.
        private static let presentations = NSMapTable<UIViewController, SheetPresentationController>
            .weakToWeakObjects()

        /// A presentation of `presentedViewController`. Its sheet is the one the controller already
        /// has — a ``BottomSheetViewController``'s own, or one `prepareSheet()` made — or a new one.
        public override init(presentedViewController: UIViewController, presenting: UIViewController?) {
            sheet =
                (presentedViewController as? SheetContentProviding)?.sheet
                ?? presentedViewController.preparedSheet
                ?? SheetController(stage: SheetStage(configuration: SheetConfiguration()))
            if let runner = SheetLifecycleRunner.runner(for: presentedViewController) {
                lifecycle = runner
            } else {
                lifecycle = SheetLifecycleRunner(presenter: nil)
                lifecycle.register(presentedViewController, retains: false)
            }
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            stage.owner = self
            Self.presentations.setObject(self, forKey: presentedViewController)
            startLifecycle()
            // Sheets are an elevated surface: Dark Mode draws them lighter than what is behind.
            // `overrideTraitCollection` is deprecated on iOS 17 for `traitOverrides`.
            // https://developer.apple.com/documentation/uikit/uipresentationcontroller/traitoverrides
            if #available(iOS 17.0, *) {
                traitOverrides.userInterfaceLevel = .elevated
            } else {
                overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
            }
        }

        /// The presentation showing `controller` itself (not one of its ancestors).
        static func presenting(_ controller: UIViewController) -> SheetPresentationController? {
            presentations.object(forKey: controller)
        }

        /// The view that gets the touches a sheet lets through, presented from `presenting`: the
        /// presenting view, or, when `presenting` is itself shown in a SheetKit sheet (a sheet opened
        /// from a sheet), that sheet's whole root view, which hit-tests its own sheet, its dim and what
        /// is behind it in turn. The presenting view alone would be the outer sheet's content: a touch
        /// beside it (on the outer sheet's undimmed background) would reach nothing.
        static func backgroundView(behind presenting: UIViewController) -> UIView? {
            presenting.sheetStage?.rootView ?? presenting.view
        }

        public override var presentedView: UIView? { stage.rootView }

        public override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

        public override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            stage.rootView.forwardingView = Self.backgroundView(behind: presentingViewController)
            // A bottom sheet's view is the stage's own root, its content already embedded.
            // A prepared sheet presented again keeps the view it embedded the first time.
            if !(presentedViewController is SheetContentProviding),
                let presented = presentedViewController.view, !presented.isDescendant(of: stage.sheetView)
            {
                stage.sheetView.embed(presented, fillsHeight: true, insetsByMargins: false)
            }
            // The guard's flag as UIKit reads it, from the start: set on any controller in the
            // presented hierarchy (an editor inside a navigation controller sets it on itself).
            stage.send(.modalInPresentationChanged(presentedViewController.isModalInPresentationHierarchy))
            stage.resolveTrackedScrollView()
            stage.set(.preferredContentWidth(presentedViewController.preferredContentSize.width))
        }

        public override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            // Completed: the host presents (a no-op when the transition already did); cancelled: gone.
            if completed { stage.beginPresentation(nil) } else { stage.teardown() }
            lifecycle.send(.presentationTransitionDidEnd(lifecycleID, completed: completed))
        }

        public override func dismissalTransitionWillBegin() {
            super.dismissalTransitionWillBegin()
            stage.platformDismissalWillBegin()
            // A dismissal the lifecycle asked for already has its cause; any other is the app's own
            // `dismiss(animated:)`.
            lifecycle.send(.dismissalTransitionWillBegin(lifecycleID, cause: .app))
        }

        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            guard completed else {
                return lifecycle.send(.dismissalTransitionDidEnd(lifecycleID, completed: false))
            }
            // UIKit's dismissal is done: the host too (a no-op when it already was).
            stage.platformDismissalDidEnd()
            reportDismissalEnded()
        }

        public override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            stage.set(.preferredContentWidth(container.preferredContentSize.width))
            stage.send(.contentInvalidated)
        }
    }

    extension SheetPresentationController: SheetStageOwner {
        func stageAllowsDismissal(_ stage: SheetStage) -> Bool {
            let sheetAllows = sheetDelegate?.presentationControllerShouldDismiss(self) ?? true
            let delegateAllows = delegate?.presentationControllerShouldDismiss?(self) ?? true
            return sheetAllows && delegateAllows
        }

        func stage(_ stage: SheetStage, contentHeightAtWidth width: CGFloat) -> CGFloat {
            if let content = presentedViewController as? SheetContentProviding {
                return content.sheetContentHeight(width: width)
            }
            return ContentMeasure.fittingHeight(
                controller: presentedViewController, view: presentedViewController.view,
                scrollView: stage.trackedScrollView, width: width,
                addedInsets: stage.scrollTracking.addedInsets)
        }

        func stage(_ stage: SheetStage, didReport events: HostEvents) {
            reportToLifecycle(events)
        }

        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool {
            requestDismissalFromLifecycle()
        }

        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents) {}

        func stageContentScrollView(_ stage: SheetStage) -> UIScrollView? {
            if let content = presentedViewController as? SheetContentProviding {
                return content.sheetContentScrollView
            }
            return presentedViewController.defaultTrackedScrollView
        }

        func stageAccessibilityModalView(_ stage: SheetStage) -> UIView? {
            // The container view is the presentation's own, a sibling of the presenting content.
            containerView
        }

        func stagePresentingView(_ stage: SheetStage) -> UIView? {
            presentingViewController.recedingView
        }

        func stageModalController(_ stage: SheetStage) -> UIViewController? {
            presentedViewController
        }

        /// While the presenting view has receded under the status bar, the presented controller
        /// takes over the status bar, so that its `preferredStatusBarStyle` (return the sheet's
        /// ``SheetController/preferredStatusBarStyle``) gives it light content; the app's own
        /// setting comes back after. UIViewController.h: `modalPresentationCapturesStatusBarAppearance`
        /// "controls whether this view controller takes over control of the status bar's appearance
        /// when presented non-full screen on another view controller".
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
        func stageStatusBarAppearanceDidChange(_ stage: SheetStage) {
            let presented = presentedViewController
            let appCaptures =
                capturesStatusBarBeforeRecession ?? presented.modalPresentationCapturesStatusBarAppearance
            capturesStatusBarBeforeRecession = stage.prefersLightStatusBar ? appCaptures : nil
            presented.modalPresentationCapturesStatusBarAppearance =
                stage.prefersLightStatusBar || appCaptures
            presented.setNeedsStatusBarAppearanceUpdate()
            presentingViewController.setNeedsStatusBarAppearanceUpdate()
        }
    }
#endif
