import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// When the person's interactive dismissal begins and ends, as the host reads it: the moment UIKit
/// sends `presentationControllerWillDismiss` (before the release), and its cancellation.
@Suite("Host: interactive dismissal")
struct HostInteractiveDismissalTests {
    /// A medium/large sheet at medium, with the lifecycle a binding runs beside it: each frame's
    /// events go to the lifecycle as `HostCallbacks.lifecycleEvents(for:)` maps them, and the binding
    /// keeps no flag or cause of its own.
    ///
    /// The lifecycle is driven by hand, not through `LifecycleTestStore`: these tests are about the
    /// binding's own loop (each frame's events mapped and reported), and assert what it collected.
    private struct Binding {
        let driver: HostTestStore
        var lifecycle = SheetPresentationLifecycle<Int>()
        var notices: [SheetLifecycleNotice<Int>] = []
        /// The lifecycle's other effects (a dismissal asked of UIKit).
        var effects: [SheetLifecycleEffect<Int>] = []
        /// The lifecycle events the frames were mapped to.
        var sent: [SheetLifecycleEvent<Int>] = []

        init() throws {
            driver = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
            _ = lifecycle.handle(.presentationAccepted(1), at: 0)
            driver.presentAndSettle()
            driver.receive([.willPresent, .didPresent])
            _ = lifecycle.handle(.presentationTransitionDidEnd(1, completed: true), at: driver.time)
        }

        /// Sends `event` to the host and the frame's report to the lifecycle.
        mutating func send(_ event: HostEvent, after delay: Double = 1.0 / 60) {
            let frame = driver.send(event, after: delay)
            for lifecycleEvent in frame.events.lifecycleEvents(for: 1) { report(lifecycleEvent) }
        }

        /// Sends one event to the lifecycle.
        mutating func report(_ event: SheetLifecycleEvent<Int>) {
            sent.append(event)
            for effect in lifecycle.handle(event, at: driver.time) {
                if case .notify(let notice) = effect {
                    notices.append(notice)
                } else {
                    effects.append(effect)
                }
            }
        }
    }

