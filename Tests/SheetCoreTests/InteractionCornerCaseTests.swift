import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// The interaction's corner cases (390 × 844 iPhone, safe area 47/34, medium and large): the keyboard
/// or a rotation in the middle of a drag, releases and catches deep in the rubber band, a guarded
/// fling, a viewport that grows under a scrolled list, and two detents of equal height. Each was an
/// engine bug once; each test is the one that would have caught it.
@Suite("Interaction corner cases")
struct InteractionCornerCaseTests {
    static let mediumAndLarge = SheetConfiguration(
        detents: [.medium, .large], selectedDetentIdentifier: .medium)

    // MARK: Environment changes during a drag

    @Test func theKeyboardHidingMidDragKeepsTheFingersPlaceOnTheSheet() {
        var sheet = makeSheet(Self.mediumAndLarge, container: iPhoneWithKeyboard)
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        let before = sheet.handle(.dragChanged(translation: -20), at: 1.02)
        let after = sheet.handle(.keyboardChanged(height: 0), at: 1.03)
        #expect(after.state == .dragging)
        #expect(isClose(after.top, before.top, tolerance: 1e-9), "top \(before.top) → \(after.top)")
        // The finger goes on moving the sheet 1:1 from there.
        let moved = sheet.handle(.dragChanged(translation: -50), at: 1.05)
        #expect(isClose(moved.top, before.top - 30, tolerance: 1e-9))
    }

    @Test func aRotationMidDragKeepsTheSheetWhole() {
        var sheet = makeSheet(Self.mediumAndLarge)
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        let before = sheet.handle(.dragChanged(translation: -100), at: 1.02)
        #expect(before.top == 333.5)
        let after = sheet.handle(.containerChanged(iPhoneLandscape), at: 1.03)
        #expect(after.state == .dragging)
        // 333.5 would leave 56.5 pt of sheet in a 390 pt tall landscape container: the sheet stays
        // whole instead, at least the smallest detent's height (large alone in compact height).
        let smallest = sheet.resolution.smallest.frameHeight
        #expect(isClose(after.height, smallest, tolerance: 1e-9))
        #expect(isClose(after.top, after.bottom - smallest, tolerance: 1e-9))
        // The finger goes on moving it 1:1 from there (a dismissible sheet follows the finger down).
        let moved = sheet.handle(.dragChanged(translation: -90), at: 1.05)
        #expect(isClose(moved.top, after.top + 10, tolerance: 1e-6))
    }

    // MARK: Release inside a rubber band

