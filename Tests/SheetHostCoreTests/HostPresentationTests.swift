import Foundation
@_spi(Benchmarks) import SheetCore
import SheetHostCore
import Testing

@Suite("Host: presentation and lifecycle")
struct HostPresentationTests {
    @Test("a present before the first real container waits for it and rises to the selected detent")
    func presentWaitsForContainer() throws {
        var host = try SheetHost(configuration: headerConfiguration(selected: .large))
        let early = host.handle(.present, at: 0)
        #expect(early.phase == .dismissed && early.isHidden)
        host.handle(.container(HostContainer(size: .zero)), at: 0.01)
        #expect(host.interaction.state == .dismissed)
        let real = host.handle(.container(.iPhone), at: 0.02)
        #expect(real.phase == .presenting)
        #expect(real.events.willPresent)
        #expect(host.interaction.selectedDetentIdentifier == .large)
        var frame = real
        for i in 1...240 { frame = host.handle(.tick(), at: 0.02 + Double(i) / 120) }
        #expect(frame.phase == .presented)
        #expect(abs(frame.sheetRect.minY - 57) < 0.5)
        #expect(abs(frame.sheetRect.height - 787) < 0.5)
    }

    @Test("a dismissal without animation and a teardown end the presentation at once, reporting it once")
    func immediateDismissal() throws {
        let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        store.presentAndSettle()
        let frame = store.send(.dismiss(animated: false))
        #expect(frame.phase == .dismissed && frame.events.didDismiss && frame.events.willDismiss)
        store.send(.teardown)
        store.presentAndSettle()
        let torn = store.send(.teardown)
        #expect(torn.events.didDismiss)
        store.send(.teardown)
        #expect(store.count(\.didDismiss) == 2)
    }

    @Test("VoiceOver focus moves into the sheet when it has risen and back when it is gone")
    func focus() throws {
        let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        store.presentAndSettle()
        #expect(store.frames.compactMap(\.accessibility.focus) == [.sheet])
        store.send(.dismiss())
        store.advance(by: 1.5)
        #expect(store.frames.compactMap(\.accessibility.focus) == [.sheet, .presenter])
    }

    @Test("no ticks are asked for at rest; ticks at 120 Hz while moving")
    func ticks() throws {
        let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        #expect(!store.host.frame.needsTicks)
        let rising = store.send(.present)
        #expect(rising.needsTicks && rising.preferredFrameRate == .motion)
        let rest = store.advance(by: 1.5)
        #expect(!rest.needsTicks && rest.preferredFrameRate == nil)
    }

    @Test("a tick draws the frame for its render time while the host's clock stays at the event's")
    func renderTime() throws {
        let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        store.send(.present)
        let now = store.send(.tick(renderTime: 0.1), at: 0.05)
        #expect(store.host.interaction.time == 0.05)
        var ahead = store.host.interaction
        let expected = ahead.tick(0.1)
        #expect(now.time == 0.1)
        #expect(abs(now.sheet.height - expected.height) < 1e-9)
        // A pointer sample at 0.06 is not older than the host's clock.
        store.send(.pointerDown(CGPoint(x: 200, y: 800)), at: 0.06)
        #expect(store.host.interaction.time == 0.06)
    }
}
