import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `present(animated: false)`, as UIKit's `present(_:animated: false)`: the sheet is at its detent
/// in the frame of the request, which reports will- and did-present together.
@Suite("Host: a presentation without animation")
struct HostPresentWithoutAnimationTests {
    static let container = HostContainer(
        size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: 47, bottom: 34))

    static func store(selected: Detent.Identifier? = nil, container: HostContainer = container) throws
        -> HostTestStore
    {
        try HostTestStore(
            SheetConfiguration(
                detents: [.height(200, identifier: "peek"), .medium, .large],
                selectedDetentIdentifier: selected),
            container: container)
    }

    @Test(
        "at its detent in the same frame, with will- and did-present, for each detent",
        arguments: [
            nil, "peek", Detent.Identifier.medium, .large,
        ])
    func atItsDetentAtOnce(selected: Detent.Identifier?) throws {
        let store = try Self.store(selected: selected)
        let frame = store.send(.present(animated: false))
        #expect(frame.phase == .presented)
        // Both in this one frame.
        #expect(frame.events.willPresent && frame.events.didPresent)
        store.receive([.willPresent, .didPresent])
        #expect(frame.effects.completesPresentation)
        #expect(frame.sheet.restingDetentIdentifier == selected ?? "peek")
        #expect(!frame.sheet.isAnimating && frame.sheet.velocity == 0)
        // Where the animated presentation comes to rest.
        let animated = try Self.store(selected: selected)
        let rising = animated.send(.present)
        #expect(rising.phase == .presenting)
        animated.receive(.willPresent)
        let rest = animated.advance(by: 2)
        #expect(rest.phase == .presented && !rest.needsTicks)
        animated.receive(.didPresent)
        #expect(frame.sheet.top == rest.sheet.top && frame.sheet.height == rest.sheet.height)
        #expect(frame.dimAlpha == rest.dimAlpha)
        // Nothing more to report afterwards.
        let next = store.send(.tick(), after: 1.0 / 60)
        #expect(next.sheet.top == frame.sheet.top)
    }

    @Test("before the first real container, it waits, and is then at its detent at once")
    func waitsForTheContainer() throws {
        let store = try Self.store(selected: .medium, container: HostContainer(size: .zero))
        let waiting = store.send(.present(animated: false))
        #expect(waiting.phase == .dismissed)
        let frame = store.send(.container(Self.container), at: 0.1)
        #expect(frame.phase == .presented && frame.events.willPresent && frame.events.didPresent)
        #expect(frame.sheet.restingDetentIdentifier == .medium)
        store.receive([.willPresent, .didPresent])
    }

    @Test("`.present` is the animated presentation")
    func defaultIsAnimated() throws {
        let store = try Self.store()
        #expect(store.send(.present).phase == .presenting)
        store.receive(.willPresent)
        guard case .present(let animated) = HostEvent.present else {
            Issue.record("not a present")
            return
        }
        #expect(animated)
    }
}
