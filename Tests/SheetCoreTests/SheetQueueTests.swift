import Foundation
import SheetCore
import Testing

@Suite("One sheet at a time, as decisions (SheetQueue)")
struct SheetQueueTests {
    @Test func replaceStackAndRestoreInOrder() {
        var queue = SheetQueue()
        #expect(queue.request("map") == [.present("map")])
        #expect(queue.request("place", policy: .stack) == [.hide("map")])
        #expect(queue.request("photo", policy: .replace).isEmpty)  // waits its turn, behind place
        // Map has gone: place presents, and photo's turn comes at once — place makes way.
        #expect(queue.didDismiss("map") == [.present("place"), .dismiss("place")])
        #expect(queue.didDismiss("place") == [.present("photo")])
        #expect(queue.stack == ["map", "photo"])
        queue.willDismiss("photo")
        #expect(queue.didDismiss("photo") == [.restore("map")])
        #expect(queue.visibleSheetID == "map" && queue.stack == ["map"])
    }

    /// Every sequence of four requests, closes and completions over three sheets: at most one sheet
    /// visible, a sheet is never presented while visible, only the visible sheet is asked to leave,
    /// no sheet is held twice, and once all is done nothing waits and the top of the stack shows.
    @Test func everyInterleavingIsServed() {
        enum Step: CaseIterable { case a, b, c, stackA, stackB, stackC, close, finish }
        var sequences: [[Step]] = [[]]
        for _ in 0..<4 { sequences = sequences.flatMap { prefix in Step.allCases.map { prefix + [$0] } } }
        for sequence in sequences {
            var queue = SheetQueue()
            var onScreen: Set<String> = []
            var leaving: [String] = []
            var requested: Set<String> = []
            var presented: Set<String> = []
            func apply(_ actions: [SheetQueue.Action]) {
                for action in actions {
                    switch action {
                    case .present(let id), .restore(let id):
                        #expect(!onScreen.contains(id), "\(sequence)")
                        onScreen.insert(id)
                        presented.insert(id)
                    case .dismiss(let id), .hide(let id):
                        #expect(
                            onScreen.contains(id), "\(sequence): \(id) asked to leave while not on screen")
                        leaving.append(id)
                    }
                }
                #expect(onScreen.count <= 1, "\(sequence)")
                #expect(Set(queue.stack).count == queue.stack.count, "\(sequence): a sheet held twice")
            }
            func finish() {
                guard !leaving.isEmpty else { return }
                let id = leaving.removeFirst()
                onScreen.remove(id)
                apply(queue.didDismiss(id))
            }
            for step in sequence {
                switch step {
                case .a, .b, .c, .stackA, .stackB, .stackC:
                    let id =
                        [Step.a, .stackA].contains(step) ? "A" : [Step.b, .stackB].contains(step) ? "B" : "C"
                    if !queue.stack.contains(id) && !queue.queuedSheetIDs.contains(id) {
                        requested.insert(id)
                    }
                    apply(
                        queue.request(
                            id, policy: [.stackA, .stackB, .stackC].contains(step) ? .stack : .replace))
                case .close:
                    if let id = queue.visibleSheetID, !leaving.contains(id) {
                        queue.willDismiss(id)
                        leaving.append(id)
                    }
                case .finish: finish()
                }
            }
            for _ in 0..<12 { finish() }
            #expect(queue.queuedSheetIDs.isEmpty, "\(sequence)")
            #expect(requested.isSubset(of: presented), "\(sequence)")
            #expect(queue.visibleSheetID == queue.stack.last, "\(sequence)")
            #expect(onScreen == Set(queue.stack.suffix(1)), "\(sequence)")
        }
    }
}
