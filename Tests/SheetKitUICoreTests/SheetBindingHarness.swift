import Foundation
import SheetCore
import SheetHostCore

@testable import SheetKitUICore

/// A `.bottomSheet` as the device runs it, without UIKit: the model, the presentation lifecycle
/// (run as `SheetLifecycleRunner` runs it, events queued), a stand-in for UIKit that answers when
/// told to, the app's bindings, and every controller's properties as the binding set them.
struct SheetBindingHarness {
    var model = SheetBindingModel<Int, String>()
    var lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
    /// The app's presentation binding.
    var binding: String?
    /// Whether writes to it take (false: `.constant`).
    var writable = true
    var selectionBinding: Detent.Identifier?
    var anchorInWindow = true
    var request = SheetModifierRequest(kind: .modal, detents: [.medium, .large])
    var time = 0.0
    private var nextKey = 1
    private var queue: [SheetLifecycleEvent<Int>] = []
    private var running = false

    /// UIKit's side: presentations and dismissals asked and not answered, retries due.
    var asked: [Int] = []
    var dismissals: [Int] = []
    var retries: [Int] = []
    var accepted: Set<Int> = []
    /// The keys whose controller UIKit made.
    var made: Set<Int> = []
    /// What each controller holds, as assigned.
    var controllers: [Int: SheetProperties] = [:]
    var selected: [Int: Detent.Identifier?] = [:]
    var drawn: [Int] = []
    var log: [String] = []
    var problems: [String] = []
    /// Every lifecycle event sent and binding write made, for a failure's message.
    var trace: [String] = []
    var syncIsDue = false
    /// Binding writes held until SwiftUI's update ends.
    var afterUpdate: [SheetBindingOutput<Int>] = []
    /// How many times the presentation binding's setter was called since the last request.
    var clearsSinceRequest = 0
    /// Whether each presentation asked of UIKit was animated.
    var presentAnimated: [Bool] = []
    var dismissAnimated: [Bool] = []
    /// The sheets whose platform objects the model let go.
    var released: Set<Int> = []

    var onDismissCount: Int { log.filter { $0 == "onDismiss" }.count }

    // MARK: SwiftUI

    /// SwiftUI's update with the binding as it is, then the sync after it.
    mutating func update(animated: Bool = false, disablesAnimations: Bool = false) {
        perform(
            model.update(
                request, current: binding, animated: animated, disablesAnimations: disablesAnimations,
                lifecycle: lifecycle))
        model.updateEnded()
        // The main queue's next pass: the writes SwiftUI's update held back.
        let writes = afterUpdate
        afterUpdate = []
        perform(writes)
    }

    mutating func sync() {
        syncIsDue = false
        perform(
            model.sync(current: binding, anchorInWindow: anchorInWindow, lifecycle: lifecycle) { _ in
                defer { nextKey += 1 }
                return nextKey
            })
    }

    /// Runs the syncs that are due until none is.
    mutating func settleSyncs() {
        var rounds = 0
        while syncIsDue, rounds < 10 {
            sync()
            rounds += 1
        }
    }

    // MARK: UIKit

    /// UIKit takes the first presentation asked (and makes its controller), or refuses it.
    mutating func answerPresentation(accept: Bool, transitionRunning: Bool = false) {
        guard !asked.isEmpty else { return }
        let key = asked.removeFirst()
        if accept {
            made.insert(key)
            perform(model.controllerMade(key, current: binding))
            accepted.insert(key)
            send(.presentationAccepted(key))
            send(.presentationTransitionDidEnd(key, completed: true))
        } else {
            send(.presentationRefused(key, transitionRunning: transitionRunning))
        }
    }

    /// UIKit carries out the first dismissal asked.
    mutating func answerDismissal() {
        guard !dismissals.isEmpty else { return }
        let key = dismissals.removeFirst()
        send(.dismissalTransitionWillBegin(key, cause: .app))
        send(.dismissalTransitionDidEnd(key, completed: true))
    }

    /// A retry's time came.
    mutating func retryDue() {
        guard !retries.isEmpty else { return }
        send(.retryDue(retries.removeFirst()))
    }

    /// The person swipes the top sheet away.
    mutating func personDismissesTop() {
        guard let top = lifecycle.stack.last, top.phase == .presented else { return }
        send(.dismissalTransitionWillBegin(top.id, cause: .user))
        send(.dismissalTransitionDidEnd(top.id, completed: true))
    }

    /// The person drags the top sheet to `detent`.
    mutating func personDrags(to detent: Detent.Identifier) {
        guard let top = lifecycle.stack.last, top.phase == .presented else { return }
        selected[top.id] = detent
        send(.selectedDetentChanged(top.id, detent, cause: .user))
    }

