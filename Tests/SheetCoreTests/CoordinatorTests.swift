import Foundation
import SheetCore
import Testing

@Suite("One sheet at a time")
struct CoordinatorTests {
    func sheet(_ selected: Detent.Identifier = .medium) -> SheetInteraction {
        makeSheet(SheetConfiguration(selectedDetentIdentifier: selected))
    }

    @Test func replacingDismissesTheFirstThenPresentsTheSecond() {
        var coordinator = SheetCoordinator()
        #expect(coordinator.present("search", sheet(), at: 0) == [.present("search")])
        _ = coordinator.tick(1)
        let start = coordinator.present("details", sheet(.large), policy: .replace, at: 1)
        #expect(start == [.dismiss("search")])
        #expect(coordinator.visibleSheetID == "search")
        var transitions: [SheetCoordinator.Transition] = []
        var time = 1.0
        while time < 3 {
            time += 1.0 / 60
            transitions += coordinator.tick(time)
        }
        #expect(transitions == [.dismissed("search"), .present("details")])
        #expect(coordinator.sheetIDs == ["details"])
        #expect(coordinator.interaction(for: "details")?.state == .resting)
    }

    @Test func stackingHidesTheFirstAndRestoresItAtItsDetent() {
        var coordinator = SheetCoordinator()
        _ = coordinator.present("map", sheet(), at: 0)
        _ = coordinator.handle(.select(.large), at: 1)
        _ = coordinator.tick(2)
        #expect(coordinator.present("place", sheet(), policy: .stack, at: 2) == [.hide("map")])
        var transitions: [SheetCoordinator.Transition] = []
        var time = 2.0
        while time < 4 {
            time += 1.0 / 60
            transitions += coordinator.tick(time)
        }
        #expect(transitions == [.present("place")])
        #expect(coordinator.sheetIDs == ["map", "place"])
        #expect(coordinator.visibleSheetID == "place")
        transitions = coordinator.handle(.closeButton, at: 4)
        while time < 6 {
            time += 1.0 / 60
            transitions += coordinator.tick(time)
        }
        #expect(transitions == [.dismiss("place"), .dismissed("place"), .restore("map", .large)])
        #expect(coordinator.sheetIDs == ["map"])
        #expect(coordinator.interaction(for: "map")?.height == 787)
    }

    @Test func aDismissalIsReportedOnceAndThenCompleted() {
        var coordinator = SheetCoordinator()
        _ = coordinator.present("a", sheet(), at: 0)
        _ = coordinator.tick(1)
        var transitions = coordinator.handle(.closeButton, at: 1.1)
        transitions += coordinator.handle(.closeButton, at: 1.15)
        transitions += coordinator.handle(.dragBegan(), at: 1.2)
        transitions += coordinator.tick(3)
        #expect(transitions == [.dismiss("a"), .dismissed("a")])
        #expect(coordinator.sheetIDs.isEmpty && coordinator.visibleSheetID == nil)
    }

    @Test func aFlingThatDismissesIsATransition() {
        var coordinator = SheetCoordinator()
        _ = coordinator.present("a", sheet(), at: 0)
        _ = coordinator.tick(1)
        _ = coordinator.handle(.dragBegan(), at: 1)
        _ = coordinator.handle(.dragChanged(translation: 60), at: 1.05)
        #expect(coordinator.handle(.dragEnded(velocity: 2500), at: 1.1) == [.dismiss("a")])
    }

    @Test func eventsGoOnlyToTheVisibleSheet() {
        var coordinator = SheetCoordinator()
        _ = coordinator.present("a", sheet(), at: 0)
        _ = coordinator.tick(1)
        _ = coordinator.handle(.select(.large, animated: false), at: 1.1)
        #expect(coordinator.interaction(for: "a")?.selectedDetentIdentifier == .large)
        #expect(coordinator.present("a", sheet(), at: 1.2).isEmpty)
    }
}
