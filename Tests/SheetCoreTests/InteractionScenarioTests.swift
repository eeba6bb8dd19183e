import Foundation
import SheetCore
import Testing

@Suite("Interaction scenarios")
struct InteractionScenarioTests {
    @Test func presentingRisesFromTheBottomToTheSelectedDetent() {
        var sheet = makeSheet()
        let frames = run(&sheet, [(0, .present)], until: 1.5)
        // The tick at 0 shows the sheet before it was presented; the input's frame, rising.
        #expect(frames.first?.state == .dismissed)
        #expect(frames[1].state == .presenting)
        #expect(frames.contains { $0.state == .presenting && $0.height > 100 && $0.height < 400 })
        #expect(sheet.state == .resting)
        #expect(sheet.height == 410.5)
        #expect(sheet.frame.top == 433.5)
        #expect(sheet.frame.dimAlpha == 0.4)
        // Presenting never overshoots: critically damped.
        #expect(frames.allSatisfy { $0.height <= 410.5 + 1e-9 })
    }

    @Test func aFastFlingUpFromMediumEndsAtLarge() {
        var sheet = makeSheet()
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.05, .dragChanged(translation: -40)),
                (1.1, .dragEnded(velocity: -1500)),
            ],
            until: 3)
        #expect(sheet.state == .resting)
        #expect(sheet.restingDetentIdentifier == .large)
        #expect(sheet.height == 787)
        #expect(frames.contains { $0.events.selectedDetentChanged == .large })
        let dragged = frames.last { $0.time == 1.05 }
        #expect(dragged?.height == 450.5)
        #expect(dragged?.state == .dragging)
    }

    @Test func aSlowReleaseNearMediumReturnsToMedium() {
        var sheet = makeSheet()
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.2, .dragChanged(translation: -60)),
                (1.3, .dragEnded(velocity: -80)),
            ],
            until: 3)
        #expect(sheet.restingDetentIdentifier == .medium)
        #expect(sheet.state == .resting && sheet.height == 410.5)
        #expect(!frames.contains { $0.events.selectedDetentChanged != nil })
    }

    @Test func aSmallFastUpwardFlickStillReachesLarge() {
        var sheet = makeSheet()
        _ = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.02, .dragChanged(translation: -8)),
                (1.03, .dragEnded(velocity: -1100)),
            ],
            until: 3)
        #expect(sheet.restingDetentIdentifier == .large)
        #expect(sheet.height == 787)
    }

    @Test func aFastFlingDownFromTheSmallestDetentDismisses() {
        var sheet = makeSheet()
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.03, .dragChanged(translation: 30)),
                (1.05, .dragEnded(velocity: 1800)),
            ],
            until: 3)
        #expect(sheet.state == .dismissed)
        #expect(frames.contains { $0.state == .dismissing })
        #expect(frames.filter { $0.events.dismissed }.count == 1)
        #expect(sheet.frame.isBackgroundInteractive && sheet.frame.dimAlpha == 0)
    }

    @Test func theGuardKeepsTheSheetAndReportsTheAttempt() {
        var configuration = SheetConfiguration()
        configuration.isModalInPresentation = true
        var sheet = makeSheet(configuration)
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.03, .dragChanged(translation: 300)),
                (1.05, .dragEnded(velocity: 1800)),
            ],
            until: 3)
        #expect(sheet.state == .resting)
        #expect(sheet.restingDetentIdentifier == .medium && sheet.height == 410.5)
        #expect(frames.filter { $0.events.attemptedToDismiss }.count == 1)
        #expect(!frames.contains { $0.events.dismissed || $0.state == .dismissing })
        // The drag rubber-banded: 300 pt of finger moved the sheet less than 300 pt.
        let dragged = frames.last { $0.time == 1.03 }!
        let expected = 410.5 - RubberBand.offset(overshoot: 300, dimension: 410.5)
        #expect(isClose(dragged.height, expected))
        // Confirmed dismissal then proceeds.
        sheet.isModalInPresentation = false
        sheet.handle(.dismiss, at: 3.1)
        _ = run(&sheet, [], until: 5)
        #expect(sheet.state == .dismissed)
    }

    @Test func rubberBandingKeepsTheSheetInsideTheContainer() {
        var sheet = makeSheet()
        _ = run(&sheet, [(0, .present), (1, .select(.large, animated: false)), (1, .dragBegan())], until: 1)
        for overshoot in [1.0, 50, 200, 1000, 1e5, 1e12] {
            let frame = sheet.handle(.dragChanged(translation: -overshoot), at: 1.1)
            // Positions clamp to sheetMaximumMagnitude, so 1e12 pulls no further than 1e6. The band's
            // room ends at the top safe-area inset, 10 pt above large.
            let expected =
                787 + RubberBand.offset(overshoot: min(overshoot, sheetMaximumMagnitude - 787), dimension: 10)
            #expect(isClose(frame.height, expected, tolerance: 1e-6))
            #expect(frame.top >= 47 && frame.top < 57)
        }
    }

    @Test func oneContinuousDragHandsOverBetweenSheetAndContent() {
        var sheet = makeSheet()
        _ = run(
            &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 3000, offset: 0))], until: 1)
        sheet.handle(.dragBegan(location: .content), at: 1)
        // Up: the sheet grows to large (376.5 pt), then the content scrolls.
        var frame = sheet.handle(.dragChanged(translation: -300), at: 1.02)
        #expect(frame.height == 710.5 && frame.contentOffset == 0)
        frame = sheet.handle(.dragChanged(translation: -500), at: 1.04)
        #expect(frame.height == 787)
        #expect(frame.contentOffset == 500 - 376.5)
        // Down, without lifting: the content scrolls back to its top, then the sheet moves down.
        frame = sheet.handle(.dragChanged(translation: -400), at: 1.06)
        #expect(frame.height == 787 && isClose(frame.contentOffset, 23.5))
        frame = sheet.handle(.dragChanged(translation: -300), at: 1.08)
        #expect(frame.contentOffset == 0)
        #expect(frame.height == 787 - 76.5)
        frame = sheet.handle(.dragEnded(velocity: 0), at: 1.1)
        #expect(frame.state == .settling)
    }

    @Test func shortContentGivesTheWholeDragToTheSheet() {
        var sheet = makeSheet()
        _ = run(
            &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 200, offset: 0))], until: 1)
        sheet.handle(.dragBegan(location: .content), at: 1)
        let frame = sheet.handle(.dragChanged(translation: -500), at: 1.05)
        #expect(frame.contentOffset == 0)
        #expect(frame.height > 787)  // past large: rubber-banding, not scrolling
    }

    @Test func aDragOnTheHeaderLeavesTheContentOffsetAlone() {
        var sheet = makeSheet()
        _ = run(
            &sheet,
            [
                (0, .present), (0.5, .select(.large, animated: false)),
                (0.9, .scrollContentChanged(contentHeight: 3000, offset: 120)),
            ], until: 1)
        sheet.handle(.dragBegan(location: .chrome), at: 1)
        let frame = sheet.handle(.dragChanged(translation: 100), at: 1.05)
        #expect(frame.contentOffset == 120)
        #expect(frame.height == 687)
    }

    @Test func withoutExpandingTheContentScrollsFirst() {
        var configuration = SheetConfiguration()
        configuration.prefersScrollingExpandsWhenScrolledToEdge = false
        var sheet = makeSheet(configuration)
        _ = run(
            &sheet, [(0, .present), (0.9, .scrollContentChanged(contentHeight: 3000, offset: 0))], until: 1)
        sheet.handle(.dragBegan(location: .content), at: 1)
        let frame = sheet.handle(.dragChanged(translation: -200), at: 1.05)
        #expect(frame.height == 410.5)
        #expect(frame.contentOffset == 200)
    }

    @Test func aMostlyHorizontalDragIsNotTheSheets() {
        var sheet = makeSheet()
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(), at: 1)
        var frame = sheet.handle(.dragChanged(translation: -2, horizontalTranslation: 5), at: 1.01)
        #expect(frame.height == 410.5)
        frame = sheet.handle(.dragChanged(translation: -4, horizontalTranslation: 30), at: 1.02)
        frame = sheet.handle(.dragChanged(translation: -150, horizontalTranslation: 60), at: 1.03)
        #expect(frame.height == 410.5)
        frame = sheet.handle(.dragEnded(velocity: -3000), at: 1.04)
        #expect(frame.state == .resting && frame.restingDetentIdentifier == .medium)
    }

    @Test func aGestureThatNeverLockedItsAxisDoesNotFling() {
        var sheet = makeSheet()
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(), at: 1)
        sheet.handle(.dragChanged(translation: -3, horizontalTranslation: 2), at: 1.01)
        let frame = sheet.handle(.dragEnded(velocity: -4000), at: 1.02)
        #expect(frame.state == .resting && frame.restingDetentIdentifier == .medium)
        #expect(frame.events.isEmpty)
    }

    @Test func aMostlyVerticalDragLocksAndMovesFromTheLockPoint() {
        var sheet = makeSheet()
        _ = run(&sheet, [(0, .present)], until: 1)
        sheet.handle(.dragBegan(), at: 1)
        #expect(
            sheet.handle(.dragChanged(translation: -5, horizontalTranslation: 1), at: 1.01).height == 410.5)
        #expect(
            sheet.handle(.dragChanged(translation: -10, horizontalTranslation: 2), at: 1.02).height == 410.5)
        #expect(
            sheet.handle(.dragChanged(translation: -60, horizontalTranslation: 3), at: 1.03).height == 460.5)
    }

    @Test func aKeyboardMidRestLiftsTheSheetAndKeepsItsDetent() {
        var sheet = makeSheet()
        let frames = run(&sheet, [(0, .present), (1, .keyboardChanged(height: 336))], until: 2)
        #expect(sheet.restingDetentIdentifier == .medium)
        #expect(sheet.state == .resting)
        #expect(sheet.frame.bottom == 508)
        #expect(sheet.height == 225.5)
        #expect(sheet.frame.top == 282.5)
        // The top edge did not jump when the keyboard arrived.
        let at = frames.last { $0.time == 1 }!
        #expect(at.top == 433.5)
        #expect(!frames.contains { $0.events.selectedDetentChanged != nil })
    }

    @Test func aKeyboardUnderALargeSheetKeepsItsTopEdge() {
        var sheet = makeSheet(SheetConfiguration(selectedDetentIdentifier: .large))
        let frames = run(&sheet, [(0, .present), (1, .keyboardChanged(height: 336))], until: 2)
        #expect(frames.last { $0.time == 1 }?.state == .resting)
        #expect(sheet.height == 451 && sheet.frame.top == 57)
    }

    @Test func anAnimatedSelectionSettlesOnTheNewDetent() {
        var sheet = makeSheet()
        let frames = run(&sheet, [(0, .present), (1, .select(.large, animated: true))], until: 2)
        #expect(frames.last { $0.time == 1 }?.state == .settling)
        #expect(frames.last { $0.time == 1 }?.events.selectedDetentChanged == .large)
        #expect(sheet.state == .resting && sheet.height == 787)
        let moving = frames.filter { $0.time > 1 && $0.state == .settling }
        #expect(moving.count > 5)
    }

    @Test func rotationToCompactMovesOffMediumWithASpring() {
        var sheet = makeSheet()
        let frames = run(&sheet, [(0, .present), (1, .containerChanged(iPhoneLandscape))], until: 2)
        #expect(sheet.restingDetentIdentifier == .large)
        #expect(sheet.height == 380)
        #expect(frames.contains { $0.events.selectedDetentChanged == .large })
        #expect(frames.contains { $0.time > 1 && $0.state == .settling })
    }

    @Test func aGrowingFittingDetentSpringsToItsNewHeight() {
        var sheet = try! SheetInteraction(
            configuration: SheetConfiguration(detents: [.fitting(), .large]), container: iPhone,
            contentFittingHeight: 200)
        _ = run(&sheet, [(0, .present)], until: 1)
        #expect(sheet.height == 234)
        let frames = run(&sheet, [(1.1, .contentFittingHeightChanged(300))], until: 2)
        #expect(frames.last { $0.time == 1.1 }?.height == 234)
        #expect(sheet.height == 334)
    }

    @Test func undimmedUpToMediumPassesTouchesThroughUntilItGrows() {
        var sheet = makeSheet(SheetConfiguration(largestUndimmedDetentIdentifier: .medium))
        _ = run(&sheet, [(0, .present)], until: 1)
        #expect(sheet.frame.dimAlpha == 0 && sheet.frame.isBackgroundInteractive)
        // A tap there belongs to the background.
        #expect(sheet.handle(.tapDimmed, at: 1.1).state == .resting)
        _ = run(&sheet, [(1.2, .select(.large))], until: 2)
        #expect(sheet.frame.dimAlpha == 0.4 && !sheet.frame.isBackgroundInteractive)
        #expect(sheet.handle(.tapDimmed, at: 2.1).state == .dismissing)
    }

    @Test func reduceMotionEasesOutWithoutOvershoot() {
        var configuration = SheetConfiguration()
        configuration.behavior.reducesMotion = true
        var sheet = makeSheet(configuration)
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.02, .dragChanged(translation: -300)),
                (1.03, .dragEnded(velocity: -4000)),
            ], until: 2)
        #expect(sheet.height == 787)
        #expect(frames.allSatisfy { $0.height <= 787 })
        let settling = frames.filter { $0.state == .settling }
        #expect(!settling.isEmpty && settling.last!.time <= 1.03 + 0.2)
    }

    @Test func aNonDismissibleSheetSpringsBackSilently() {
        var configuration = SheetConfiguration()
        configuration.isDismissible = false
        var sheet = makeSheet(configuration)
        let frames = run(
            &sheet,
            [
                (0, .present), (1, .dragBegan()), (1.02, .dragChanged(translation: 200)),
                (1.03, .dragEnded(velocity: 3000)), (1.5, .closeButton), (1.6, .tapDimmed),
            ], until: 3)
        #expect(sheet.state == .resting)
        #expect(!frames.contains { $0.events.attemptedToDismiss || $0.events.dismissed })
    }

    @Test func programmaticDismissAlwaysProceeds() {
        var configuration = SheetConfiguration()
        configuration.isModalInPresentation = true
        var sheet = makeSheet(configuration)
        _ = run(&sheet, [(0, .present), (1, .dismiss)], until: 2)
        #expect(sheet.state == .dismissed)
    }
}
