import Foundation
import Testing

@_spi(Benchmarks) @testable import SheetCore

/// A scroll view that bounces at its top at the largest detent (a refresh control): the pull past
/// its top is its own, not the sheet's, there and only there.
@Suite("Scroll hand-off: a list that bounces at its top")
struct ScrollBounceAtTopTests {
    /// (bounces, on content, sheet height, offset, growth) → (sheet height, offset); the largest
    /// detent is 787 pt.
    static let rows: [(Bool, Bool, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (false, true, 787, 0, -50, 737, 0),
        (true, true, 787, 0, -50, 787, 0),
        (true, true, 787, 30, -50, 787, 0),
        (true, true, 787.3, 0, -50, 787, 0),
        (true, true, 786.4, 0, -50, 736.4, 0),
        (true, true, 500, 0, -50, 450, 0),
        (true, true, 787, 0, 50, 787, 50),
        (true, false, 787, 0, -50, 737, 0),
    ]

    @Test("the pull past the top stays with the list at the largest detent only", arguments: rows.indices)
    func handoff(_ index: Int) {
        let (bounces, onContent, height, offset, growth, expectedHeight, expectedOffset) = Self.rows[index]
        var handoff = ScrollHandoff(sheetHeight: height, contentOffset: offset)
        handoff.apply(
            growth: growth,
            limits: ScrollHandoff.Limits(
                largestHeight: 787, contentHeight: 2000, viewportInset: 102, isOnContent: onContent,
                expandsFirst: true, bouncesAtTop: bounces))
        #expect(abs(handoff.sheetHeight - expectedHeight) < 0.001, "row \(index): \(handoff)")
        #expect(abs(handoff.contentOffset - expectedOffset) < 0.001, "row \(index): \(handoff)")
    }

    @Test(
        "a fast pull down on the list at the largest detent keeps the sheet there; without the option it leaves"
    )
    func releaseKeepsTheDetent() throws {
        for bounces in [true, false] {
            var configuration = SheetConfiguration(
                detents: [.medium, .large], selectedDetentIdentifier: .large)
            configuration.scrollViewBouncesAtTop = bounces
            var sheet = try SheetInteraction(configuration: configuration, container: .iPhone)
            _ = run(
                &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 3000, offset: 0))],
                until: 1)
            sheet.handle(.dragBegan(location: .content), at: 1)
            var frame = sheet.handle(.dragChanged(translation: 0), at: 1)
            for step in 1...10 {
                frame = sheet.handle(.dragChanged(translation: CGFloat(step) * 15), at: 1 + Double(step) / 60)
            }
            #expect((frame.height == 787) == bounces, "bounces: \(bounces), \(frame.height)")
            #expect(!frame.isContentOffsetLocked || !bounces)
            frame = sheet.handle(.dragEnded(velocity: 2500), at: 1.2)
            frame = sheet.tick(3)
            #expect((frame.restingDetentIdentifier == .large) == bounces, "bounces: \(bounces)")
            if bounces { #expect(frame.state == .resting) }
        }
    }
}
