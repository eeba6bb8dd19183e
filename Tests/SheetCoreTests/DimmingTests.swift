import Foundation
import SheetCore
import Testing

@Suite("Dimming and touches")
struct DimmingTests {
    let resolution = SheetConfiguration(detents: [.height(120, identifier: "peek"), .medium, .large])
        .resolveDetents(in: iPhone)

    @Test func withoutUndimmedDetentEveryRestingDetentIsFullyDimmed() {
        let dimming = Dimming()
        for detent in resolution.detents {
            #expect(dimming.alpha(forFrameHeight: detent.frameHeight, in: resolution) == 0.4)
            #expect(!dimming.isBackgroundInteractive(forFrameHeight: detent.frameHeight, in: resolution))
        }
        // Below the smallest detent the dim fades out linearly with the height.
        #expect(isClose(dimming.alpha(forFrameHeight: 77, in: resolution), 0.2))
        #expect(dimming.alpha(forFrameHeight: 0, in: resolution) == 0)
    }

    @Test func undimmedUpToMediumRampsToTheNextDetent() {
        let dimming = Dimming(maximumAlpha: 0.5, largestUndimmedDetentIdentifier: .medium)
        #expect(dimming.alpha(forFrameHeight: 154, in: resolution) == 0)
        #expect(dimming.alpha(forFrameHeight: 410.5, in: resolution) == 0)
        #expect(dimming.isBackgroundInteractive(forFrameHeight: 410.5, in: resolution))
        #expect(!dimming.isBackgroundInteractive(forFrameHeight: 411, in: resolution))
        #expect(isClose(dimming.alpha(forFrameHeight: (410.5 + 787) / 2, in: resolution), 0.25))
        #expect(dimming.alpha(forFrameHeight: 787, in: resolution) == 0.5)
    }

    @Test func undimmedLargestNeverDims() {
        let dimming = Dimming(largestUndimmedDetentIdentifier: .large)
        #expect(dimming.alpha(forFrameHeight: 800, in: resolution) == 0)
    }

    @Test(arguments: 0..<100)
    func alphaIsBoundedContinuousAndMonotonic(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 1000)
        let detents = randomDetents(&rng)
        let undimmed = rng.bool() ? detents[rng.int(0...(detents.count - 1))].identifier : nil
        let resolution = SheetConfiguration(detents: detents).resolveDetents(in: randomContainer(&rng))
        let dimming = Dimming(maximumAlpha: rng.double(0...1), largestUndimmedDetentIdentifier: undimmed)
        let top = resolution.geometry.maximumFrameHeight
        var previous: CGFloat = 0
        var height: CGFloat = 0
        while height <= top {
            let alpha = dimming.alpha(forFrameHeight: height, in: resolution)
            #expect(alpha >= 0 && alpha <= dimming.maximumAlpha)
            #expect(alpha >= previous - 1e-12)
            previous = alpha
            height += 0.25
        }
        // Continuity: a tiny step in height makes a proportionally tiny step in alpha.
        for detent in resolution.detents {
            let below = dimming.alpha(forFrameHeight: detent.frameHeight - 1e-7, in: resolution)
            let above = dimming.alpha(forFrameHeight: detent.frameHeight + 1e-7, in: resolution)
            #expect(abs(above - below) < 1e-3)
        }
    }
}
