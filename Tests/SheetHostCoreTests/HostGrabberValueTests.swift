import Foundation
import SheetCore
import SheetHostCore
import Testing

@Suite("Host: the grabber's spoken value")
struct HostGrabberValueTests {
    @Test("an unnamed detent's share is spoken again when the largest possible value changes")
    func shareFollowsTheContainer() throws {
        let peek = Detent.height(200, identifier: "peek")
        let store = try HostTestStore(
            SheetConfiguration(
                detents: [peek, .large], selectedDetentIdentifier: "peek",
                style: SheetStyle(prefersGrabberVisible: true)))
        store.send(.present)
        let tall = store.send(.tick(), at: 2).accessibility.grabberValue
        store.receive([.willPresent, .didPresent])
        let shorter = HostContainer(
            size: CGSize(width: 390, height: 600), safeArea: HostInsets(top: 47, bottom: 34))
        store.send(.container(shorter), at: 3)
        let frame = store.send(.tick(), at: 5)
        let resolution = store.host.interaction.resolution
        let expected = HostStrings().name(of: try #require(resolution.detent("peek")), in: resolution)
        #expect(frame.accessibility.grabberValue == expected)
        #expect(frame.accessibility.grabberValue != tall)
    }
}
