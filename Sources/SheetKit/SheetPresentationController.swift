#if canImport(UIKit)
    import UIKit

    /// The callbacks of a ``SheetPresentationController``, named as UIKit's
    /// `UISheetPresentationControllerDelegate` / `UIAdaptivePresentationControllerDelegate`.
    @MainActor
    public protocol SheetPresentationControllerDelegate: AnyObject {
        /// The selected detent changed (a drag, `animateChanges`, a size change).
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController)
        /// Asked when the person tries to dismiss; false keeps the sheet and reports the attempt.
        func presentationControllerShouldDismiss(_ controller: SheetPresentationController) -> Bool
        /// The person tried to dismiss a sheet that may not be dismissed now: ask (Discard / Keep Editing).
        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController)
        /// The sheet finished dismissing.
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
    @MainActor
    public final class SheetPresentationController: UIPresentationController {
        /// The callbacks.
        public weak var sheetDelegate: SheetPresentationControllerDelegate?

        /// As UIKit's `detents`.
        public var detents: [Detent] {
            get { stage.runtime.interaction.configuration.detents }
            set { stage.runtime.reconfigure { $0.detents = newValue } }
        }

        /// As UIKit's `selectedDetentIdentifier`; a change moves the sheet at once, unless made
        /// inside ``animateChanges(_:)``.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { stage.runtime.interaction.selectedDetentIdentifier }
            set { if let newValue { stage.runtime.handle(.select(newValue, animated: isAnimatingChanges)) } }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`.
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { stage.runtime.interaction.configuration.largestUndimmedDetentIdentifier }
            set { stage.runtime.reconfigure { $0.largestUndimmedDetentIdentifier = newValue } }
        }

        /// As UIKit's `prefersGrabberVisible`.
        public var prefersGrabberVisible: Bool {
            get { stage.runtime.interaction.configuration.style.prefersGrabberVisible }
            set { stage.runtime.reconfigure { $0.style.prefersGrabberVisible = newValue } }
        }

        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`.
        public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
            get { stage.runtime.interaction.configuration.prefersScrollingExpandsWhenScrolledToEdge }
            set { stage.runtime.reconfigure { $0.prefersScrollingExpandsWhenScrolledToEdge = newValue } }
        }

        /// As UIKit's `prefersEdgeAttachedInCompactHeight`.
        public var prefersEdgeAttachedInCompactHeight: Bool {
            get { stage.prefersEdgeAttachedInCompactHeight }
            set {
                stage.prefersEdgeAttachedInCompactHeight = newValue
                containerView?.setNeedsLayout()
            }
        }

        /// As UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`.
        public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
            get { stage.widthFollowsPreferredContentSizeWhenEdgeAttached }
            set {
                stage.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue
                containerView?.setNeedsLayout()
            }
        }

        /// As UIKit's `preferredCornerRadius`; nil for the system's.
        public var preferredCornerRadius: CGFloat? {
            get { stage.runtime.interaction.configuration.style.preferredCornerRadius }
            set { stage.runtime.reconfigure { $0.style.preferredCornerRadius = newValue } }
        }

        /// The dim layer's colour (black by default) and its alpha at full dim.
        public var dimmingColor: UIColor {
            get { stage.dimView.backgroundColor ?? .black }
            set { stage.dimView.backgroundColor = newValue }
        }

        /// The dim alpha at and above the largest dimmed detent.
        public var maximumDimAlpha: CGFloat {
            get { stage.runtime.interaction.configuration.dimming.maximumAlpha }
            set { stage.runtime.reconfigure { $0.dimming.maximumAlpha = newValue } }
        }

        let stage = SheetStage(configuration: SheetConfiguration())
        private var isAnimatingChanges = false

        /// As UIKit's `animateChanges(_:)`: detent changes made in `changes` spring rather than jump.
        public func animateChanges(_ changes: () -> Void) {
            isAnimatingChanges = true
            changes()
            isAnimatingChanges = false
        }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again (their inputs changed).
        public func invalidateDetents() {
            let detents = detents
            stage.runtime.handle(.detentsChanged(detents))
        }

        public override var presentedView: UIView? { stage.sheetView }

        public override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            guard let containerView, let presented = presentedViewController.view else { return }
            stage.install(in: containerView)
            stage.sheetView.embed(presented, fillsHeight: true)
            stage.preferredContentWidth = presentedViewController.preferredContentSize.width
            stage.onEvents = { [weak self] events in self?.report(events) }
            // UIKit asks `presentationControllerShouldDismiss` at each attempt; so do we, before it.
            stage.isModalNow = { [weak self] in
                guard let self else { return false }
                let allows = self.sheetDelegate?.presentationControllerShouldDismiss(self) ?? true
                return self.presentedViewController.isModalInPresentation || !allows
            }
            stage.containerDidLayout()
            stage.runtime.handle(.present)
        }

        public override func containerViewDidLayoutSubviews() {
            super.containerViewDidLayoutSubviews()
            stage.containerDidLayout()
        }

        public override func preferredContentSizeDidChange(
            forChildContentContainer container: UIContentContainer
        ) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            stage.preferredContentWidth = container.preferredContentSize.width
            containerView?.setNeedsLayout()
        }

        /// Asks the delegate before each attempt, then reports to it, as UIKit does.
        private func report(_ events: SheetEvents) {
            if events.selectedDetentChanged != nil {
                sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
            }
            if events.attemptedToDismiss { sheetDelegate?.presentationControllerDidAttemptToDismiss(self) }
            if events.dismissed {
                stage.runtime.stop()
                presentedViewController.dismiss(animated: false) { [weak self] in
                    guard let self else { return }
                    self.sheetDelegate?.presentationControllerDidDismiss(self)
                }
            }
        }
    }

    /// Hands out ``SheetPresentationController``s for `.custom` presentations; the engine animates
    /// the sheet in and out, so the transitions themselves take no time.
    @MainActor
    public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        private var controllers: [ObjectIdentifier: SheetPresentationController] = [:]
        /// Configures each new controller (detents, delegate, …) before it presents.
        public var configure: (SheetPresentationController) -> Void = { _ in }

        public override init() {}

        /// The controller presenting `viewController`, while it is presented.
        public func controller(for viewController: UIViewController) -> SheetPresentationController? {
            controllers[ObjectIdentifier(viewController)]
        }

        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = SheetPresentationController(
                presentedViewController: presented, presenting: presenting)
            configure(controller)
            controllers[ObjectIdentifier(presented)] = controller
            return controller
        }

        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { ImmediateTransition() }

        public func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            controllers[ObjectIdentifier(dismissed)] = nil
            return ImmediateTransition()
        }
    }

    /// A transition that completes at once: SheetCore's spring does the moving.
    private final class ImmediateTransition: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
#endif
