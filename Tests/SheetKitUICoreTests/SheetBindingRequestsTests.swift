import SheetHostCore
import Testing

@testable import SheetKitUICore

/// `.bottomSheet(item:)` on iOS with UIKit played by a fake: the modifier's binding, its requests
/// (`SheetBindingRequests`), the host core's `SheetPresentationLifecycle` with the binding's retry
/// policy, and the same loop `SheetWindowPresentation` and SheetKit's `SheetLifecycleRunner` run to
/// carry out each effect. UIKit refuses presentations while `busy` (an alert still leaving, another
/// transition in flight) or while the anchor has no window, animates every transition (ended by
/// `transitionEnds()`), and lets the person drag a shown sheet away.
private struct World {
    enum Phase: Equatable { case rising, shown, leaving }

    var lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
    var requests = SheetBindingRequests<Int, Int>()
    var time = 0.0
    /// The app's binding: the identity of the item it names.
    var binding: Int?
    /// What the app's `onDismiss` sets the binding to, if anything.
    var onDismissSets: Int?
    var isTornDown = false
    var lastKey = 0
    var screen: (key: Int, phase: Phase)?
    var busy = false
    var anchorInWindow = true
    var transitionRetries: [Int] = []
    var deadlineRetries: [(key: Int, at: Double)] = []
    var sheetsTaken = 0
    var sheetsGone = 0
    var onDismissCalls = 0
    /// The item the binding named each time it was cleared.
    var clears: [Int] = []
    var log: [String] = []
    private var queue: [SheetLifecycleEvent<Int>] = []
    private var isRunning = false
    private var isSyncing = false
    /// A sync scheduled on the main queue.
    private var needsSync = false
    /// A request over is read again at once, inside the lifecycle's step, instead of on the main
    /// queue's next pass.
    var resyncsAtOnce = false

    /// The item the sheet on screen shows.
    var shownItem: Int? { screen.flatMap { requests.items[$0.key] } }

