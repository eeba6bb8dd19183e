import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The keyboard's own animation: the sheet follows it frame by frame on its curve and duration.
@Suite("Host: the keyboard's transition")
struct HostKeyboardTransitionTests {
    /// A docked keyboard 336 pt tall on the 390 × 844 phone.
    static let shown = CGRect(x: 0, y: 508, width: 390, height: 336)
    static let hidden = CGRect(x: 0, y: 844, width: 390, height: 336)
    /// Medium's frame height without a keyboard (376.5 + 34 of home indicator) and with it.
    static let mediumHeight: CGFloat = 410.5
    static let mediumWithKeyboard: CGFloat = 225.5

    static func keyboard(_ frame: CGRect, _ duration: Double, _ curve: HostAnimationCurve) -> HostEvent {
        .keyboard(HostKeyboard(frame: frame, animationDuration: duration, animationCurve: curve))
    }

    /// A medium sheet at rest; the clock at a whole second.
    static func restingStore() throws -> HostTestStore {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.tick(), after: 1.5 - store.time.truncatingRemainder(dividingBy: 1.5))
        return store
    }

    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test(
        "the sheet's edges follow the keyboard on its curve at any tick time, never squashed",
        arguments: HostAnimationCurve.allCases)
    func followsCurve(curve: HostAnimationCurve) throws {
        let store = try Self.restingStore()
        let start = store.time
        let duration = 0.25
        let first = store.send(Self.keyboard(Self.shown, duration, curve))
        #expect(first.needsTicks)
        #expect(Self.near(first.sheetRect.maxY, 844) && Self.near(first.sheetRect.height, Self.mediumHeight))
        // Irregular tick times, as a display link under load gives them.
        for elapsed in [0.013, 0.05, 0.0731, 0.125, 0.2, 0.2499] {
            let frame = store.send(.tick(), after: start + elapsed - store.time)
            let progress = CGFloat(curve.value(at: elapsed / duration))
            let bottom = 844 - 336 * progress
            let height = Self.mediumHeight + (Self.mediumWithKeyboard - Self.mediumHeight) * progress
            #expect(Self.near(frame.sheetRect.maxY, bottom), "t+\(elapsed): bottom \(frame.sheetRect.maxY)")
            #expect(
                Self.near(frame.sheetRect.height, height), "t+\(elapsed): height \(frame.sheetRect.height)")
            #expect(frame.sheetRect.height >= Self.mediumWithKeyboard - 1e-6)
            #expect(frame.needsTicks && frame.phase == .presented)
        }
        let end = store.send(.tick(), after: start + duration - store.time)
        #expect(
            Self.near(end.sheetRect.maxY, 508) && Self.near(end.sheetRect.height, Self.mediumWithKeyboard))
        #expect(end.sheet.state == .resting && !end.needsTicks)
        #expect(end.sheet.restingDetentIdentifier == .medium)
    }

    @Test("a hiding keyboard: the sheet grows back on the curve, its bottom on the keyboard's top")
    func hides() throws {
        let store = try Self.restingStore()
        store.send(Self.keyboard(Self.shown, 0, .keyboard))
        let start = store.time
        store.send(Self.keyboard(Self.hidden, 0.3, .easeOut))
        for elapsed in [0.02, 0.1, 0.17, 0.29] {
            let frame = store.send(.tick(), after: start + elapsed - store.time)
            let progress = CGFloat(TimingCurve.easeOut.value(at: elapsed / 0.3))
            #expect(Self.near(frame.sheetRect.maxY, 508 + 336 * progress))
            #expect(
                Self.near(
                    frame.sheetRect.height,
                    Self.mediumWithKeyboard + (Self.mediumHeight - Self.mediumWithKeyboard) * progress))
        }
        let end = store.advance(by: 0.1)
        #expect(end.sheetRect.maxY == 844 && end.sheetRect.height == Self.mediumHeight && !end.needsTicks)
    }

    @Test("without a duration the change is immediate, and still no squash")
    func immediate() throws {
        let store = try Self.restingStore()
        let frame = store.send(Self.keyboard(Self.shown, 0, .keyboard))
        #expect(frame.sheetRect.maxY == 508 && frame.sheetRect.height == Self.mediumWithKeyboard)
        #expect(frame.sheet.state == .resting && !frame.needsTicks)
        let later = store.advance(by: 0.5)
        #expect(later.sheetRect == frame.sheetRect)
        let back = store.send(Self.keyboard(Self.hidden, 0, .keyboard))
        #expect(back.sheetRect.maxY == 844 && back.sheetRect.height == Self.mediumHeight)
    }

    @Test("a keyboard already on screen is taken into account when the sheet is presented")
    func keyboardBeforePresentation() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(Self.keyboard(Self.shown, 0.25, .keyboard))
        store.send(.present)
        var frames: [HostFrame] = []
        for _ in 0..<180 { frames.append(store.send(.tick(), after: 1.0 / 120)) }
        for frame in frames where frame.sheetRect.height > 0 {
            #expect(Self.near(frame.sheetRect.maxY, 508))
        }
        let last = try #require(frames.last)
        #expect(last.sheetRect.height == Self.mediumWithKeyboard && last.sheet.state == .resting)
        store.receive([.willPresent, .didPresent])
    }

    @Test("a finger on the sheet during the transition keeps its place; the bottom rides the keyboard")
    func dragDuringTransition() throws {
        let store = try Self.restingStore()
        let start = store.time
        store.send(Self.keyboard(Self.shown, 0.25, .easeInOut))
        let before = store.send(.tick(), after: 0.1)
        let grabY = before.sheetRect.minY + 8
        let down = store.send(.pointerDown(CGPoint(x: 195, y: grabY)))
        #expect(down.target == .grabber)
        store.answerDismissalGuard(allowsDismissal: true)
        #expect(Self.near(down.sheetRect.minY, before.sheetRect.minY))
        for elapsed in [0.12, 0.15, 0.2, 0.25] {
            let frame = store.send(.tick(), after: start + elapsed - store.time)
            #expect(Self.near(frame.sheetRect.minY, before.sheetRect.minY, 1e-3), "t+\(elapsed)")
            let progress = CGFloat(TimingCurve.easeInOut.value(at: elapsed / 0.25))
            #expect(Self.near(frame.sheetRect.maxY, 844 - 336 * progress, 1e-3))
        }
        let moved = store.send(.pointerMoved(CGPoint(x: 195, y: grabY - 20)), after: 0.02)
        #expect(Self.near(moved.sheetRect.minY, before.sheetRect.minY - 20, 1e-3))
        store.send(.pointerUp(CGPoint(x: 195, y: grabY - 20), velocity: 0))
        let end = store.advance(by: 1.5)
        #expect(end.sheetRect.maxY == 508 && end.sheet.state == .resting)
    }

    @Test("a container change during the transition doesn't jump: the keyboard goes on from where it is")
    func containerChangeDuringTransition() throws {
        let store = try Self.restingStore()
        store.send(Self.keyboard(Self.shown, 0.25, .linear))
        let before = store.send(.tick(), after: 0.1)
        var container = HostContainer.iPhone
        container.safeArea.top = 59
        let after = store.send(.container(container))
        #expect(
            Self.near(after.sheetRect.maxY, before.sheetRect.maxY)
                && Self.near(after.sheetRect.minY, before.sheetRect.minY))
        var previous = after
        for _ in 0..<60 {
            let frame = store.send(.tick(), after: 1.0 / 120)
            #expect(abs(frame.sheetRect.maxY - previous.sheetRect.maxY) < 30)
            #expect(frame.sheetRect.maxY >= 508 - 1e-6)
            previous = frame
        }
        #expect(previous.sheetRect.maxY == 508 && previous.sheet.state == .resting)
    }

    @Test("a selection during the transition springs to the detent as it resolves at the keyboard's end")
    func selectionDuringTransition() throws {
        let store = try Self.restingStore()
        store.send(Self.keyboard(Self.shown, 0.25, .keyboard))
        store.send(.tick(), after: 0.05)
        store.send(.select(.large, animated: true))
        store.receive(.selectedDetentChanged(.large, cause: .app))
        let end = store.advance(by: 1.5)
        #expect(end.sheetRect.maxY == 508 && end.sheetRect.minY == 57 && end.sheet.state == .resting)
    }
}