    @Test func aReleaseDeepInTheBandStartsAtTheBandsSpeedAndNeverSticks() {
        var sheet = makeSheet(Self.mediumAndLarge)
        _ = run(&sheet, [(0, .present), (0.9, .select(.large, animated: false))], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        let pulled = sheet.handle(.dragChanged(translation: -200), at: 1.02)
        // The band's room is the 10 pt between large and the top safe-area inset.
        #expect(isClose(pulled.top, 57 - RubberBand.offset(overshoot: 200, dimension: 10), tolerance: 1e-9))
        var previous = sheet.handle(.dragEnded(velocity: -3000), at: 1.03)
        // The spring starts at the sheet's speed: the finger's times the band's slope.
        // The band's slope at 200 pt: c/(x·c/d + 1)², about 0.0038.
        let slope = 0.55 / ((200 * 0.55 / 10 + 1) * (200 * 0.55 / 10 + 1))
        #expect(isClose(previous.height, pulled.height))
        let first = sheet.tick(1.03 + 1.0 / 120)
        // The first frame moves about as far as the sheet's own speed carries it (not the finger's).
        #expect(abs(first.top - previous.top) < 3000 * slope / 120 * 1.5, "first step")
        // Later frames move no further than the spring can: ω·(amplitude) per second at most.
        let omega = 2 * Double.pi / SheetBehavior().spring.response
        let amplitude = (pulled.height - 787) + 3000 * slope / omega
        var frames: [SheetFrame] = [first]
        previous = first
        for step in 2...240 {
            let frame = sheet.tick(1.03 + Double(step) / 120)
            #expect(abs(frame.top - previous.top) < omega * amplitude / 120, "step \(step)")
            #expect(frame.top >= 47)
            frames.append(frame)
            previous = frame
        }
        #expect(frames.last?.state == .resting && frames.last?.top == 57)
    }

    @Test func aSheetCaughtDeepInTheBandFollowsTheFingerBackDown() {
        var sheet = makeSheet(Self.mediumAndLarge)
        _ = run(&sheet, [(0, .present), (0.9, .select(.large, animated: false))], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        sheet.handle(.dragChanged(translation: -200), at: 1.02)
        sheet.handle(.dragEnded(velocity: -20_000), at: 1.03)
        let caught = sheet.handle(.dragBegan(location: .chrome), at: 1.05)
        let down = sheet.handle(.dragChanged(translation: 600), at: 1.1)
        #expect(caught.top < 57)
        // 600 pt down from deep in the band: out of the band and well below large's top edge
        // (the band gives back at most what a 75 % catch takes, about 311 pt of finger).
        #expect(down.state == .dragging)
        #expect(down.top > 57 + 250, "top \(down.top)")
    }

    @Test func aGuardedFlingSpringsBackWithoutSinkingFurther() {
        var configuration = Self.mediumAndLarge
        configuration.isModalInPresentation = true
        var sheet = makeSheet(configuration)
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        let pulled = sheet.handle(.dragChanged(translation: 150), at: 1.05)
        let released = sheet.handle(.dragEnded(velocity: 3000), at: 1.06)
        #expect(released.events.attemptedToDismiss)
        var lowest = released.top
        for step in 1...240 { lowest = max(lowest, sheet.tick(1.06 + Double(step) / 120).top) }
        // The sheet carries on only at its own (banded) speed: today's 21 pt at the finger's speed
        // becomes what 3000 · slope pt/s can carry against the spring.
        #expect(lowest - pulled.top < 15, "sank \(lowest - pulled.top) pt after release")
        #expect(sheet.frame.state == .resting)
    }

    // MARK: Content offset

    @Test func theContentOffsetIsClampedWhenTheViewportGrows() {
        var sheet = makeSheet(Self.mediumAndLarge)
        _ = run(&sheet, [(0, .present)], until: 1)
        let medium = sheet.frame.height
        let inset = SheetStyle().chromeHeight + 34
        let endAtMedium = 800 - (medium - inset)
        sheet.handle(.scrollContentChanged(contentHeight: 800, offset: endAtMedium), at: 1)
        #expect(sheet.frame.contentOffset == endAtMedium)
        sheet.handle(.dragBegan(location: .chrome), at: 1.1)
        sheet.handle(.dragChanged(translation: -376.5), at: 1.2)
        let atLarge = sheet.handle(.dragEnded(velocity: 0), at: 1.3)
        let maximum = max(800 - (787 - inset), 0)
        #expect(atLarge.contentOffset <= maximum + 1e-9, "offset \(atLarge.contentOffset), max \(maximum)")
        #expect(sheet.tick(3).contentOffset <= maximum + 1e-9)
    }

    // MARK: Selection by identifier

    @Test func selectingLargeWhenItEqualsTheFittingDetentKeepsLarge() {
        let configuration = SheetConfiguration(
            detents: [.fitting(identifier: "fit"), .large], selectedDetentIdentifier: "fit")
        var sheet = try! SheetInteraction(
            configuration: configuration, container: iPhone, contentFittingHeight: 5000)
        _ = run(&sheet, [(0, .present)], until: 1)
        #expect(sheet.frame.height == 787)  // fitting clamps to large's value: the two merge
        let selected = sheet.handle(.select(.large, animated: true), at: 1)
        #expect(selected.restingDetentIdentifier == .large)
        #expect(selected.events.selectedDetentChanged == .large)
        sheet.handle(.contentFittingHeightChanged(100), at: 1.5)
        #expect(sheet.tick(3).height == 787, "the sheet stays on .large when the content shrinks")
        #expect(sheet.frame.restingDetentIdentifier == .large)
    }
}
