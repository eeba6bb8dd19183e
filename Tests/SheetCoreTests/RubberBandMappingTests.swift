import Foundation
import Testing

@testable import SheetCore

/// The rubber bands past the largest and (not dismissible) the smallest detent: which band a height
/// is in, and the mapping, its slope, its inverse and the catch agreeing with one another.
@Suite("Rubber band: the band a height is in, and its mapping, slope, inverse and catch")
struct RubberBandMappingTests {
    /// A sheet at medium and large on the reference iPhone (frame heights 422 and 787 pt here).
    static func sheet(detents: [Detent] = [.medium, .large], container: SheetContainer = iPhone) throws
        -> SheetInteraction
    {
        try SheetInteraction(configuration: SheetConfiguration(detents: detents), container: container)
    }

    @Test(
        "between the detents no band; past the largest the upper; past the smallest the lower only undismissible"
    )
    func bandChoice() throws {
        let sheet = try Self.sheet()
        let smallest = sheet.resolution.smallest.frameHeight
        let largest = sheet.resolution.largest.frameHeight
        #expect(sheet.band(at: (smallest + largest) / 2, allowsDismissal: false) == nil)
        #expect(sheet.band(at: largest, allowsDismissal: false) == nil)
        #expect(sheet.band(at: smallest, allowsDismissal: false) == nil)
        let upper = try #require(sheet.band(at: largest + 10, allowsDismissal: true))
        #expect(
            upper.isUpper && upper.edge == largest && upper.depth == 10 && upper.room == sheet.upperBandRoom)
        #expect(sheet.band(at: smallest - 10, allowsDismissal: true) == nil)
        let lower = try #require(sheet.band(at: smallest - 10, allowsDismissal: false))
        #expect(!lower.isUpper && lower.edge == smallest && lower.depth == 10 && lower.room == smallest)
    }

    @Test("banded, its slope, its inverse and the catch agree, at random heights and containers")
    func mappingsAgree() throws {
        var rng = SplitMix64(seed: 4_242)
        for _ in 0..<300 {
            let detents = randomDetents(&rng)
            let sheet = try Self.sheet(
                detents: detents.isEmpty ? [.medium] : detents, container: randomContainer(&rng))
            let allowsDismissal = rng.bool()
            let largest = sheet.resolution.largest.frameHeight
            let raw = CGFloat(rng.double(0...Double(largest + 600)))
            let height = sheet.banded(raw, allowsDismissal: allowsDismissal)
            if let band = sheet.band(at: raw, allowsDismissal: allowsDismissal) {
                // The band gives way: the sheet moves less past the detent than the finger does,
                // never past the band's room.
                #expect(abs(height - band.edge) <= band.depth && abs(height - band.edge) <= band.room)
            } else {
                #expect(height == raw && sheet.bandSlope(raw, allowsDismissal: allowsDismissal) == 1)
            }
            #expect(isClose(sheet.unbanded(height, allowsDismissal: allowsDismissal), raw, tolerance: 1e-6))
            let step: CGFloat = 1e-4
            let numeric =
                (sheet.banded(raw + step, allowsDismissal: allowsDismissal)
                    - sheet.banded(raw - step, allowsDismissal: allowsDismissal)) / (2 * step)
            let below = sheet.band(at: raw - step, allowsDismissal: allowsDismissal)
            let above = sheet.band(at: raw + step, allowsDismissal: allowsDismissal)
            // Away from a band's edge, where the mapping has no single derivative.
            if raw > step, (below == nil) == (above == nil), below?.isUpper == above?.isUpper {
                #expect(
                    isClose(sheet.bandSlope(raw, allowsDismissal: allowsDismissal), numeric, tolerance: 1e-3),
                    "slope at \(raw)")
            }
            let caught = sheet.catchInBand(height, allowsDismissal: allowsDismissal)
            #expect(
                isClose(
                    sheet.banded(caught.raw, allowsDismissal: allowsDismissal, scale: caught.scale), height,
                    tolerance: 1e-6), "catch at \(height)")
            #expect(caught.scale >= 1)
        }
    }
}
