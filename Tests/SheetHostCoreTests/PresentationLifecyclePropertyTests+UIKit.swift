import SheetCore
import SheetHostCore
import SheetTestSupport
import Testing

/// The lifecycle against ``UIKitPresentationModel`` in random orders: the person's interactive
/// dismissal overtaken by the app (in code, by UIKit on its behalf, or by a `.replace`), dismissals
/// under a stacked sheet still rising, guarded sheets under `.replace`, teardowns mid-transition,
/// an alert of the app's own over the top sheet, requests made from did-dismiss, the person's
/// dismissal of a sheet under another, and late dismissal ends of sheets torn down.
extension PresentationLifecyclePropertyTests {
    /// How often a run reached each order the rules are about.
    struct Reached {
        var interactiveOvertaken = 0
        var dismissedUnderRising = 0
        var guardRefusedReplace = 0
        var teardownMidTransition = 0
        var requestFromDidDismiss = 0
        var personDismissals = 0
        var refusedForAlert = 0
        var requestDuringDrag = 0
        var personDismissedUnder = 0
        var staleEnds = 0
        var cancellationsHeard = 0
    }

    @Test(
        "against UIKit: nothing asked during a transition or the person's drag, causes by who asked, guarded sheets never replaced, presented only after did-present, every will-dismiss a listener heard ends, no notice from a stale end"
    )
    func uikitOrders() {
        var reached = Reached()
        for seed in UInt64(1)...400 {
            var random = SplitMix64(seed: seed &* 7919)
            var lifecycle = SheetPresentationLifecycle<Int>(
                retryPolicy: random.bool() ? .sheetPresenter : .bindingPresentation)
            var uikit = UIKitPresentationModel()
            uikit.answersGuardsLater = random.int(0...3) == 0
            var queue: [SheetLifecycleEvent<Int>] = []
            var time = 0.0
            var risen: Set<Int> = []
            var willPresent: [Int: Int] = [:]
            var didDismiss: [Int: Int] = [:]
            var interactive: Set<Int> = []
            /// The sheets each front end heard will-dismiss for, not yet followed by its did-dismiss
            /// or a cancellation.
            var heardWill: [SheetFrontEnd: Set<Int>] = [:]
            /// Notices told while a stale event ran.
            var staleNotices: [String] = []
            var runningStale = false

            func request(_ id: Int, _ policy: SheetPresentationPolicy) -> SheetLifecycleEvent<Int> {
                uikit.policies[id] = policy
                if !lifecycle.waiting.contains(where: { $0.id == id }) { uikit.refusedFor[id] = nil }
                if uikit.index(of: id) == nil {
                    uikit.appAsked.remove(id)
                    uikit.personReleased.remove(id)
                    uikit.guardAllowed.remove(id)
                }
                return .request(id, policy: policy, animated: random.bool())
            }

            func listen(_ notice: SheetLifecycleNotice<Int>) {
                let ends: Set<SheetCallback> = [
                    .presentationControllerDidDismiss, .sheetControllerDidDismiss,
                    .sheetControllerDidCancelDismissal,
                ]
                let wills: Set<SheetCallback> = [
                    .presentationControllerWillDismiss, .sheetControllerWillDismiss,
                ]
                for frontEnd in SheetFrontEnd.allCases {
                    let heard = SheetDelegateTable.callbacks(
                        for: notice, in: frontEnd, whileRequested: lifecycle.isRequested(notice.id))
                    if heard.contains(where: wills.contains) {
                        #expect(
                            heardWill[frontEnd, default: []].insert(notice.id).inserted,
                            "\(frontEnd) heard will-dismiss of \(notice.id) twice, seed \(seed)")
                    }
                    // UIKit's standard delegate hears a cancellation through the transition coordinator.
                    let cancelled = notice.kind == .dismissalCancelled && frontEnd == .presentationController
                    if heard.contains(where: ends.contains) || cancelled {
                        if notice.kind == .dismissalCancelled { reached.cancellationsHeard += 1 }
                        #expect(
                            heardWill[frontEnd]?.remove(notice.id) != nil,
                            "\(frontEnd) heard \(notice) with no will-dismiss before, seed \(seed)")
                    }
                }
            }