    /// The runner's `send`: an event sent while effects are carried out waits its turn.
    mutating func send(_ event: SheetLifecycleEvent<Int>) {
        queue.append(event)
        guard !isRunning else { return }
        isRunning = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            log.append("  \(next)")
            for effect in lifecycle.handle(next, at: time) { carryOut(effect) }
        }
        isRunning = false
    }

    private mutating func carryOut(_ effect: SheetLifecycleEffect<Int>) {
        switch effect {
        case .present(let key, _, _):
            guard anchorInWindow else { return send(.presentationRefused(key, transitionRunning: false)) }
            guard !busy, screen == nil else {
                return send(.presentationRefused(key, transitionRunning: true))
            }
            screen = (key, .rising)
            sheetsTaken += 1
            send(.presentationAccepted(key))
        case .dismiss(let key, _):
            guard let current = screen, current.key == key else {
                return send(.dismissalTransitionDidEnd(key, completed: true))
            }
            if current.phase == .rising { return send(.dismissalRefused(key, transitionRunning: true)) }
            screen?.phase = .leaving
            send(.dismissalTransitionWillBegin(key))
        case .askDismissalGuard(let key):
            // No guard here: the sheet may always be replaced.
            send(.dismissalGuardAnswered(key, allowsDismissal: true))
        case .retry(let key, .transitionEnd):
            transitionRetries.append(key)
        case .retry(let key, .deadline(let time)):
            deadlineRetries.append((key, time))
        case .notify(let notice):
            for callback in requests.callbacks(for: notice, current: binding) {
                switch callback {
                case .clearBinding:
                    if let binding { clears.append(binding) } else { Issue.record("cleared a nil binding") }
                    binding = nil
                case .onDismiss:
                    onDismissCalls += 1
                    if let onDismissSets { binding = onDismissSets }
                default:
                    break
                }
            }
            // Read again on the main queue's next pass, after the rest of the lifecycle's step.
            if requests.forgetIfOver(notice.id, in: lifecycle) {
                if resyncsAtOnce { sync() } else { needsSync = true }
            }
        }
    }

    /// The presenter's sync, after SwiftUI's update or once a request is over.
    mutating func sync() {
        guard !isTornDown, !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }
        var key = lastKey
        let events = requests.bindingNames(binding, in: lifecycle) { _ in
            key += 1
            return key
        }
        lastKey = key
        for event in events { send(event) }
    }

    /// The main queue's next pass: a scheduled sync runs.
    mutating func runMainQueue() {
        while needsSync {
            needsSync = false
            sync()
        }
    }

    /// The binding is set, and SwiftUI's update then runs the presenter's sync.
    mutating func set(_ item: Int?) {
        binding = item
        log.append("binding \(String(describing: item))")
        sync()
        runMainQueue()
    }

    /// The transition on screen ends, and with it any wait for a transition.
    mutating func transitionEnds() {
        if let current = screen {
            switch current.phase {
            case .rising:
                screen?.phase = .shown
                send(.presentationTransitionDidEnd(current.key, completed: true))
            case .leaving:
                screen = nil
                sheetsGone += 1
                send(.dismissalTransitionDidEnd(current.key, completed: true))
            case .shown:
                break
            }
        }
        fireTransitionRetries()
        runMainQueue()
    }

    mutating func fireTransitionRetries() {
        let due = transitionRetries
        transitionRetries = []
        for key in due { send(.retryDue(key)) }
        runMainQueue()
    }

    /// A tenth of a second passes: the deadlines it reaches are due.
    mutating func tick() {
        time += 0.1
        let due = deadlineRetries.filter { $0.at <= time + 1e-9 }
        deadlineRetries.removeAll { $0.at <= time + 1e-9 }
        for retry in due { send(.retryDue(retry.key)) }
        runMainQueue()
    }

    /// The person drags the shown sheet away (the presentation controller's report to its lifecycle).
    mutating func personDismisses() {
        guard let current = screen, current.phase == .shown else { return }
        send(.interactiveDismissalBegan(current.key))
        send(.dismiss(current.key, cause: .user))
        runMainQueue()
    }

    /// The anchor moves into a window: the wanted request is retried now.
    mutating func anchorMovesToWindow() {
        anchorInWindow = true
        if let wanted = requests.wanted { send(.retryDue(wanted)) }
        runMainQueue()
    }

    /// The modifier's view goes away: every request is dismissed.
    mutating func tearDown() {
        isTornDown = true
        for key in requests.items.keys.sorted() { send(.dismiss(key, cause: .app)) }
        runMainQueue()
    }

    /// Everything the platform owes happens.
    mutating func settle() {
        busy = false
        anchorMovesToWindow()
        for _ in 0..<60 {
            sync()
            runMainQueue()
            transitionEnds()
            tick()
        }
    }
}

@Suite struct SheetBindingRequestsTests {
    @Test func thePersonsDismissalClearsTheBindingOnlyOnceItsTransitionHasEnded() {
        var world = World()
        world.set(1)
        world.transitionEnds()
        #expect(world.screen?.phase == .shown)
        world.personDismisses()
        #expect(world.screen?.phase == .leaving)
        #expect(world.binding == 1)
        #expect(world.onDismissCalls == 0)
        world.transitionEnds()
        #expect(world.screen == nil)
        #expect(world.binding == nil)
        #expect(world.clears == [1])
        #expect(world.onDismissCalls == 1)
        #expect(world.lifecycle.isIdle)
    }

    @Test func theAppsNilDismissesWithoutWritingTheBinding() {
        var world = World()
        world.set(1)
        world.transitionEnds()
        world.set(nil)
        #expect(world.screen?.phase == .leaving)
        world.transitionEnds()
        #expect(world.clears.isEmpty)
        #expect(world.onDismissCalls == 1)
        #expect(world.requests.items.isEmpty)
    }

    @Test func anItemReplacedMidTransitionEndsTheOldAndPresentsTheNew() {
        var world = World()
        world.set(1)
        world.set(2)
        // UIKit refuses a dismissal during the rise: the old sheet finishes rising, then leaves.
        #expect(world.shownItem == 1)
        world.transitionEnds()
        #expect(world.screen?.phase == .leaving)
        world.transitionEnds()
        // No SwiftUI update in between: the lifecycle served the new request itself.
        #expect(world.shownItem == 2)
        #expect(world.screen?.phase == .rising)
        #expect(world.onDismissCalls == 1)
        #expect(world.binding == 2)
        #expect(world.clears.isEmpty)
    }

