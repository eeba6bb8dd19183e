import Foundation
import SheetCore
import Testing

@testable import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit binding reads from the host to tell UIKit's delegates what UIKit itself would.
@Suite struct UIKitNeedsTests {
    /// A presented `.medium`/`.large` sheet on the reference iPhone, at rest.
    static func presentedHost() throws -> (SheetHost, Double) {
        var host = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        host.handle(.container(.iPhone), at: 0)
        host.handle(.present, at: 0)
        var time = 0.0
        while host.frame.phase != .presented || host.frame.needsTicks, time < 5 {
            time += 1.0 / 60
            host.handle(.tick(), at: time)
        }
        return (host, time)
    }

    /// Runs `events` one frame apart, then ticks until the sheet is gone; returns the cause each of
    /// `willDismiss` and `didDismiss` reported.
    static func dismissalCauses(_ events: [HostEvent]) throws -> (will: [HostCause?], did: [HostCause?]) {
        var (host, time) = try presentedHost()
        var will: [HostCause?] = []
        var did: [HostCause?] = []
        func record(_ frame: HostFrame) {
            if frame.events.willDismiss { will.append(frame.events.dismissalCause) }
            if frame.events.didDismiss { did.append(frame.events.dismissalCause) }
        }
        for event in events {
            time += 1.0 / 60
            record(host.handle(event, at: time))
        }
        var ticks = 0
        while host.frame.phase != .dismissed, ticks < 600 {
            time += 1.0 / 60
            ticks += 1
            record(host.handle(.tick(), at: time))
        }
        return (will, did)
    }

    static let dimPoint = CGPoint(x: 195, y: 100)
    /// The top of the sheet at `.medium` (its grabber strip), read from the host.
    static var grabberPoint: CGPoint {
        let rect = (try? presentedHost().0.frame.sheetRect) ?? .zero
        return CGPoint(x: rect.midX, y: rect.minY + 8)
    }

    static func below(_ point: CGPoint, by distance: CGFloat) -> CGPoint {
        CGPoint(x: point.x, y: point.y + distance)
    }

    @Test(
        "UIKit tells presentationControllerWillDismiss/DidDismiss only about the person's dismissals",
        arguments: [
            ("tap on the dim", [HostEvent.tap(dimPoint)], HostCause.user),
            ("escape", [.accessibility(.escape)], .user),
            (
                "fling down from the grabber",
                [
                    .pointerDown(grabberPoint), .pointerMoved(below(grabberPoint, by: 60)),
                    .pointerUp(below(grabberPoint, by: 120), velocity: 3000),
                ],
                .user
            ),
            ("dismiss in code", [.dismiss(animated: true)], .app),
            ("teardown", [.teardown], .system),
        ] as [(String, [HostEvent], HostCause)])
    func dismissalCause(name: String, events: [HostEvent], cause: HostCause) throws {
        let causes = try Self.dismissalCauses(events)
        #expect(causes.will == [cause], "\(name)")
        #expect(causes.did == [cause], "\(name)")
    }

    @Test("A later presentation's dismissal reports its own cause")
    func causeIsPerPresentation() throws {
        var (host, time) = try Self.presentedHost()
        time += 0.1
        host.handle(.dismiss(animated: false), at: time)
        time += 0.1
        host.handle(.present, at: time)
        time += 0.1
        let frame = host.handle(.tap(Self.dimPoint), at: time)
        #expect(frame.events.willDismiss)
        #expect(frame.events.dismissalCause == .user)
    }
}

/// UIKit apps set `selectedDetentIdentifier` before presenting, before any layout has given the sheet
/// a container: the sheet must rise to that detent.
@Suite struct SelectionBeforeLayoutTests {
    static func settle(_ host: inout SheetHost, from time: Double) {
        var time = time
        while host.frame.needsTicks, time < 5 {
            time += 1.0 / 60
            host.handle(.tick(), at: time)
        }
    }

    @Test(
        "A detent selected before the first container is the one the sheet rises to",
        arguments: [Detent.Identifier.medium, .large])
    func selectBeforeContainer(selected: Detent.Identifier) throws {
        var host = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        host.handle(.select(selected, animated: false), at: 0)
        host.handle(.present, at: 0)
        host.handle(.container(.iPhone), at: 0.01)
        Self.settle(&host, from: 0.01)
        #expect(host.interaction.selectedDetentIdentifier == selected)
    }

    @Test(
        "The configuration's selected detent survives the zero-sized container before layout",
        arguments: [Detent.Identifier.medium, .large])
    func configuredSelection(selected: Detent.Identifier) throws {
        var host = try SheetHost(
            configuration: SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: selected))
        host.handle(.present, at: 0)
        host.handle(.container(.iPhone), at: 0.01)
        Self.settle(&host, from: 0.01)
        #expect(host.interaction.selectedDetentIdentifier == selected)
    }

    @Test("A new configuration springs to the new height when animated and is there at once when not")
    func configurationChangeAnimatesOnlyWhenAsked() throws {
        var animated = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        animated.handle(.container(.iPhone), at: 0)
        animated.handle(.present, at: 0)
        Self.settle(&animated, from: 0)
        var immediate = animated
        let before = animated.frame.sheetRect
        let taller = SheetConfiguration(detents: [.fraction(0.7, identifier: .medium), .large])

        let springing = animated.handle(.configure(taller, animated: true), at: 5)
        #expect(springing.needsTicks && springing.sheetRect == before)
        var time = 5.0
        while animated.frame.needsTicks, time < 10 {
            time += 1.0 / 60
            animated.handle(.tick(), at: time)
        }
        let after = animated.frame.sheetRect
        #expect(after.height > before.height + 50)

        let jumped = immediate.handle(.configure(taller, animated: false), at: 5)
        #expect(!jumped.needsTicks && immediate.interaction.state == .resting)
        #expect(
            abs(jumped.sheetRect.height - after.height) < 0.01
                && abs(jumped.sheetRect.minY - after.minY) < 0.01)
        #expect(immediate.interaction.selectedDetentIdentifier == .medium)
    }
}