            func check(_ notice: SheetLifecycleNotice<Int>, on event: SheetLifecycleEvent<Int>) {
                listen(notice)
                if runningStale { staleNotices.append("\(notice) from stale \(event)") }
                switch notice {
                case .willPresent(let id):
                    willPresent[id, default: 0] += 1
                    risen.remove(id)
                case .didPresent(let id):
                    risen.insert(id)
                case .requestEnded(let id, .presented):
                    #expect(risen.contains(id), "\(id) ended presented without did-present, seed \(seed)")
                case .didDismiss(let id, let cause):
                    didDismiss[id, default: 0] += 1
                    interactive.remove(id)
                    if case .teardown = event {
                        #expect(cause == .system, "teardown of \(id) told as \(cause), seed \(seed)")
                        return
                    }
                    // A rise UIKit cancelled ends the sheet by UIKit's doing, whatever was asked of it.
                    if case .presentationTransitionDidEnd(id, false) = event { return }
                    #expect(
                        uikit.index(of: id) == nil, "did-dismiss of \(id) before UIKit ended, seed \(seed)")
                    let released = uikit.personReleased.contains(id)
                    let asked = uikit.appAsked.contains(id) || uikit.guardAllowed.contains(id)
                    if cause == .user {
                        #expect(released, "\(id)'s dismissal told as the person's, seed \(seed)")
                        reached.personDismissals += 1
                    }
                    if released, !asked {
                        #expect(cause == .user, "\(id): the person's as \(cause), seed \(seed)")
                    }
                    if asked, !released {
                        // Taken along by the person's dismissal of a sheet under it: UIKit's doing.
                        let allowed: Set<HostCause> =
                            uikit.takenByPerson.contains(id) ? [.app, .system] : [.app]
                        #expect(allowed.contains(cause), "\(id): the app's as \(cause), seed \(seed)")
                    }
                    if random.int(0...2) == 0 {
                        // A new sheet asked from did-dismiss: UIKit must take it (no refusal is recorded).
                        reached.requestFromDidDismiss += 1
                        queue.append(request(random.int(0...4), random.bool() ? .replace : .stack))
                    }
                default:
                    break
                }
            }

            func run(_ event: SheetLifecycleEvent<Int>) {
                queue.append(event)
                while !queue.isEmpty {
                    let next = queue.removeFirst()
                    time += 0.01
                    for effect in lifecycle.handle(next, at: time) {
                        if case .notify(let notice) = effect { check(notice, on: next) }
                        queue += uikit.carryOut(effect, waitingFirst: lifecycle.waiting.first?.id, &random)
                    }
                }
            }

            for _ in 0..<90 {
                // The app's own alert goes when its sheet does, or when the person answers it.
                if let alert = uikit.alertOver, uikit.index(of: alert) == nil || random.int(0...5) == 0 {
                    uikit.alertOver = nil
                }
                // A late end is told apart from the new presentation's by the lifecycle unless that one
                // is leaving too: then only the binding can (it links events per presentation
                // controller), so the model holds it back.
                if let stale = uikit.staleLater.first, random.int(0...9) == 0,
                    case .dismissalTransitionDidEnd(let staleID, _) = stale,
                    uikit.screen.first(where: { $0.id == staleID })?.phase != .leaving
                {
                    // A torn-down sheet's dismissal end, late: it is about an earlier presentation.
                    reached.staleEnds += 1
                    runningStale = true
                    run(uikit.staleLater.removeFirst())
                    runningStale = false
                    continue
                }
                if !uikit.later.isEmpty, random.int(0...9) < 5 {
                    let event = uikit.later.remove(at: random.int(0...(uikit.later.count - 1)))
                    if let event = uikit.deliver(event) { run(event) }
                    continue
                }
                let id = random.int(0...4)
                let top = uikit.top
                let topIsUp = top?.phase == .up && !uikit.isMoving
                let topCanGo = topIsUp && !uikit.guarded.contains(top!.id)
                switch random.int(0...16) {
                case 0...2:
                    if uikit.dragging != nil { reached.requestDuringDrag += 1 }
                    run(request(id, random.bool() ? .replace : .stack))
                case 3:
                    uikit.appAsks(id)
                    run(.dismiss(id, cause: .app, animated: random.bool()))
                case 4 where topCanGo && !interactive.contains(top!.id) && uikit.dragging == nil:
                    // The person's drag goes below the smallest detent: UIKit's interactive dismissal runs.
                    interactive.insert(top!.id)
                    uikit.dragging = top!.id
                    run(.interactiveDismissalBegan(top!.id))
                case 5 where interactive.contains(top?.id ?? -1) && topIsUp:
                    interactive.remove(top!.id)
                    uikit.dragging = nil
                    run(.interactiveDismissalCancelled(top!.id))
                case 6 where topCanGo:
                    // The person lets go below (or flings): the host's sheet leaves by itself.
                    uikit.personReleased.insert(top!.id)
                    interactive.remove(top!.id)
                    if uikit.dragging == top!.id { uikit.dragging = nil }
                    run(.dismiss(top!.id, cause: .user))
                case 7 where topIsUp && uikit.guarded.contains(top!.id):
                    run(.attemptedToDismiss(top!.id))
                case 8:
                    let target: Int? = random.int(0...4) == 0 ? nil : id
                    if uikit.isInTransition { reached.teardownMidTransition += 1 }
                    uikit.tearDown(target, keepsLateEnds: random.bool())
                    run(.teardown(target))
                case 9 where !uikit.isInTransition && !uikit.screen.isEmpty:
                    // UIKit dismisses on the app's behalf (a logout's rootViewController.dismiss).
                    let bottom = uikit.screen[0].id
                    uikit.appAsks(bottom)
                    for index in uikit.screen.indices { uikit.screen[index].phase = .leaving }
                    uikit.later.append(.dismissalTransitionDidEnd(bottom, completed: true))
                    run(.dismissalTransitionWillBegin(bottom, cause: .app))
                case 10 where interactive.contains(top?.id ?? -1):
                    // The app overtakes the person's interactive dismissal, in code or by a replace.
                    reached.interactiveOvertaken += 1
                    if random.bool() {
                        uikit.appAsks(top!.id)
                        run(.dismiss(top!.id, cause: .app))
                    } else {
                        run(request(5, .replace))
                    }
                case 11 where uikit.screen.count >= 2 && top?.phase == .rising:
                    reached.dismissedUnderRising += 1
                    let under = uikit.screen[uikit.screen.count - 2].id
                    uikit.appAsks(under)
                    run(.dismiss(under, cause: .app))
                case 12:
                    run(.selectedDetentChanged(id, .medium, cause: .user))
                case 14
                where topIsUp && uikit.dragging == nil && uikit.screen.count >= 2
                    && !uikit.screen.suffix(2).contains { uikit.guarded.contains($0.id) }:
                    // The person dismisses the sheet under the top one (its close button): the top one
                    // goes with it, by UIKit, not by the person.
                    reached.personDismissedUnder += 1
                    let under = uikit.screen[uikit.screen.count - 2].id
                    uikit.personReleased.insert(under)
                    uikit.takenByPerson.insert(top!.id)
                    run(.dismiss(under, cause: .user))
                case 13 where topIsUp && uikit.alertOver == nil:
                    // An alert of the app's own over the top sheet: not a sheet, the lifecycle never hears of it.
                    uikit.alertOver = top!.id
                default:
                    run(request(id, random.bool() ? .replace : .stack))
                }
            }
            uikit.alertOver = nil
            var rounds = 0
            while !uikit.later.isEmpty, rounds < 2_000 {
                rounds += 1
                if let event = uikit.deliver(uikit.later.removeFirst()) { run(event) }
            }
            uikit.tearDown(nil)
            run(.teardown(nil))
            runningStale = true
            for event in uikit.staleLater where lifecycle.isIdle { run(event) }
            runningStale = false
            #expect(staleNotices.isEmpty, "\(staleNotices), seed \(seed)")
            for (frontEnd, ids) in heardWill {
                #expect(ids.isEmpty, "\(frontEnd) heard will-dismiss of \(ids) with no end, seed \(seed)")
            }
            reached.guardRefusedReplace += uikit.guardRefusals
            reached.refusedForAlert += uikit.refusedForAlert
            #expect(lifecycle.isIdle, "seed \(seed)")
            #expect(uikit.refusedAsks.isEmpty, "UIKit would refuse: \(uikit.refusedAsks), seed \(seed)")
            #expect(uikit.unaskedDismissals.isEmpty, "\(uikit.unaskedDismissals), seed \(seed)")
            #expect(uikit.presentedOverGuarded.isEmpty, "\(uikit.presentedOverGuarded), seed \(seed)")
            #expect(willPresent == didDismiss, "did-dismiss once per presented sheet, seed \(seed)")
        }
        // The runs reach every order the rules are about.
        #expect(reached.interactiveOvertaken > 30)
        #expect(reached.dismissedUnderRising > 50)
        #expect(reached.guardRefusedReplace > 50)
        #expect(reached.teardownMidTransition > 50)
        #expect(reached.requestFromDidDismiss > 100)
        #expect(reached.personDismissals > 50)
        #expect(reached.refusedForAlert > 20)
        #expect(reached.requestDuringDrag > 30)
        #expect(reached.personDismissedUnder > 30)
        #expect(reached.staleEnds > 10)
        #expect(reached.cancellationsHeard > 30)
    }
}
