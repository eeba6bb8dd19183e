#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// Presents a modifier's sheet the way SwiftUI's own `.sheet` does: a hosting controller for the
    /// content, presented from the top of the window's presentation chain through SheetKit's UIKit
    /// presentation (`SheetPresentationController`, whose binding and host core decide everything), so
    /// it covers the navigation and tab bars and inherits none of the modified view's size, clipping
    /// or transforms.
    ///
    /// The presentation is the host core's `SheetPresentationLifecycle`, run by SheetKit's
    /// `SheetLifecycleRunner` as SheetKit's own `SheetPresenter` runs it: one request per item the
    /// binding names (`.replace`, retried as `PresentationRetryPolicy.bindingPresentation` says), its
    /// waits, retries and transitions the runner's, and what the modifier hears
    /// `SheetDelegateTable`'s `.swiftUI` rows. This keeps no state machine, queue or timer of its own:
    /// it turns the binding into requests and dismissals (`SheetPresenterRules`), supplies each
    /// request's content and the controller to present from, and carries out the table's callbacks.
    /// It never publishes: nothing observes it.
    @MainActor
    final class SheetWindowPresentation: NSObject, ObservableObject {
        /// The controller SwiftUI made for the modifier's anchor: where the presentation starts from.
        weak var anchor: UIViewController?
        var callbacks = SheetCallbacks()
        let sheets = SheetTransitioningDelegate()
        /// The lifecycle of this modifier's sheets, each keyed by its hosting controller.
        private(set) lazy var runner: SheetLifecycleRunner<ObjectIdentifier> = makeRunner()
        /// The requests made for the binding's items, each keyed by its hosting controller.
        private(set) var requests = SheetBindingRequests<ObjectIdentifier, AnyHashable>()
        /// The hosting controllers of those requests.
        private var hostings: [ObjectIdentifier: SheetHostingController] = [:]
        /// The binding's item now, with its content: asked when a request is made, which may be
        /// between SwiftUI's updates (a sheet went, and the binding is read again).
        var rootProvider: (@MainActor () -> (view: AnyView, id: AnyHashable)?)?
        /// The presenting view's environment, carried into the sheet (see `SheetHostingRoot`).
        var environment = EnvironmentValues()
        private var measuresContent = false
        var request: SheetRequest?
        /// The options the content sets (`bottomSheet…` modifiers inside the sheet), for this
        /// presentation only.
        var contentOptions = BottomSheetOptions()
        /// The dismissal guard's flag, shared with what the content sets itself.
        var modalFlag = SheetModalFlag()
        /// The selection binding and the detent shown, for this presentation.
        var selection = SheetSelectionSync()
        /// The container's size when the presentation was last configured.
        var configuredContainerSize: CGSize?
        /// Inside SwiftUI's update of the anchor: a binding written now waits until it has ended.
        var isUpdating = false
        /// Whether a sync is scheduled for after SwiftUI's update.
        private var syncIsScheduled = false
        /// Inside `sync()`: a sheet ending meanwhile needs no sync of its own.
        private var isSyncing = false

        override init() {
            super.init()
            sheets.configure = { [weak self] controller in self?.presentationBegins(controller) }
        }

        private func makeRunner() -> SheetLifecycleRunner<ObjectIdentifier> {
            let runner = SheetLifecycleRunner<ObjectIdentifier>(retryPolicy: .bindingPresentation) {
                [weak self] in
                self?.presentingController
            }
            runner.onNotice = { [weak self] notice in self?.tell(notice) }
            return runner
        }

        // MARK: From the modifier

        /// The anchor's view state at this update: the content for the binding's item (`id`), the
        /// request and the presenting view's environment; `transaction` is the update's.
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
            // A new value of the item the binding's request shows is drawn at once; a sheet the
            // binding no longer names keeps what it drew.
            if let view, let wanted = requests.wanted, let hosting = hostings[wanted],
                SheetPresenterRules.bindingNames(requests.items[wanted], current: id)
            {
                hosting.rootView = hostingRoot(view, key: wanted, surface: hosting.surface)
            }
            if request != self.request {
                self.request = request
                if let controller {
                    configure(
                        controller, animation: transaction.animation != nil,
                        disablesAnimations: transaction.disablesAnimations)
                }
            }
            scheduleSync()
        }

        /// Syncs on the main queue's next pass: after SwiftUI's view update has ended (UIKit's
        /// presentation calls back into views), or after the lifecycle's step, once however many ask.
        func scheduleSync() {
            guard !syncIsScheduled else { return }
            syncIsScheduled = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.syncIsScheduled = false
                    self?.sync()
                }
            }
        }

        /// Tells the lifecycle what the binding's value means now (`SheetBindingRequests`): the
        /// request for the item it named before is dismissed, and its item, if any, requested.
        func sync() {
            guard !isSyncing else { return }
            isSyncing = true
            defer { isSyncing = false }
            let current = rootProvider?()
            // A key is made only for an item, so `current` is there.
            let events = requests.bindingNames(current?.id, in: runner.lifecycle) { _ in
                makeSheet(current?.view ?? AnyView(EmptyView()))
            }
            for event in events { runner.send(event) }
        }

        /// A hosting controller for `view`, registered with the lifecycle (which holds it until its
        /// sheet is gone).
        private func makeSheet(_ view: AnyView) -> ObjectIdentifier {
            let surface = SheetSurface()
            let hosting = SheetHostingController(
                rootView: hostingRoot(view, key: nil, surface: surface), surface: surface)
            hosting.presenter = self
            hosting.modalPresentationStyle = .custom
            hosting.transitioningDelegate = sheets
            // The sheet's content is laid out by the host, which moves the sheet above the keyboard:
            // the hosting controller must not also shrink its content for it (iOS 16.4+; before that,
            // the root ignores the keyboard's safe area, see `SheetHostingRoot`).
            if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
            let key = runner.register(hosting, retains: true)
            hosting.rootView = hostingRoot(view, key: key, surface: surface)
            hostings[key] = hosting
            return key
        }

        /// One lifecycle notice: the callbacks `SheetDelegateTable` lists for SwiftUI
        /// (`SheetBindingRequests`). A sheet whose request is over is let go, and the binding read
        /// again once the lifecycle has carried out the rest of this step (its next presentation
        /// included): the app may have named an item again (in `onDismiss`, or before SwiftUI's next
        /// update), which `onChange` would never report.
        private func tell(_ notice: SheetLifecycleNotice<ObjectIdentifier>) {
            for callback in requests.callbacks(for: notice, current: rootProvider?()?.id) {
                switch callback {
                case .writeSelection: sheetMoved()
                case .onAttemptToDismiss: callbacks.attemptedToDismiss()
                case .clearBinding: callbacks.clearBinding()
                case .onDismiss: callbacks.didDismiss()
                default: break
                }
            }
            guard requests.forgetIfOver(notice.id, in: runner.lifecycle) else { return }
            hostings[notice.id] = nil
            scheduleSync()
        }

        /// The root view of a hosting controller: the content with the presenter's environment, its
        /// actions acting on the sheet `key`.
        func hostingRoot(_ view: AnyView, key: ObjectIdentifier?, surface: SheetSurface) -> SheetHostingRoot {
            var actions = BottomSheetActions(close: { [weak self] in self?.close() }, isHosted: true)
            actions.dismiss = { [weak self] in key.map { self?.dismissFromContent($0) } }
            return SheetHostingRoot(
                content: view, presenterEnvironment: environment, measuresContent: measuresContent,
                actions: actions, surface: surface, host: self)
        }

        /// The shown sheet's hosting controller: the lifecycle's top sheet, else the next to rise (its
        /// content may measure itself while UIKit presents it, before the lifecycle hears it was taken).
        var hosting: SheetHostingController? {
            let lifecycle = runner.lifecycle
            return (lifecycle.visibleSheetID ?? lifecycle.waiting.first?.id).flatMap { hostings[$0] }
        }

        /// The controller presenting the shown sheet.
        var controller: SheetPresentationController? {
            hosting.flatMap { sheets.controller(for: $0) }
        }

        // MARK: UIKit

        /// Where a sheet is presented from when its turn comes: the top of the presentation chain
        /// above the anchor; nil while the anchor is in no window, which the lifecycle hears as a
        /// refusal with no transition to wait for, retried after a delay.
        private var presentingController: UIViewController? {
            guard let anchor, anchor.viewIfLoaded?.window != nil else { return nil }
            return Self.topmost(from: anchor)
        }

        /// The controller to present from: the top of the presentation chain above `anchor` (inside
        /// a sheet, the sheet's own hosting controller, so sheets nest), by `PresentationChain`.
        static func topmost(from anchor: UIViewController) -> UIViewController {
            PresentationChain.topmost(
                from: anchor, presented: { $0.presentedViewController }, isLeaving: { $0.isBeingDismissed })
        }

        /// The anchor went into a window: a request waiting for a retry is made now.
        func anchorMovedToWindow() {
            if let wanted = requests.wanted { runner.send(.retryDue(wanted)) }
        }
    }
#endif
