import Testing

@testable import SheetKitUICore

/// `.bottomSheet(item:)` on iOS with UIKit played by a fake: the modifier's identity rules
/// (`SheetItemPresentation`), the presenter's state (`SheetPresentationState`) and the same small
/// loop the presenter runs to carry out each step. UIKit refuses presentations while `busy` (an
/// alert still leaving, a transition in flight), can't present while the anchor has no window,
/// animates every transition (ended by `.transitionEnds`) and lets the person drag a shown sheet away.
private struct World {
    enum Phase: Equatable { case rising, shown, leaving }

    var item = SheetItemPresentation<String, Int>()
    var state = SheetPresentationState<Int>()
    /// The app's binding: an identity and the version of its value.
    var binding: (id: Int, version: Int)?
    /// The identity the modifier last saw (SwiftUI's `onChange(of: item.map(identity))`).
    var seenID: Int?
    /// The content the presenter holds (the anchor's last update).
    var contentID: Int?
    var screen: (id: Int, phase: Phase)?
    /// The presenter asked UIKit to dismiss while the sheet was still rising: it starts after.
    var leaveRequested = false
    var busy = false
    var anchorInWindow = true
    var retryScheduled = false
    var onDismissCalls = 0
    var sheetsGone = 0
    var log: [String] = []

    func value(_ binding: (id: Int, version: Int)?) -> String? {
        binding.map { "item \($0.id) v\($0.version)" }
    }

    /// A SwiftUI update: the modifier's `onChange`, the anchor's content, then a sync.
    mutating func update() {
        let id = binding?.id
        if id != seenID {
            seenID = id
            carryOut(item.bindingChanged(to: value(binding), id: id))
        }
        item.itemChanged(to: value(binding), id: id)
        contentID = item.shownID
        sync()
    }

    mutating func carryOut(_ actions: [SheetItemPresentation<String, Int>.Action]) {
        for action in actions {
            log.append("  action \(action)")
            switch action {
            case .present(let id):
                state.present(id)
                sync()
            case .dismiss:
                state.dismiss()
                sync()
            case .clearBinding:
                binding = nil
            case .callOnDismiss:
                onDismissCalls += 1
            }
        }
    }

    /// The presenter's loop: the state's step, carried out on the fake UIKit.
    mutating func sync() {
        for _ in 0..<8 {
            // The presenter asks the modifier for the wanted item's content between updates.
            if let wanted = state.wanted, contentID != wanted, item.shownID == wanted { contentID = wanted }
            let step = state.next(contentID: contentID, canPresent: anchorInWindow)
            switch step {
            case .wait:
                return
            case .present:
                #expect(screen == nil, "one sheet at a time")
                if busy {
                    log.append("  refused")
                    // Retried after the transition; given up, the next step cancels.
                    if state.presentationRefused() {
                        retryScheduled = true
                        return
                    }
                    continue
                }
                screen = (state.wanted!, .rising)
                state.presentationStarted()
                log.append("  presented \(screen!.id)")
                return
            case .dismiss:
                state.dismissalStarted()
                guard let current = screen else { return }
                if current.phase == .rising {
                    leaveRequested = true
                } else if current.phase == .shown {
                    beginLeaving()
                }
                return
            case .cancel:
                log.append("  cancelled \(String(describing: state.requested))")
                state.cancelled()
                carryOut(item.presentationCancelled())
                rereadBinding()
            }
        }
        Issue.record("the presenter's loop did not settle")
    }

    /// After a presentation ends the modifier reads its binding again: the app may have named an
    /// item again before SwiftUI's next update, which `onChange` would then never report.
    mutating func rereadBinding() {
        seenID = binding?.id
        carryOut(item.bindingChanged(to: value(binding), id: binding?.id))
    }

    mutating func beginLeaving() {
        screen?.phase = .leaving
        state.dismissalStarted()
        carryOut(item.sheetWillDismiss())
    }

    mutating func transitionEnds() {
        guard let current = screen else { return }
        switch current.phase {
        case .rising:
            screen?.phase = .shown
            if leaveRequested {
                leaveRequested = false
                beginLeaving()
            }
        case .leaving:
            screen = nil
            sheetsGone += 1
            state.dismissalEnded()
            carryOut(item.sheetDidDismiss())
            rereadBinding()
            sync()
        case .shown:
            return
        }
    }

    mutating func personDismisses() {
        guard screen?.phase == .shown else { return }
        beginLeaving()
    }

    mutating func retry() {
        guard retryScheduled else { return }
        retryScheduled = false
        sync()
    }

    /// Everything the platform owes happens: no more refusals, the anchor in its window, updates,
    /// transitions and retries until nothing changes.
    mutating func settle() {
        busy = false
        anchorInWindow = true
        for _ in 0..<40 {
            update()
            retry()
            transitionEnds()
        }
        update()
    }
}

