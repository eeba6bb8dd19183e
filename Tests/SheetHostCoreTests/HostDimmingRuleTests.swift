import Foundation
import SheetCore
import SheetHostCore
import SheetTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The two dimming rules that name no detent (SwiftUI's `.enabled` and `.disabled` background
/// interaction): they hold at every detent, through new detent lists and container changes, with
/// no reassignment, on a modal sheet and on a floating one.
@Suite("Host: undimmed at every detent, dims at every detent")
struct HostDimmingRuleTests {
    static let detents: [Detent] = [peek, .medium, .large, .fraction(0.9, identifier: "tall")]
    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390),
        safeArea: HostInsets(top: 0, left: 47, bottom: 21, right: 47),
        verticalSizeClass: .compact)

    /// A presented store of `configuration`, resting.
    static func presented(_ configuration: SheetConfiguration) throws -> HostTestStore {
        let store = try HostTestStore(configuration, container: .iPhone)
        store.send(.present)
        store.advance(by: 1.5)
        store.skipReceivedEvents()
        return store
    }

    /// Walks every detent, in a portrait and a landscape container, checking each resting frame.
    static func everyDetent(_ store: HostTestStore, check: (HostFrame) -> Void) {
        for container in [HostContainer.iPhone, landscape, .iPhone] {
            store.send(.container(container), after: 0.01)
            for detent in detents {
                store.send(.select(detent.identifier, animated: false), after: 0.01)
                store.advance(by: 0.5)
                check(store.host.frame)
            }
        }
        store.skipReceivedEvents()
    }

    @Test("undimmed at every detent: a modal sheet dims nothing and passes touches, whatever the tallest is")
    func undimmedModal() throws {
        let store = try Self.presented(SheetConfiguration(detents: Self.detents))
        #expect(store.host.frame.dimAlpha > 0)
        store.assign(.undimmedAtEveryDetent(true))
        Self.everyDetent(store) { frame in
            #expect(frame.dimAlpha == 0 && !frame.dimTakesTaps && frame.passesTouchesThrough)
        }
        // A new list whose tallest detent is another one changes nothing, with no reassignment.
        store.assign(.detents([.medium, .fraction(0.5, identifier: "half")]))
        store.send(.select("half", animated: false), after: 0.01)
        store.advance(by: 0.5)
        #expect(store.host.frame.dimAlpha == 0 && store.host.frame.passesTouchesThrough)
        store.skipReceivedEvents()
        store.finish()
    }

    @Test(
        "dims at every detent: a floating sheet dims and blocks the background, a named undimmed detent too")
    func dimsFloating() throws {
        var configuration = floatingConfiguration(Self.detents)
        configuration.largestUndimmedDetentIdentifier = "peek"
        let store = try Self.presented(configuration)
        store.assign(.dimsAtEveryDetent(true))
        Self.everyDetent(store) { frame in
            #expect(frame.dimAlpha == Dimming.defaultMaximumAlpha && frame.dimTakesTaps)
            #expect(!frame.passesTouchesThrough)
        }
        // Turned off, the floating sheet's own rule is back: undimmed up to "peek".
        store.assign(.dimsAtEveryDetent(false))
        store.send(.select("peek", animated: false), after: 0.01)
        store.advance(by: 0.5)
        #expect(store.host.frame.dimAlpha == 0 && store.host.frame.passesTouchesThrough)
        store.skipReceivedEvents()
        store.finish()
    }

    @Test("undimmed at every detent wins over dims at every detent, in either order of assignment")
    func undimmedWins() throws {
        for order in [[true, false], [false, true]] {
            let store = try Self.presented(SheetConfiguration(detents: Self.detents))
            for first in order {
                store.assign(first ? .undimmedAtEveryDetent(true) : .dimsAtEveryDetent(true))
            }
            Self.everyDetent(store) { frame in
                #expect(frame.dimAlpha == 0 && frame.passesTouchesThrough)
            }
            store.finish()
        }
    }
}
