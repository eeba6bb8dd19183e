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

    static func host(selected: Detent.Identifier? = nil) throws -> SheetHost {
        try SheetHost(
            configuration: SheetConfiguration(
                detents: [.height(200, identifier: "peek"), .medium, .large],
                selectedDetentIdentifier: selected))
    }

    @Test(
        "at its detent in the same frame, with will- and did-present, for each detent",
        arguments: [
            nil, "peek", Detent.Identifier.medium, .large,
        ])
    func atItsDetentAtOnce(selected: Detent.Identifier?) throws {
        var host = try Self.host(selected: selected)
        host.handle(.container(Self.container), at: 0)
        let frame = host.handle(.present(animated: false), at: 0)
        #expect(frame.phase == .presented)
        #expect(frame.events.willPresent && frame.events.didPresent)
        #expect(frame.effects.completesPresentation)
        #expect(frame.sheet.selectedDetentIdentifier == selected ?? "peek")
        #expect(!frame.sheet.isAnimating && frame.sheet.velocity == 0)
        // Where the animated presentation comes to rest.
        var animated = try Self.host(selected: selected)
        animated.handle(.container(Self.container), at: 0)
        var rest = animated.handle(.present, at: 0)
        #expect(rest.phase == .presenting && rest.events.willPresent && !rest.events.didPresent)
        var time = 0.0
        while rest.phase != .presented, time < 5 {
            time += 1.0 / 60
            rest = animated.handle(.tick(), at: time)
        }
        #expect(frame.sheet.top == rest.sheet.top && frame.sheet.height == rest.sheet.height)
        #expect(frame.dimAlpha == rest.dimAlpha)
        // Nothing more to report afterwards.
        let next = host.handle(.tick(), at: 1.0 / 60)
        #expect(!next.events.willPresent && !next.events.didPresent && next.sheet.top == frame.sheet.top)
    }

    @Test("before the first real container, it waits, and is then at its detent at once")
    func waitsForTheContainer() throws {
        var host = try Self.host(selected: .medium)
        let waiting = host.handle(.present(animated: false), at: 0)
        #expect(waiting.phase == .dismissed)
        let frame = host.handle(.container(Self.container), at: 0.1)
        #expect(frame.phase == .presented && frame.events.willPresent && frame.events.didPresent)
        #expect(frame.sheet.selectedDetentIdentifier == .medium)
    }

    @Test("`.present` is the animated presentation")
    func defaultIsAnimated() throws {
        var host = try Self.host()
        host.handle(.container(Self.container), at: 0)
        #expect(host.handle(.present, at: 0).phase == .presenting)
        guard case .present(let animated) = HostEvent.present else {
            Issue.record("not a present")
            return
        }
        #expect(animated)
    }
}