@Suite struct SheetPresentationStateTests {
    @Test func aPresentationWithdrawnBeforeItStartsIsCancelledAndTheNextItemPresents() {
        var state = SheetPresentationState<Int>()
        state.present(1)
        // The content hasn't arrived: nothing to present yet.
        #expect(state.next(contentID: nil, canPresent: true) == .wait)
        state.dismiss()
        #expect(state.next(contentID: nil, canPresent: true) == .cancel)
        state.cancelled()
        #expect(state.next(contentID: nil, canPresent: true) == .wait)
        state.present(2)
        #expect(state.next(contentID: 2, canPresent: true) == .present)
    }

    @Test func aRefusedPresentationIsRetriedThenGivenUp() {
        var state = SheetPresentationState<Int>()
        state.present(1)
        for _ in 0..<SheetPresentationState<Int>.maximumRefusals {
            #expect(state.next(contentID: 1, canPresent: true) == .present)
            let retries = state.presentationRefused()
            #expect(retries)
        }
        #expect(state.next(contentID: 1, canPresent: true) == .present)
        let retries = state.presentationRefused()
        #expect(!retries)
        #expect(state.next(contentID: 1, canPresent: true) == .cancel)
        state.cancelled()
        #expect(state.wanted == nil)
        #expect(state.next(contentID: 1, canPresent: true) == .wait)
    }

    @Test func aRefusalFollowedByASuccessCountsAgainFromZero() {
        var state = SheetPresentationState<Int>()
        state.present(1)
        state.presentationRefused()
        state.presentationStarted()
        #expect(state.refusals == 0)
        #expect(state.presented == 1)
        state.dismiss()
        #expect(state.next(contentID: 1, canPresent: true) == .dismiss)
        state.dismissalStarted()
        #expect(state.next(contentID: 1, canPresent: true) == .wait)
        state.dismissalEnded()
        #expect(state.requested == nil)
        #expect(state.next(contentID: 1, canPresent: true) == .wait)
    }

    @Test func aRefusedSheetWhoseBindingWentFalseIsCancelledNotLeftWaiting() {
        var world = World()
        world.busy = true
        world.binding = (1, 0)
        world.update()
        #expect(world.screen == nil)
        #expect(world.retryScheduled)
        world.binding = nil
        world.update()
        #expect(world.item.shownID == nil)
        #expect(world.state.requested == nil)
        world.busy = false
        world.binding = (2, 0)
        world.update()
        #expect(world.screen?.id == 2)
    }

    @Test func theNextItemRisesWhenTheLastOneHasGoneWithoutAnotherUpdate() {
        var world = World()
        world.binding = (1, 0)
        world.update()
        world.transitionEnds()
        world.binding = (2, 0)
        world.update()
        #expect(world.screen?.phase == .leaving)
        world.transitionEnds()
        // No SwiftUI update in between: the presenter asked for item 2's content itself.
        #expect(world.screen?.id == 2)
        #expect(world.screen?.phase == .rising)
        #expect(world.onDismissCalls == 1)
    }

    @Test func anEditJustBeforeADragAwayIsWhatTheDepartingSheetDraws() {
        var world = World()
        world.binding = (1, 0)
        world.update()
        world.transitionEnds()
        world.binding = (1, 1)
        world.update()
        world.personDismisses()
        #expect(world.binding == nil)
        world.update()
        #expect(world.item.displayedItem(current: nil, currentID: nil) == "item 1 v1")
    }

    /// Random scripts of binding changes, refusals, windowless anchors, drags and transitions: the
    /// presenter never shows two sheets, never dies (once the platform settles, the screen shows
    /// exactly what the binding names) and calls `onDismiss` once per sheet that left the screen.
    @Test(arguments: 0..<300)
    func randomScriptsNeverLeaveTheSheetStuck(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 17)
        var world = World()
        var version = 0
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                version += 1
                let id = Int.random(in: 0...3, using: &random)
                world.binding = id == 0 ? nil : (id, version)
                world.log.append("binding \(String(describing: world.binding))")
                world.update()
            case 2:
                world.busy.toggle()
                world.log.append("busy \(world.busy)")
            case 3:
                world.anchorInWindow.toggle()
                world.log.append("anchor in window \(world.anchorInWindow)")
                if world.anchorInWindow { world.sync() }
            case 4, 5:
                world.log.append("transition ends")
                world.transitionEnds()
            case 6:
                world.log.append("person dismisses")
                world.personDismisses()
            case 7:
                world.log.append("retry")
                world.retry()
            default:
                world.log.append("update")
                world.update()
            }
        }
        world.settle()
        let trace = world.log.joined(separator: "\n")
        if let binding = world.binding {
            #expect(world.screen?.id == binding.id, "\(trace)")
            #expect(world.screen?.phase == .shown, "\(trace)")
            #expect(
                world.item.displayedItem(current: world.value(binding), currentID: binding.id)
                    == world.value(binding))
        } else {
            #expect(world.screen == nil, "\(trace)")
            #expect(world.item.shownID == nil, "\(trace)")
            #expect(world.state.requested == nil, "\(trace)")
        }
        #expect(!world.item.isDismissing, "\(trace)")
        #expect(world.onDismissCalls == world.sheetsGone, "\(trace)")
    }
}
