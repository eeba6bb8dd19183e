import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Batches of random assignments, each applied in every order at one instant, give identical frames.
@Suite("Host: the order of assignments never matters (property)")
struct HostAssignmentOrderPropertyTests {
    static let pool: [Detent] = [peek, .medium, .large, .fraction(0.8, identifier: "tall")]
    static let identifiers: [Detent.Identifier?] = [nil, "peek", .medium, .large, "tall", "gone"]

    /// A random value for property `kind` (0…10; the detents and the selection twice as likely).
    static func randomProperty(kind: Int, _ rng: inout SplitMix64) -> SheetProperty {
        switch kind {
        case 0:
            var detents = pool.filter { _ in rng.bool() }
            if detents.isEmpty { detents = [pool[rng.int(0...3)]] }
            detents.shuffle(using: &rng)
            return .detents(detents)
        case 1, 2: return .selectedDetentIdentifier(identifiers[rng.int(0...5)])
        case 3: return .largestUndimmedDetentIdentifier(identifiers[rng.int(0...5)])
        case 4: return .isModalInPresentation(rng.bool())
        case 5: return .isFloating(rng.bool())
        case 6: return .usesBottomSafeArea(rng.bool())
        case 7: return .prefersGrabberVisible(rng.bool())
        case 8: return .maximumDimAlpha(CGFloat(rng.double(0...1)))
        case 9: return .prefersEdgeAttachedInCompactHeight(rng.bool())
        default: return .isDismissible(rng.bool())
        }
    }

    static func permutations<Element>(_ items: [Element]) -> [[Element]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390), safeArea: HostInsets(top: 0, left: 47, bottom: 21, right: 47),
        verticalSizeClass: .compact)

    /// The visible frames of a presented sheet given `batches`, each at its own instant, each
    /// animated or not, then 0.6 s of ticks after each: every frame, the one after each assignment
    /// included.
    static func run(
        _ batches: [[SheetProperty]], animated: [Bool], container: HostContainer, presentedFirst: Bool
    ) throws -> [HostFrame] {
        let store = try HostTestStore(SheetConfiguration(detents: [.medium, .large]), container: container)
        var frames: [HostFrame] = []
        if presentedFirst {
            store.send(.present)
            store.advance(by: 1)
        }
        for (index, batch) in batches.enumerated() {
            store.advance(by: 0.1)
            // Every frame counts, the one after each assignment too; the binding's next display
            // tick, at the same instant, lays the batch out.
            for property in batch {
                frames.append(visible(store.send(.set(property, animated: animated[index]))))
            }
            frames.append(visible(store.send(.tick())))
            if !presentedFirst, index == 0 { store.send(.present) }
            for _ in 0..<72 { frames.append(visible(store.send(.tick(), after: 1.0 / 120))) }
        }
        frames.append(visible(store.host.frame))
        store.skipReceivedEvents()
        return frames
    }

    @Test(arguments: 0..<40)
    func everyOrderGivesTheSameFrames(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 33_000)
        let container = rng.int(0...3) == 0 ? Self.landscape : .iPhone
        let presentedFirst = rng.int(0...3) != 0
        // Each batch assigns distinct properties (the detents and the selection most often): two
        // assignments of one property are ordered by nature, the last one wins.
        let batches = (0..<rng.int(1...3)).map { _ in
            var kinds = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1]
            kinds.shuffle(using: &rng)
            var distinct: [Int] = []
            for kind in kinds where distinct.count < rng.int(2...4) {
                let key = kind == 2 ? 1 : kind
                if !distinct.contains(key) { distinct.append(key) }
            }
            return distinct.map { Self.randomProperty(kind: $0, &rng) }
        }
        let animated = batches.map { _ in rng.bool() }
        let reference = try Self.run(
            batches, animated: animated, container: container, presentedFirst: presentedFirst)
        // Every order of the first batch, with the later batches in a shuffled order each time.
        for order in Self.permutations(batches[0]) {
            var shuffled = batches
            shuffled[0] = order
            for index in shuffled.indices.dropFirst() { shuffled[index].shuffle(using: &rng) }
            let frames = try Self.run(
                shuffled, animated: animated, container: container, presentedFirst: presentedFirst)
            #expect(frames.count == reference.count)
            let first = zip(frames, reference).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            #expect(first == nil, "seed \(seed): \(order) differs at frame \(first ?? -1) of \(batches)")
        }
    }
}