@Suite("Host: animation curves")
struct HostAnimationCurveTests {
    @Test("UIKit's raw curves map to Core Animation's Béziers; 7 and unknown values to the keyboard's")
    func rawValues() {
        let table: [(Int, HostAnimationCurve, TimingCurve)] = [
            (0, .easeInOut, TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)),
            (1, .easeIn, TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)),
            (2, .easeOut, TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)),
            (3, .linear, TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)),
            (7, .keyboard, TimingCurve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)),
            (42, .keyboard, TimingCurve(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1)),
        ]
        for (raw, curve, bezier) in table {
            #expect(HostAnimationCurve(uiKitRawValue: raw) == curve)
            #expect(curve.timingCurve == bezier)
        }
    }
}

@Suite("Host: the keyboard's transition and dismissal")
struct HostKeyboardDismissalTests {
    @Test("a sheet taken off mid-transition keeps the keyboard's end, and rises onto it")
    func dismissedMidTransition() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(HostKeyboardTransitionTests.keyboard(HostKeyboardTransitionTests.shown, 0.25, .linear))
        store.send(.tick(), after: 0.1)
        let gone = store.send(.dismiss(animated: false))
        #expect(gone.phase == .dismissed && !gone.needsTicks)
        store.receive([.willDismiss(cause: .app), .didDismiss(cause: .app)])
        #expect(store.host.interaction.container.keyboardHeight == 336)
        store.send(.present)
        let up = store.advance(by: 1.5)
        #expect(up.sheetRect.maxY == 508 && up.sheetRect.height == 225.5)
        store.receive([.willPresent, .didPresent])
    }
}
