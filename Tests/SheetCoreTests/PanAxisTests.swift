import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

@Suite("PanAxis: the one rule for a pan's axis")
struct PanAxisTests {
    /// (dx, dy, distance, inclusive, expected axis; nil while undecided)
    static let rows: [(CGFloat, CGFloat, CGFloat, Bool, PanAxis?)] = [
        (0, 0, 8, true, nil),
        (3, -4, 8, true, nil),  // 5 pt: within the distance
        (0, -8, 8, true, .vertical),  // exactly the distance, inclusive: decided
        (8, 0, 8, true, .horizontal),
        (0, -8, 8, false, nil),  // exactly the distance, exclusive (a tap slop): still a tap
        (0, 10, 10, false, nil),
        (0, 10.5, 10, false, .vertical),
        (-11, 2, 10, false, .horizontal),
        (6, -6, 8, true, .vertical),  // a diagonal tie is the sheet's
        (-6, 6, 8, true, .vertical),
        (6.01, -6, 8, true, .horizontal),
        (30, -4, 8, true, .horizontal),
        (2, -150, 8, true, .vertical),
        (.nan, 20, 8, true, nil),  // no distance to compare: undecided
    ]

    @Test(
        "decided once the pan has moved far enough; sideways wins only when strictly more sideways",
        arguments: rows.indices)
    func decision(_ index: Int) {
        let (dx, dy, distance, inclusive, expected) = Self.rows[index]
        #expect(PanAxis.decide(dx: dx, dy: dy, after: distance, inclusive: inclusive) == expected)
    }

    /// The engine's own lock (a front end that feeds it directly) follows the rule at
    /// `axisLockDistance`: undecided changes move nothing, a sideways lock lets the sheet go.
    @Test("the engine's lock follows the rule", arguments: rows.indices.filter { rows[$0].3 })
    func engineFollowsTheRule(_ index: Int) throws {
        let (dx, dy, distance, _, expected) = Self.rows[index]
        guard dx.isFinite else { return }
        var configuration = SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: .medium)
        configuration.behavior.axisLockDistance = distance
        var sheet = try SheetInteraction(configuration: configuration, container: .iPhone)
        sheet.handle(.present, at: 0)
        sheet.tick(2)
        let resting = sheet.height
        sheet.handle(.dragBegan(), at: 2.01)
        let frame = sheet.handle(.dragChanged(translation: dy, horizontalTranslation: dx), at: 2.02)
        // Moved past its lock, a vertical pan follows from there: one more point moves it by one.
        let next = sheet.handle(.dragChanged(translation: dy - 1, horizontalTranslation: dx), at: 2.03)
        switch expected {
        case nil:
            #expect(frame.height == resting && frame.state == .dragging)
        case .vertical:
            #expect(frame.height == resting && frame.state == .dragging)
            #expect(abs(next.height - (resting + 1)) < 1e-9)
        case .horizontal:
            #expect(frame.state != .dragging && next.state != .dragging)
        }
    }
}
