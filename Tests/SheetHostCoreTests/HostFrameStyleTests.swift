import Foundation
import SheetCore
import SheetHostCore
import SheetTestSupport
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Frames carry the surface: the style a frame shows is in it, laid out with the assignments, so a
/// binding draws frames only.
@Suite("Host: the frame's style")
struct HostFrameStyleTests {
    private func store(_ style: SheetStyle = SheetStyle()) throws -> HostTestStore {
        try HostTestStore(SheetConfiguration(detents: [.medium, .large], style: style))
    }

    @Test("the configured style is in every frame, before and after the presentation")
    func configuredStyle() throws {
        let style = SheetStyle(
            background: .gray, preferredCornerRadius: 20, prefersGrabberVisible: true,
            header: SheetStyle.Header(title: "Places"))
        let store = try store(style)
        #expect(store.host.frame.style == style)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let risen = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(risen.style == style)
        #expect(risen.cornerRadius == 20)
    }

    @Test(
        "a set of the background or the style shows in the frame that lays it out, never before",
        arguments: [
            SheetProperty.background(.gray),
            .preferredCornerRadius(4),
            .prefersGrabberVisible(true),
            .header(SheetStyle.Header(title: "Saved")),
        ])
    func assignmentShowsWhenLaidOut(_ property: SheetProperty) throws {
        let store = try store()
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let before = store.host.frame.style
        let setFrame = store.send(.set(property), after: 0.01)
        #expect(setFrame.style == before)
        let laidOut = store.send(.tick(), after: 0.01)
        var expected = before
        switch property {
        case .background(let background): expected.background = background
        case .preferredCornerRadius(let radius): expected.preferredCornerRadius = radius
        case .prefersGrabberVisible(let visible): expected.prefersGrabberVisible = visible
        case .header(let header): expected.header = header
        default: break
        }
        #expect(laidOut.style.background == expected.background)
        #expect(laidOut.style.preferredCornerRadius == expected.preferredCornerRadius)
        #expect(laidOut.style.prefersGrabberVisible == expected.prefersGrabberVisible)
        #expect(laidOut.style.header?.title == expected.header?.title)
        #expect(laidOut.changes.contains(.appearance))
        // Drawn once: the next frame changes no appearance.
        #expect(!store.send(.tick(), after: 0.01).changes.contains(.appearance))
        // A header set is measured.
        if case .header = property { store.answerHeaderMeasurement(height: SheetStyle.headerHeight) }
    }

    @Test("a dismissed sheet's background set before it is added shows in its first frame")
    func backgroundBeforePresentation() throws {
        let store = try store()
        store.send(.set(.background(.gray)))
        let presented = store.send(.present)
        #expect(presented.style.background == .gray)
        #expect(store.advance(by: 1.5).style.background == .gray)
        store.receive([.willPresent, .didPresent])
    }
}
