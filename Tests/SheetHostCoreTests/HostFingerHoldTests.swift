import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A finger holds its point on the sheet while the platform changes what is around it: a keyboard
/// shown or hidden at once, or a container resize, leaves the top edge under the finger, moves the
/// bottom edge with the container and the keyboard, and the drag goes on.
@Suite("Host: the finger holds its point")
struct HostFingerHoldTests {
    /// A keyboard `height` tall, docked in the reference iPhone, appearing at once.
    static func keyboard(_ height: CGFloat, in size: CGSize = HostContainer.iPhone.size) -> HostKeyboard {
        guard height > 0 else { return .hidden }
        return HostKeyboard(frame: CGRect(x: 0, y: size.height - height, width: size.width, height: height))
    }

    /// A store with a presented sheet at rest (medium and large), with `keyboardHeight` shown.
    static func restingStore(keyboardHeight: CGFloat = 0) throws -> HostTestStore {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]))
        if keyboardHeight > 0 { store.send(.keyboard(keyboard(keyboardHeight))) }
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        return store
    }

    /// Puts a finger 30 pt below the sheet's top and drags it up by `distance` in 10 pt moves;
    /// returns the finger's y.
    static func grabAndDrag(_ store: HostTestStore, up distance: CGFloat) -> CGFloat {
        var y = store.host.frame.sheetRect.minY + 30
        store.send(.pointerDown(CGPoint(x: 195, y: y)), after: 1.0 / 120)
        store.answerDismissalGuard(allowsDismissal: true)
        for _ in 0..<Int(distance / 10) {
            y -= 10
            store.send(.pointerMoved(CGPoint(x: 195, y: y)), after: 1.0 / 120)
        }
        return y
    }

    /// A change in the middle of a drag, the expected bottom edge after it, and the finger's point.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var keyboardBefore: CGFloat
        var change: HostEvent
        var bottomAfter: CGFloat
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a keyboard shown at once", keyboardBefore: 0, change: .keyboard(keyboard(336)),
            bottomAfter: 508),
        Case(
            name: "a keyboard hidden at once", keyboardBefore: 336, change: .keyboard(.hidden),
            bottomAfter: 844),
        Case(
            name: "a container made shorter", keyboardBefore: 0,
            change: .container(
                HostContainer(
                    size: CGSize(width: 390, height: 800), safeArea: HostInsets(top: 47, bottom: 34))),
            bottomAfter: 800),
        Case(
            name: "a container made taller", keyboardBefore: 0,
            change: .container(
                HostContainer(
                    size: CGSize(width: 390, height: 900), safeArea: HostInsets(top: 47, bottom: 34))),
            bottomAfter: 900),
    ]

    @Test("the top edge stays under the finger, the bottom follows, and the drag goes on", arguments: cases)
    func fingerHoldsItsPoint(_ testCase: Case) throws {
        let store = try Self.restingStore(keyboardHeight: testCase.keyboardBefore)
        var finger = Self.grabAndDrag(store, up: 40)
        let before = store.host.frame.sheetRect
        #expect(abs(before.minY - (finger - 30)) <= 1)

        let frame = store.send(testCase.change, after: 1.0 / 120)
        #expect(frame.sheet.state == .dragging)
        #expect(abs(frame.sheetRect.minY - before.minY) <= 1, "the top edge jumped")
        #expect(abs(frame.sheetRect.maxY - testCase.bottomAfter) <= 1, "the bottom edge")

        // The drag goes on from there: 20 pt more up moves the top 20 pt.
        for _ in 0..<2 {
            finger -= 10
            store.send(.pointerMoved(CGPoint(x: 195, y: finger)), after: 1.0 / 120)
        }
        let after = store.host.frame.sheetRect
        #expect(abs(after.minY - (before.minY - 20)) <= 1, "the drag went on from elsewhere")
        #expect(abs(after.maxY - testCase.bottomAfter) <= 1)
        store.send(.pointerUp(CGPoint(x: 195, y: finger), velocity: 0), after: 1.0 / 120)
        store.advance(by: 1.5)
        store.skipReceivedEvents()
        store.finish()
    }
}
