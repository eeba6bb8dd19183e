import SheetCore
import Testing

@testable import SheetHostCore

/// The lifecycle against a platform that answers in random orders: refusals, dismissals during
/// presentations, presentations during dismissals, teardowns mid-transition, items replaced
/// mid-transition, the person's interactive dismissals.
@Suite("Presentation lifecycle properties")
struct PresentationLifecyclePropertyTests {
    typealias Event = SheetLifecycleEvent<Int>

    /// A platform that answers the lifecycle's effects later, in any order, as UIKit may.
    private struct Platform {
        var pending: [Event] = []

        mutating func take(_ effects: [SheetLifecycleEffect<Int>], _ random: inout SplitMix64) {
            for effect in effects {
                switch effect {
                case .present(let id, _, _):
                    pending.append(
                        random.int(0...9) < 7
                            ? .presentationAccepted(id)
                            : .presentationRefused(id, transitionRunning: random.bool()))
                case .dismiss(let id, _):
                    pending.append(
                        random.int(0...9) < 8
                            ? .dismissalTransitionWillBegin(id, cause: .app)
                            : .dismissalRefused(id, transitionRunning: random.bool()))
                case .retry(let id, _):
                    pending.append(.retryDue(id))
                case .askDismissalGuard(let id):
                    pending.append(.dismissalGuardAnswered(id, allowsDismissal: random.bool()))
                case .notify(.didDismiss(let id, _)):
                    // Its views are gone: UIKit reports nothing more of that presentation.
                    pending.removeAll { $0.isTransition(of: id) }
                case .notify:
                    break
                }
            }
        }

        /// What follows a delivered event (a rise's end after its acceptance, a dismissal's end after its start).
        mutating func followUp(_ event: Event, _ random: inout SplitMix64) {
            switch event {
            case .presentationAccepted(let id):
                pending.append(.presentationTransitionDidEnd(id, completed: random.int(0...9) < 9))
            case .dismissalTransitionWillBegin(let id, _):
                pending.append(.dismissalTransitionDidEnd(id, completed: random.int(0...9) < 9))
            default:
                break
            }
        }
    }

    /// What the notices add up to, checked after every event.
    private struct Ledger {
        var opened: [Int: Int] = [:]
        var ended: [Int: Int] = [:]
        var willPresent: [Int: Int] = [:]
        var didDismiss: [Int: Int] = [:]
        /// The presenter's completions and SwiftUI's `onDismiss`, by the delegate table.
        var completions: [Int: Int] = [:]
        var onDismiss: [Int: Int] = [:]
        /// The requests the app dismissed while their presentation was asked and unanswered.
        var withdrawn: Set<Int> = []
        /// Withdrawn requests the platform then took, and then refused.
        var withdrawnTaken = 0
        var withdrawnRefused = 0

