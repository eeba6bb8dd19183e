import Foundation
import SheetCore
import Testing

/// Requests made while another is under way: queued and served in order, for every interleaving.
@Suite("One sheet at a time: overlapping requests")
struct CoordinatorQueueTests {
    static func sheet(_ selected: Detent.Identifier = .medium) -> SheetInteraction {
        makeSheet(SheetConfiguration(selectedDetentIdentifier: selected))
    }

    /// Ticks at 60 Hz for `seconds`, collecting the transitions.
    static func run(_ coordinator: inout SheetCoordinator, from time: inout Double, for seconds: Double)
        -> [SheetCoordinator.Transition]
    {
        var transitions: [SheetCoordinator.Transition] = []
        let end = time + seconds
        while time < end {
            time += 1.0 / 60
            transitions += coordinator.tick(time)
        }
        return transitions
    }

    @Test func aSecondRequestDuringATransitionWaitsItsTurnInsteadOfReplacingTheFirst() {
        var coordinator = SheetCoordinator()
        var time = 0.0
        _ = coordinator.present("a", Self.sheet(), at: 0)
        _ = Self.run(&coordinator, from: &time, for: 1)
        var transitions = coordinator.present("b", Self.sheet(), at: time)
        transitions += coordinator.present("c", Self.sheet(), at: time)
        #expect(coordinator.queuedSheetIDs == ["b", "c"])
        transitions += Self.run(&coordinator, from: &time, for: 3)
        #expect(
            transitions == [
                .dismiss("a"), .dismissed("a"), .present("b"), .dismiss("b"), .dismissed("b"), .present("c"),
            ])
        #expect(coordinator.sheetIDs == ["c"])
    }

    @Test func eachRequestKeepsItsOwnPolicy() {
        var coordinator = SheetCoordinator()
        var time = 0.0
        _ = coordinator.present("a", Self.sheet(), at: 0)
        _ = Self.run(&coordinator, from: &time, for: 1)
        var transitions = coordinator.present("b", Self.sheet(), policy: .stack, at: time)
        transitions += coordinator.present("c", Self.sheet(), policy: .replace, at: time)
        transitions += Self.run(&coordinator, from: &time, for: 3)
        // b stacks on a; c replaces b (a stays hidden underneath), and is not stacked.
        #expect(transitions == [.hide("a"), .present("b"), .dismiss("b"), .dismissed("b"), .present("c")])
        #expect(coordinator.sheetIDs == ["a", "c"])
        transitions = coordinator.handle(.dismiss, at: time)
        transitions += Self.run(&coordinator, from: &time, for: 3)
        #expect(transitions == [.dismiss("c"), .dismissed("c"), .restore("a", .medium)])
    }

    @Test func aPresentInputDuringAReplaceCannotTurnTheFirstSheetBack() {
        var coordinator = SheetCoordinator()
        var time = 0.0
        _ = coordinator.present("a", Self.sheet(), at: 0)
        _ = Self.run(&coordinator, from: &time, for: 1)
        var transitions = coordinator.present("b", Self.sheet(), at: time)
        transitions += coordinator.handle(.present, at: time + 0.05)
        transitions += Self.run(&coordinator, from: &time, for: 3)
        #expect(transitions == [.dismiss("a"), .dismissed("a"), .present("b")])
        #expect(coordinator.visibleSheetID == "b" && coordinator.queuedSheetIDs.isEmpty)
    }

    @Test func aRestoredSheetGetsItsScrollOffsetBack() {
        var coordinator = SheetCoordinator()
        var time = 0.0
        _ = coordinator.present("list", Self.sheet(.large), at: 0)
        _ = coordinator.handle(.scrollContentChanged(contentHeight: 3000, offset: 640), at: 0.5)
        _ = Self.run(&coordinator, from: &time, for: 1)
        #expect(coordinator.frame(for: "list")?.contentOffset == 640)
        _ = coordinator.present("detail", Self.sheet(), policy: .stack, at: time)
        _ = Self.run(&coordinator, from: &time, for: 2)
        _ = coordinator.handle(.closeButton, at: time)
        let transitions = Self.run(&coordinator, from: &time, for: 3)
        #expect(transitions.last == .restore("list", .large))
        #expect(coordinator.frame(for: "list")?.contentOffset == 640)
        #expect(coordinator.frame(for: "list")?.height == 787)
    }

    @Test func eachSheetsEventsCanBeTaken() {
        var coordinator = SheetCoordinator()
        var time = 0.0
        _ = coordinator.present("a", Self.sheet(), at: 0)
        _ = Self.run(&coordinator, from: &time, for: 1)
        _ = coordinator.handle(.select(.large), at: time)
        _ = Self.run(&coordinator, from: &time, for: 1)
        #expect(coordinator.takeEvents(for: "a").selectedDetentChanged == .large)
        #expect(coordinator.takeEvents(for: "a").isEmpty)
    }

    enum Operation: CaseIterable {
        case presentA, presentB, presentC, stackA, stackB, stackC, dismiss, shortWait, longWait
    }

    /// Every sequence of four operations over three sheets, each followed by invariant checks, then
    /// enough time for everything to settle.
    @Test func everyInterleavingOfFourRequestsOverThreeSheetsIsServed() {
        var sequences: [[Operation]] = [[]]
        for _ in 0..<4 {
            sequences = sequences.flatMap { prefix in Operation.allCases.map { prefix + [$0] } }
        }
        var checked = 0
        for sequence in sequences {
            var coordinator = SheetCoordinator()
            var time = 0.0
            var requested: Set<String> = []
            var presented: Set<String> = []
            var transitions: [SheetCoordinator.Transition] = []
            func note(_ new: [SheetCoordinator.Transition]) {
                transitions += new
                for case .present(let id) in new { presented.insert(id) }
            }
            for operation in sequence {
                switch operation {
                case .presentA, .presentB, .presentC, .stackA, .stackB, .stackC:
                    let id = ["A", "B", "C"][
                        [.presentA, .stackA].contains(operation)
                            ? 0 : [.presentB, .stackB].contains(operation) ? 1 : 2]
                    let policy: SheetCoordinator.PresentationPolicy =
                        [.stackA, .stackB, .stackC].contains(operation) ? .stack : .replace
                    let wasKnown =
                        coordinator.sheetIDs.contains(id) || coordinator.queuedSheetIDs.contains(id)
                    note(coordinator.present(id, Self.sheet(), policy: policy, at: time))
                    if !wasKnown { requested.insert(id) }
                case .dismiss: note(coordinator.handle(.dismiss, at: time))
                case .shortWait:
                    time += 0.05
                    note(coordinator.tick(time))
                case .longWait:
                    for _ in 0..<4 {
                        time += 6
                        note(coordinator.tick(time))
                    }
                }
                let ids = coordinator.sheetIDs
                #expect(Set(ids).count == ids.count, "\(sequence): a sheet held twice")
                let visible = ids.filter { coordinator.visibleSheetID == $0 }
                #expect(visible.count <= 1)
            }
            for _ in 0..<12 {
                time += 6
                note(coordinator.tick(time))
            }
            #expect(coordinator.queuedSheetIDs.isEmpty, "\(sequence): a request waits for ever")
            #expect(
                requested.isSubset(of: presented),
                "\(sequence): never presented \(requested.subtracting(presented))")
            // Well-formed: a sheet presents only when not already showing; `dismissed` follows `dismiss`.
            var showing: Set<String> = []
            var leaving: Set<String> = []
            for transition in transitions {
                switch transition {
                case .present(let id), .restore(let id, _):
                    #expect(!showing.contains(id), "\(sequence): \(id) presented twice")
                    showing.insert(id)
                case .hide(let id):
                    showing.remove(id)
                case .dismiss(let id):
                    leaving.insert(id)
                case .dismissed(let id):
                    #expect(leaving.contains(id), "\(sequence): \(id) dismissed without dismiss")
                    leaving.remove(id)
                    showing.remove(id)
                }
            }
            if let top = coordinator.visibleSheetID {
                #expect(coordinator.interaction(for: top)?.state == .resting, "\(sequence)")
            }
            #expect(
                coordinator.sheetIDs.dropLast().allSatisfy {
                    coordinator.interaction(for: $0)?.state == .dismissed
                })
            checked += 1
        }
        #expect(checked == 6561)
    }
}