    mutating func send(_ event: SheetLifecycleEvent<Int>) {
        trace.append("\(event)")
        queue.append(event)
        guard !running else { return }
        running = true
        while !queue.isEmpty {
            time += 0.01
            for effect in lifecycle.handle(queue.removeFirst(), at: time) { carryOut(effect) }
        }
        running = false
    }

    private mutating func carryOut(_ effect: SheetLifecycleEffect<Int>) {
        switch effect {
        case .present(let key, _, let animated):
            asked.append(key)
            presentAnimated.append(animated)
        case .dismiss(let key, let animated):
            dismissals.append(key)
            dismissAnimated.append(animated)
        case .retry(let key, _): retries.append(key)
        case .askDismissalGuard(let key): send(.dismissalGuardAnswered(key, allowsDismissal: true))
        case .notify(let notice):
            // The binding is cleared only while it names the sheet's item.
            let item = model.requests.items[notice.id]
            let outputs = model.notice(
                notice, current: binding, smallest: .medium, anchorInWindow: anchorInWindow,
                lifecycle: lifecycle)
            if outputs.contains(.clearBinding), binding == nil || binding != item {
                problems.append(
                    "cleared a binding naming \(String(describing: binding)), not \(String(describing: item))"
                )
            }
            if outputs.contains(.diagnostic(.neverPresented)), !anchorInWindow {
                problems.append("never-presented reported while out of a window")
            }
            perform(outputs)
        }
    }

    // MARK: Outputs

    mutating func perform(_ outputs: [SheetBindingOutput<Int>]) {
        for output in outputs {
            switch output {
            case .lifecycle(let event):
                if case .request = event { clearsSinceRequest = 0 }
                send(event)
            case .draw(let key): drawn.append(key)
            case .assign(let key, let assignments, _):
                guard var values = controllers[key] ?? (made.contains(key) ? .newController : nil) else {
                    problems.append("assigned to \(key) with no controller")
                    continue
                }
                for assignment in assignments {
                    let before = values
                    values.apply(assignment)
                    if before == values { problems.append("\(assignment) assigned to \(key) unchanged") }
                }
                controllers[key] = values
            case .select(let key, let detent, _):
                selected[key] = detent
                // UIKit's sheet reports its move at once, inside the update that selected it.
                if lifecycle.phase(of: key) == .presented {
                    send(.selectedDetentChanged(key, detent ?? .medium, cause: .app))
                }
            case .writeSelection(let detent):
                if model.isInUpdate { problems.append("selection written during SwiftUI's update") }
                selectionBinding = detent
            case .afterUpdate(let writes): afterUpdate += writes
            case .clearBinding:
                if model.isInUpdate { problems.append("binding written during SwiftUI's update") }
                clearsSinceRequest += 1
                trace.append("clear")
                if !writable, clearsSinceRequest > 1 {
                    problems.append("an unwritable binding's setter called again: \(trace)")
                }
                if writable { binding = nil }
                log.append("clear")
                model.bindingReadAfterClear(current: binding)
            case .onDismiss: log.append("onDismiss")
            case .onAttemptToDismiss: log.append("onAttemptToDismiss")
            case .syncLater: syncIsDue = true
            case .release(let key):
                if model.sheets[key] != nil || lifecycle.holds(key) {
                    problems.append("released \(key) still held")
                }
                released.insert(key)
            case .diagnostic(let diagnostic): log.append(diagnostic.rawValue)
            case .offerFittingHeight, .closeButton, .show, .hide: log.append("\(output)")
            }
        }
    }
}

extension SheetProperties {
    /// This value with one assignment made, as a controller takes it.
    mutating func apply(_ assignment: SheetAssignment) {
        switch assignment {
        case .detents(let value): detents = value
        case .largestUndimmedDetentIdentifier(let value): largestUndimmedDetentIdentifier = value
        case .undimmedAtEveryDetent(let value): undimmedAtEveryDetent = value
        case .dimsAtEveryDetent(let value): dimsAtEveryDetent = value
        case .isModalInPresentation(let value): isModalInPresentation = value
        case .prefersGrabberVisible(let value): prefersGrabberVisible = value
        case .preferredCornerRadius(let value): preferredCornerRadius = value
        case .prefersScrollingExpandsWhenScrolledToEdge(let value):
            prefersScrollingExpandsWhenScrolledToEdge = value
        case .background(let value): background = value
        case .accessibilityDetentNames(let value): accessibilityDetentNames = value
        case .contentDrawsBackground(let value): contentDrawsBackground = value
        case .recordsHostEvents(let value): recordsHostEvents = value
        }
    }
}