        mutating func record(
            _ event: Event, before: SheetPresentationLifecycle<Int>, after: SheetPresentationLifecycle<Int>,
            effects: [SheetLifecycleEffect<Int>], seed: UInt64
        ) {
            switch event {
            case .dismiss(let id, _, _):
                if before.waiting.contains(where: { $0.id == id && $0.phase == .requested }) {
                    withdrawn.insert(id)
                }
            case .presentationRefused(let id, _):
                // Refused, a withdrawn request ends as cancelled and is not retried.
                if withdrawn.remove(id) != nil, !before.staleAnswer(id) {
                    withdrawnRefused += 1
                    #expect(
                        effects.contains(.notify(.requestEnded(id, .cancelled)))
                            && !effects.contains { if case .retry(id, _) = $0 { true } else { false } },
                        "withdrawn \(id) refused: \(effects), seed \(seed)")
                }
            case .request(let id, _, _), .teardown(.some(let id)):
                withdrawn.remove(id)
            case .teardown(nil):
                withdrawn.removeAll()
            default:
                break
            }
            let openedNow = after.openRequestCount - before.openRequestCount + endedRequests(in: effects)
            if openedNow > 0, let id = event.sheetID { opened[id, default: 0] += openedNow }
            for case .notify(let notice) in effects {
                let presenter = SheetDelegateTable.callbacks(for: notice, in: .presenter)
                completions[notice.id, default: 0] +=
                    presenter.filter { $0 == .completionPresented || $0 == .completionNotPresented }.count
                onDismiss[notice.id, default: 0] +=
                    SheetDelegateTable.callbacks(for: notice, in: .swiftUI).filter { $0 == .onDismiss }.count
                switch notice {
                case .requestEnded(let id, _):
                    ended[id, default: 0] += 1
                    #expect(
                        ended[id]! <= opened[id, default: 0], "request of \(id) ended twice, seed \(seed)")
                case .willPresent(let id):
                    willPresent[id, default: 0] += 1
                    // A sheet the app withdrew is never adopted: taken, its request is cancelled at once
                    // (and the sheet dismissed once its rise has ended: UIKit refuses it before).
                    if withdrawn.remove(id) != nil {
                        withdrawnTaken += 1
                        #expect(
                            effects.contains(.notify(.requestEnded(id, .cancelled)))
                                && !effects.contains { if case .dismiss(id, _) = $0 { true } else { false } },
                            "withdrawn \(id) adopted on \(event), seed \(seed)")
                        #expect(
                            after.stack.last { $0.id == id }?.isRequestOpen == false,
                            "withdrawn \(id) kept its request, seed \(seed)")
                    }
                case .didDismiss(let id, _):
                    didDismiss[id, default: 0] += 1
                    #expect(
                        didDismiss[id]! <= willPresent[id, default: 0],
                        "did-dismiss of \(id) without a presentation, seed \(seed)")
                    #expect(event.endsATransition, "did-dismiss of \(id) on \(event), seed \(seed)")
                default:
                    break
                }
            }
            // Only the first waiting request is ever asked of the platform.
            #expect(
                !after.waiting.dropFirst().contains { $0.phase != .waiting },
                "a request behind the first was asked, seed \(seed)")
            for case .present in effects {
                #expect(
                    !after.stack.contains { $0.phase == .presenting || $0.phase == .dismissing },
                    "presented while a sheet moved, seed \(seed)")
            }
        }
    }

    @Test(
        "every request ends once; did-dismiss once per presented sheet, only at a transition's end; a withdrawn request is never adopted"
    )
    func randomPlatformOrders() {
        var withdrawnTaken = 0
        var withdrawnRefused = 0
        for seed in UInt64(1)...300 {
            var random = SplitMix64(seed: seed)
            // The raw lifecycle, not a LifecycleTestStore: a property test over random orders, with a ledger.
            var lifecycle = SheetPresentationLifecycle<Int>(
                retryPolicy: random.bool() ? .sheetPresenter : .bindingPresentation)
            var platform = Platform()
            var ledger = Ledger()
            var time = 0.0
            func send(_ event: Event) {
                time += random.double(0...0.2)
                let before = lifecycle
                let effects = lifecycle.handle(event, at: time)
                ledger.record(event, before: before, after: lifecycle, effects: effects, seed: seed)
                platform.take(effects, &random)
            }
            for _ in 0..<80 {
                if !platform.pending.isEmpty, random.int(0...9) < 6 {
                    let event = platform.pending.remove(at: random.int(0...(platform.pending.count - 1)))
                    platform.followUp(event, &random)
                    send(event)
                    continue
                }
                let id = random.int(0...3)
                switch random.int(0...10) {
                case 0...2:
                    send(.request(id, policy: random.bool() ? .replace : .stack, animated: random.bool()))
                case 3: send(.dismiss(id, cause: random.bool() ? .app : .user))
                case 10:
                    // The app withdraws a request whose presentation the platform has not answered.
                    if let asked = lifecycle.waiting.first(where: { $0.phase == .requested }) {
                        send(.dismiss(asked.id, animated: random.bool()))
                    }
                case 4: send(.interactiveDismissalBegan(id))
                case 5: send(.interactiveDismissalCancelled(id))
                case 6:
                    send(.teardown(random.int(0...4) == 0 ? nil : id))
                    platform.pending.removeAll { $0.isTransition(of: id) }
                case 7:
                    // The app's own dismiss(animated:) of what shows.
                    if let top = lifecycle.visibleSheetID {
                        let begin = Event.dismissalTransitionWillBegin(top, cause: .app)
                        platform.followUp(begin, &random)
                        send(begin)
                    }
                default: send(.selectedDetentChanged(id, .medium, cause: .user))
                }
            }
            // The platform answers everything left, then the presenter goes away.
            var rounds = 0
            while !platform.pending.isEmpty, rounds < 2_000 {
                rounds += 1
                let event = platform.pending.removeFirst()
                platform.followUp(event, &random)
                send(event)
            }
            send(.teardown(nil))
            #expect(lifecycle.isIdle, "seed \(seed)")
            #expect(ledger.opened == ledger.ended, "every request ends exactly once, seed \(seed)")
            #expect(
                ledger.willPresent == ledger.didDismiss, "did-dismiss once per presented sheet, seed \(seed)")
            #expect(
                ledger.completions.filter { $0.value > 0 } == ledger.ended,
                "a presenter's completion once per request, seed \(seed)")
            #expect(
                ledger.onDismiss.filter { $0.value > 0 } == ledger.didDismiss,
                "SwiftUI's onDismiss once per presented sheet, seed \(seed)")
            withdrawnTaken += ledger.withdrawnTaken
            withdrawnRefused += ledger.withdrawnRefused
        }
        // The orders reach both answers to a withdrawn request.
        #expect(withdrawnTaken > 100)
        #expect(withdrawnRefused > 30)
    }
}

extension SheetLifecycleEvent<Int> {
    fileprivate var sheetID: Int? {
        switch self {
        case .request(let id, _, _), .presentationAccepted(let id): return id
        default: return nil
        }
    }

    /// Whether a sheet may be over after this event: a dismissal transition ended, a rise was
    /// cancelled, or the views were torn down.
    fileprivate var endsATransition: Bool {
        switch self {
        case .dismissalTransitionDidEnd(_, true), .presentationTransitionDidEnd(_, false), .teardown:
            return true
        default: return false
        }
    }
}

extension SheetPresentationLifecycle {
    /// Whether an answer for `id` finds no request asked: one torn down, or already answered.
    fileprivate func staleAnswer(_ id: ID) -> Bool {
        !waiting.contains { $0.id == id && $0.phase == .requested } || staleAnswers[id] != nil
    }

    /// Requests not yet ended: waiting, or on screen and not yet risen.
    fileprivate var openRequestCount: Int { waiting.count + stack.filter(\.isRequestOpen).count }
}

/// The requests `effects` end.
private func endedRequests(in effects: [SheetLifecycleEffect<Int>]) -> Int {
    effects.filter { if case .notify(.requestEnded) = $0 { true } else { false } }.count
}
