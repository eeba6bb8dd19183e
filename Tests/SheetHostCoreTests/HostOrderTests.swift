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
    static func guardedFling(_ order: GuardOrder) throws -> HostTestStore {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.removeAllFrames()
        let no = HostEvent.dismissalGuardAnswered(allowsDismissal: false)
        if order == .beforePointerDown { store.send(no, after: 0.01) }
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        if order == .afterPointerDown { store.send(no) }
        for step in 1...6 {
            store.send(.pointerMoved(CGPoint(x: 100, y: 470 + CGFloat(step) * 40)), after: 1.0 / 60)
            if order == .midDrag, step == 3 { store.send(no) }
        }
        if order == .beforeRelease { store.send(no, after: 0.005) }
        store.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
        store.advance(by: 1.5)
        return store
    }

    @Test(
        "a false answer any time before the release keeps the sheet: one attempt, no dismissal",
        arguments: GuardOrder.allCases)
    func guardInEveryOrder(_ order: GuardOrder) throws {
        let store = try Self.guardedFling(order)
        #expect(store.count(\.didDismiss) == 0, "\(order)")
        #expect(store.count(\.willDismiss) == 0, "\(order)")
        #expect(store.count(\.attemptedToDismiss) == 1, "\(order)")
        store.receive(.attemptedToDismiss)
        #expect(store.frames.last?.phase == .presented)
        #expect(abs((store.frames.last?.sheet.top ?? 0) - 433.5) < 0.5, "back at medium")
    }

    @Test("a stale false from an earlier gesture never refuses the next one")
    func staleFalseDoesNotGovern() throws {
        let store = try Self.guardedFling(.afterPointerDown)
        store.receive(.attemptedToDismiss)
        store.removeAllFrames()
        // The next gesture: the guard now says yes (or has not answered yet).
        for answers in [true, false] {
            let copy = store.fork()
            copy.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.5)
            if answers { copy.send(.dismissalGuardAnswered(allowsDismissal: true)) }
            for step in 1...6 {
                copy.send(.pointerMoved(CGPoint(x: 100, y: 470 + CGFloat(step) * 40)), after: 1.0 / 60)
            }
            copy.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
            copy.advance(by: 1.5)
            #expect(copy.count(\.didDismiss) == 1, "answered: \(answers)")
            #expect(copy.count(\.attemptedToDismiss) == 0, "answered: \(answers)")
            copy.receive([.willDismiss(cause: .user), .didDismiss(cause: .user)])
            // Unanswered, the question stays open through the dismissal; its late answer changes nothing.
            #expect(copy.isAskingDismissalGuard == !answers)
            if !answers { copy.answerDismissalGuard(allowsDismissal: false) }
        }
        _ = store.send(.tick(), after: 0)
    }

    @Test("an answer with no gesture in progress counts for the next gesture only")
    func answerBetweenGesturesCountsOnce() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.removeAllFrames()
        store.send(.dismissalGuardAnswered(allowsDismissal: false), after: 0.1)
        let refused = store.send(.tap(CGPoint(x: 200, y: 200)), after: 0.1)
        #expect(refused.phase == .presented)
        store.receive(.attemptedToDismiss)
        let second = store.send(.tap(CGPoint(x: 200, y: 200)), after: 0.5)
        #expect(second.phase == .dismissing)
        store.receive(.willDismiss(cause: .user))
    }

    @Test("the app's modal flag mid-drag reaches the host at once: the fling is refused")
    func modalFlagMidDrag() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.removeAllFrames()
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        store.send(.dismissalGuardAnswered(allowsDismissal: true))
        store.send(.pointerMoved(CGPoint(x: 100, y: 560)), after: 1.0 / 60)
        store.send(.modalInPresentationChanged(true))
        store.send(.pointerMoved(CGPoint(x: 100, y: 700)), after: 1.0 / 60)
        store.send(.pointerUp(CGPoint(x: 100, y: 720), velocity: 4000), after: 0.01)
        store.advance(by: 1.5)
        #expect(store.count(\.didDismiss) == 0)
        #expect(store.count(\.attemptedToDismiss) == 1)
        store.receive(.attemptedToDismiss)
    }

    @Test("a false that arrives below the smallest detent switches the band without a jump")
    func bandSwitchesWithoutJump() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        let pulled = store.send(.pointerMoved(CGPoint(x: 100, y: 670)), after: 0.1)
        // Unguarded so far: the sheet follows the finger below medium.
        #expect(abs(pulled.sheet.top - 633.5) < 0.5)
        let answered = store.send(.dismissalGuardAnswered(allowsDismissal: false))
        #expect(abs(answered.sheet.top - pulled.sheet.top) < 0.01, "no jump when the band switches")
        let further = store.send(.pointerMoved(CGPoint(x: 100, y: 770)), after: 0.1)
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
    func asksOncePerGesture(_ index: Int) throws {
        let row = Self.askRows[index]
        var configuration = headerConfiguration(modal: row.name.contains("modal"))
        configuration.isDismissible = !row.name.contains("can't")
        let store = try HostTestStore(configuration)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        if row.name.contains("second") { store.send(.pointerDown(CGPoint(x: 100, y: 470))) }
        if row.name.contains("answered") { store.send(.dismissalGuardAnswered(allowsDismissal: true)) }
        let down = store.send(.pointerDown(CGPoint(x: 120, y: 600)), after: 0.01)
        #expect(down.effects.asksDismissalGuard == row.asks, "\(row.name)")
        // The first finger's question, or this one's.
        if store.isAskingDismissalGuard { store.answerDismissalGuard(allowsDismissal: true) }
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
    func nilSelectionIsSmallest(_ index: Int) throws {
        let row = Self.smallestRows[index]
        let store = try HostTestStore(headerConfiguration(detents: row.detents))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let rest = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(rest.sheet.restingDetentIdentifier == row.expected)
        #expect(store.host.selectedDetentIdentifier == nil, "nothing was chosen")
        let smallest = store.host.interaction.resolution.smallest.frameHeight
        #expect(abs(rest.sheet.height - smallest) < 0.5)
        // Presented before the first usable container, the same.
        let early = try HostTestStore(
            headerConfiguration(detents: row.detents), container: HostContainer(size: .zero))
        early.send(.present)
        early.send(.container(.iPhone), after: 0.01)
        early.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = early.send(.tick(), at: 2)
        #expect(frame.sheet.restingDetentIdentifier == row.expected)
        early.receive([.willPresent, .didPresent])
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
    func earlySelectionSurvives(_ index: Int) throws {
        let row = Self.laterChanges[index]
        let store = try HostTestStore(headerConfiguration(), container: HostContainer(size: .zero))
        store.send(.select(.large, animated: false))
        store.send(row.event, at: 0.01)
        store.send(.present, at: 0.02)
        store.send(.container(.iPhone), at: 0.03)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.send(.tick(), at: 2)
        #expect(frame.sheet.restingDetentIdentifier == .large, "\(row.name)")
        #expect(store.host.selectedDetentIdentifier == .large, "\(row.name)")
        store.receive([.willPresent, .didPresent])
        #expect(abs(frame.sheet.top - 57) < 0.5, "\(row.name)")
    }

    @Test(
        "a rotation round trip keeps the selection by identifier, with or without the keyboard",
        arguments: [false, true])
    func rotationRoundTrip(keyboard: Bool) throws {
        let store = try HostTestStore(
            headerConfiguration(detents: [.height(120, identifier: "peek"), .medium, .large]))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.select(.medium, animated: false))
        store.receive(.selectedDetentChanged(.medium, cause: .app))
        if keyboard {
            store.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 844 - 336, width: 390, height: 336))),
                after: 0.1)
            store.advance(by: 1)
        }
        let before = store.frames.last!
        #expect(before.sheet.restingDetentIdentifier == .medium)
        store.send(.container(landscapePhone), after: 0.1)
        if keyboard {
            store.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 390 - 200, width: 844, height: 200))),
                after: 0.01)
        }
        store.advance(by: 1)
        // Medium is inactive in compact height: the sheet rests elsewhere, the choice is kept.
        #expect(store.host.selectedDetentIdentifier == .medium)
        store.send(.container(.iPhone), after: 0.1)
        if keyboard {
            store.send(
                .keyboard(HostKeyboard(frame: CGRect(x: 0, y: 844 - 336, width: 390, height: 336))),
                after: 0.01)
        }
        let back = store.advance(by: 1.5)
        #expect(back.sheet.restingDetentIdentifier == .medium)
        #expect(store.host.selectedDetentIdentifier == .medium)
        #expect(abs(back.sheet.height - before.sheet.height) < 0.5)
    }

    @Test("a drag's release is the person's choice: it is what comes back after a rotation")
    func releasedDetentIsTheChoice() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.drag(from: CGPoint(x: 100, y: 470), by: -300, velocity: -1000)
        store.answerDismissalGuard(allowsDismissal: true)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        store.advance(by: 1.5)
        #expect(store.host.selectedDetentIdentifier == .large)
        store.send(.container(landscapePhone), after: 0.1)
        store.advance(by: 1)
        store.send(.container(.iPhone), after: 0.1)
        let back = store.advance(by: 1.5)
        #expect(back.sheet.restingDetentIdentifier == .large)
    }

    // MARK: Holds and rotations

    @Test("a finger that rests 6 s still holds the sheet: the drag goes on to its release")
    func longHold() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        store.answerDismissalGuard(allowsDismissal: true)
        store.send(.pointerMoved(CGPoint(x: 100, y: 420)), after: 0.05)
        let held = store.advance(by: 6)
        #expect(held.sheet.state == .dragging)
        #expect(abs(held.sheet.top - 383.5) < 0.5)
        store.send(.pointerMoved(CGPoint(x: 100, y: 120)), after: 0.05)
        let up = store.send(.pointerUp(CGPoint(x: 100, y: 100), velocity: -1500), after: 0.02)
        #expect(up.sheet.restingDetentIdentifier == .large)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        let rest = store.advance(by: 1.5)
        #expect(abs(rest.sheet.top - 57) < 0.5)
    }

    @Test("a rotation mid-drag keeps the sheet whole, and the drag goes on from the finger")
    func rotationMidDrag() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        store.answerDismissalGuard(allowsDismissal: true)
        store.send(.pointerMoved(CGPoint(x: 100, y: 430)), after: 0.05)
        let rotated = store.send(.container(landscapePhone), after: 0.01)
        let smallest = store.host.interaction.resolution.smallest.frameHeight
        #expect(
            rotated.sheet.height >= smallest - 0.5, "height \(rotated.sheet.height), smallest \(smallest)")
        #expect(rotated.sheetRect.height >= smallest - 0.5)
        #expect(rotated.sheet.state == .dragging)
        // The finger's next report is in the new coordinates: the sheet goes on from there.
        let next = store.send(.pointerMoved(CGPoint(x: 300, y: 200)), after: 1.0 / 60)
        #expect(abs(next.sheet.top - rotated.sheet.top) < 0.5, "no jump on the next move")
        let moved = store.send(.pointerMoved(CGPoint(x: 300, y: 180)), after: 1.0 / 60)
        #expect(moved.sheet.top == 0, "the finger moves it")
        store.send(.pointerUp(CGPoint(x: 300, y: 180), velocity: 0), after: 0.01)
        let rest = store.advance(by: 1.5)
        #expect(rest.phase == .presented)
        for frame in store.frames.suffix(200) where frame.phase == .presented {
            #expect(frame.sheet.height >= smallest - 0.5)
        }
    }

    /// A drag rotated into full screen (top at the container's top) and back to portrait: the
    /// sheet comes back no higher than the status bar, and the finger's next moves carry it no
    /// further than they go (a band caught too deep would run ahead of the finger).
    @Test("a drag rotated through full screen and back stays out of the status bar")
    func rotationThroughFullScreenMidDrag() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 100, y: 470)), after: 0.01)
        store.answerDismissalGuard(allowsDismissal: true)
        store.send(.pointerMoved(CGPoint(x: 100, y: 430)), after: 0.05)
        store.removeAllFrames()
        store.send(.container(landscapePhone), after: 0.05)
        store.advance(by: 0.1)
        #expect(store.frames.count == 13)
        #expect(store.frames.allSatisfy { $0.sheet.top == 0 })
        store.removeAllFrames()
        store.send(.container(.iPhone))
        store.advance(by: 0.05)
        store.send(.pointerMoved(CGPoint(x: 100, y: 500)))
        store.advance(by: 0.05)
        store.send(.pointerMoved(CGPoint(x: 100, y: 560)))
        store.advance(by: 0.02)
        store.send(.pointerMoved(CGPoint(x: 100, y: 640)))
        let tops = store.frames.map(\.sheet.top)
        #expect(tops.allSatisfy { $0 >= 47 - 0.5 }, "\(tops)")
        // 500 re-anchors the finger; 560 and 640 move it 60 and 80 pt.
        #expect(tops.last! - tops.first! <= 140 + 0.5, "\(tops)")
        // Back in portrait the finger carries the sheet down past the largest detent.
        store.receive(.crossedDetent(.large))
    }

    // MARK: A new detent list

    @Test("a new detent list moves a resting sheet at once")
    func detentListAtOnce() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let frame = store.send(
            .detentsChanged([.height(200, identifier: "short"), .large]), after: 0.1)
        #expect(frame.sheet.state == .resting && !frame.needsTicks)
        #expect(frame.sheet.restingDetentIdentifier == "short")
        store.receive(.selectedDetentChanged("short", cause: .app))
        #expect(abs(frame.sheet.height - (200 + 34)) < 0.5)
    }
}
