import Foundation
@_spi(Benchmarks) import SheetCore
import SheetHostCore
import Testing

@Suite("Host: presentation and lifecycle")
struct HostPresentationTests {
    @Test("a present before the first real container waits for it and rises to the selected detent")
    func presentWaitsForContainer() throws {
        let store = try HostTestStore(
            headerConfiguration(selected: .large), container: HostContainer(size: .zero))
        let early = store.send(.present)
        #expect(early.phase == .dismissed && early.isHidden)
        store.send(.container(HostContainer(size: .zero)), at: 0.01)
        #expect(store.host.interaction.state == .dismissed)
        let real = store.send(.container(.iPhone), at: 0.02)
        #expect(real.phase == .presenting)
        store.receive(.willPresent)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(store.host.interaction.restingDetentIdentifier == .large)
        let frame = store.advance(by: 2)
        #expect(frame.phase == .presented)
        store.receive(.didPresent)
        #expect(abs(frame.sheetRect.minY - 57) < 0.5)
        #expect(abs(frame.sheetRect.height - 787) < 0.5)
    }

    @Test("a dismissal without animation and a teardown end the presentation at once, reporting it once")
    func immediateDismissal() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let frame = store.send(.dismiss(animated: false))
        #expect(frame.phase == .dismissed)
        store.receive([.willDismiss(cause: .app), .didDismiss(cause: .app)])
        // A teardown of a dismissed sheet reports nothing.
        store.send(.teardown)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let torn = store.send(.teardown)
        #expect(torn.phase == .dismissed)
        store.receive([.willDismiss(cause: .system), .didDismiss(cause: .system)])
        store.send(.teardown)
        #expect(store.count(\.didDismiss) == 2)
    }

    @Test("VoiceOver focus moves into the sheet when it has risen and back when it is gone")
    func focus() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(store.frames.compactMap(\.accessibility.focus) == [.sheet])
        store.send(.dismiss())
        store.advance(by: 1.5)
        #expect(store.frames.compactMap(\.accessibility.focus) == [.sheet, .presenter])
        store.receive([.willDismiss(cause: .app), .didDismiss(cause: .app)])
    }

    @Test("no ticks are asked for at rest; ticks at 120 Hz while moving")
    func ticks() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(!store.host.frame.needsTicks)
        let rising = store.send(.present)
        #expect(rising.needsTicks && rising.preferredFrameRate == .motion)
        let rest = store.advance(by: 1.5)
        #expect(!rest.needsTicks && rest.preferredFrameRate == nil)
        store.receive([.willPresent, .didPresent])
    }

    @Test("a tick draws the frame for its render time while the host's clock stays at the event's")
    func renderTime() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.present)
        let now = store.send(.tick(renderTime: 0.1), at: 0.05)
        #expect(store.host.interaction.time == 0.05)
        var ahead = store.host.interaction
        let expected = ahead.tick(0.1)
        #expect(now.time == 0.1)
        #expect(abs(now.sheet.height - expected.height) < 1e-9)
        // A pointer sample at 0.06 is not older than the host's clock.
        let caught = store.send(.pointerDown(CGPoint(x: 200, y: 800)), at: 0.06)
        #expect(caught.events.didPresent)
        #expect(store.host.interaction.time == 0.06)
        store.answerDismissalGuard(allowsDismissal: true)
        // The finger catches the rising sheet: its presentation is over.
        store.receive([.willPresent, .didPresent])
    }
}
