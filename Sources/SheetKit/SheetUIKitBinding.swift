#if canImport(UIKit)
    import UIKit
    import QuartzCore
    import SheetHostCore
    import SheetRecorder
    import os

    /// The UIKit binding of one sheet, shared by ``BottomSheetViewController``,
    /// ``SheetPresentationController`` and ``FloatingSheetController`` (and SheetKitUI's sheets): it
    /// maps UIKit's callbacks to ``HostEvent``s, applies each ``HostFrame`` to the views, and carries
    /// out the frame's effects. The host decides; this maps.
    ///
    /// Every event goes through ``send(_:at:)``, timed with `CACurrentMediaTime()` (display ticks with
    /// their link's `timestamp`, drawn for its `targetTimestamp`). The binding's concerns are one file
    /// each: applying a frame (`SheetUIKitBinding+Applying`), UIKit's transitions (`+Transitions`), the
    /// system's notifications (`+System`), the gestures (`+Gestures`), the tracked scroll view
    /// (`+Scroll`), the presenting view's recession (`+Presenter`) and the flight recorder
    /// (`+Recording`).
    @MainActor
    final class SheetUIKitBinding: NSObject {
        private(set) var host: SheetHost
        /// The last frame applied.
        var frame: HostFrame
        let rootView = SheetRootView()
        let dimView = DimView()
        let sheetView = SheetView()
        let ticker = SheetTicker()
        /// Tracks the sheet's frame in the root view, updated with every frame (``SheetController/layoutGuide``).
        let layoutGuide = UILayoutGuide()
        var layoutGuideConstraints: [NSLayoutConstraint] = []
        /// The controller's callbacks.
        weak var owner: SheetUIKitBindingOwner?
        /// The public face of this binding, whose delegate hears the person's changes.
        weak var controller: SheetController?
        /// Called after every frame that moved the sheet (``SheetController/onMove``).
        var onMove: ((CGRect) -> Void)?

        /// The scroll view the app named (``ScrollTracking/mode`` `.explicit`); the rule picks the
        /// tracked list again whenever it may have changed.
        weak var explicitTrackedScrollView: UIScrollView? {
            didSet { resolveTrackedScrollView() }
        }
        let scrollTracking = ScrollTracking()

        /// UIKit's transition under way, completed when the host says the sheet has risen or gone.
        var presentationTransition: UIViewControllerContextTransitioning?
        var dismissalTransition: UIViewControllerContextTransitioning?
        /// Inside UIKit's animation of a size change (``followSizeTransition(with:)``).
        var isFollowingSizeTransition = false
        /// Inside `animateChanges`.
        var isAnimatingChanges = false
        var isApplying = false
        var pendingScroll = false
        var pan: UIPanGestureRecognizer?
        /// The container last sent, so a layout pass that changes nothing sends nothing.
        var lastContainer: HostContainer?
        /// The presenting view's own values before the sheet recessed it, restored after.
        var presenterRestore: PresenterRestore?
        let presenterDim = CALayer()
        /// The flight recorder, while ``SheetController/recordsHostEvents`` is on (DEBUG builds).
        var recorder: ScenarioRecorder?
        /// The events the last log line reported.
        var loggedEventCount = 0
        /// Whether the last presenter applied asked for a light status bar.
        var prefersLightStatusBar = false
        /// The iOS 17 trait registration, kept for the binding's life.
        var traitRegistration: AnyObject?

        init(configuration: SheetConfiguration, options: HostOptions = HostOptions(strings: .localized)) {
            // Whatever the app set: the host repairs an unusable configuration by its documented rules
            // and keeps what was wrong in `configurationErrors`, logged here.
            host = SheetHost(repairing: configuration, options: options)
            frame = host.frame
            super.init()
            logConfigurationErrors()
            sheetView.apply(frame.style)
            sheetView.isHidden = true
            rootView.sheetView = sheetView
            rootView.dimView = dimView
            rootView.hitTarget = { [weak self] point in
                guard let self else { return nil }
                // Every touch starts here: the list under it is the one the host must know.
                self.resolveTrackedScrollView()
                return self.host.hitTarget(at: point)
            }
            rootView.onLayout = { [weak self] in
                self?.containerDidChange()
                self?.resolveTrackedScrollView()
            }
            rootView.addSubview(dimView)
            rootView.addSubview(sheetView)
            rootView.addLayoutGuide(layoutGuide)
            dimView.frame = rootView.bounds
            dimView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            ticker.onTick = { [weak self] link in
                self?.send(.tick(renderTime: link.targetTimestamp), at: link.timestamp)
            }
            installLayoutGuide()
            installGestures()
            observeSystem()
        }

        // MARK: Sending

        /// Hands `event` to the host and applies the frame it returns (which is returned too: the
        /// frames of the effects it carried out may follow it).
        @discardableResult
        func send(_ event: HostEvent, at time: Double = CACurrentMediaTime()) -> HostFrame {
            recorder?.record(event, at: time)
            let frame = host.handle(event, at: time)
            apply(frame)
            return frame
        }

        /// Sends `event` (a tap, an escape), the app's dismissal guard answer first when the host
        /// says this attempt could dismiss (``SheetHost/asksDismissalGuard(before:)``), as UIKit asks
        /// `presentationControllerShouldDismiss` synchronously.
        @discardableResult
        func sendAttempt(_ event: HostEvent) -> HostFrame {
            sendModalInPresentation()
            let attempt: HostAttempt? =
                switch event {
                case .tap(let point): .tap(point)
                case .accessibility(.escape): .escape
                case .closeButton: .closeButton
                default: nil
                }
            if attempt.map(host.asksDismissalGuard(before:)) ?? true { sendGuardAnswer() }
            return send(event)
        }

        /// `isModalInPresentation` as UIKit reads it, at the attempt: set on any controller in the
        /// sheet's hierarchy (`UIViewController+ModalInPresentation`).
        func sendModalInPresentation() {
            send(
                .modalInPresentationChanged(
                    owner?.bindingModalController(self)?.isModalInPresentationHierarchy ?? false))
        }

        /// The app's answer to the dismissal guard, now.
        func sendGuardAnswer() {
            sendModalInPresentation()
            let ownerAllows = owner?.bindingAllowsDismissal(self) ?? true
            let delegateAllows = controller?.delegateAllowsDismissal ?? true
            send(.dismissalGuardAnswered(allowsDismissal: ownerAllows && delegateAllows))
        }

        /// Assigns one sheet property as the app set it, springing inside `animateChanges`: the host
        /// stores it and resolves it with the others of this instant, so their order never matters.
        func set(_ property: SheetProperty) {
            send(.set(property, animated: isAnimatingChanges))
            logConfigurationErrors()
        }

        /// The host's report of a configuration it repaired or refused, in the log (once per change).
        func logConfigurationErrors() {
            guard !host.configurationErrors.isEmpty else { return }
            let errors = host.configurationErrors.map { "\($0)" }.joined(separator: "; ")
            Self.log.error("SheetKit: the sheet's configuration was repaired: \(errors, privacy: .public)")
        }
    }

    /// What a binding asks of the controller that owns it.
    @MainActor
    protocol SheetUIKitBindingOwner: AnyObject {
        /// The app's dismissal guard (`presentationControllerShouldDismiss`).
        func bindingAllowsDismissal(_ binding: SheetUIKitBinding) -> Bool
        /// The content's fitting height at `width`.
        func binding(_ binding: SheetUIKitBinding, contentHeightAtWidth width: CGFloat) -> CGFloat
        /// What happened in one step, for the sheet's lifecycle (``HostCallbacks/lifecycleEvents(for:hostOwnsTransitions:)``).
        func binding(_ binding: SheetUIKitBinding, didReport events: HostCallbacks)
        /// The content's scroll view as it is now (after a navigation push, the new top list).
        func bindingContentScrollView(_ binding: SheetUIKitBinding) -> UIScrollView?
        /// The view whose siblings VoiceOver must ignore while the sheet is modal: the one whose
        /// siblings hold the presenting content (see `SheetUIKitBinding+Applying`).
        func bindingAccessibilityModalView(_ binding: SheetUIKitBinding) -> UIView?
        /// The view that recedes behind the sheet as a page sheet's presenter does, and the host's
        /// target for it (``PresentingViewRecession/Target``); nil when nothing recedes (a floating
        /// sheet is inside it).
        func bindingPresenter(_ binding: SheetUIKitBinding) -> (
            view: UIView, target: PresentingViewRecession.Target
        )?
        /// The controller shown in the sheet, whose hierarchy's `isModalInPresentation` guards the
        /// person's dismissals; a controller that owns its sheet is its own.
        func bindingModalController(_ binding: SheetUIKitBinding) -> UIViewController?
        /// ``SheetController/preferredStatusBarStyle`` changed: UIKit should ask for it again.
        func bindingStatusBarAppearanceDidChange(_ binding: SheetUIKitBinding)
    }
#endif
