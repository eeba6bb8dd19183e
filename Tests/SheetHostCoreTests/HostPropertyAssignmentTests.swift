import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The app's sheet properties as UIKit stores them: kept exactly as set, resolved together, so the
/// order of assignments never changes what the sheet does.
@Suite("Host: sheet properties as the app sets them")
struct HostPropertyAssignmentTests {
    /// Two assignments made in either order, and what the presented sheet then shows.
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var first: SheetProperty
        var second: SheetProperty
        /// The detent the sheet rests at once presented.
        var restsAt: Detent.Identifier
        /// Whether the background stays undimmed and takes touches there.
        var undimmed: Bool
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        Pair(
            name: "selected, then the detents that name it", first: .selectedDetentIdentifier("peek"),
            second: .detents([peek, .medium, .large]), restsAt: "peek", undimmed: false),
        Pair(
            name: "undimmed, then the detents that name it", first: .largestUndimmedDetentIdentifier("peek"),
            second: .detents([.large, peek]), restsAt: "peek", undimmed: true),
        Pair(
            name: "selected large, then detents in descending order",
            first: .selectedDetentIdentifier(.large),
            second: .detents([.large, .medium]), restsAt: .large, undimmed: false),
        Pair(
            name: "no selection, then detents declared largest first", first: .selectedDetentIdentifier(nil),
            second: .detents([.large, peek, .medium]), restsAt: "peek", undimmed: false),
    ]

    /// A store of a dismissed sheet with medium and large, the assignments made in `order`, presented.
    static func presented(after assignments: [SheetProperty]) throws -> HostTestStore {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        for property in assignments { store.assign(property) }
        store.send(.present, after: 0.01)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        return store
    }

    @Test("two assignments before presenting, in either order, give the same sheet", arguments: pairs)
    func orderNeverMatters(_ pair: Pair) throws {
        let forward = try Self.presented(after: [pair.first, pair.second])
        let backward = try Self.presented(after: [pair.second, pair.first])
        for store in [forward, backward] {
            let frame = store.host.frame
            #expect(frame.sheet.restingDetentIdentifier == pair.restsAt)
            #expect((frame.dimAlpha == 0) == pair.undimmed)
            #expect(frame.passesTouchesThrough == pair.undimmed)
            store.finish()
        }
        #expect(visible(forward.host.frame) == visible(backward.host.frame))
    }

    @Test("an undimmed identifier that names no detent is kept, and takes effect when a detent names it")
    func undimmedKeptUntilNamed() throws {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        store.assign(.largestUndimmedDetentIdentifier("peek"))
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        // No detent is named peek yet: dimmed everywhere, as with none.
        #expect(store.host.frame.dimAlpha == Dimming.defaultMaximumAlpha)
        #expect(store.host.configuration.largestUndimmedDetentIdentifier == "peek")
        // The app assigns the detents later (FloatingPanel's migration order): the map stays live.
        store.assign(.detents([peek, .medium, .large]))
        // Nothing is chosen: the smallest detent shows, now peek.
        store.receive(.selectedDetentChanged("peek", cause: .app))
        let frame = store.host.frame
        #expect(frame.sheet.restingDetentIdentifier == "peek")
        #expect(frame.dimAlpha == 0 && frame.passesTouchesThrough && !frame.dimTakesTaps)
        store.finish()
    }

    @Test("a selection that names no detent is kept, and the sheet goes there when a detent names it")
    func selectionKeptUntilNamed() throws {
        let store = try Self.presented(after: [])
        store.assign(.selectedDetentIdentifier("peek"))
        #expect(store.host.selectedDetentIdentifier == "peek")
        #expect(store.host.frame.sheet.restingDetentIdentifier == .medium, "stays where it is")
        store.assign(.detents([peek, .medium, .large]))
        store.receive(.selectedDetentChanged("peek", cause: .app))
        #expect(store.host.frame.sheet.restingDetentIdentifier == "peek")
        #expect(abs(store.host.frame.sheetRect.height - (120 + 34)) < 0.5)
        store.finish()
    }

    @Test("selected nil is the smallest detent by height, presented or not")
    func nilIsTheSmallest() throws {
        let store = try HostTestStore(
            SheetConfiguration(detents: [.large, peek], selectedDetentIdentifier: .large))
        store.assign(.selectedDetentIdentifier(nil))
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        #expect(store.host.frame.sheet.restingDetentIdentifier == "peek")
        store.assign(.selectedDetentIdentifier(.large), after: 0.01)
        store.receive(.selectedDetentChanged(.large, cause: .app))
        store.assign(.selectedDetentIdentifier(nil), after: 0.01)
        store.receive(.selectedDetentChanged("peek", cause: .app))
        #expect(store.host.selectedDetentIdentifier == nil)
        #expect(store.host.frame.sheet.restingDetentIdentifier == "peek")
        store.finish()
    }

    @Test("only the property assigned changes: the others keep their values")
    func oneAssignmentChangesOneProperty() throws {
        var configuration = SheetConfiguration(
            detents: [peek, .large], largestUndimmedDetentIdentifier: "peek", isModalInPresentation: true)
        configuration.style = SheetStyle(prefersGrabberVisible: true)
        let store = try HostTestStore(configuration)
        store.assign(.detents([peek, .medium, .large]))
        store.assign(.prefersEdgeAttachedInCompactHeight(true))
        let kept = store.host.configuration
        #expect(kept.largestUndimmedDetentIdentifier == "peek")
        #expect(kept.isModalInPresentation && kept.style.prefersGrabberVisible)
        #expect(kept.detents.map(\.identifier) == ["peek", .medium, .large])
        #expect(store.host.options.prefersEdgeAttachedInCompactHeight)
        store.finish()
    }

    @Test("an assignment the engine can't run is refused and reported; the rest stays")
    func invalidAssignmentRefused() throws {
        let store = try Self.presented(after: [])
        let before = visible(store.host.frame)
        store.assign(.detents([]))
        #expect(store.host.configurationErrors == [.emptyDetents])
        store.assign(.maximumDimAlpha(3))
        #expect(store.host.configurationErrors == [.invalidBehavior(field: "maximumDimAlpha", value: 3)])
        #expect(store.host.configuration.detents.map(\.identifier) == [.medium, .large])
        #expect(visible(store.host.frame) == before)
        store.finish()
    }
}
