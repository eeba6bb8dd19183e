import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// The README's examples, so the README keeps telling the truth.
@Suite("README examples")
struct ReadmeExampleTests {
    var configuration: SheetConfiguration {
        var configuration = SheetConfiguration(
            detents: [.height(120, identifier: "peek"), .medium, .large],
            selectedDetentIdentifier: .medium,
            largestUndimmedDetentIdentifier: .medium)
        configuration.style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places"))
        return configuration
    }

    @Test func detentsAndGeometry() throws {
        let resolution = configuration.resolveDetents(in: .iPhone)
        #expect(resolution.detent(.large)?.value == 753)
        #expect(resolution.detent(.large)?.frameHeight == 787)
        #expect(resolution.detent(.medium)?.value == 376.5)
        let keyboard = configuration.resolveDetents(in: iPhoneWithKeyboard)
        #expect(keyboard.detent(.large)?.frameHeight == 451)
        #expect(keyboard.geometry.topEdge(forFrameHeight: 451) == 57)
    }

    @Test func theInteractionModel() throws {
        var sheet = try SheetInteraction(configuration: configuration, container: .iPhone)
        sheet.handle(.present, at: 0)
        sheet.handle(.dragBegan(location: .content), at: 1.0)
        #expect(sheet.handle(.dragChanged(translation: -40), at: 1.05).height == 410.5 + 40)
        let frame = sheet.handle(.dragEnded(velocity: -1500), at: 1.1)
        #expect(frame.events.selectedDetentChanged == .large)
        let settled = sheet.tick(2)
        #expect(settled.height == 787 && settled.state == .resting)
    }
}
