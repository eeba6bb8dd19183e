import Foundation
import SheetCore
import SheetHostCore
import Testing

@Suite("Host: the grabber's spoken value")
struct HostGrabberValueTests {
    @Test("an unnamed detent's share is spoken again when the largest possible value changes")
    func shareFollowsTheContainer() throws {
        let peek = Detent.height(200, identifier: "peek")
        var host = try SheetHost(
            configuration: SheetConfiguration(
                detents: [peek, .large], selectedDetentIdentifier: "peek",
                style: SheetStyle(prefersGrabberVisible: true)))
        host.handle(.container(.iPhone), at: 0)
        host.handle(.present, at: 0)
        let tall = host.handle(.tick(), at: 2).accessibility.grabberValue
        let shorter = HostContainer(
            size: CGSize(width: 390, height: 600), safeArea: HostInsets(top: 47, bottom: 34))
        host.handle(.container(shorter), at: 3)
        let frame = host.handle(.tick(), at: 5)
        let expected = HostStrings().name(
            of: try #require(host.interaction.resolution.detent("peek")), in: host.interaction.resolution)
        #expect(frame.accessibility.grabberValue == expected)
        #expect(frame.accessibility.grabberValue != tall)
    }
}
