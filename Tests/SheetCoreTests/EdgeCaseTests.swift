import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// Edge cases of the engine checked through its behaviour on a 390 × 844 iPhone (safe area 47/34;
/// medium frame 410.5 pt, large 787 pt), each as the test that would have caught it.
@Suite("Engine edge cases")
struct EdgeCaseTests {
    static let mediumAndLarge = SheetConfiguration(
        detents: [.medium, .large], selectedDetentIdentifier: .medium)

    /// A sheet resting on medium, presented at 0 and settled by 1 s.
    static func restingOnMedium(
        _ configuration: SheetConfiguration = mediumAndLarge, container: SheetContainer = iPhone
    ) -> SheetInteraction {
        var sheet = makeSheet(configuration, container: container)
        _ = run(&sheet, [(0, .present)], until: 1)
        return sheet
    }

    // MARK: Velocity through an environment change

    /// A steady 600 pt/s drag upwards (120 Hz input, 240 Hz ticks) with the environment changing
    /// halfway: every frame keeps reading 600 pt/s, and so does the release's estimate.
    @Test(arguments: ["keyboard shows", "keyboard hides", "container resizes"])
    func velocityStaysContinuousWhenTheEnvironmentChangesMidDrag(change: String) {
        let start: SheetContainer = change == "keyboard hides" ? iPhoneWithKeyboard : iPhone
        let environment: SheetInput =
            switch change {
            case "keyboard shows": .keyboardChanged(height: 336)
            case "keyboard hides": .keyboardChanged(height: 0)
            default:
                .containerChanged(
                    SheetContainer(
                        size: CGSize(width: 390, height: 800),
                        safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34)))
            }
        var sheet = Self.restingOnMedium(container: start)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        var velocities: [CGFloat] = []
        for step in 1...48 {
            let time = 1 + Double(step) / 240
            if step == 24 { velocities.append(sheet.handle(environment, at: time).velocity) }
            if step % 2 == 0 {
                let frame = sheet.handle(.dragChanged(translation: -600 * CGFloat(step) / 240), at: time)
                velocities.append(frame.velocity)
            } else {
                velocities.append(sheet.tick(time).velocity)
            }
            #expect(sheet.invariantViolations == [])
        }
        for (index, velocity) in velocities.enumerated().dropFirst(2) {
            #expect(abs(velocity - 600) < 1e-6, "\(change): frame \(index) reads \(velocity)")
        }
        let released = sheet.handle(.dragEnded(), at: 1 + 48.0 / 240)
        #expect(abs(released.velocity - 600) < 1e-6, "\(change): the release's estimate")
    }

    // MARK: Velocity while the finger holds still

    /// 1,000 pt/s down for 0.1 s, then the finger holds still for 280 ms (ticks only): the frame's
    /// velocity fades from 1,000 to 0 within 100 ms of the last movement, and the release that
    /// follows is slow (it returns to medium instead of projecting 500 pt down into a dismissal).
    @Test func velocityFadesToZeroWhileTheFingerHoldsStill() {
        var sheet = Self.restingOnMedium()
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        for step in 1...12 {
            sheet.handle(.dragChanged(translation: 1000 * CGFloat(step) / 120), at: 1 + Double(step) / 120)
        }
        let lastMove = 1 + 12.0 / 120
        var previous = sheet.frame.velocity
        #expect(isClose(previous, -1000, tolerance: 1e-6))
        for step in 1...67 {
            let hold = Double(step) / 240
            let velocity = sheet.tick(lastMove + hold).velocity
            #expect(abs(velocity) <= abs(previous) + 1e-9, "the estimate only fades during a hold")
            if hold <= VelocityTracker.decayDelay { #expect(isClose(velocity, -1000, tolerance: 1e-6)) }
            if hold >= 0.1 { #expect(velocity == 0, "still moving \(velocity) pt/s after \(hold) s") }
            previous = velocity
        }
        let released = sheet.handle(.dragEnded(), at: lastMove + 0.28)
        #expect(released.velocity == 0)
        #expect(released.state == .settling && released.restingDetentIdentifier == .medium)
        _ = run(&sheet, [], until: 3)
        #expect(sheet.state == .resting && sheet.height == 410.5)
    }

    // MARK: A slow release far below the smallest detent

    /// 400 pt down from medium leaves 10.5 pt showing, less than half of medium's 410.5: a release
    /// at 0 pt/s dismisses, as in UIKit.
    @Test func aSlowReleaseFarBelowTheSmallestDetentDismisses() {
        var sheet = Self.restingOnMedium()
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        #expect(isClose(sheet.handle(.dragChanged(translation: 400), at: 1.2).height, 10.5))
        let released = sheet.handle(.dragEnded(velocity: 0), at: 1.3)
        #expect(released.state == .dismissing)
        let frames = run(&sheet, [], until: 3)
        #expect(frames.contains { $0.events.dismissed } && sheet.state == .dismissed)
    }

    /// The same release with unsaved input (`modalInPresentation`): the decision reads the finger, 10.5 pt, not the rubber band that holds the sheet near
    /// medium; it reports one attempt and rests on medium.
    @Test func aGuardedSlowReleaseFarBelowReportsOneAttemptAndRests() {
        var configuration = Self.mediumAndLarge
        configuration.isModalInPresentation = true
        var sheet = makeSheet(configuration)
        var frames = run(&sheet, [(0, .present)], until: 1)
        frames += run(
            &sheet,
            [
                (1, .dragBegan(location: .chrome)), (1.1, .dragChanged(translation: 200)),
                (1.2, .dragChanged(translation: 400)), (1.3, .dragEnded(velocity: 0)),
            ], until: 3)
        #expect(frames.filter(\.events.attemptedToDismiss).count == 1)
        #expect(!frames.contains { $0.events.dismissed })
        #expect(sheet.state == .resting && sheet.height == 410.5 && sheet.restingDetentIdentifier == .medium)
    }

    /// Less than half showing, but with an upward fling: the projection goes up, no dismissal.
    @Test func anUpwardFlingFromFarBelowDoesNotDismiss() {
        var sheet = Self.restingOnMedium()
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        sheet.handle(.dragChanged(translation: 400), at: 1.2)
        let released = sheet.handle(.dragEnded(velocity: -3000), at: 1.3)
        #expect(released.state == .settling)
    }

    // MARK: A hard upward fling

    /// From medium, −120 pt and a −10,000 pt/s release (240 Hz): the overshoot past large is
    /// rubber-banded under the top safe-area inset — the top edge never goes above y = 47, never
    /// sits clamped, never jumps — and the sheet comes back to rest on large.
    @Test func aHardUpwardFlingIsRubberBandedBelowTheTopSafeArea() {
        var sheet = Self.restingOnMedium()
        let frames = run(
            &sheet,
            [
                (1, .dragBegan(location: .chrome)), (1.05, .dragChanged(translation: -120)),
                (1.1, .dragEnded(velocity: -10_000)),
            ], until: 4, fps: 240)
        let after = frames.filter { $0.time >= 1.1 }
        #expect(after.allSatisfy { $0.top >= 47 }, "top \(after.map(\.top).min() ?? 0)")
        #expect(Self.flatRuns(after) == 0)
        #expect(Self.largestJump(after) <= 10_000.0 / 240 + 1e-6)
        #expect(sheet.state == .resting && sheet.height == 787)
    }

    /// Property: random flings from random detents, containers and drags. After the release the
    /// top edge stays at or below the top safe-area inset, moves continuously (no step longer than
    /// the fastest speed of the two frames allows) and never sits still while the sheet moves.
    @Test(arguments: 0..<60)
    func randomFlingsStayContinuousAndBelowTheTopSafeArea(seed: Int) {
        var rng = SplitMix64(seed: UInt64(seed) &+ 9_001)
        let container = randomContainer(&rng)
        let configuration = SheetConfiguration(
            detents: [.medium, .large, .height(rng.double(60...300), identifier: "peek")])
        var sheet = makeSheet(configuration, container: container)
        let start = [Detent.Identifier.medium, .large, "peek"][rng.int(0...2)]
        _ = run(&sheet, [(0, .present), (0.5, .select(start, animated: false))], until: 1)
        let translation = CGFloat(rng.double(-500...200))
        let velocity = CGFloat(rng.bool() ? rng.double(-20_000 ... -2_000) : rng.double(-2_000...2_000))
        let fps = 240.0
        let frames = run(
            &sheet,
            [
                (1, .dragBegan(location: .chrome)), (1.05, .dragChanged(translation: translation)),
                (1.1, .dragEnded(velocity: velocity)),
            ], until: 4, fps: fps)
        let safeTop = container.safeAreaInsets.top
        let after = frames.filter { $0.time >= 1.1 && $0.state != .dismissed }
        for frame in after {
            #expect(frame.top >= safeTop - 1e-9, "seed \(seed): top \(frame.top) above \(safeTop)")
        }
        #expect(Self.flatRuns(after) == 0, "seed \(seed)")
        for (a, b) in zip(after, after.dropFirst()) {
            let bound = max(abs(a.velocity), abs(b.velocity)) * (b.time - a.time) * 1.5 + 0.5
            #expect(abs(b.height - a.height) <= bound, "seed \(seed): \(a.height) → \(b.height) at \(b.time)")
        }
    }

    /// How many frames of a run sat still although the sheet was moving fast (a clamp).
    static func flatRuns(_ frames: [SheetFrame]) -> Int {
        zip(frames, frames.dropFirst()).filter { a, b in
            b.isAnimating && b.time > a.time && b.top == a.top && abs(b.velocity) > 100
        }.count
    }

    static func largestJump(_ frames: [SheetFrame]) -> CGFloat {
        zip(frames, frames.dropFirst()).map { abs($1.top - $0.top) }.max() ?? 0
    }

    // MARK: A programmatic select during a drag

    /// `select(large)` mid-drag, then a slow release near medium: nothing is reported, since the
    /// sheet never goes to large.
    @Test func aSelectDuringADragThatTheReleaseOverridesIsNeverReported() {
        var sheet = Self.restingOnMedium()
        let frames = run(
            &sheet,
            [
                (1, .dragBegan(location: .chrome)), (1.05, .dragChanged(translation: 20)),
                (1.07, .select(.large)), (1.1, .dragChanged(translation: 30)),
                (1.15, .dragEnded(velocity: 0)),
            ], until: 2)
        #expect(frames.compactMap(\.events.selectedDetentChanged) == [])
        #expect(frames.allSatisfy { $0.restingDetentIdentifier == .medium })
        #expect(sheet.state == .resting && sheet.height == 410.5)
    }

    /// `select(large)` mid-drag, then a release that does go to large: reported once, at release.
    @Test func aSelectDuringADragIsReportedWhenTheReleaseGoesThere() {
        var sheet = Self.restingOnMedium()
        let selected = sheet.handle(.dragBegan(location: .chrome), at: 1)
        #expect(selected.events.selectedDetentChanged == nil)
        sheet.handle(.dragChanged(translation: -100), at: 1.05)
        #expect(sheet.handle(.select(.large), at: 1.07).events.selectedDetentChanged == nil)
        let released = sheet.handle(.dragEnded(velocity: -1500), at: 1.1)
        #expect(released.events.selectedDetentChanged == .large)
        let frames = run(&sheet, [], until: 2)
        #expect(frames.compactMap(\.events.selectedDetentChanged) == [])
        #expect(sheet.height == 787)
    }

    /// Three detents: `select(large)` mid-drag, released down towards peek: peek is reported.
    @Test func aSelectDuringADragReportsTheDetentTheSheetReallyGoesTo() {
        var sheet = Self.restingOnMedium(
            SheetConfiguration(
                detents: [.height(120, identifier: "peek"), .medium, .large],
                selectedDetentIdentifier: .medium))
        let frames = run(
            &sheet,
            [
                (1, .dragBegan(location: .chrome)), (1.05, .dragChanged(translation: 150)),
                (1.07, .select(.large)), (1.1, .dragChanged(translation: 250)),
                (1.15, .dragEnded(velocity: 0)),
            ], until: 2)
        #expect(frames.compactMap(\.events.selectedDetentChanged) == ["peek"])
        #expect(sheet.restingDetentIdentifier == "peek")
    }
}
