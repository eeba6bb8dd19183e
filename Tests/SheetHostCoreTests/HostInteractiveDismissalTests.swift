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
    /// A medium/large sheet at medium, with the lifecycle a binding runs beside it.
    private struct Binding {
        let driver: HostTestStore
        var lifecycle = SheetPresentationLifecycle<Int>()
        var notices: [SheetLifecycleNotice<Int>] = []
        var wasDismissing = false

        init() throws {
            driver = try HostTestStore(SheetConfiguration(detents: [.medium, .large]), exhaustivity: .off)
            _ = lifecycle.handle(.presentationAccepted(1), at: 0)
            driver.presentAndSettle()
            _ = lifecycle.handle(.presentationTransitionDidEnd(1, completed: true), at: driver.time)
        }

        /// Sends `event` to the host and reports a change of its interactive dismissal to the
        /// lifecycle, as SheetKit's stage does after each frame.
        mutating func send(_ event: HostEvent, after delay: Double = 1.0 / 60) {
            driver.send(event, after: delay)
            let dismissing = driver.host.isDismissingInteractively
            guard dismissing != wasDismissing else { return }
            wasDismissing = dismissing
            let lifecycleEvent: SheetLifecycleEvent<Int> =
                dismissing ? .interactiveDismissalBegan(1) : .interactiveDismissalCancelled(1)
            for case .notify(let notice) in lifecycle.handle(lifecycleEvent, at: driver.time) {
                notices.append(notice)
            }
        }
    }

    @Test("will-dismiss when the drag passes below the smallest detent, cancelled when it comes back")
    func beginsBelowTheSmallestDetentAndIsCancelledAbove() throws {
        var binding = try Binding()
        let top = binding.driver.host.frame.sheetRect.minY
        let start = CGPoint(x: 200, y: top + 8)
        binding.send(.pointerDown(start))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 30)))
        binding.send(.pointerMoved(CGPoint(x: 200, y: top + 80)))
        #expect(binding.driver.host.isDismissingInteractively)
        #expect(binding.notices == [.willDismiss(1, cause: .user)])
        binding.send(.pointerMoved(CGPoint(x: 200, y: top - 20)))
        #expect(!binding.driver.host.isDismissingInteractively)
        #expect(binding.notices == [.willDismiss(1, cause: .user), .dismissalCancelled(1)])
        binding.send(.pointerUp(CGPoint(x: 200, y: top - 20), velocity: 0))
        #expect(binding.notices.count == 2)
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
}
