import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// Properties of motion over random drags: no frame moves further than the finger or the spring
/// can carry the sheet, and environment changes mid-drag keep the finger's place.
@Suite("Motion properties")
struct MotionPropertyTests {
    static func randomSheet(_ rng: inout SplitMix64) throws -> SheetInteraction {
        var configuration = SheetConfiguration(
            detents: randomDetents(&rng), isModalInPresentation: rng.int(0...3) == 0)
        configuration.behavior.spring = SheetSpring(
            response: rng.double(0.15...0.8), dampingFraction: rng.double(0.3...2.0))
        var container = randomContainer(&rng)
        container.keyboardHeight = 0
        return try SheetInteraction(configuration: configuration, container: container)
    }

    @Test(arguments: 0..<200)
    func noFrameOutrunsTheFingerOrTheSpring(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 88_000)
        var sheet = try Self.randomSheet(&rng)
        sheet.handle(.present, at: 0)
        sheet.tick(6)
        var time = 6.0
        for _ in 0..<3 {
            sheet.handle(.dragBegan(location: .chrome), at: time)
            var translation: CGFloat = 0
            var previous = sheet.frame
            for _ in 0..<rng.int(3...40) {
                time += 1.0 / 120
                let step = rng.double(-60...60)
                translation += step
                let frame = sheet.handle(.dragChanged(translation: translation), at: time)
                // A band never moves the sheet further than the finger (a deep catch stretches it by at most 4/3).
                #expect(abs(frame.height - previous.height) <= abs(step) * 4 / 3 + 1e-6)
                previous = frame
            }
            time += 1.0 / 120
            let released =
                rng.bool()
                ? sheet.handle(.dragEnded(velocity: rng.double(-4000...4000)), at: time)
                : sheet.handle(.dragEnded(), at: time)
            #expect(released.height == previous.height, "the release itself moves nothing")
            guard released.isAnimating, let target = sheet.currentTargetHeight else { continue }
            // A damped spring never gains energy: its speed stays under √(v₀² + ω²x₀²).
            let omega = 2 * Double.pi / sheet.configuration.behavior.spring.response
            let startDisplacement = released.height - target
            let bound =
                (released.velocity * released.velocity + omega * omega * startDisplacement * startDisplacement)
                .squareRoot()
            previous = released
            for _ in 0..<240 {
                time += 1.0 / 120
                let frame = sheet.tick(time)
                let snap = frame.isAnimating ? 0 : sheet.configuration.behavior.settleDistance
                #expect(abs(frame.height - previous.height) <= bound / 120 * 1.0001 + snap + 1e-6)
                previous = frame
                if !frame.isAnimating { break }
            }
            if sheet.state == .dismissed { break }
        }
    }

    @Test(arguments: 0..<200)
    func environmentChangesMidDragKeepTheFingersPlace(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 99_000)
        var sheet = try Self.randomSheet(&rng)
        sheet.handle(.present, at: 0)
        sheet.tick(6)
        sheet.handle(.dragBegan(location: .chrome), at: 6)
        var time = 6.0
        var translation: CGFloat = 0
        for _ in 0..<rng.int(2...30) {
            time += 1.0 / 120
            translation += rng.double(-40...40)
            let before = sheet.handle(.dragChanged(translation: translation), at: time)
            guard rng.int(0...3) == 0 else { continue }
            let change: SheetInput =
                rng.bool()
                ? .keyboardChanged(height: rng.double(0...350)) : .containerChanged(randomContainer(&rng))
            let oldSmallest = sheet.resolution.smallest.frameHeight
            let oldWidth = sheet.container.size.width
            let after = sheet.handle(change, at: time)
            #expect(after.state == .dragging)
            // The top edge stays under the finger while the bottom edge follows (a keyboard, a new
            // height). A rotation (a new width), or a bottom edge above the old top, leaves the
            // sheet whole instead: never below the smallest detent, unless the finger had already
            // pulled it below the old one (toward a dismissal).
            let newSmallest = sheet.resolution.smallest.frameHeight
            let holdsFinger = sheet.container.size.width == oldWidth && after.bottom - before.top > 0
            let floor =
                holdsFinger
                ? 0 : before.height < oldSmallest - 0.5 ? min(before.height, newSmallest) : newSmallest
            // Nor under the status bar: no higher than the band above the largest detent reaches.
            let safeAreaHeight = min(max(after.bottom - sheet.container.safeAreaInsets.top, 0), after.bottom)
            let bandTop = max(sheet.resolution.largest.frameHeight, safeAreaHeight, floor)
            let expectedTop = max(min(before.top, after.bottom - floor), after.bottom - bandTop, 0)
            #expect(isClose(after.top, expectedTop, tolerance: 1e-6), "top \(before.top) → \(after.top)")
            #expect(sheet.invariantViolations == [])
        }
    }
}

