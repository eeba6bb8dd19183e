#if canImport(UIKit)
    import QuartzCore
    import SheetHostCore
    import UIKit

    /// Runs one `SheetPresentationLifecycle` for UIKit: it sends the lifecycle what the app and UIKit
    /// did, and carries out what it answers — present, dismiss, ask a guard, wait for a transition or
    /// a deadline, tell the app. It decides nothing: the queue, the retries and who hears what are
    /// the lifecycle's and `SheetDelegateTable`'s.
    ///
    /// Its ids are the app's: a ``SheetPresenter``'s strings, SheetKitUI's keys, or the one sheet of
    /// a presentation the app made itself (``SheetLifecycleLink/Sheet``). A sheet's presentation
    /// learns its runner when the runner presents it (``SheetLifecycleLink``); the runner finds the
    /// presentation of a controller through UIKit's own chain. Nothing is registered globally.
    @MainActor
    package final class SheetLifecycleRunner<ID: Hashable & Sendable> {
        package private(set) var lifecycle: SheetPresentationLifecycle<ID>
        /// What each sheet is presented from when it is not stacked on another, asked at the moment
        /// of presenting (nil then: nothing to present from, a refusal with no transition to wait
        /// for); nil for a runner that only follows a presentation UIKit made.
        private let presentingController: (@MainActor () -> UIViewController?)?
        /// The controller of each request not yet asked of UIKit, and of each sheet asked or shown:
        /// a request for an id whose sheet is still leaving names a new controller.
        private var requested: [ID: Held] = [:]
        private var shown: [ID: Held] = [:]
        /// The presentations told each sheet's notices.
        private var listeners: [ID: (SheetLifecycleNotice<ID>) -> Void] = [:]
        /// Told every notice, after the sheet's own listener.
        package var onNotice: ((SheetLifecycleNotice<ID>) -> Void)?
        /// For a sheet with no platform presentation (a floating sheet): its host's own rise and
        /// slide, which carry out the lifecycle's present and dismiss.
        var hostTransitions: (present: (ID, Bool) -> Void, dismiss: (ID, Bool) -> Void)?
        private var events: [SheetLifecycleEvent<ID>] = []
        private var isRunning = false

        private struct Held {
            weak var controller: UIViewController?
            var strong: UIViewController?
            /// What the runner last asked to present it (the root presenter, or the sheet it
            /// stacks over): a refusal waits for that controller's transition.
            weak var from: UIViewController?
        }

        /// A runner presenting its sheets from `presenter` (nil: one following a presentation UIKit
        /// made).
        convenience init(presenter: UIViewController?, retryPolicy: PresentationRetryPolicy = .sheetPresenter)
        {
            guard let presenter else {
                self.init(retryPolicy: retryPolicy, presentingController: nil)
                return
            }
            self.init(retryPolicy: retryPolicy) { [weak presenter] in presenter }
        }

        /// A runner presenting its sheets from whatever `presentingController` returns when a sheet's
        /// turn comes (SheetKitUI: the top of the presentation chain above the modifier's anchor).
        package init(
            retryPolicy: PresentationRetryPolicy,
            presentingController: (@MainActor () -> UIViewController?)?
        ) {
            self.presentingController = presentingController
            lifecycle = SheetPresentationLifecycle(retryPolicy: retryPolicy)
        }

        /// Names `controller` as the sheet `id`'s, for its next presentation; `retains`: kept alive
        /// until the lifecycle no longer holds it.
        package func register(_ controller: UIViewController, as id: ID, retains: Bool) {
            requested[id] = Held(controller: controller, strong: retains ? controller : nil)
        }

        /// Names `controller`, which UIKit presents already (a presentation the app made itself), as
        /// the sheet `id`'s.
        func adopt(_ controller: UIViewController, as id: ID) {
            shown[id] = Held(controller: controller, strong: nil)
        }

        /// The link a presentation of the sheet `id` reports through.
        func link(for id: ID) -> SheetLifecycleLink {
            SheetLifecycleLink(
                send: { [weak self] event in self?.send(event.about(id)) },
                listen: { [weak self] listener in self?.listeners[id] = { listener($0.about(.this)) } },
                reconcile: { [weak self] in self?.reconcile() },
                runnerPresents: presentingController != nil)
        }

        /// Sends `event`; one sent while effects are carried out waits its turn, so the lifecycle
        /// sees UIKit's callbacks in the order they came.
        package func send(_ event: SheetLifecycleEvent<ID>) {
            events.append(event)
            guard !isRunning else { return }
            drain()
        }

        private func drain() {
            isRunning = true
            while !events.isEmpty {
                let next = events.removeFirst()
                for effect in lifecycle.handle(next, at: CACurrentMediaTime()) { carryOut(effect) }
            }
            isRunning = false
        }

        /// Runs `body`, whose events wait until it has returned, then sends them in order (a floating
        /// sheet leaves its parent between its last events and what the app hears of them).
        func batch(_ body: () -> Void) {
            guard !isRunning else { return body() }
            isRunning = true
            body()
            drain()
        }

        private func carryOut(_ effect: SheetLifecycleEffect<ID>) {
            switch effect {
            case .present(let id, let over, let animated):
                if let hostTransitions { return hostTransitions.present(id, animated) }
                present(id, over: over, animated: animated)
            case .dismiss(let id, let animated):
                if let hostTransitions { return hostTransitions.dismiss(id, animated) }
                dismiss(id, animated: animated)
            case .retry(let id, let wait): schedule(wait, for: id)
            case .askDismissalGuard(let id):
                let allows = shown[id]?.controller?.sheetDismissalGuardAllows ?? true
                send(.dismissalGuardAnswered(id, allowsDismissal: allows))
            case .notify(let notice):
                listeners[notice.id]?(notice)
                onNotice?(notice)
                releaseIfGone(notice.id)
            }
        }

        /// Presents the sheet and reports whether UIKit took it: `presentingViewController` is set
        /// once `present(_:animated:completion:)` returns when it did. Its presentation reports to
        /// this runner (``SheetLifecycleLink``) from the start of its transition, even one UIKit made
        /// before (an app that set `presentationController?.delegate` first).
        private func present(_ id: ID, over: ID?, animated: Bool) {
            if let next = requested.removeValue(forKey: id) { shown[id] = next }
            guard let controller = shown[id]?.controller,
                let from = over.flatMap({ shown[$0]?.controller }) ?? presentingController?()
            else { return send(.presentationRefused(id, transitionRunning: false)) }
            shown[id]?.from = from
            controller.pendingLifecycleLink = link(for: id)
            from.present(controller, animated: animated)
            let accepted = controller.presentingViewController != nil
            // A SheetKit presentation takes the link when UIKit begins its transition (now, or on a
            // later pass); a refused or other presentation never will.
            if !accepted || !(controller.presentationController is SheetPresentationController) {
                controller.pendingLifecycleLink = nil
            }
            if accepted {
                send(.presentationAccepted(id))
            } else {
                send(.presentationRefused(id, transitionRunning: from.runningTransitionCoordinator != nil))
            }
        }

        /// Asks the sheet's own presenter to dismiss it (with anything it presents). The lifecycle
        /// asks only while no transition of its stack runs; another transition under way is heard
        /// as a refusal. What UIKit already did is reported as the fact it is: a sheet no longer
        /// presented has had its dismissal end (UIKit took it away with one below it, or its
        /// controller is gone), and one `isBeingDismissed` has had its dismissal begin (a controller
        /// whose presentation is not SheetKit's reports it to no one else).
        private func dismiss(_ id: ID, animated: Bool) {
            guard let controller = shown[id]?.controller,
                let presenting = controller.presentingViewController
            else { return send(.dismissalTransitionDidEnd(id, completed: true)) }
            if controller.isBeingDismissed { return send(.dismissalTransitionWillBegin(id)) }
            // A transition the lifecycle doesn't run (an alert the app presents on the sheet): UIKit
            // would ignore the dismissal, so it is not asked.
            if controller.transitionCoordinator ?? presenting.transitionCoordinator != nil {
                return send(.dismissalRefused(id, transitionRunning: true))
            }
            presenting.dismiss(animated: animated)
            if controller.isBeingDismissed || controller.presentingViewController == nil {
                send(.dismissalTransitionWillBegin(id))
            } else {
                send(.dismissalRefused(id, transitionRunning: presenting.runningTransitionCoordinator != nil))
            }
        }

        /// The one wait of the binding: until the running transition has ended and UIKit has finished
        /// with it (the coordinator's completion, then the main queue's next pass), or until a
        /// deadline on `CACurrentMediaTime()`'s clock. UIViewControllerTransitionCoordinator.h,
        /// `animate(alongsideTransition:completion:)`: "The completionBlock is invoked after the
        /// transition completes"; the presentation's own state (`presentedViewController`,
        /// `isBeingPresented`) is settled only when that call returns.
        /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        private func schedule(_ wait: SheetRetryWait, for id: ID) {
            switch wait {
            case .transitionEnd:
                // The transition of the controller the sheet was presented over — the sheet it
                // stacks on, not the root presenter — or of its own presentation.
                let held = shown[id] ?? requested[id]
                let controller = held?.controller
                let coordinator =
                    controller?.runningTransitionCoordinator
                    ?? controller?.presentingViewController?.transitionCoordinator
                    ?? held?.from?.runningTransitionCoordinator
                    ?? presentingController?()?.runningTransitionCoordinator
                guard let coordinator else {
                    DispatchQueue.main.async { [weak self] in self?.send(.retryDue(id)) }
                    return
                }
                coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                    DispatchQueue.main.async { self?.send(.retryDue(id)) }
                }
            case .deadline(let time):
                let delay = max(time - CACurrentMediaTime(), 0)
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
                    self?.send(.retryDue(id))
                }
            }
        }

        /// Sheets UIKit took away without a dismissal transition of their own (a sheet further down
        /// the stack was dismissed, taking them with it): their views went away. Each is read from
        /// UIKit (`presentingViewController` cleared); the lifecycle ignores a sheet already gone.
        func reconcile() {
            for sheet in lifecycle.stack where sheet.phase != .presenting {
                if shown[sheet.id]?.controller?.presentingViewController == nil {
                    send(.teardown(sheet.id))
                }
            }
        }

        /// A sheet the lifecycle no longer holds is let go (the app may present it again).
        private func releaseIfGone(_ id: ID) {
            guard !lifecycle.holds(id) else { return }
            shown[id] = nil
            requested[id] = nil
            listeners[id] = nil
        }
    }

    extension SheetLifecycleRunner where ID == ObjectIdentifier {
        /// Names `controller` as its own sheet (keyed by its identity) and returns the key.
        @discardableResult
        package func register(_ controller: UIViewController, retains: Bool) -> ID {
            let id = ObjectIdentifier(controller)
            register(controller, as: id, retains: retains)
            return id
        }
    }
#endif
