#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// Presents a modifier's sheet the way SwiftUI's own `.sheet` does: a hosting controller for the
    /// content, presented from the top of the window's presentation chain through SheetKit's UIKit
    /// presentation, so it covers the navigation and tab bars and inherits none of the modified
    /// view's size, clipping or transforms.
    ///
    /// What happens is `SheetBindingModel`'s (the binding's item, the request, the content's callbacks
    /// and the lifecycle's notices in; properties, selections, binding writes and lifecycle events
    /// out), run by SheetKit's `SheetLifecycleRunner`. This maps UIKit and SwiftUI to it: it makes a
    /// hosting controller per request, says where to present from, and carries out the outputs.
    /// It never publishes: nothing observes it.
    @MainActor
    final class SheetWindowPresentation: NSObject, ObservableObject, SheetBindingAdapter {
        typealias Key = ObjectIdentifier
        /// The controller SwiftUI made for the modifier's anchor, which holds this presentation until
        /// SwiftUI dismantles it: where presentations start from.
        weak var anchor: UIViewController?
        /// Set at every SwiftUI update of the anchor; cleared when SwiftUI dismantles it.
        var callbacks = SheetCallbacks()
        var model = SheetBindingModel<Key, AnyHashable>()
        let sheets = SheetTransitioningDelegate()
        private(set) lazy var runner = makeRunner()
        private var hostings: [Key: SheetHostingController] = [:]
        /// The binding's item now, with its content: read between SwiftUI's updates too (a sheet went,
        /// and the binding is read again).
        private var rootProvider: (@MainActor () -> (view: AnyView, id: AnyHashable)?)?
        /// The presenting view's environment, carried into the sheet (see `SheetHostingRoot`).
        private(set) var environment = EnvironmentValues()
        /// The content for `.draw` during an update.
        private var drawing: AnyView?
        /// The presentation UIKit is making, while it is configured.
        private var beginning: SheetPresentationController?
        private var syncIsScheduled = false

        override init() {
            super.init()
            sheets.configure = { [weak self] controller in self?.presentationBegins(controller) }
        }

        private func makeRunner() -> SheetLifecycleRunner<Key> {
            let runner = SheetLifecycleRunner<Key>(retryPolicy: .bindingPresentation) { [weak self] in
                self?.presentingController
            }
            runner.onNotice = { [weak self] notice in self?.tell(notice) }
            return runner
        }

        var currentItem: AnyHashable? { rootProvider?()?.id }
        var lifecycle: SheetPresentationLifecycle<Key> { runner.lifecycle }

        // MARK: From the modifier

        /// SwiftUI's update of the anchor: the binding's item (`id`, drawn with `view`), the request,
        /// the callbacks, the presenting view's environment, the update's transaction.
        func update(
            root view: AnyView?, id: AnyHashable?,
            rootProvider: @escaping @MainActor () -> (view: AnyView, id: AnyHashable)?,
            request: SheetModifierRequest, callbacks: SheetCallbacks, environment: EnvironmentValues,
            transaction: Transaction
        ) {
            defer { drawing = nil }
            self.rootProvider = rootProvider
            self.callbacks = callbacks
            self.environment = environment
            drawing = view
            var request = request
            request.recordsHostEvents = environment.bottomSheetRecordsHostEvents
            perform(
                model.update(
                    request, current: id, animated: transaction.animation != nil,
                    disablesAnimations: transaction.disablesAnimations, lifecycle: runner.lifecycle))
            model.updateEnded()
        }

        /// Syncs on the main queue's next pass: after SwiftUI's update has ended (UIKit's presentation
        /// calls back into views), or after the lifecycle's step, once however many ask.
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

        /// The binding read now, told to the model, which asks the lifecycle for what it means.
        func sync() {
            let current = rootProvider?()
            let inWindow = anchor?.viewIfLoaded?.window != nil
            // The closure runs inside the model's mutation (an exclusive access to `model`): what it
            // needs of the model is read before, and nothing in it reads or writes `model`.
            let request = model.request
            perform(
                model.sync(current: current?.id, anchorInWindow: inWindow, lifecycle: runner.lifecycle) { _ in
                    makeSheet(current?.view ?? AnyView(EmptyView()), request: request)
                })
        }

        /// A hosting controller for `view`, registered with the lifecycle (which holds it until its
        /// sheet is gone). Called during the model's `sync`: it must not touch `model`.
        private func makeSheet(_ view: AnyView, request: SheetModifierRequest?) -> Key {
            let surface = SheetSurface()
            let hosting = SheetHostingController(
                rootView: root(view, key: nil, surface: surface, request: request),
                surface: surface)
            hosting.modalPresentationStyle = .custom
            hosting.transitioningDelegate = sheets
            let key = runner.register(hosting, retains: true)
            hosting.rootView = root(view, key: key, surface: surface, request: request)
            hostings[key] = hosting
            return key
        }

        private func tell(_ notice: SheetLifecycleNotice<Key>) {
            let sheet = presentation(notice.id)?.sheet
            perform(
                model.notice(
                    notice, current: currentItem, smallest: sheet?.smallestDetentIdentifier,
                    anchorInWindow: anchor?.viewIfLoaded?.window != nil, lifecycle: runner.lifecycle))
        }

        /// UIKit made the presentation of sheet `controller` (its turn came): configured before it rises
        /// (the transitioning delegate files it only once this returns).
        private func presentationBegins(_ controller: SheetPresentationController) {
            beginning = controller
            defer { beginning = nil }
            perform(
                model.controllerMade(
                    ObjectIdentifier(controller.presentedViewController), current: currentItem))
        }

        /// The presentation of sheet `key`, the one being made included.
        private func presentation(_ key: Key) -> SheetPresentationController? {
            if let beginning, ObjectIdentifier(beginning.presentedViewController) == key { return beginning }
            return hostings[key].flatMap { sheets.controller(for: $0) }
        }

        // MARK: SheetBindingAdapter

        func hosting(_ key: Key) -> SheetHostingController? { hostings[key] }

        func sheetController(_ key: Key) -> SheetController? { presentation(key)?.sheet }

        /// The guard is the presentation's `isModalInPresentation`, set, never read back.
        func setModalInPresentation(_ value: Bool, for key: Key) {
            presentation(key)?.isModalInPresentation = value
        }

        func carryOutOwn(_ output: SheetBindingOutput<Key>) {
            switch output {
            case .lifecycle(let event): runner.send(event)
            case .draw(let key):
                guard let drawing, let hosting = hostings[key] else { return }
                hosting.rootView = root(
                    drawing, key: key, surface: hosting.surface,
                    request: model.request)
            case .syncLater: scheduleSync()
            // The runner held the controller until its sheet was gone.
            case .release(let key): hostings[key] = nil
            default: break
            }
        }

        // MARK: UIKit

        /// Where a sheet is presented from when its turn comes: the top of the presentation chain
        /// above the anchor (inside a sheet, that sheet, so sheets nest); nil while the anchor is in
        /// no window.
        private var presentingController: UIViewController? {
            guard let anchor, anchor.viewIfLoaded?.window != nil else { return nil }
            return PresentationChain.topmost(
                from: anchor, presented: { $0.presentedViewController }, isLeaving: { $0.isBeingDismissed })
        }

        /// The anchor went into a window: a request waiting for one is made now.
        func anchorMovedToWindow() { sync() }

        /// The modifier's view went away: its sheets go too, as SwiftUI's do, and nobody hears of them.
        func teardown() {
            callbacks = SheetCallbacks()
            rootProvider = nil
            perform(model.teardown())
        }

        /// The anchor is leaving the screen: in DEBUG builds, a presenter leaving under its sheet with
        /// nobody having asked the sheet to go is reported (`@Environment(\.dismiss)` in the sheet).
        func anchorWillDisappear(_ anchor: UIViewController) {
            #if DEBUG
                let leaving = SheetPresenterRules.isLeaving(
                    anchor, parent: { $0.parent }, leaves: { $0.isMovingFromParent || $0.isBeingDismissed })
                perform(
                    model.presenterWillDisappear(
                        presenterIsLeaving: leaving, current: currentItem, lifecycle: runner.lifecycle))
            #endif
        }
    }

#endif
