import Foundation
import SheetCore
import SheetHostCore
import Testing

/// A 844 × 390 landscape iPhone (compact height): `.medium` is inactive there, as in UIKit.
let landscapePhone = HostContainer(
    size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47),
    verticalSizeClass: .compact)

/// The orders a real platform delivers events in: the guard's answer around the gesture, holds,
/// rotations mid-drag and round trips, selections before the first container.
@Suite("Host: events in the orders a platform delivers them")
struct HostOrderTests {
    // MARK: The guard as the gesture's own question

    /// Where the guard's answer arrives in a downward fling from the header.
    enum GuardOrder: String, CaseIterable, Sendable {
        case beforePointerDown, afterPointerDown, midDrag, beforeRelease
    }

    /// A fling down from medium's header (y 470) with the guard's `false` at `order`.
    static func guardedFling(_ order: GuardOrder) -> HostDriver {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.frames.removeAll()
        let no = HostEvent.dismissalGuardAnswered(allowsDismissal: false)
        if order == .beforePointerDown { driver.send(no, after: 0.01) }
        driver.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        if order == .afterPointerDown { driver.send(no) }
        for step in 1...6 {
            driver.send(.pointerMoved(CGPoint(x: 100, y: 470 + CGFloat(step) * 40)), after: 1.0 / 60)
            if order == .midDrag, step == 3 { driver.send(no) }
        }
        if order == .beforeRelease { driver.send(no, after: 0.005) }
        driver.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
        driver.run(1.5)
        return driver
    }

    @Test(
        "a false answer any time before the release keeps the sheet: one attempt, no dismissal",
        arguments: GuardOrder.allCases)
    func guardInEveryOrder(_ order: GuardOrder) {
        let driver = Self.guardedFling(order)
        #expect(driver.count(\.didDismiss) == 0, "\(order)")
        #expect(driver.count(\.willDismiss) == 0, "\(order)")
        #expect(driver.count(\.attemptedToDismiss) == 1, "\(order)")
        #expect(driver.frames.last?.phase == .presented)
        #expect(abs((driver.frames.last?.sheet.top ?? 0) - 433.5) < 0.5, "back at medium")
    }