    @Test("will-dismiss when the drag passes below the smallest detent, cancelled when it comes back")
    func beginsBelowTheSmallestDetentAndIsCancelledAbove() throws {
        var binding = try Binding()
        let top = binding.driver.host.frame.sheetRect.minY
        let start = CGPoint(x: 200, y: top + 8)
        binding.send(.pointerDown(start))
        binding.send(.dismissalGuardAnswered(allowsDismissal: true), after: 0)
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 30)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 80)))
        #expect(binding.driver.host.isDismissingInteractively)
        #expect(binding.notices == [.willDismiss(1, cause: .user)])
        binding.send(.pointerMoved(CGPoint(x: 200, y: top - 20)))
        #expect(!binding.driver.host.isDismissingInteractively)
        #expect(binding.notices == [.willDismiss(1, cause: .user), .dismissalCancelled(1)])
        binding.send(.pointerUp(CGPoint(x: 200, y: top - 20), velocity: 0))
        #expect(binding.notices.count == 2)
        binding.driver.receive(.crossedDetent(.medium))
    }

    @Test("a guarded sheet pulled down begins no dismissal")
    func aGuardedSheetBeginsNone() throws {
        var binding = try Binding()
        binding.send(.modalInPresentationChanged(true))
        let top = binding.driver.host.frame.sheetRect.minY
        binding.send(.pointerDown(CGPoint(x: 200, y: top + 8)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 40)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 120)))
        #expect(binding.driver.frames.last?.sheet.state == .dragging)
        #expect(!binding.driver.host.isDismissingInteractively)
        #expect(binding.notices.isEmpty)
    }

    @Test(
        "let go below: the host's sheet leaves by itself as the person's; will-dismiss is told once, no cancellation"
    )
    func releaseBelowIsThePersonsDismissal() throws {
        var binding = try Binding()
        let top = binding.driver.host.frame.sheetRect.minY
        binding.send(.pointerDown(CGPoint(x: 200, y: top + 8)))
        binding.send(.dismissalGuardAnswered(allowsDismissal: true), after: 0)
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 30)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 200)))
        binding.send(.pointerUp(CGPoint(x: 200, y: top + 200), velocity: 800))
        #expect(binding.sent == [.interactiveDismissalBegan(1), .dismiss(1, cause: .user)])
        #expect(binding.notices == [.willDismiss(1, cause: .user)])
        #expect(binding.effects == [.dismiss(1, animated: true)])
        binding.report(.dismissalTransitionWillBegin(1, cause: .user))
        binding.report(.dismissalTransitionDidEnd(1, completed: true))
        #expect(binding.notices.last == .didDismiss(1, cause: .user))
        binding.driver.receive(.willDismiss(cause: .user))
    }

    @Test("the app's dismissal while the person's drag dismisses: the app's, reported by the host step")
    func appDismissalDuringTheDrag() throws {
        var binding = try Binding()
        let top = binding.driver.host.frame.sheetRect.minY
        binding.send(.pointerDown(CGPoint(x: 200, y: top + 8)))
        binding.send(.dismissalGuardAnswered(allowsDismissal: true), after: 0)
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 30)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 200)))
        binding.send(.dismiss(animated: true))
        #expect(binding.sent == [.interactiveDismissalBegan(1), .dismiss(1, cause: .app)])
        binding.report(.dismissalTransitionWillBegin(1))
        binding.report(.dismissalTransitionDidEnd(1, completed: true))
        // The person's listeners hear their will-dismiss cancelled; the app's dismissal follows.
        #expect(
            binding.notices == [
                .willDismiss(1, cause: .user), .dismissalCancelled(1), .willDismiss(1, cause: .app),
                .didDismiss(1, cause: .app),
            ])
        binding.driver.receive(.willDismiss(cause: .app))
    }

    @Test("the guard refusing mid-drag cancels the interactive dismissal the drag began")
    func guardRefusalCancels() throws {
        var binding = try Binding()
        let top = binding.driver.host.frame.sheetRect.minY
        binding.send(.pointerDown(CGPoint(x: 200, y: top + 8)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 30)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 200)))
        binding.send(.dismissalGuardAnswered(allowsDismissal: false))
        #expect(binding.sent == [.interactiveDismissalBegan(1), .interactiveDismissalCancelled(1)])
        #expect(binding.notices == [.willDismiss(1, cause: .user), .dismissalCancelled(1)])
    }

    @Test("a sheet with no platform presentation: the host's own transitions are the lifecycle's")
    func hostOwnsTransitions() throws {
        // The lifecycle driven by hand beside the store, as a binding's loop does: the loop is the subject.
        let driver = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        var lifecycle = SheetPresentationLifecycle<Int>()
        var sent: [SheetLifecycleEvent<Int>] = []
        var notices: [SheetLifecycleNotice<Int>] = []
        func run(_ event: SheetLifecycleEvent<Int>) {
            for effect in lifecycle.handle(event, at: driver.time) {
                switch effect {
                case .present: host(.present(animated: true))
                case .dismiss: host(.dismiss(animated: true))
                case .notify(let notice): notices.append(notice)
                default: break
                }
            }
        }
        func host(_ event: HostEvent) {
            let frame = driver.send(event, after: 1.0 / 60)
            for lifecycleEvent in frame.events.lifecycleEvents(for: 1, hostOwnsTransitions: true) {
                sent.append(lifecycleEvent)
                run(lifecycleEvent)
            }
        }
        run(.request(1, policy: .stack))
        for _ in 0..<60 { host(.tick()) }
        #expect(sent == [.presentationAccepted(1), .presentationTransitionDidEnd(1, completed: true)])
        #expect(notices == [.willPresent(1), .didPresent(1), .requestEnded(1, .presented)])
        // The person's tap on the dim: the host's sheet leaves, the lifecycle hears its transition.
        host(.tapDimmed)
        for _ in 0..<60 { host(.tick()) }
        #expect(
            sent.dropFirst(2) == [
                .dismissalTransitionWillBegin(1, cause: .user),
                .dismissalTransitionDidEnd(1, completed: true),
            ])
        #expect(notices.dropFirst(3) == [.willDismiss(1, cause: .user), .didDismiss(1, cause: .user)])
        #expect(lifecycle.isIdle)
        driver.receive([.willPresent, .didPresent, .willDismiss(cause: .user), .didDismiss(cause: .user)])
    }
}
