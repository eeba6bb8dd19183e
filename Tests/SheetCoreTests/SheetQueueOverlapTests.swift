import Foundation
import SheetCore
import Testing

/// Requests made while another is under way: queued and served in order, each with its own policy.
@Suite("One sheet at a time: overlapping requests")
struct SheetQueueOverlapTests {
    @Test func aSecondRequestDuringATransitionWaitsItsTurnInsteadOfReplacingTheFirst() {
        var queue = SheetQueue()
        #expect(queue.request("a") == [.present("a")])
        #expect(queue.request("b") == [.dismiss("a")])
        #expect(queue.request("c").isEmpty)
        #expect(queue.queuedSheetIDs == ["b", "c"])
        #expect(queue.visibleSheetID == "a")
        #expect(queue.didDismiss("a") == [.present("b"), .dismiss("b")])
        #expect(queue.didDismiss("b") == [.present("c")])
        #expect(queue.stack == ["c"] && queue.queuedSheetIDs.isEmpty)
    }

    @Test func eachRequestKeepsItsOwnPolicy() {
        var queue = SheetQueue()
        _ = queue.request("a")
        #expect(queue.request("b", policy: .stack) == [.hide("a")])
        #expect(queue.request("c", policy: .replace).isEmpty)
        // b stacks on a; c replaces b (a stays hidden underneath), and is not stacked.
        #expect(queue.didDismiss("a") == [.present("b"), .dismiss("b")])
        #expect(queue.didDismiss("b") == [.present("c")])
        #expect(queue.stack == ["a", "c"])
        queue.willDismiss("c")
        #expect(queue.didDismiss("c") == [.restore("a")])
        #expect(queue.stack == ["a"] && queue.visibleSheetID == "a")
    }

    @Test func aSheetMakingWayCannotBeTurnedBack() {
        var queue = SheetQueue()
        _ = queue.request("a")
        #expect(queue.request("b") == [.dismiss("a")])
        // Asking for the leaving sheet again, or the person closing it too, changes nothing.
        #expect(queue.request("a").isEmpty)
        queue.willDismiss("a")
        #expect(queue.didDismiss("a") == [.present("b")])
        #expect(queue.visibleSheetID == "b" && queue.queuedSheetIDs.isEmpty && queue.stack == ["b"])
    }

    @Test func aDismissalCompletesOnceAndALateReportChangesNothing() {
        var queue = SheetQueue()
        _ = queue.request("map")
        _ = queue.request("place", policy: .stack)
        #expect(queue.didDismiss("map") == [.present("place")])
        // A second completion for the hidden sheet must not drop it from the stack.
        #expect(queue.didDismiss("map").isEmpty)
        #expect(queue.stack == ["map", "place"])
        queue.willDismiss("place")
        queue.willDismiss("place")
        #expect(queue.didDismiss("place") == [.restore("map")])
        #expect(queue.didDismiss("place").isEmpty)
        #expect(queue.stack == ["map"] && queue.visibleSheetID == "map")
    }

    @Test func aRequestForASheetHeldOrWaitingIsIgnored() {
        var queue = SheetQueue()
        _ = queue.request("a")
        #expect(queue.request("a").isEmpty)
        _ = queue.request("b", policy: .stack)
        #expect(queue.request("b", policy: .replace).isEmpty)
        #expect(queue.queuedSheetIDs == ["b"])
    }
}
