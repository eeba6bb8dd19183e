#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The callbacks of a ``SheetPresentationController``, named as UIKit's
    /// `UISheetPresentationControllerDelegate` / `UIAdaptivePresentationControllerDelegate`. The
    /// controller also calls its standard `delegate` (`UIAdaptivePresentationControllerDelegate`).
    @MainActor
    public protocol SheetPresentationControllerDelegate: AnyObject {
        /// The person moved the sheet to another detent (a drag, the grabber); as UIKit, not called
        /// for changes made in code or by a size change.
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController)
        /// Asked before each dismissal attempt; false keeps the sheet and reports the attempt.
        func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool
        /// The person tried to dismiss a sheet that may not be dismissed now: ask (Discard / Keep Editing).
        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController)
        /// The person's dismissal started (not called for a dismissal in code, as UIKit).
        func presentationControllerWillDismiss(_ controller: SheetPresentationController)
        /// The person's dismissal finished (not called for a dismissal in code, as UIKit).
        func presentationControllerDidDismiss(_ controller: SheetPresentationController)
    }

    extension SheetPresentationControllerDelegate {
        public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController
        ) {}
        public func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool {
            true
        }
        public func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {}
        public func presentationControllerWillDismiss(_ controller: SheetPresentationController) {}
        public func presentationControllerDidDismiss(_ controller: SheetPresentationController) {}
    }

    /// Presents any view controller as a SheetKit sheet, configured as `UISheetPresentationController`
    /// — from iOS 15, with custom and content-fitting detents (UIKit has them from iOS 16 only).
    ///
    /// Use it through ``SheetTransitioningDelegate``:
    /// ```swift
    /// let sheets = SheetTransitioningDelegate()
    /// details.modalPresentationStyle = .custom
    /// details.transitioningDelegate = sheets
    /// present(details, animated: true)
    /// sheets.controller(for: details)?.detents = [.fitting(), .large]
    /// ```
    /// The presented controller's appearance callbacks bracket the sheet's rise and slide, and
    /// `isBeingDismissed` is true while it slides off. Both ``sheetDelegate`` and the standard
    /// `delegate` are told what UIKit tells a sheet's delegate. Undimmed detents leave the presenting
    /// view live (see ``largestUndimmedDetentIdentifier``).
    @MainActor
    public final class SheetPresentationController: UIPresentationController {
        /// The sheet's callbacks, beside the standard `delegate`.
        public weak var sheetDelegate: SheetPresentationControllerDelegate?

        /// As UIKit's `detents`.
        public var detents: [Detent] {
            get { stage.detents }
            set { stage.detents = newValue }
        }

        /// As UIKit's `selectedDetentIdentifier`: nil until a detent is chosen (the smallest shows).
        /// A change moves the sheet at once, or springs inside ``animateChanges(_:)``.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { stage.selectedDetentIdentifier }
            set { stage.selectedDetentIdentifier = newValue }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`: up to it, no dim and the presenting view
        /// takes touches (the sheet's root view forwards them; see `SheetRootView`).
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { stage.largestUndimmedDetentIdentifier }
            set { stage.largestUndimmedDetentIdentifier = newValue }
        }

        /// As UIKit's `prefersGrabberVisible`.
        public var prefersGrabberVisible: Bool {
            get { stage.prefersGrabberVisible }
            set { stage.prefersGrabberVisible = newValue }
        }

        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`: scrolling ``trackedScrollView`` at
        /// its top expands the sheet.
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

        /// The sheet's background: `.white` (the system background) or `.gray` (the grouped one),
        /// drawn behind the grabber and under the content, elevated in Dark Mode.
        public var background: SheetStyle.Background {
            get { stage.configuration.style.background }
            set { stage.configure { $0.style.background = newValue } }
        }

        /// The names VoiceOver speaks for the detents, by identifier ("Peek", "Full list"), in the
        /// app's language; detents without one keep the standard names.
        public var detentNames: [Detent.Identifier: String] {
            get { stage.host.options.strings.detentNames }
            set { stage.changeOptions { $0.strings.detentNames = newValue } }
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

        /// The presented controller's `isModalInPresentation`: while true, the person's dismissals
        /// are refused and reported to ``SheetPresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
        public var isModalInPresentation: Bool {
            get { presentedViewController.isModalInPresentation }
            set { presentedViewController.isModalInPresentation = newValue }
        }

        /// The scroll view whose drags hand over to the sheet and back; by default the presented
        /// controller's `contentScrollView(for: .top)` (or its view, when that is a scroll view).
        public var trackedScrollView: UIScrollView? {
            get { stage.trackedScrollView }
            set { stage.trackedScrollView = newValue }
        }

        let stage = SheetStage(configuration: SheetConfiguration())
        /// The host's last dismissal step, until UIKit's dismissal has ended too.
        private var dismissalEvents: HostEvents?

        public override init(presentedViewController: UIViewController, presenting: UIViewController?) {
            super.init(presentedViewController: presentedViewController, presenting: presenting)
            stage.owner = self
            // Sheets are an elevated surface: Dark Mode draws them lighter than what is behind.
            overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
        }

        /// As UIKit's `animateChanges(_:)`: a selection or new detents made in `changes` spring rather than jump.
        public func animateChanges(_ changes: () -> Void) { stage.animateChanges(changes) }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again (their inputs changed).
        public func invalidateDetents() { stage.invalidateDetents() }

        public override var presentedView: UIView? { stage.rootView }

        public override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

        public override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            stage.rootView.forwardingView = presentingViewController.view
            if let presented = presentedViewController.view {
                stage.sheetView.embed(presented, fillsHeight: true, insetsByMargins: false)
            }
            stage.trackedScrollView =
                stage.trackedScrollView ?? presentedViewController.defaultTrackedScrollView
            stage.changeOptions {
                $0.preferredContentWidth = presentedViewController.preferredContentSize.width
            }
        }

        public override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            // Completed: the host presents (a no-op when the transition already did); cancelled: gone.
            if completed { stage.beginPresentation(nil) } else { stage.teardown() }
        }

        public override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            guard completed else { return }
            // UIKit's dismissal is done: the host too (a no-op when it already was), then the delegates.
            stage.teardown()
            finishDismissal()
        }

        public override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            stage.changeOptions { $0.preferredContentWidth = container.preferredContentSize.width }
            stage.send(.contentInvalidated)
        }
    }

    extension SheetPresentationController: SheetStageOwner {
        func stageAllowsDismissal(_ stage: SheetStage) -> Bool {
            stage.setModalInPresentation(presentedViewController.isModalInPresentation)
            let sheetAllows = sheetDelegate?.presentationControllerShouldDismiss(self) ?? true
            let delegateAllows = delegate?.presentationControllerShouldDismiss?(self) ?? true
            return sheetAllows && delegateAllows
        }

        func stage(_ stage: SheetStage, contentHeightAtWidth width: CGFloat) -> CGFloat {
            ContentMeasure.fittingHeight(
                controller: presentedViewController, view: presentedViewController.view,
                scrollView: stage.trackedScrollView, width: width)
        }

        func stage(_ stage: SheetStage, didReport events: HostEvents) {
            if events.selectedDetentChanged != nil, events.selectedDetentChangeCause == .user {
                sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
            if events.attemptedToDismiss {
                sheetDelegate?.presentationControllerDidAttemptToDismiss(self)
                delegate?.presentationControllerDidAttemptToDismiss?(self)
            }
            if events.willDismiss, events.dismissalCause == .user {
                sheetDelegate?.presentationControllerWillDismiss(self)
                delegate?.presentationControllerWillDismiss?(self)
            }
        }

        func stageRequestsSystemDismissal(_ stage: SheetStage) -> Bool {
            presentedViewController.dismissFromPresenter()
        }

        func stageDidCompleteDismissal(_ stage: SheetStage, events: HostEvents) {
            // The delegates hear it when UIKit's dismissal has ended too (dismissalTransitionDidEnd).
            dismissalEvents = events
        }

        /// The person's dismissal is over for the host and for UIKit: the delegates, once.
        private func finishDismissal() {
            guard let events = dismissalEvents else { return }
            dismissalEvents = nil
            if events.dismissalCause == .user {
                sheetDelegate?.presentationControllerDidDismiss(self)
                delegate?.presentationControllerDidDismiss?(self)
            }
        }
    }

    /// Hands out ``SheetPresentationController``s and their transitions for `.custom` presentations.
    /// It holds no controller alive: each is found through the presented controller while presented.
    @MainActor
    public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        private let controllers = NSMapTable<UIViewController, SheetPresentationController>
            .weakToWeakObjects()
        /// Configures each new controller (detents, delegate, …) before it presents.
        public var configure: (SheetPresentationController) -> Void = { _ in }

        public override init() {}

        /// The controller presenting `viewController`, while it is presented.
        public func controller(for viewController: UIViewController) -> SheetPresentationController? {
            controllers.object(forKey: viewController)
        }

        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = SheetPresentationController(
                presentedViewController: presented, presenting: presenting)
            configure(controller)
            controllers.setObject(controller, forKey: presented)
            return controller
        }

        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            SheetTransitionAnimator(presenting: true) { [weak presented] in presented?.sheetStage }
        }

        public func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            SheetTransitionAnimator(presenting: false) { [weak dismissed] in dismissed?.sheetStage }
        }
    }

    extension UIViewController {
        /// Asks this controller's own presenter to dismiss it — with anything it presented, never only
        /// a controller it presented (a photo picker) — once the transitions under way have ended
        /// (UIKit ignores a dismissal asked during one). False when it isn't presented.
        package func dismissFromPresenter() -> Bool {
            guard let presenting = presentingViewController, !isBeingDismissed else { return false }
            if let coordinator = transitionCoordinator ?? presenting.transitionCoordinator {
                // Asked again a turn after the transition ends, when its coordinator is gone.
                coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                    Task { @MainActor in _ = self?.dismissFromPresenter() }
                }
            } else {
                presenting.dismiss(animated: true)
            }
            return true
        }

        /// The stage of the SheetKit presentation showing this controller.
        var sheetStage: SheetStage? { (presentationController as? SheetPresentationController)?.stage }

        /// The scroll view a sheet tracks when the app names none: UIKit's content scroll view for the
        /// top edge, or the controller's view when it is one (a table view controller).
        var defaultTrackedScrollView: UIScrollView? {
            contentScrollView(for: .top) ?? (viewIfLoaded as? UIScrollView)
        }
    }

    /// The content's fitting height, as UIKit offers it: a controller's `preferredContentSize`, a
    /// scroll view's content size (Auto Layout gives a table 0), else Auto Layout's fitting size at
    /// the width asked.
    @MainActor
    enum ContentMeasure {
        static func fittingHeight(
            controller: UIViewController?, view: UIView?, scrollView: UIScrollView?, width: CGFloat
        ) -> CGFloat {
            if let preferred = controller?.preferredContentSize.height, preferred > 0 { return preferred }
            if let scrollView { return scrollView.contentSize.height }
            guard let view else { return 0 }
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }
#endif
