import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// SheetKit's UIKit wiring as platform-free code, to test what it sends where: the hosts of a
/// presenter's sheets beside the lifecycle of the runner that presents them (ids are the app's, as
/// `SheetPresenter`'s strings), with UIKit modelled by what SheetKit reads of it. It does what
/// `SheetLifecycleRunner`, `SheetPresentationController` and `SheetUIKitBinding` do, and nothing
/// else:
/// - a host frame's style is drawn when the frame marks the appearance changed; its events go to the
///   lifecycle as `HostCallbacks.lifecycleEvents(for:)` (nothing else of the host reaches the app); then
///   its `completesPresentation`/`completesDismissal` complete UIKit's open transition (the host
///   completes a rise the sheet leaves during);
/// - the lifecycle's `.present` is UIKit's `present` (refused while a transition runs or the
///   presenter already presents), `.dismiss` UIKit's `dismiss` (not asked while a transition runs),
///   `.askDismissalGuard` is answered from ``guards``, and notices are told to the front ends by
///   `SheetDelegateTable`, recorded in ``heard``;
/// - UIKit's dismissal transition ends in the host at once and in the lifecycle on the main queue's
///   next pass (``runNextPass()``), once UIKit cleared its presentation.
///
/// - a sheet's presentation (`SheetPresentationController`) reports to the runner that asked UIKit to
///   present it, attached when UIKit begins its transition, however early UIKit made it (an app that
///   read `presentationController` first, ``appReadsPresentationController(_:)``); without a runner's
///   link it runs a lifecycle of its own, whose notices are recorded as "own.callback id".
///
/// With `floating`, the sheet's transitions are its host's (`FloatingSheetController`).
final class SheetKitStage {
    /// When a presentation takes the runner's link: `transitionWillBegin` (SheetKit's wiring), or
    /// `creation` (the earlier wiring, which lost it for a presentation UIKit made early).
    enum LinkAttachment { case transitionWillBegin, creation }
    var linkAttachment = LinkAttachment.transitionWillBegin
    /// Each sheet's presentation, once UIKit made it: true when it reports to the runner, false to
    /// its own lifecycle, nil while not attached.
    private(set) var presentations: [String: Bool?] = [:]
    /// The runner's link left on each sheet's controller while UIKit presents it.
    private var pendingLinks: Set<String> = []
    /// The lifecycles of presentations the app made itself.
    private var ownLifecycles: [String: SheetPresentationLifecycle<String>] = [:]
    var lifecycle = SheetPresentationLifecycle<String>()
    private(set) var hosts: [String: SheetHost] = [:]
    private(set) var time = 0.0
    /// UIKit's presented sheets, bottom to top.
    private(set) var presented: [String] = []
    private(set) var openRise: String?
    private(set) var openDismissal: String?
    /// The app's guards, as `isModalInPresentation` and the delegates answer.
    var guards: [String: Bool] = [:]
    /// How many times the binding asked each sheet's guard (the host's `asksDismissalGuard`).
    var guardQuestions: [String: Int] = [:]
    /// Every callback made, as "front end.callback id".
    private(set) var heard: [String] = []
    /// The style each sheet's view draws.
    private(set) var drawn: [String: SheetStyle] = [:]
    /// The host phases each sheet showed, frame by frame.
    private(set) var phases: [String: [HostPhase]] = [:]
    /// Called for each callback as it is made (an app presenting from its did-dismiss).
    var onCallback: ((String, SheetCallback) -> Void)?
    let floating: Bool
    private let configuration: SheetConfiguration
    private var queue: [SheetLifecycleEvent<String>] = []
    /// What the runner and the presentations scheduled for the main queue's next pass.
    private var nextPass: [() -> Void] = []
    private var isRunning = false

    init(
        _ configuration: SheetConfiguration = SheetConfiguration(detents: [.medium, .large]),
        floating: Bool = false
    ) {
        self.configuration = configuration
        self.floating = floating
    }