    @Test func theSameItemNamedAgainWhileItLeavesRisesAgainOnceItIsGone() {
        var world = World()
        world.set(1)
        world.transitionEnds()
        let first = world.screen?.key
        world.set(nil)
        world.set(1)
        #expect(world.screen?.key == first)
        #expect(world.screen?.phase == .leaving)
        world.transitionEnds()
        #expect(world.shownItem == 1)
        #expect(world.screen?.key != first)
        #expect(world.onDismissCalls == 1)
    }

    @Test func anItemNamedAgainInOnDismissIsReadAgainWithoutAnUpdate() {
        var world = World()
        world.set(1)
        world.transitionEnds()
        world.onDismissSets = 1
        world.personDismisses()
        world.transitionEnds()
        // nil then 1 within one callback: `onChange` never sees it, the re-read does.
        #expect(world.clears == [1])
        #expect(world.binding == 1)
        #expect(world.shownItem == 1)
        #expect(world.screen?.phase == .rising)
    }

    @Test func aPresentationWithNoWindowIsRetriedAtADeadlineThenGivenUp() {
        var world = World()
        world.anchorInWindow = false
        world.set(1)
        #expect(world.deadlineRetries.map(\.at) == [0.1])
        for _ in 0..<PresentationRetryPolicy.bindingPresentation.maximumRetries { world.tick() }
        // The last refusal is one too many: the request ends, and the binding learns.
        #expect(world.screen == nil)
        #expect(world.deadlineRetries.isEmpty)
        #expect(world.binding == nil)
        #expect(world.clears == [1])
        #expect(world.onDismissCalls == 0)
        #expect(world.lifecycle.isIdle)
    }

    @Test func anAnchorReachingItsWindowPresentsAtOnce() {
        var world = World()
        world.anchorInWindow = false
        world.set(1)
        world.tick()
        world.anchorMovesToWindow()
        #expect(world.shownItem == 1)
        // The deadline still pending is stale: it changes nothing.
        world.tick()
        world.tick()
        #expect(world.sheetsTaken == 1)
    }

    @Test func aRefusalDuringAnotherTransitionWaitsForIt() {
        var world = World()
        world.busy = true
        world.set(1)
        #expect(world.transitionRetries.count == 1)
        #expect(world.deadlineRetries.isEmpty)
        world.busy = false
        world.fireTransitionRetries()
        #expect(world.shownItem == 1)
    }

    @Test func teardownMidTransitionDismisses() {
        var world = World()
        world.set(1)
        world.tearDown()
        world.transitionEnds()
        #expect(world.screen?.phase == .leaving)
        world.transitionEnds()
        #expect(world.screen == nil)
        #expect(world.lifecycle.isIdle)
        // A request still waiting is withdrawn.
        var waiting = World()
        waiting.anchorInWindow = false
        waiting.set(2)
        waiting.tearDown()
        #expect(waiting.lifecycle.isIdle)
        #expect(waiting.sheetsTaken == 0)
    }

    /// (notice about request 1, the binding's item) → the callbacks: the `.swiftUI` rows, the binding
    /// cleared only while it names the sheet's item
    static let callbackRows: [(SheetLifecycleNotice<Int>, Int?, [SheetCallback])] = [
        (.didDismiss(1, cause: .user), 7, [.clearBinding, .onDismiss]),
        (.didDismiss(1, cause: .user), 8, [.onDismiss]),
        (.didDismiss(1, cause: .user), nil, [.onDismiss]),
        (.didDismiss(1, cause: .system), 7, [.clearBinding, .onDismiss]),
        // Whoever caused it (UIKit on the app's behalf too): cleared while it still names the sheet.
        (.didDismiss(1, cause: .app), 7, [.clearBinding, .onDismiss]),
        (.willDismiss(1, cause: .user), 7, []),
        (.dismissalCancelled(1), 7, []),
        (.requestEnded(1, .refused), 7, [.clearBinding]),
        (.requestEnded(1, .cancelled), 7, [.clearBinding]),
        (.requestEnded(1, .cancelled), 8, []),
        (.requestEnded(1, .presented), 7, []),
        (.attemptedToDismiss(1), 7, [.onAttemptToDismiss]),
        (.selectedDetentChanged(1, .large, cause: .user), 7, [.writeSelection]),
        (.selectedDetentChanged(1, .large, cause: .system), 7, [.writeSelection]),
        (.selectedDetentChanged(1, .large, cause: .app), 7, [.writeSelection]),
        // Not this modifier's request: nothing.
        (.didDismiss(9, cause: .user), 7, []),
    ]

