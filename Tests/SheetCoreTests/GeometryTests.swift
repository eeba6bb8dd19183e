import Foundation
import SheetCore
import Testing

@Suite("Sheet geometry and detent values")
struct GeometryTests {
    let detents: [Detent] = [
        .medium, .large, .height(120, identifier: "peek"), .fraction(0.33, identifier: "third"), .fitting(),
        .custom(identifier: "quarter") { $0.maximumDetentValue / 4 },
    ]

    func resolve(_ container: SheetContainer, usesBottomSafeArea: Bool = true, fitting: CGFloat = 300)
        -> DetentResolution
    {
        SheetConfiguration(detents: detents, usesBottomSafeArea: usesBottomSafeArea)
            .resolveDetents(in: container, contentFittingHeight: fitting)
    }

    @Test func iPhonePortraitMatchesTheDocumentedExample() throws {
        let geometry = SheetGeometry(container: iPhone)
        #expect(geometry.maximumDetentValue == 753)
        #expect(geometry.bottomInset == 34)
        let resolution = resolve(iPhone)
        let large = try #require(resolution.detent(.large))
        #expect(large.value == 753)
        #expect(large.frameHeight == 787)
        #expect(geometry.topEdge(forFrameHeight: large.frameHeight) == 57)
        #expect(resolution.detent(.medium)?.value == 376.5)
        #expect(resolution.detent(.medium)?.frameHeight == 410.5)
        #expect(resolution.detent("peek")?.value == 120)
        #expect(resolution.detent("peek")?.frameHeight == 154)
        #expect(isClose(resolution.detent("third")!.value, 0.33 * 753))
        #expect(resolution.detent("fitting")?.value == 300)  // no chrome configured
        #expect(resolution.detent("quarter")?.value == 188.25)
    }

    @Test func keyboardShrinksTheMaximumAndLiftsTheBottomEdge() throws {
        let geometry = SheetGeometry(container: iPhoneWithKeyboard)
        #expect(geometry.maximumDetentValue == 451)
        #expect(geometry.bottomEdge == 508)
        #expect(geometry.bottomInset == 0)
        let resolution = resolve(iPhoneWithKeyboard)
        let large = try #require(resolution.detent(.large))
        #expect(large.frameHeight == 451)
        #expect(geometry.topEdge(forFrameHeight: large.frameHeight) == 57)
        #expect(resolution.detent(.medium)?.frameHeight == 225.5)
        #expect(resolution.detent("peek")?.frameHeight == 120)
        #expect(isClose(resolution.detent("third")!.value, 0.33 * 451))
    }

    @Test func landscapeIsCompactSoMediumIsInactive() throws {
        let resolution = resolve(iPhoneLandscape)
        #expect(resolution.detent(.medium) == nil)
        let large = try #require(resolution.detent(.large))
        #expect(large.value == 359)
        #expect(large.frameHeight == 380)
        #expect(resolution.geometry.topEdge(forFrameHeight: large.frameHeight) == 10)
        // The fitting detent (300) is clamped to the 359 pt maximum only when taller.
        #expect(resolution.detent("fitting")?.value == 300)
    }

    @Test func withoutBottomSafeAreaTheContentRunsToTheEdge() throws {
        let resolution = resolve(iPhone, usesBottomSafeArea: false)
        let large = try #require(resolution.detent(.large))
        #expect(large.value == 787)
        #expect(large.frameHeight == 787)
        #expect(resolution.geometry.topEdge(forFrameHeight: 787) == 57)
        #expect(resolution.detent("peek")?.frameHeight == 120)
        #expect(resolution.detent(.medium)?.value == 393.5)
    }

    @Test func fittingDetentAddsTheChrome() throws {
        let style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Details"))
        let resolution = SheetConfiguration(detents: [.fitting(), .large], style: style)
            .resolveDetents(in: iPhone, contentFittingHeight: 200)
        #expect(
            resolution.detent("fitting")?.value == 200 + SheetStyle.grabberAreaHeight
                + SheetStyle.headerHeight)
        // Content taller than the screen clamps to the maximum and merges with large.
        let tall = SheetConfiguration(detents: [.fitting(), .large], style: style)
            .resolveDetents(in: iPhone, contentFittingHeight: 5000)
        #expect(tall.detent("fitting")?.value == 753)
        #expect(tall.detents.count == 2)
        #expect(tall.detents.map(\.value) == [753, 753])
    }

    @Test func resolutionSortsClampsAndMerges() {
        let resolution = SheetConfiguration(detents: [
            .large, .height(2000, identifier: "huge"), .height(100, identifier: "small"), .medium,
            .custom(identifier: "off") { _ in nil }, .custom(identifier: "nan") { _ in .nan },
            .custom(identifier: "negative") { _ in -5 },
        ]).resolveDetents(in: iPhone)
        #expect(resolution.detents.map(\.identifier.rawValue) == ["small", "medium", "large", "huge"])
        #expect(resolution.detents.map(\.value) == [100, 376.5, 753, 753])
        #expect(resolution.nextLarger(than: 376.5)?.identifier == .large)
        #expect(resolution.nextLarger(than: 753) == nil)
    }

    @Test func noActiveDetentFallsBackToTheMaximum() {
        let resolution = SheetConfiguration(detents: [.medium]).resolveDetents(in: iPhoneLandscape)
        #expect(resolution.detents.count == 1)
        #expect(resolution.smallest.identifier == .medium)
        #expect(resolution.smallest.value == 359)
    }

    @Test func aContainerSmallerThanItsSafeAreaGivesZeroNotNegative() {
        let tiny = SheetContainer(
            size: CGSize(width: 100, height: 30), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34))
        let resolution = SheetConfiguration().resolveDetents(in: tiny)
        #expect(resolution.geometry.maximumDetentValue == 0)
        for detent in resolution.detents {
            #expect(detent.frameHeight >= 0 && detent.frameHeight <= 30)
        }
    }

    @Test(arguments: 0..<200)
    func resolvedHeightsAreSortedFiniteAndWithinTheMaximum(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed))
        let container = randomContainer(&rng)
        let configuration = SheetConfiguration(detents: randomDetents(&rng), usesBottomSafeArea: rng.bool())
        let resolution = configuration.resolveDetents(
            in: container, contentFittingHeight: rng.double(0...1500))
        let maximum = resolution.geometry.maximumDetentValue
        #expect(maximum > 0)
        #expect(!resolution.detents.isEmpty)
        for (index, detent) in resolution.detents.enumerated() {
            #expect(detent.value.isFinite && detent.value > 0 && detent.value <= maximum)
            #expect(detent.frameHeight <= resolution.geometry.maximumFrameHeight)
            if index > 0 { #expect(resolution.detents[index - 1].value <= detent.value) }
        }
    }
}
