import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a binding's property setters send: one ``HostEvent/set(_:animated:)`` each, in the order the
/// app wrote them (UIKit's `SheetController`, a SwiftUI modifier). The host stores each as set, so
/// the order the app happened to write them in never shows.
@Suite("Host: a binding's property setters, in any order")
struct HostBindingSetterTests {
    /// The app's code, as `SheetController` setters: each line one assignment of the same instant.
    static func store(presented: Bool, _ assignments: [SheetProperty], animated: Bool) throws -> HostTestStore
    {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        if presented {
            store.send(.present)
            store.advance(by: 1.5)
        }
        for property in assignments { store.assign(property, animated: animated) }
        if !presented { store.send(.present, after: 0.01) }
        store.advance(by: 1.5)
        store.skipReceivedEvents()
        return store
    }

    static let selected: SheetProperty = .selectedDetentIdentifier("peek")
    static let detents: SheetProperty = .detents([peek, .medium, .large])
    static let undimmed: SheetProperty = .largestUndimmedDetentIdentifier("peek")

    @Test(
        "selected then detents, and detents then selected, give identical frames",
        arguments: [(false, false), (true, false), (true, true)])
    func selectionAndDetentsInEitherOrder(presented: Bool, animated: Bool) throws {
        let forward = try Self.store(presented: presented, [Self.selected, Self.detents], animated: animated)
        let backward = try Self.store(
            presented: presented, [Self.detents, Self.selected], animated: animated)
        #expect(forward.host.frame.sheet.restingDetentIdentifier == "peek", "not the smallest by accident")
        #expect(abs(forward.host.frame.sheetRect.height - (120 + 34)) < 0.5)
        #expect(visible(forward.host.frame) == visible(backward.host.frame))
        #expect(forward.host.selectedDetentIdentifier == backward.host.selectedDetentIdentifier)
    }

    @Test("an undimmed detent set before the detents keeps the background undimmed and live")
    func undimmedBeforeDetents() throws {
        let forward = try Self.store(
            presented: false, [Self.undimmed, Self.detents, Self.selected], animated: false)
        let backward = try Self.store(
            presented: false, [Self.selected, Self.detents, Self.undimmed], animated: false)
        for store in [forward, backward] {
            let frame = store.host.frame
            #expect(frame.dimAlpha == 0 && frame.passesTouchesThrough && !frame.dimTakesTaps)
            #expect(store.host.configuration.largestUndimmedDetentIdentifier == "peek")
        }
        #expect(visible(forward.host.frame) == visible(backward.host.frame))
    }

    @Test("regularWidthMargin and scrollViewBouncesAtTop are one-property assignments; the rest is kept")
    func marginAndBounceAreProperties() throws {
        let store = try HostTestStore(
            SheetConfiguration(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium))
        store.assign(.regularWidthMargin(24))
        store.assign(.scrollViewBouncesAtTop(true))
        #expect(store.host.options.regularWidthMargin == 24)
        #expect(store.host.configuration.scrollViewBouncesAtTop)
        #expect(store.host.interaction.configuration.scrollViewBouncesAtTop, "the engine runs it")
        #expect(store.host.configuration.largestUndimmedDetentIdentifier == .medium)
        store.assign(.scrollViewBouncesAtTop(false))
        #expect(!store.host.configuration.scrollViewBouncesAtTop)
        store.finish()
    }

    @Test("the grabber's label and the detents' spoken names are one-property assignments")
    func spokenNamesAreProperties() throws {
        let store = try Self.store(presented: true, [], animated: false)
        store.assign(.accessibilityGrabberLabel("Route details"))
        store.assign(.accessibilityDetentNames([.medium: "Half"]))
        let frame = store.host.frame
        #expect(frame.accessibility.grabberLabel == "Route details")
        #expect(frame.accessibility.grabberValue == "Half")
        #expect(store.host.configuration.detents.map(\.identifier) == [.medium, .large], "the rest is kept")
        store.skipReceivedEvents()
    }

    @Test("the margin places a trailing sheet on an iPad that far from the safe area's edge")
    func marginPlacesTheSheet() throws {
        let iPad = HostContainer(
            size: CGSize(width: 1366, height: 1024), safeArea: HostInsets(top: 24, bottom: 20),
            horizontalSizeClass: .regular, verticalSizeClass: .regular)
        let store = try HostTestStore(
            SheetConfiguration(detents: [.large]), container: iPad,
            options: HostOptions(regularWidthPlacement: .trailing, regularWidth: 375))
        store.send(.present)
        store.advance(by: 1.5)
        store.assign(.regularWidthMargin(40))
        store.advance(by: 1.5)
        store.skipReceivedEvents()
        let rect = store.host.frame.sheetRect
        #expect(abs(rect.maxX - (1366 - 40)) < 0.5)
    }
}
