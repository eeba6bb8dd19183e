import Foundation
import SheetCore
import Testing

@testable import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the UIKit binding reads from the host to tell UIKit's delegates what UIKit itself would.
@Suite struct UIKitNeedsTests {
    /// A presented `.medium`/`.large` sheet on the reference iPhone, at rest, its presentation's
    /// events asserted.
    static func presentedStore() throws -> HostTestStore {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        return store
    }

    static let dimPoint = CGPoint(x: 195, y: 100)
    /// The top of the sheet at `.medium` (its grabber strip), read from the host.
    static var grabberPoint: CGPoint {
        let rect = (try? presentedStore().host.frame.sheetRect) ?? .zero
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
                    .pointerDown(grabberPoint), .dismissalGuardAnswered(allowsDismissal: true),
                    .pointerMoved(below(grabberPoint, by: 60)),
                    .pointerUp(below(grabberPoint, by: 120), velocity: 3000),
                ],
                .user
            ),
            ("dismiss in code", [.dismiss(animated: true)], .app),
            ("teardown", [.teardown], .system),
        ] as [(String, [HostEvent], HostCause)])
    func dismissalCause(name: String, events: [HostEvent], cause: HostCause) throws {
        let store = try Self.presentedStore()
        for event in events { store.send(event, after: 1.0 / 60) }
        let end = store.advance(by: 2)
        #expect(end.phase == .dismissed, "\(name)")
        // Each told once, with the cause.
        store.receive([.willDismiss(cause: cause), .didDismiss(cause: cause)])
    }

    @Test("A later presentation's dismissal reports its own cause")
    func causeIsPerPresentation() throws {
        let store = try Self.presentedStore()
        store.send(.dismiss(animated: false), after: 0.1)
        store.receive([.willDismiss(cause: .app), .didDismiss(cause: .app)])
        store.send(.present, after: 0.1)
        store.receive(.willPresent)
        store.send(.tap(Self.dimPoint), after: 0.1)
        store.receive(.willDismiss(cause: .user))
    }
}

/// UIKit apps set `selectedDetentIdentifier` before presenting, before any layout has given the sheet
/// a container: the sheet must rise to that detent.
@Suite struct SelectionBeforeLayoutTests {
    @Test(
        "A detent selected before the first container is the one the sheet rises to",
        arguments: [Detent.Identifier.medium, .large])
    func selectBeforeContainer(selected: Detent.Identifier) throws {
        let store = try HostTestStore(
            SheetConfiguration(detents: [.medium, .large]), container: HostContainer(size: .zero))
        store.send(.select(selected, animated: false))
        store.send(.present)
        store.send(.container(.iPhone), at: 0.01)
        #expect(!store.advance(by: 2).needsTicks)
        #expect(store.host.interaction.restingDetentIdentifier == selected)
        store.receive([.willPresent, .didPresent])
    }

    @Test(
        "The configuration's selected detent survives the zero-sized container before layout",
        arguments: [Detent.Identifier.medium, .large])
    func configuredSelection(selected: Detent.Identifier) throws {
        let store = try HostTestStore(
            SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: selected),
            container: HostContainer(size: .zero))
        store.send(.present)
        store.send(.container(.iPhone), at: 0.01)
        #expect(!store.advance(by: 2).needsTicks)
        #expect(store.host.interaction.restingDetentIdentifier == selected)
        store.receive([.willPresent, .didPresent])
    }

    @Test("A new configuration springs to the new height when animated and is there at once when not")
    func configurationChangeAnimatesOnlyWhenAsked() throws {
        let animated = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        animated.presentAndSettle()
        animated.receive([.willPresent, .didPresent])
        let immediate = animated.fork()
        let before = animated.host.frame.sheetRect
        let taller = SheetConfiguration(detents: [.fraction(0.7, identifier: .medium), .large])

        let springing = animated.send(.configure(taller, animated: true), at: 5)
        #expect(springing.needsTicks && springing.sheetRect == before)
        let settled = animated.advance(by: 2)
        #expect(!settled.needsTicks)
        let after = settled.sheetRect
        #expect(after.height > before.height + 50)

        let jumped = immediate.send(.configure(taller, animated: false), at: 5)
        #expect(!jumped.needsTicks && immediate.host.interaction.state == .resting)
        #expect(
            abs(jumped.sheetRect.height - after.height) < 0.01
                && abs(jumped.sheetRect.minY - after.minY) < 0.01)
        #expect(immediate.host.interaction.restingDetentIdentifier == .medium)
    }
}
