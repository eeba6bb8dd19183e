#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// Presents a modifier's sheet the way SwiftUI's own `.sheet` does: a hosting controller for the
    /// content, presented from the top of the window's presentation chain through SheetKit's UIKit
    /// presentation (`SheetPresentationController`, whose stage and host core decide everything), so
    /// it covers the navigation and tab bars and inherits none of the modified view's size, clipping
    /// or transforms. What to do next is `SheetPresentationState`'s; this carries it out and reports
    /// back what UIKit did. It never publishes: nothing observes it.
    @MainActor
    final class SheetWindowPresenter: NSObject, ObservableObject {
        /// The controller SwiftUI made for the modifier's anchor: where the presentation starts from.
        weak var anchor: UIViewController?
        var callbacks = SheetCallbacks()
        private let sheets = SheetTransitioningDelegate()
        private typealias State = SheetPresentationState<AnyHashable>
        private var state = State()
        /// The presented controller: set only once UIKit has taken the presentation.
        private var hosting: SheetHostingController?
        /// The content to show and the identity of the item it shows.
        private var root: (view: AnyView, id: AnyHashable)?
        /// The modifier's content as it is now, asked when the wanted item's content is missing.
        private var rootProvider: (@MainActor () -> (view: AnyView, id: AnyHashable)?)?
        /// The presenting view's environment, carried into the sheet (see `SheetHostingRoot`).
        private var environment = EnvironmentValues()
        private var measuresContent = false
        private var request: SheetRequest?
        /// The options the content sets (`bottomSheet…` modifiers inside the sheet), for this
        /// presentation only.
        private var contentOptions = BottomSheetOptions()
        private var retryIsScheduled = false
        /// The dismissal guard's flag, shared with what the content sets itself.
        private var modalFlag = SheetModalFlag()

        // MARK: From the modifier

        /// The anchor's view state at this update: the content for the shown item, the request and the
        /// presenting view's environment; `transaction` is the update's.
        func update(
            root view: AnyView?, id: AnyHashable?,
            rootProvider: @escaping @MainActor () -> (view: AnyView, id: AnyHashable)?,
            request: SheetRequest, environment: EnvironmentValues, measuresContent: Bool,
            transaction: Transaction
        ) {
            self.rootProvider = rootProvider
            self.environment = environment
            self.measuresContent = measuresContent
            if let view, let id {
                root = (view, id)
            } else {
                // Nothing shown: the last content is not kept alive.
                root = nil
            }
            if let hosting, let root, hosting.shownID == root.id { hosting.rootView = hostingRoot(root.view) }
            if request != self.request {
                self.request = request
                if let controller {
                    configure(
                        controller, animation: transaction.animation != nil,
                        disablesAnimations: transaction.disablesAnimations)
                }
            }
            syncAfterUpdate()
        }

        /// Whether a sync is scheduled for after SwiftUI's update.
        private var syncIsScheduled = false

        /// Presents or dismisses after SwiftUI's view update has ended (UIKit's presentation calls
        /// back into views), once however many updates ask.
        private func syncAfterUpdate() {
            guard !syncIsScheduled else { return }
            syncIsScheduled = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.syncIsScheduled = false
                    self?.sync()
                }
            }
        }

        /// Shows the item with identity `id` once its content is known.
        func present(_ id: AnyHashable) {
            state.present(id)
            sync()
        }

        /// Dismisses the shown sheet (and anything it presented), animated.
        func dismiss() {
            state.dismiss()
            sync()
        }

        /// The anchor went into a window: a presentation asked for before can start.
        func anchorMovedToWindow() { sync() }

        /// Carries out the state's steps until it waits.
        private func sync() {
            // Each step changes the state; a cancel may ask for the next item at once.
            for _ in 0..<4 {
                if state.needsContent(holding: root?.id), let fresh = rootProvider?(),
                    fresh.id == state.wanted
                {
                    root = fresh
                }
                let step = state.next(contentID: root?.id, canPresent: anchor?.viewIfLoaded?.window != nil)
                switch step {
                case .wait:
                    return
                case .dismiss:
                    guard let hosting else { return }
                    state.dismissalStarted()
                    // UIKit dismisses once the transitions under way have ended; a sheet no longer
                    // presented is already gone.
                    requestDismissal(of: hosting)
                    return
                case .present:
                    guard let anchor, let root else { return }
                    if present(root.view, id: root.id, from: anchor) {
                        state.presentationStarted()
                        return
                    }
                    // Refused: retried as the state's policy says; given up, the next step cancels.
                    let coordinator = Self.topmost(from: anchor).runningTransitionCoordinator
                    let decision = state.presentationRefused(transitionRunning: coordinator != nil)
                    if retry(decision, after: coordinator) { return }
                case .cancel:
                    state.cancelled()
                    contentOptions = BottomSheetOptions()
                    callbacks.cancelled()
                }
            }
        }

        /// Presents a hosting controller for `view`; false when UIKit refused (the presenter is
        /// presenting, or leaving, or in a transition), as SheetKit's own presenter checks.
        private func present(_ view: AnyView, id: AnyHashable, from anchor: UIViewController) -> Bool {
            let hosting = SheetHostingController(rootView: hostingRoot(view))
            hosting.shownID = id
            hosting.presenter = self
            hosting.modalPresentationStyle = .custom
            hosting.transitioningDelegate = sheets
            // The sheet's content is laid out by the host, which moves the sheet above the keyboard:
            // the hosting controller must not also shrink its content for it (iOS 16.4+; before that,
            // the root ignores the keyboard's safe area, see `SheetHostingRoot`).
            if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
            // The stage draws the background (`SheetPresentationController.background`) behind the
            // grabber and under the content: one colour, elevated in Dark Mode.
            hosting.view.backgroundColor = .clear
            sheets.configure = { [weak self] controller in
                controller.sheetDelegate = self
                self?.configure(controller)
            }
            contentOptions = BottomSheetOptions()
            modalFlag = SheetModalFlag()
            self.hosting = hosting
            Self.topmost(from: anchor).present(hosting, animated: true)
            guard hosting.presentingViewController != nil else {
                self.hosting = nil
                return false
            }
            return true
        }

        /// Schedules the retry `decision` asks for: once the transition that made UIKit refuse has
        /// ended (`coordinator`: the top controller's, or the one it presents), or after the policy's
        /// delay. False when the decision is to give up.
        private func retry(
            _ decision: PresentationRetryPolicy.Decision,
            after coordinator: UIViewControllerTransitionCoordinator?
        ) -> Bool {
            let retry: @Sendable () -> Void = { [weak self] in
                MainActor.assumeIsolated {
                    self?.retryIsScheduled = false
                    self?.sync()
                }
            }
            guard decision != .giveUp else { return false }
            guard !retryIsScheduled else { return true }
            retryIsScheduled = true
            if case .after(let seconds) = decision {
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: retry)
            } else if let coordinator {
                coordinator.animate(alongsideTransition: nil) { _ in DispatchQueue.main.async(execute: retry)
                }
            } else {
                DispatchQueue.main.async(execute: retry)
            }
            return true
        }

        /// Asks UIKit to dismiss the shown sheet; one no longer presented is already gone
        /// (`SheetPresentationState.dismissalIsAlreadyOver(accepted:stillPresented:)`).
        private func requestDismissal(of hosting: SheetHostingController) {
            let accepted = hosting.dismissFromPresenter()
            if State.dismissalIsAlreadyOver(
                accepted: accepted, stillPresented: hosting.presentingViewController != nil)
            {
                finish(hosting)
            }
        }

        /// The root view of the hosting controller: the content with the presenter's environment.
        private func hostingRoot(_ view: AnyView) -> SheetHostingRoot {
            SheetHostingRoot(
                content: view, presenterEnvironment: environment, measuresContent: measuresContent,
                actions: actions, presenter: self)
        }

        private var actions: BottomSheetActions {
            var actions = BottomSheetActions(close: { [weak self] in self?.close() }, isHosted: true)
            actions.dismiss = { [weak self] in self?.dismissFromContent() }
            return actions
        }

        /// The controller presenting the shown sheet.
        private var controller: SheetPresentationController? {
            hosting.flatMap { sheets.controller(for: $0) }
        }

        /// The request and the content's options, applied to the presentation: the configuration the
        /// options give (`BottomSheetOptions/configuration(kind:detents:selection:largestDetent:reducesMotion:)`)
        /// property by property; `SheetConfigurationChange` says what changes and what springs.
        private func configure(
            _ controller: SheetPresentationController, animation: Bool = false,
            disablesAnimations: Bool = false
        ) {
            guard let request, let hosting else { return }
            let options = request.options.overridden(by: contentOptions)
            // Before the presentation has a container view, the anchor's window is the container.
            let containerView = controller.containerView ?? anchor?.viewIfLoaded?.window ?? hosting.view!
            let container = SheetContainer(HostContainer(view: containerView))
            configuredContainerSize = controller.containerView?.bounds.size
            var configured = request
            configured.options = options
            // The tallest detent there, fitting ones at the content's measured height.
            let configuration = configured.configuration(
                in: container,
                contentFittingHeight: hosting.preferredContentSize.height)
            let sheet = controller.sheet
            let change = SheetConfigurationChange(
                from: SheetConfigurationChange.Current(
                    detents: sheet.detents, selection: sheet.selectedDetentIdentifier),
                to: configuration, animation: animation, disablesAnimations: disablesAnimations)
            if let detents = change.detents {
                if change.animatesDetents {
                    sheet.animateChanges { sheet.detents = detents }
                } else {
                    sheet.detents = detents
                }
            }
            if let selection = change.selection {
                if change.animatesSelection {
                    sheet.animateChanges { sheet.selectedDetentIdentifier = selection }
                } else {
                    sheet.selectedDetentIdentifier = selection
                }
            }
            sheet.largestUndimmedDetentIdentifier = configuration.largestUndimmedDetentIdentifier
            sheet.prefersGrabberVisible = configuration.style.prefersGrabberVisible
            sheet.preferredCornerRadius = configuration.style.preferredCornerRadius
            sheet.prefersScrollingExpandsWhenScrolledToEdge =
                configuration.prefersScrollingExpandsWhenScrolledToEdge
            if sheet.background != configuration.style.background {
                sheet.background = configuration.style.background
            }
            if sheet.accessibilityDetentNames != options.detentNames {
                sheet.accessibilityDetentNames = options.detentNames
            }
            // Set before the presentation begins (the configuration is applied when the presentation
            // controller is made), so the recording starts with the sheet's first event.
            if sheet.recordsHostEvents != environment.bottomSheetRecordsHostEvents {
                sheet.recordsHostEvents = environment.bottomSheetRecordsHostEvents
            }
            // Through the presentation controller, which tells the host the moment it changes; never over
            // a value the content set on its controller itself (`SheetModalFlag`).
            let contentValue = modalFlag.contentValue
            if let value = modalFlag.configure(
                wanted: configuration.isModalInPresentation, current: controller.isModalInPresentation)
            {
                controller.isModalInPresentation = value
            }
            #if DEBUG
                if modalFlag.contentValue == true, contentValue != true {
                    print(
                        "SheetKitUI: a .bottomSheet's content set isModalInPresentation on its controller "
                            + "(interactiveDismissDisabled); it is honoured. bottomSheetInteractiveDismissDisabled(_:) "
                            + "is SheetKitUI's spelling, from iOS 15, and calls onAttemptToDismiss.")
                }
            #endif
        }

        // MARK: From the sheet

        /// The container's size when the presentation was last configured.
        private var configuredContainerSize: CGSize?

        /// A layout pass of the sheet: after a rotation or a resize the tallest detent may be another
        /// one (a fraction against a fixed height), which `.enabled` background interaction follows.
        func containerMayHaveChanged(_ controller: SheetPresentationController) {
            guard let size = controller.containerView?.bounds.size, size != configuredContainerSize else {
                return
            }
            configure(controller)
        }

        /// The content's options changed.
        func contentOptionsChanged(_ options: BottomSheetOptions) {
            guard options != contentOptions else { return }
            contentOptions = options
            if let controller { configure(controller, animation: true) }
        }

        /// The content's ideal height (measured while a detent depends on it): offered to the
        /// presentation as the hosting controller's `preferredContentSize`, which is how UIKit content
        /// tells a sheet its fitting height.
        func contentMeasured(height: CGFloat) {
            guard let hosting,
                let height = SheetContentMeasurement.preferredHeight(
                    height, replacing: hosting.preferredContentSize.height)
            else { return }
            hosting.preferredContentSize = CGSize(width: 0, height: height)
            // A fitting detent may now be the tallest: `.enabled` background interaction follows it.
            if let controller { configure(controller) }
        }

        /// The content's close button: a dismissal attempt through the guard, as the sheet's own
        /// close button and VoiceOver's escape make one.
        func close() {
            guard let hosting else { return }
            var view = hosting.view.superview
            while let current = view {
                if current.accessibilityPerformEscape() { return }
                view = current.superview
            }
        }

        /// The content dismissed its sheet (`bottomSheetActions.dismiss`): as the binding going to
        /// false, not through the guard. The binding learns through the dismissal's callbacks.
        func dismissFromContent() {
            guard let hosting, !state.isLeaving else { return }
            state.dismissalStarted()
            requestDismissal(of: hosting)
        }

        func sheetWillDisappear(_ sheet: SheetHostingController) {
            guard sheet === hosting, sheet.isBeingDismissed else { return }
            state.dismissalStarted()
            callbacks.willDismiss()
        }

        func sheetDidDisappear(_ sheet: SheetHostingController) {
            guard sheet === hosting,
                State.disappearanceEndsPresentation(
                    isBeingDismissed: sheet.isBeingDismissed,
                    isPresented: sheet.presentingViewController != nil)
            else { return }
            finish(sheet)
        }

        /// The presented sheet is gone: its request ends, the modifier hears it once.
        private func finish(_ sheet: SheetHostingController) {
            guard sheet === hosting else { return }
            hosting = nil
            state.dismissalEnded()
            contentOptions = BottomSheetOptions()
            callbacks.didDismiss()
            sync()
        }

        /// The modifier's view went away: its sheet goes too, as SwiftUI's does.
        func teardown() {
            state.dismiss()
            if let hosting, !hosting.isBeingDismissed { _ = hosting.dismissFromPresenter() }
        }

        // MARK: UIKit

        /// The controller to present from: the top of the presentation chain above `anchor` (inside
        /// a sheet, the sheet's own hosting controller, so sheets nest), by `PresentationChain`.
        static func topmost(from anchor: UIViewController) -> UIViewController {
            PresentationChain.topmost(
                from: anchor, presented: { $0.presentedViewController }, isLeaving: { $0.isBeingDismissed })
        }

    }

    extension SheetWindowPresenter: SheetPresentationControllerDelegate {
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController
        ) {
            if let detent = controller.selectedDetentIdentifier { callbacks.selectionChanged(detent) }
        }

        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {
            callbacks.attemptedToDismiss()
        }
    }
#endif