    @Test("a stale false from an earlier gesture never refuses the next one")
    func staleFalseDoesNotGovern() {
        var driver = Self.guardedFling(.afterPointerDown)
        driver.frames.removeAll()
        // The next gesture: the guard now says yes (or has not answered yet).
        for answers in [true, false] {
            var copy = driver
            copy.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.5)
            if answers { copy.send(.dismissalGuardAnswered(allowsDismissal: true)) }
            for step in 1...6 {
                copy.send(.pointerMoved(CGPoint(x: 100, y: 470 + CGFloat(step) * 40)), after: 1.0 / 60)
            }
            copy.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
            copy.run(1.5)
            #expect(copy.count(\.didDismiss) == 1, "answered: \(answers)")
            #expect(copy.count(\.attemptedToDismiss) == 0, "answered: \(answers)")
        }
        _ = driver.send(.tick(), after: 0)
    }

    @Test("an answer with no gesture in progress counts for the next gesture only")
    func answerBetweenGesturesCountsOnce() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.frames.removeAll()
        driver.send(.dismissalGuardAnswered(allowsDismissal: false), after: 0.1)
        let refused = driver.send(.tap(CGPoint(x: 200, y: 200)), after: 0.1)
        #expect(refused.events.attemptedToDismiss && refused.phase == .presented)
        let second = driver.send(.tap(CGPoint(x: 200, y: 200)), after: 0.5)
        #expect(!second.events.attemptedToDismiss && second.phase == .dismissing)
    }

    @Test("the app's modal flag mid-drag reaches the host at once: the fling is refused")
    func modalFlagMidDrag() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.frames.removeAll()
        driver.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        driver.send(.dismissalGuardAnswered(allowsDismissal: true))
        driver.send(.pointerMoved(CGPoint(x: 100, y: 560)), after: 1.0 / 60)
        driver.send(.modalInPresentationChanged(true))
        driver.send(.pointerMoved(CGPoint(x: 100, y: 700)), after: 1.0 / 60)
        driver.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
        driver.run(1.5)
        #expect(driver.count(\.didDismiss) == 0)
        #expect(driver.count(\.attemptedToDismiss) == 1)
    }

    @Test("a false that arrives below the smallest detent switches the band without a jump")
    func bandSwitchesWithoutJump() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        let pulled = driver.send(.pointerMoved(CGPoint(x: 100, y: 670)), after: 0.1)
        // Unguarded so far: the sheet follows the finger below medium.
        #expect(abs(pulled.sheet.top - 633.5) < 0.5)
        let answered = driver.send(.dismissalGuardAnswered(allowsDismissal: false))
        #expect(abs(answered.sheet.top - pulled.sheet.top) < 0.01, "no jump when the band switches")
        let further = driver.send(.pointerMoved(CGPoint(x: 100, y: 770)), after: 0.1)
        #expect(further.sheet.top > pulled.sheet.top, "the sheet still follows")
        #expect(further.sheet.top < pulled.sheet.top + 100 - 1, "but resists: it moves less than the finger")
    }

    /// (what happens, whether the pointer-down asks the guard)
    static let askRows: [(name: String, asks: Bool)] = [
        ("a pointer-down on the sheet", true),
        ("a second finger while one is down", false),
        ("a pointer-down already answered", false),
        ("a pointer-down on a modal sheet", false),
        ("a pointer-down on a sheet that can't be dismissed", false),
    ]

    @Test("the guard is asked once per gesture that could dismiss", arguments: askRows.indices)
    func asksOncePerGesture(_ index: Int) {
        let row = Self.askRows[index]
        var configuration = headerConfiguration(modal: row.name.contains("modal"))
        configuration.isDismissible = !row.name.contains("can't")
        var driver = HostDriver(configuration)
        driver.presentAndSettle()
        if row.name.contains("second") { driver.send(.pointerDown(CGPoint(x: 100, y: 470))) }
        if row.name.contains("answered") { driver.send(.dismissalGuardAnswered(allowsDismissal: true)) }
        let down = driver.send(.pointerDown(CGPoint(x: 120, y: 600)), after: 0.01)
        #expect(down.effects.asksDismissalGuard == row.asks, "\(row.name)")
    }

    // MARK: Selection

    /// (detents, the detent a sheet with no selection rises to)
    static let smallestRows: [(detents: [Detent], expected: Detent.Identifier)] = [
        ([.large, .medium], .medium),
        ([.height(600, identifier: "tall"), .height(200, identifier: "short")], "short"),
        ([.medium, .large], .medium),
        ([.large, .height(120, identifier: "peek"), .medium], "peek"),
    ]

    @Test(
        "no selection presents the smallest detent by height, whatever the order",
        arguments: smallestRows.indices)
    func nilSelectionIsSmallest(_ index: Int) {
        let row = Self.smallestRows[index]
        var driver = HostDriver(headerConfiguration(detents: row.detents))
        let rest = driver.presentAndSettle()
        #expect(rest.sheet.selectedDetentIdentifier == row.expected)
        #expect(driver.host.selectedDetentIdentifier == nil, "nothing was chosen")
        let smallest = driver.host.interaction.resolution.smallest.frameHeight
        #expect(abs(rest.sheet.height - smallest) < 0.5)
        // Presented before the first usable container, the same.
        var early = try! SheetHost(configuration: headerConfiguration(detents: row.detents))
        early.handle(.present, at: 0)
        early.handle(.container(.iPhone), at: 0.01)
        let frame = early.handle(.tick(), at: 2)
        #expect(frame.sheet.selectedDetentIdentifier == row.expected)
    }

    /// What is configured after a selection made before the first usable container.
    static let laterChanges: [(name: String, event: HostEvent)] = [
        ("configure", .configure(headerConfiguration(detents: [.medium, .large]))),
        (
            "configure, not animated",
            .configure(headerConfiguration(detents: [.large, .medium]), animated: false)
        ),
        ("options", .options(HostOptions(prefersEdgeAttachedInCompactHeight: true))),
        ("modal", .modalInPresentationChanged(true)),
        ("engine modal", .modalInPresentationChanged(true)),
        ("detents", .detentsChanged([.medium, .large, .height(100, identifier: "peek")])),
        ("reduce motion", .reduceMotion(true)),
    ]

    @Test(
        "a selection made before the first usable container is kept by identifier",
        arguments: laterChanges.indices)
    func earlySelectionSurvives(_ index: Int) {
        let row = Self.laterChanges[index]
        var host = try! SheetHost(configuration: headerConfiguration())
        host.handle(.container(HostContainer(size: .zero)), at: 0)
        host.handle(.select(.large, animated: false), at: 0)
        host.handle(row.event, at: 0.01)
        host.handle(.present, at: 0.02)
        host.handle(.container(.iPhone), at: 0.03)
        let frame = host.handle(.tick(), at: 2)
        #expect(frame.sheet.selectedDetentIdentifier == .large, "\(row.name)")
        #expect(host.selectedDetentIdentifier == .large, "\(row.name)")
        #expect(abs(frame.sheet.top - 57) < 0.5, "\(row.name)")
    }

    @Test(
        "a rotation round trip keeps the selection by identifier, with or without the keyboard",
        arguments: [false, true])
    func rotationRoundTrip(keyboard: Bool) {
        var driver = HostDriver(
            headerConfiguration(detents: [.height(120, identifier: "peek"), .medium, .large]))
        driver.presentAndSettle()
        driver.send(.select(.medium, animated: false))
        if keyboard {
            driver.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 844 - 336, width: 390, height: 336))),
                after: 0.1)
            driver.run(1)
        }
        let before = driver.frames.last!
        #expect(before.sheet.selectedDetentIdentifier == .medium)
        driver.send(.container(landscapePhone), after: 0.1)
        if keyboard {
            driver.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 390 - 200, width: 844, height: 200))),
                after: 0.01)
        }
        driver.run(1)
        // Medium is inactive in compact height: the sheet rests elsewhere, the choice is kept.
        #expect(driver.host.selectedDetentIdentifier == .medium)
        driver.send(.container(.iPhone), after: 0.1)
        if keyboard {
            driver.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 844 - 336, width: 390, height: 336))),
                after: 0.01)
        }
        let back = driver.run(1.5)
        #expect(back.sheet.selectedDetentIdentifier == .medium)
        #expect(driver.host.selectedDetentIdentifier == .medium)
        #expect(abs(back.sheet.height - before.sheet.height) < 0.5)
    }

    @Test("a drag's release is the person's choice: it is what comes back after a rotation")
    func releasedDetentIsTheChoice() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.drag(from: CGPoint(x: 100, y: 470), by: -300, velocity: -1000)
        driver.run(1.5)
        #expect(driver.host.selectedDetentIdentifier == .large)
        driver.send(.container(landscapePhone), after: 0.1)
        driver.run(1)
        driver.send(.container(.iPhone), after: 0.1)
        let back = driver.run(1.5)
        #expect(back.sheet.selectedDetentIdentifier == .large)
    }

    // MARK: Holds and rotations

    @Test("a finger that rests 6 s still holds the sheet: the drag goes on to its release")
    func longHold() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        driver.send(.pointerMoved(CGPoint(x: 100, y: 420)), after: 0.05)
        let held = driver.run(6)
        #expect(held.sheet.state == .dragging)
        #expect(abs(held.sheet.top - 383.5) < 0.5)
        driver.send(.pointerMoved(CGPoint(x: 100, y: 120)), after: 0.05)
        let up = driver.send(.pointerUp(CGPoint(x: 100, y: 100), velocity: -1500), after: 0.02)
        #expect(up.sheet.selectedDetentIdentifier == .large)
        let rest = driver.run(1.5)
        #expect(abs(rest.sheet.top - 57) < 0.5)
    }

    @Test("a rotation mid-drag keeps the sheet whole, and the drag goes on from the finger")
    func rotationMidDrag() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        driver.send(.pointerMoved(CGPoint(x: 100, y: 430)), after: 0.05)
        let rotated = driver.send(.container(landscapePhone), after: 0.01)
        let smallest = driver.host.interaction.resolution.smallest.frameHeight
        #expect(
            rotated.sheet.height >= smallest - 0.5, "height \(rotated.sheet.height), smallest \(smallest)")
        #expect(rotated.sheetRect.height >= smallest - 0.5)
        #expect(rotated.sheet.state == .dragging)
        // The finger's next report is in the new coordinates: the sheet goes on from there.
        let next = driver.send(.pointerMoved(CGPoint(x: 300, y: 200)), after: 1.0 / 60)
        #expect(abs(next.sheet.top - rotated.sheet.top) < 0.5, "no jump on the next move")
        let moved = driver.send(.pointerMoved(CGPoint(x: 300, y: 180)), after: 1.0 / 60)
        #expect(moved.sheet.top < next.sheet.top - 5 || moved.sheet.top <= 0.5, "the finger moves it")
        driver.send(.pointerUp(CGPoint(x: 300, y: 180), velocity: 0), after: 0.01)
        let rest = driver.run(1.5)
        #expect(rest.phase == .presented)
        for frame in driver.frames.suffix(200) where frame.phase == .presented {
            #expect(frame.sheet.height >= smallest - 0.5)
        }
    }

    // MARK: A new detent list

    @Test("a new detent list moves a resting sheet at once")
    func detentListAtOnce() {
        var driver = HostDriver()
        driver.presentAndSettle()
        let frame = driver.send(
            .detentsChanged([.height(200, identifier: "short"), .large]), after: 0.1)
        #expect(frame.sheet.state == .resting && !frame.needsTicks)
        #expect(frame.sheet.selectedDetentIdentifier == "short")
        #expect(abs(frame.sheet.height - (200 + 34)) < 0.5)
    }
}
