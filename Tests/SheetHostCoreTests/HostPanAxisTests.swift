import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The host decides a finger's axis once, by ``PanAxis`` at its tap slop (the engine's lock is for
/// front ends that feed the engine directly): these rows are the rule's, run through the host.
@Suite("Host: a finger's axis, decided by PanAxis at the tap slop")
struct HostPanAxisTests {
    /// (dx, dy) of the first move from a point on the sheet's content.
    static let moves: [(CGFloat, CGFloat)] = [
        (0, 0), (3, -4), (0, -10), (10, 0), (0, 10.5), (-11, 2), (8, -8), (-8, 8), (8.01, -8), (30, -4),
        (2, -150), (0, 60),
    ]

    @Test("the engine follows the host's decision", arguments: moves.indices)
    func decision(_ index: Int) throws {
        let (dx, dy) = Self.moves[index]
        let axis = PanAxis.decide(dx: dx, dy: dy, after: SheetHost.tapSlop, inclusive: false)
        let store = try HostTestStore(headerConfiguration(selected: .medium))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let start = CGPoint(x: 200, y: 700)
        let down = store.send(.pointerDown(start), after: 0.01)
        // No scroll view is registered: below the chrome is the sheet itself.
        #expect(down.target == .sheet)
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: start.x + dx, y: start.y + dy)), after: 0.01)
        // Sideways: the sheet lets the finger go; otherwise (decided vertical, or still a tap) it
        // follows the finger.
        #expect((moved.sheet.state == .dragging) == (axis != .horizontal), "axis \(String(describing: axis))")
        let up = store.send(.pointerUp(CGPoint(x: start.x + dx, y: start.y + dy), velocity: 0), after: 0.01)
        #expect(up.sheet.state != .dragging)
    }
}