@Suite("Velocity tracking")
struct VelocityTrackerTests {
    @Test func aSteadyMotionGivesItsSpeed() {
        var tracker = VelocityTracker()
        for step in 0..<10 { tracker.record(CGFloat(step) * -12.5, at: Double(step) / 120) }
        #expect(isClose(tracker.velocity(at: 9.0 / 120), -1500, tolerance: 1e-6))
    }

    @Test func aFingerHeldStillBeforeLiftingHasNoVelocity() {
        var tracker = VelocityTracker()
        for step in 0..<5 { tracker.record(CGFloat(step) * 20, at: Double(step) / 120) }
        #expect(tracker.velocity(at: 4.0 / 120 + VelocityTracker.window + 0.01) == 0)
        #expect(VelocityTracker().velocity(at: 1) == 0)
    }

    /// A hold: the estimate keeps its value for ``VelocityTracker/decayDelay``, then fades
    /// continuously and never grows, and is exactly 0 from ``VelocityTracker/window`` on.
    @Test func theEstimateFadesToZeroOverAHold() {
        var tracker = VelocityTracker()
        for step in 0..<12 { tracker.record(CGFloat(step) * 1000 / 120, at: Double(step) / 120) }
        let last = 11.0 / 120
        var previous = tracker.velocity(at: last)
        #expect(isClose(previous, 1000, tolerance: 1e-6))
        for step in 1...150 {
            let hold = Double(step) / 1000
            let velocity = tracker.velocity(at: last + hold)
            #expect(velocity <= previous + 1e-9 && previous - velocity <= 1000 / 80 + 1e-6, "\(hold) s")
            if hold <= VelocityTracker.decayDelay { #expect(isClose(velocity, 1000, tolerance: 1e-6)) }
            if hold >= VelocityTracker.window + 1e-9 { #expect(velocity == 0) }
            previous = velocity
        }
    }

    /// Shifting re-anchors the history: the slope is unchanged, however far the positions move.
    @Test(arguments: [-336.0, -44, 0, 336, 1e6])
    func shiftingKeepsTheVelocity(offset: Double) {
        var tracker = VelocityTracker()
        for step in 0..<6 { tracker.record(CGFloat(step) * 5, at: Double(step) / 120) }
        tracker.shift(by: CGFloat(offset))
        tracker.record(CGFloat(6 * 5 + offset), at: 6.0 / 120)
        #expect(isClose(tracker.velocity(at: 6.0 / 120), 600, tolerance: 1e-6))
    }

    /// Differential: the tracker against a plain least-squares fit of the samples in the window.
    @Test(arguments: 0..<100)
    func itMatchesANaiveLeastSquaresFit(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 123)
        var tracker = VelocityTracker()
        var samples: [(Double, Double)] = []
        var time = 0.0
        for _ in 0..<rng.int(2...20) {
            time += rng.double(0.001...0.04)
            let position = rng.double(-500...500)
            tracker.record(position, at: time)
            samples.append((time, position))
        }
        let recent = samples.suffix(8).filter { $0.0 >= time - VelocityTracker.window }
        var expected = 0.0
        if recent.count >= 2 {
            let n = Double(recent.count)
            let meanT = recent.map(\.0).reduce(0, +) / n
            let meanX = recent.map(\.1).reduce(0, +) / n
            let covariance = recent.map { ($0.0 - meanT) * ($0.1 - meanX) }.reduce(0, +)
            let variance = recent.map { ($0.0 - meanT) * ($0.0 - meanT) }.reduce(0, +)
            expected = variance > 1e-12 ? covariance / variance : 0
        }
        #expect(isClose(tracker.velocity(at: time), expected, tolerance: max(1e-6, abs(expected) * 1e-6)))
    }

    @Test func aReleaseWithoutVelocityUsesTheEstimate() {
        var sheet = makeSheet()
        sheet.handle(.present, at: 0)
        sheet.tick(2)
        sheet.handle(.dragBegan(), at: 2)
        for step in 1...6 {
            sheet.handle(.dragChanged(translation: CGFloat(step) * -12.5), at: 2 + Double(step) / 120)
        }
        // 1,500 pt/s upwards, estimated: projected past large.
        let released = sheet.handle(.dragEnded(), at: 2 + 6.0 / 120)
        #expect(released.restingDetentIdentifier == .large)
        #expect(isClose(released.velocity, 1500, tolerance: 1e-6))
    }

    @Test func aDragThatGoesSilentIsCancelled() {
        var sheet = makeSheet()
        sheet.handle(.present, at: 0)
        sheet.tick(2)
        sheet.handle(.dragBegan(), at: 2)
        sheet.handle(.dragChanged(translation: 300), at: 2.1)
        #expect(sheet.tick(2.1 + SheetBehavior().dragSilenceTimeout - 0.01).state == .dragging)
        let frame = sheet.tick(2.1 + SheetBehavior().dragSilenceTimeout + 0.01)
        #expect(
            frame.state == .settling && frame.restingDetentIdentifier == .medium,
            "cancelled, never dismissed")
    }
}