    @Test(arguments: callbackRows.indices)
    func theCallbacksOfANotice(_ index: Int) {
        let (notice, current, expected) = Self.callbackRows[index]
        var requests = SheetBindingRequests<Int, Int>()
        let lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
        #expect(requests.bindingNames(7, in: lifecycle) { _ in 1 } == [.request(1, policy: .replace)])
        #expect(requests.callbacks(for: notice, current: current) == expected)
        #expect(requests.contentDismissalClearsBinding(1, current: current) == (current == 7))
    }

    /// `isPresented` false, then true while the first sheet still slides away: the first sheet's
    /// end runs its `onDismiss` but leaves the binding to the new request, as `.sheet` presents again.
    @Test func anOldSheetsEndKeepsTheBindingOfTheNewRequest() {
        var requests = SheetBindingRequests<Int, Int>()
        let lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
        #expect(requests.bindingNames(7, in: lifecycle) { _ in 1 } == [.request(1, policy: .replace)])
        #expect(requests.bindingNames(nil, in: lifecycle) { _ in 1 } == [.dismiss(1, cause: .app)])
        #expect(requests.bindingNames(7, in: lifecycle) { _ in 2 } == [.request(2, policy: .replace)])
        #expect(requests.callbacks(for: .didDismiss(1, cause: .user), current: 7) == [.onDismiss])
        #expect(
            requests.callbacks(for: .didDismiss(2, cause: .user), current: 7) == [.clearBinding, .onDismiss])
    }

    /// Random scripts of binding changes, refusals, windowless anchors, drags, retries and
    /// transitions: one sheet at a time, did-dismiss never before its transition ended, and once the
    /// platform settles the screen shows exactly what the binding names, every sheet that rose and
    /// left told `onDismiss` once.
    @Test(arguments: 0..<300)
    func randomScriptsSettleOnWhatTheBindingNames(seed: Int) {
        Self.runScript(seed: seed, resyncsAtOnce: false)
    }

    /// The same scripts with the binding read again at once when a request is over, inside the
    /// lifecycle's step (a dismissal then reaches requests still unanswered by UIKit).
    @Test(arguments: 0..<300)
    func randomScriptsSettleWhenARequestOverIsReadAgainAtOnce(seed: Int) {
        Self.runScript(seed: seed, resyncsAtOnce: true)
    }

    static func runScript(seed: Int, resyncsAtOnce: Bool) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        var world = World()
        world.resyncsAtOnce = resyncsAtOnce
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                let id = Int.random(in: 0...3, using: &random)
                world.set(id == 0 ? nil : id)
            case 2:
                world.busy.toggle()
                world.log.append("busy \(world.busy)")
                if !world.busy { world.fireTransitionRetries() }
            case 3:
                world.log.append("anchor in window \(!world.anchorInWindow)")
                if world.anchorInWindow { world.anchorInWindow = false } else { world.anchorMovesToWindow() }
            case 4, 5:
                world.log.append("transition ends")
                world.transitionEnds()
            case 6:
                world.log.append("person dismisses")
                world.personDismisses()
            case 7:
                world.log.append("tick")
                world.tick()
            case 8:
                world.onDismissSets =
                    Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : nil
            default:
                world.log.append("update")
                world.sync()
                world.runMainQueue()
            }
            #expect(world.onDismissCalls <= world.sheetsGone, "\(world.log.joined(separator: "\n"))")
        }
        world.onDismissSets = nil
        world.settle()
        let trace = world.log.joined(separator: "\n")
        if let binding = world.binding {
            #expect(world.shownItem == binding, "\(trace)")
            #expect(world.screen?.phase == .shown, "\(trace)")
        } else {
            #expect(world.screen == nil, "\(trace)")
            #expect(world.lifecycle.isIdle, "\(trace)")
        }
        #expect(world.onDismissCalls == world.sheetsGone, "\(trace)")
        #expect(world.sheetsTaken == world.sheetsGone + (world.screen == nil ? 0 : 1), "\(trace)")
    }
}
