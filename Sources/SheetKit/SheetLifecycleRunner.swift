#if canImport(UIKit)
    import QuartzCore
    import SheetHostCore
    import UIKit

    /// Runs one `SheetPresentationLifecycle` for UIKit: it sends the lifecycle what the app and UIKit
    /// did, and carries out what it answers — present, dismiss, wait for a transition or a deadline,
    /// tell the app. It decides nothing: the queue, the retries and who hears what are the
    /// lifecycle's and `SheetDelegateTable`'s.
    ///
    /// A ``SheetPresenter`` runs one for its sheets, and so does SheetKitUI's `.bottomSheet`; a
    /// presentation the app made itself runs its own, made by its ``SheetPresentationController``.
    /// Sheets are identified by their controllers.
    @MainActor
    package final class SheetLifecycleRunner {
        package typealias ID = ObjectIdentifier

        package private(set) var lifecycle: SheetPresentationLifecycle<ID>
        /// What each sheet is presented from when it is not stacked on another, asked at the moment
        /// of presenting (nil then: nothing to present from, a refusal with no transition to wait
        /// for); nil for a runner that only follows presentations UIKit made.
        private let presentingController: (@MainActor () -> UIViewController?)?
        /// The sheets' controllers; held strongly while a ``SheetPresenter`` waits to present them.
        private var controllers: [ID: Held] = [:]
        /// The presentation controllers told each sheet's notices.
        private var listeners: [ID: (SheetLifecycleNotice<ID>) -> Void] = [:]
        /// Told every notice, after the sheet's own listener.
        package var onNotice: ((SheetLifecycleNotice<ID>) -> Void)?
        private var events: [SheetLifecycleEvent<ID>] = []
        private var isRunning = false

        private static let runners = NSMapTable<UIViewController, SheetLifecycleRunner>.weakToWeakObjects()

        private struct Held {
            weak var controller: UIViewController?
            var strong: UIViewController?
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
            isPresenterRunner = presentingController != nil
            lifecycle = SheetPresentationLifecycle(retryPolicy: retryPolicy)
        }

        /// Whether this runner presents sheets itself (a ``SheetPresenter``'s), rather than following
        /// one presentation UIKit made.
        let isPresenterRunner: Bool

        /// The runner `controller` was registered with, if any.
        static func runner(for controller: UIViewController) -> SheetLifecycleRunner? {
            runners.object(forKey: controller)
        }

        /// Adds `controller` as a sheet of this runner; `retains`: kept alive until it is gone;
        /// `isPublished`: ``runner(for:)`` finds this runner for it (a presentation of it then reports
        /// here).
        @discardableResult
        package func register(_ controller: UIViewController, retains: Bool, isPublished: Bool = true) -> ID {
            let id = ObjectIdentifier(controller)
            controllers[id] = Held(controller: controller, strong: retains ? controller : nil)
            if isPublished { Self.runners.setObject(self, forKey: controller) }
            return id
        }

        /// `listener` hears the notices about `controller`'s sheet.
        func listen(to controller: UIViewController, _ listener: @escaping (SheetLifecycleNotice<ID>) -> Void)
        {
            listeners[ObjectIdentifier(controller)] = listener
        }

        /// Sends `event`; one sent while effects are carried out waits its turn, so the lifecycle
        /// sees UIKit's callbacks in the order they came.
        package func send(_ event: SheetLifecycleEvent<ID>) {
            events.append(event)
            guard !isRunning else { return }
            isRunning = true
            while !events.isEmpty {
                let next = events.removeFirst()
                for effect in lifecycle.handle(next, at: CACurrentMediaTime()) { carryOut(effect) }
            }
            isRunning = false
        }

        private func carryOut(_ effect: SheetLifecycleEffect<ID>) {
            switch effect {
            case .present(let id, let over, let animated): present(id, over: over, animated: animated)
            case .dismiss(let id, let animated): dismiss(id, animated: animated)
            case .retry(let id, let wait): schedule(wait, for: id)
            case .notify(let notice):
                listeners[notice.id]?(notice)
                onNotice?(notice)
                releaseIfGone(notice.id)
            }
        }

        /// Presents the sheet and reports whether UIKit took it: `presentingViewController` is set
        /// once `present(_:animated:completion:)` returns when it did.
        private func present(_ id: ID, over: ID?, animated: Bool) {
            guard let controller = controllers[id]?.controller,
                let from = over.flatMap({ controllers[$0]?.controller }) ?? presentingController?()
            else { return send(.presentationRefused(id, transitionRunning: false)) }
            from.present(controller, animated: animated)
            if controller.presentingViewController != nil {
                send(.presentationAccepted(id))
            } else {
                send(.presentationRefused(id, transitionRunning: from.runningTransitionCoordinator != nil))
            }
        }

        /// Asks the sheet's own presenter to dismiss it (with anything it presents). UIKit ignores a
        /// dismissal asked while a transition runs: the lifecycle hears it was refused and asks again
        /// after the transition. A sheet no longer presented is already gone.
        private func dismiss(_ id: ID, animated: Bool) {
            guard let controller = controllers[id]?.controller,
                let presenting = controller.presentingViewController
            else { return send(.dismissalTransitionDidEnd(id, completed: true)) }
            if controller.isBeingDismissed { return send(.dismissalTransitionWillBegin(id)) }
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
                let controller = controllers[id]?.controller
                let coordinator =
                    controller?.runningTransitionCoordinator
                    ?? controller?.presentingViewController?.transitionCoordinator
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
        /// the stack was dismissed, taking them with it): their presentation is over too. Each is
        /// read from UIKit (`presentingViewController` cleared); the lifecycle ignores a repeat.
        func reconcile() {
            for sheet in lifecycle.stack where sheet.phase != .presenting {
                if controllers[sheet.id]?.controller?.presentingViewController == nil {
                    send(.dismissalTransitionDidEnd(sheet.id, completed: true))
                }
            }
        }

        /// A sheet the lifecycle no longer holds is let go (the app may present it again).
        private func releaseIfGone(_ id: ID) {
            guard !lifecycle.waiting.contains(where: { $0.id == id }),
                !lifecycle.stack.contains(where: { $0.id == id })
            else { return }
            controllers[id]?.strong = nil
        }
    }
#endif
