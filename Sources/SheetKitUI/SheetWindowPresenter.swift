#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// Presents a modifier's sheet the way SwiftUI's own `.sheet` does: a hosting controller for the
    /// content, presented from the top of the window's presentation chain through SheetKit's UIKit
    /// presentation (`SheetPresentationController`, whose binding and host core decide everything), so
    /// it covers the navigation and tab bars and inherits none of the modified view's size, clipping
    /// or transforms. What to do next is `SheetPresentationState`'s and `SheetPresenterRules`'; this
    /// carries it out and reports back what UIKit did. It never publishes: nothing observes it.
    @MainActor
    final class SheetWindowPresenter: NSObject, ObservableObject {
        /// The controller SwiftUI made for the modifier's anchor: where the presentation starts from.
        weak var anchor: UIViewController?
        var callbacks = SheetCallbacks()
        let sheets = SheetTransitioningDelegate()
        typealias State = SheetPresentationState<AnyHashable>
        var state = State()
        /// The presented controller: set only once UIKit has taken the presentation.
        var hosting: SheetHostingController?
        /// The content to show and the identity of the item it shows.
        private var root: (view: AnyView, id: AnyHashable)?
        /// The modifier's content as it is now, asked when the wanted item's content is missing.
        private var rootProvider: (@MainActor () -> (view: AnyView, id: AnyHashable)?)?
        /// The presenting view's environment, carried into the sheet (see `SheetHostingRoot`).
        var environment = EnvironmentValues()
        private var measuresContent = false
        var request: SheetRequest?
        /// The options the content sets (`bottomSheet…` modifiers inside the sheet), for this
        /// presentation only.
        var contentOptions = BottomSheetOptions()
        private var retryIsScheduled = false
        /// The dismissal guard's flag, shared with what the content sets itself.
        var modalFlag = SheetModalFlag()
        /// The selection binding and the detent shown, for this presentation.
        var selection = SheetSelectionSync()
        /// Whether the binding, the content or the person asked the shown sheet to go.
        var dismissalAsked = false
        /// The container's size when the presentation was last configured.
        var configuredContainerSize: CGSize?
        /// Inside SwiftUI's update of the anchor: a binding written now waits until it has ended.
        var isUpdating = false

        // MARK: From the modifier

        /// The anchor's view state at this update: the content for the shown item, the request and the
        /// presenting view's environment; `transaction` is the update's.
        func update(
            root view: AnyView?, id: AnyHashable?,
            rootProvider: @escaping @MainActor () -> (view: AnyView, id: AnyHashable)?,
            request: SheetRequest, environment: EnvironmentValues, measuresContent: Bool,
            transaction: Transaction
        ) {
            isUpdating = true
            defer { isUpdating = false }
            self.rootProvider = rootProvider
            self.environment = environment
            self.measuresContent = measuresContent
            // Nothing shown: the last content is not kept alive.
            root = view.flatMap { view in id.map { (view, $0) } }
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
            dismissalAsked = true
            state.dismiss()
            sync()
        }

        /// The anchor went into a window: a presentation asked for before can start.
        func anchorMovedToWindow() { sync() }

        /// Carries out the state's steps until it waits (`SheetPresenterRules.syncContinues`).
        func sync() {
            for _ in 0..<SheetPresenterRules.maximumSyncSteps {
                if state.needsContent(holding: root?.id), let fresh = rootProvider?(),
                    SheetPresenterRules.adoptsFetchedContent(
                        fetched: fresh.id, wanted: state.wanted, holding: root?.id)
                {
                    root = fresh
                }
                let step = state.next(contentID: root?.id, canPresent: anchor?.viewIfLoaded?.window != nil)
                var accepted = false
                var retrying = false
                switch step {
                case .wait:
                    break
                case .dismiss:
                    guard let hosting else { return }
                    state.dismissalStarted()
                    // UIKit dismisses once the transitions under way have ended; a sheet no longer
                    // presented is already gone.
                    requestDismissal(of: hosting)
                case .present:
                    guard let anchor, let root else { return }
                    accepted = present(root.view, id: root.id, from: anchor)
                    if accepted {
                        state.presentationStarted()
                    } else {
                        // Refused: retried as the state's policy says; given up, the next step cancels.
                        let coordinator = Self.topmost(from: anchor).runningTransitionCoordinator
                        let decision = state.presentationRefused(transitionRunning: coordinator != nil)
                        retrying = retry(decision, after: coordinator)
                    }
                case .cancel:
                    state.cancelled()
                    contentOptions = BottomSheetOptions()
                    callbacks.cancelled()
                }
                guard
                    SheetPresenterRules.syncContinues(
                        after: step, presentationAccepted: accepted, retryScheduled: retrying)
                else { return }
            }
        }

        /// Presents a hosting controller for `view`; false when UIKit refused (the presenter is
        /// presenting, or leaving, or in a transition), as SheetKit's own presenter checks.
        private func present(_ view: AnyView, id: AnyHashable, from anchor: UIViewController) -> Bool {
            let surface = SheetSurface()
            let hosting = SheetHostingController(
                rootView: hostingRoot(view, surface: surface), surface: surface)
            hosting.shownID = id
            hosting.presenter = self
            hosting.modalPresentationStyle = .custom
            hosting.transitioningDelegate = sheets
            // The sheet's content is laid out by the host, which moves the sheet above the keyboard:
            // the hosting controller must not also shrink its content for it (iOS 16.4+; before that,
            // the root ignores the keyboard's safe area, see `SheetHostingRoot`).
            if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
            sheets.configure = { [weak self] controller in
                controller.sheetDelegate = self
                controller.sheet.onMove = { [weak self] _ in self?.sheetMoved() }
                self?.configure(controller)
            }
            contentOptions = BottomSheetOptions()
            modalFlag = SheetModalFlag()
            selection = SheetSelectionSync()
            dismissalAsked = false
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
        func requestDismissal(of hosting: SheetHostingController) {
            let accepted = hosting.dismissFromPresenter()
            if State.dismissalIsAlreadyOver(
                accepted: accepted, stillPresented: hosting.presentingViewController != nil)
            {
                finish(hosting)
            }
        }

        /// The root view of the hosting controller: the content with the presenter's environment.
        func hostingRoot(_ view: AnyView, surface: SheetSurface? = nil) -> SheetHostingRoot {
            SheetHostingRoot(
                content: view, presenterEnvironment: environment, measuresContent: measuresContent,
                actions: actions, surface: surface ?? hosting?.surface ?? SheetSurface(), host: self)
        }

        private var actions: BottomSheetActions {
            var actions = BottomSheetActions(close: { [weak self] in self?.close() }, isHosted: true)
            actions.dismiss = { [weak self] in self?.dismissFromContent() }
            return actions
        }

        /// The controller presenting the shown sheet.
        var controller: SheetPresentationController? {
            hosting.flatMap { sheets.controller(for: $0) }
        }

        // MARK: UIKit

        /// The controller to present from: the top of the presentation chain above `anchor` (inside
        /// a sheet, the sheet's own hosting controller, so sheets nest), by `PresentationChain`.
        static func topmost(from anchor: UIViewController) -> UIViewController {
            PresentationChain.topmost(
                from: anchor, presented: { $0.presentedViewController }, isLeaving: { $0.isBeingDismissed })
        }
    }
#endif