    /// The host of sheet `id`, made (and given its container) the first time.
    func host(_ id: String) -> SheetHost {
        if let host = hosts[id] { return host }
        var host = try! SheetHost(configuration: configuration)
        _ = host.handle(.container(.iPhone), at: time)
        hosts[id] = host
        drawn[id] = host.frame.style
        return host
    }

    // MARK: The lifecycle's runner

    func send(_ event: SheetLifecycleEvent<String>) {
        queue.append(event)
        guard !isRunning else { return }
        isRunning = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for effect in lifecycle.handle(next, at: time) { carryOut(effect) }
        }
        isRunning = false
    }

    private func carryOut(_ effect: SheetLifecycleEffect<String>) {
        switch effect {
        case .present(let id, let over, let animated):
            if floating { return sendHost(id, .present(animated: animated)) }
            guard openRise == nil, openDismissal == nil, over != nil || presented.isEmpty else {
                return send(.presentationRefused(id, transitionRunning: openRise ?? openDismissal != nil))
            }
            presented.append(id)
            openRise = id
            pendingLinks.insert(id)
            if presentations[id] == nil { makePresentation(id) }
            presentationTransitionWillBegin(id)
            send(.presentationAccepted(id))
            sendHost(id, .present(animated: animated))
        case .dismiss(let id, let animated):
            if floating { return sendHost(id, .dismiss(animated: animated)) }
            guard presented.contains(id) else { return send(.dismissalTransitionDidEnd(id, completed: true)) }
            guard openRise == nil, openDismissal == nil else {
                return send(.dismissalRefused(id, transitionRunning: true))
            }
            uikitDismisses(id, animated: animated)
        case .askDismissalGuard(let id):
            send(.dismissalGuardAnswered(id, allowsDismissal: guards[id] ?? true))
        case .retry(let id, _):
            nextPass.append { [unowned self] in send(.retryDue(id)) }
        case .notify(let notice):
            let frontEnds: [SheetFrontEnd] =
                floating
                ? [.floatingSheet, .sheetController]
                : [.presentationController, .sheetController, .bottomSheet, .presenter]
            for frontEnd in frontEnds {
                for callback in SheetDelegateTable.callbacks(for: notice, in: frontEnd) {
                    heard.append("\(frontEnd.rawValue).\(callback.rawValue) \(notice.id)")
                    onCallback?(notice.id, callback)
                }
            }
        }
    }

    /// The app reads the controller's `presentationController` before anything presents it: UIKit
    /// makes the sheet's presentation now, with no runner's link on the controller.
    func appReadsPresentationController(_ id: String) {
        if presentations[id] == nil { makePresentation(id) }
    }

    private func makePresentation(_ id: String) {
        presentations[id] = .some(nil)
        if linkAttachment == .creation { attach(id) }
    }

    private func presentationTransitionWillBegin(_ id: String) {
        if linkAttachment == .transitionWillBegin, presentations[id] == .some(nil) { attach(id) }
    }

    /// The presentation takes the runner's link, or runs its own lifecycle (which hears UIKit's
    /// acceptance at once).
    private func attach(_ id: String) {
        let runner = pendingLinks.remove(id) != nil
        presentations[id] = runner
        guard !runner else { return }
        var own = SheetPresentationLifecycle<String>()
        _ = own.handle(.presentationAccepted(id), at: time)
        ownLifecycles[id] = own
    }

    /// What the presentation of `id` reports: to the runner, or to its own lifecycle.
    private func report(_ id: String, _ event: SheetLifecycleEvent<String>) {
        guard !floating, presentations[id] == false, var own = ownLifecycles[id] else { return send(event) }
        for case .notify(let notice) in own.handle(event, at: time) {
            for callback in SheetDelegateTable.callbacks(for: notice, in: .presentationController) {
                heard.append("own.\(callback.rawValue) \(notice.id)")
            }
        }
        ownLifecycles[id] = own
    }

    /// UIKit's `dismiss(animated:)` of `id` (the runner's, or the app's own): its dismissal
    /// transition begins, in the lifecycle and the host, and the animator slides the host's sheet off.
    func uikitDismisses(_ id: String, animated: Bool = true) {
        openDismissal = id
        report(id, .dismissalTransitionWillBegin(id, cause: .app))
        sendHost(id, .dismissalTransitionWillBegin)
        sendHost(id, .dismiss(animated: animated))
    }

    // MARK: The binding

    /// Sends `event` to the host of `id` and applies its frame, as `SheetUIKitBinding.apply` does.
    func sendHost(_ id: String, _ event: HostEvent) {
        var host = host(id)
        let frame = host.handle(event, at: time)
        hosts[id] = host
        phases[id, default: []].append(frame.phase)
        if frame.changes.contains(.appearance) { drawn[id] = frame.style }
        for lifecycleEvent in frame.events.lifecycleEvents(for: id, hostOwnsTransitions: floating) {
            report(id, lifecycleEvent)
        }
        // The binding answers the guard when the host asks (`SheetUIKitBinding.apply`'s effects).
        if frame.effects.asksDismissalGuard {
            guardQuestions[id, default: 0] += 1
            sendHost(id, .dismissalGuardAnswered(allowsDismissal: guards[id] ?? true))
        }
        if frame.effects.completesPresentation, openRise == id { completeRise(id) }
        if frame.effects.completesDismissal, openDismissal == id { completeDismissal(id) }
    }

    /// UIKit's presentation transition ends now; the lifecycle hears it on the main queue's next
    /// pass, as `SheetPresentationController.reportPresentationEnded` sends it.
    private func completeRise(_ id: String) {
        openRise = nil
        nextPass.append { [unowned self] in report(id, .presentationTransitionDidEnd(id, completed: true)) }
    }

    private func completeDismissal(_ id: String) {
        openDismissal = nil
        if let index = presented.firstIndex(of: id) { presented.removeSubrange(index...) }
        sendHost(id, .dismissalTransitionDidEnd)
        nextPass.append { [unowned self] in
            report(id, .dismissalTransitionDidEnd(id, completed: true))
            // UIKit let the presentation go with the dismissal; the next presentation is a new one.
            presentations[id] = nil
            ownLifecycles[id] = nil
        }
    }

    /// The main queue's next pass: what the runner and the presentations scheduled.
    func runNextPass() {
        let due = nextPass
        nextPass = []
        for scheduled in due { scheduled() }
    }

    /// Display ticks at 120 Hz for `seconds` to every host, then (`runsNextPass`) the next passes.
    func advance(by seconds: Double, runsNextPass: Bool = true) {
        for _ in 0..<Int((seconds * 120).rounded()) {
            time += 1.0 / 120
            for id in hosts.keys.sorted() { sendHost(id, .tick()) }
        }
        guard runsNextPass else { return }
        runNextPass()
        runNextPass()
    }

    /// A one-finger drag on the sheet `id` from 8 points under its top by `dy`, released or not.
    func drag(_ id: String, by dy: CGFloat, releases: Bool = true, velocity: CGFloat = 0) {
        let top = host(id).frame.sheetRect.minY
        sendHost(id, .pointerDown(CGPoint(x: 200, y: top + 8)))
        for step in 1...10 {
            time += 1.0 / 60
            sendHost(id, .pointerMoved(CGPoint(x: 200, y: top + 8 + dy * CGFloat(step) / 10)))
        }
        if releases { sendHost(id, .pointerUp(CGPoint(x: 200, y: top + 8 + dy), velocity: velocity)) }
    }

    /// The callbacks heard since the last call.
    func takeHeard() -> [String] {
        defer { heard = [] }
        return heard
    }
}
