import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A floating sheet (the map drawer) by the host's rules: no dim and a live background at every
/// detent, whatever detents in whatever order, unless the app names an undimmed detent; never
/// dismissed by the person; a drawer at the bottom in compact height.
@Suite("Host: the floating sheet")
struct HostFloatingSheetTests {
    static let detentLists: [[Detent]] = [
        [peek, .medium, .large], [.large, .medium, peek], [.large, peek], [.medium],
        [.large, .fraction(0.3, identifier: "low")],
    ]

    /// A store of a floating sheet with `detents`, presented and at rest.
    static func presented(_ configuration: SheetConfiguration, container: HostContainer = .iPhone) throws
        -> HostTestStore
    {
        let store = try HostTestStore(configuration, container: container)
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        return store
    }

    @Test(
        "no dim and a live background at every detent, in whatever order the detents come",
        arguments: detentLists)
    func neverDims(_ detents: [Detent]) throws {
        let store = try Self.presented(floatingConfiguration(detents))
        for detent in detents {
            store.send(.select(detent.identifier, animated: true), after: 0.01)
            for _ in 0..<60 {
                let frame = store.send(.tick(), after: 1.0 / 60)
                #expect(frame.dimAlpha == 0 && !frame.dimTakesTaps && frame.passesTouchesThrough)
            }
            #expect(store.host.hitTarget(at: CGPoint(x: 195, y: 10)) == .background)
        }
        // Assigning the detents again, reversed, changes none of it.
        store.assign(.detents(detents.reversed()))
        #expect(store.host.frame.dimAlpha == 0 && store.host.frame.passesTouchesThrough)
        store.skipReceivedEvents()
        store.finish()
    }

    @Test("an undimmed detent the app names still counts: dimmed above it")
    func appsUndimmedDetentCounts() throws {
        var configuration = floatingConfiguration([peek, .medium, .large])
        configuration.largestUndimmedDetentIdentifier = "peek"
        let store = try Self.presented(configuration)
        #expect(store.host.frame.dimAlpha == 0 && store.host.frame.passesTouchesThrough)
        store.send(.select(.large), after: 0.01)
        store.receive(.selectedDetentChanged(.large, cause: .app))
        #expect(store.host.frame.dimAlpha == Dimming.defaultMaximumAlpha && store.host.frame.dimTakesTaps)
        store.finish()
    }

    @Test("the person can't dismiss it, even when it is marked dismissible")
    func notDismissibleByThePerson() throws {
        var configuration = floatingConfiguration([peek, .large])
        configuration.isDismissible = true
        let store = try Self.presented(configuration)
        // A fast fling down from the smallest detent springs back, silently.
        var y = store.host.frame.sheetRect.minY + 20
        let frame = store.send(.pointerDown(CGPoint(x: 195, y: y)), after: 0.01)
        #expect(!frame.effects.asksDismissalGuard)
        for _ in 0..<8 {
            y += 15
            store.send(.pointerMoved(CGPoint(x: 195, y: y)), after: 1.0 / 120)
        }
        store.send(.pointerUp(CGPoint(x: 195, y: y), velocity: 4000), after: 1.0 / 120)
        store.advance(by: 1.5)
        #expect(store.host.frame.sheet.state == .resting)
        #expect(store.host.frame.sheet.restingDetentIdentifier == "peek")
        // VoiceOver's escape is not handled.
        #expect(store.send(.accessibility(.escape)).accessibility.escapeHandled == false)
        #expect(store.host.frame.sheet.state == .resting)
        store.finish()
    }

    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390), safeArea: HostInsets(top: 0, left: 47, bottom: 21, right: 47),
        verticalSizeClass: .compact)

    @Test("in compact height it stays a drawer at the bottom, across the safe area's width")
    func compactHeightDrawer() throws {
        let store = try Self.presented(floatingConfiguration([peek, .large]), container: Self.landscape)
        let frame = store.host.frame
        #expect(frame.sheetRect.minX == 47 && frame.sheetRect.width == 750)
        #expect(abs(frame.sheetRect.maxY - 390) < 0.5, "edge-attached at the bottom")
        #expect(abs(frame.sheetRect.height - (120 + 21)) < 0.5, "at its detent, not full screen")
        #expect(frame.grabberRect != .zero)
        store.send(.select(.large, animated: false), after: 0.01)
        store.receive(.selectedDetentChanged(.large, cause: .app))
        #expect(store.host.frame.sheetRect.minY > 0, "never full screen")
        store.finish()
    }

    @Test("in compact height a width the app sets is kept, against the side it names")
    func compactHeightDrawerWidth() throws {
        let options = HostOptions(
            widthFollowsPreferredContentSizeWhenEdgeAttached: true, preferredContentWidth: 320,
            regularWidthPlacement: .leading)
        let store = try HostTestStore(
            floatingConfiguration([peek, .large]), container: Self.landscape, options: options)
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        #expect(store.host.frame.sheetRect.minX == 47 && store.host.frame.sheetRect.width == 320)
        var rightToLeft = Self.landscape
        rightToLeft.layoutDirection = .rightToLeft
        store.send(.container(rightToLeft), after: 0.01)
        #expect(abs(store.host.frame.sheetRect.maxX - (844 - 47)) < 0.5)
        store.finish()
    }

    @Test("made floating or not while presented, it follows at once")
    func floatingAssigned() throws {
        let store = try Self.presented(
            SheetConfiguration(detents: [peek, .large]), container: Self.landscape)
        #expect(store.host.frame.dimAlpha > 0, "a modal sheet dims")
        store.assign(.isFloating(true))
        #expect(store.host.frame.dimAlpha == 0 && store.host.frame.passesTouchesThrough)
        #expect(store.host.frame.sheetRect.minX == 47 && store.host.frame.sheetRect.minY > 0)
        store.assign(.isFloating(false))
        #expect(store.host.frame.dimAlpha > 0 && store.host.frame.sheetRect.minX == 0)
        store.skipReceivedEvents()
        store.finish()
    }
}
