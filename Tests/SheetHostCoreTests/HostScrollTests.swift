import Foundation
import SheetCore
import SheetHostCore
import Testing

/// A list filling the content area, bound as the host asks (bottom inset = the home indicator).
/// The viewport is the content area at medium (410.5 − 68) unless given.
func fillingList(
    offset: CGFloat = 0, contentHeight: CGFloat = 2000, viewport: CGFloat = 342.5, decelerating: Bool = false
) -> HostScrollGeometry {
    HostScrollGeometry(
        offset: offset, contentHeight: contentHeight, viewportHeight: viewport, bottomInset: 34,
        isDecelerating: decelerating)
}

@Suite("Host: the tracked scroll view")
struct HostScrollTests {
    @Test("a list bound as the host says gives the engine its own content height")
    func contentHeightMapping() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.scroll(fillingList()))
        #expect(store.host.interaction.scrollContentHeight == 2000)
        store.send(.scroll(nil))
        #expect(store.host.interaction.scrollContentHeight == 0)
    }

    @Test("while the sheet takes the drag, the list's own deceleration is stopped and its offset pinned")
    func momentumStopped() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(fillingList()))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 200, y: 700)))
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: 200, y: 600)), after: 0.05)
        #expect(moved.scroll.pinnedOffset == 0)
        // The list's own pan moved it meanwhile: the report is ignored, the pin stays.
        let fight = store.send(.scroll(fillingList(offset: 40)), after: 0.005)
        #expect(fight.scroll.pinnedOffset == 0)
        #expect(store.host.interaction.contentOffset == 0)
        let end = store.send(.scrollWillEndDragging(velocity: 1500, targetOffset: 400), after: 0.005)
        #expect(end.scroll.decelerationTarget == 0)
        let released = store.send(.pointerUp(CGPoint(x: 200, y: 600), velocity: -1500))
        #expect(released.sheet.state == .settling)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        // After the release the list coasts: it is told to stop while the sheet settles.
        let coasting = store.send(.scroll(fillingList(offset: 12, decelerating: true)), after: 0.01)
        #expect(coasting.scroll.stopsDeceleration && coasting.scroll.pinnedOffset == 0)
        let rest = store.advance(by: 1.5)
        #expect(rest.scroll.pinnedOffset == nil)
        #expect(abs(rest.sheet.top - 57) < 0.5)
    }

    @Test("scrolling the list at the largest detent leaves it alone and keeps its deceleration in range")
    func freeScrolling() throws {
        let store = try HostTestStore(headerConfiguration(selected: .large))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(fillingList(offset: 300)))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        // At large the content area is 787 − 68 = 719 pt tall.
        let frame = store.send(.scroll(fillingList(offset: 320, viewport: 719)))
        #expect(frame.scroll.pinnedOffset == nil && !frame.scroll.stopsDeceleration)
        #expect(store.host.interaction.contentOffset == 320)
        #expect(store.host.decelerationTarget(proposedOffset: 900) == 900)
        #expect(store.host.decelerationTarget(proposedOffset: -50) == 0)
        // The list's end: 2000 + 34 − (787 − 68) = 1315.
        #expect(store.host.decelerationTarget(proposedOffset: 5000) == 1315)
    }

    @Test("the list's geometry arriving first (observed with .initial) is enough: no scroll needed")
    func initialGeometry() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(fillingList()))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let down = store.send(.pointerDown(CGPoint(x: 200, y: 700)))
        #expect(down.target == .content)
        #expect(down.effects.asksDismissalGuard)
        store.answerDismissalGuard(allowsDismissal: true)
    }
}

@Suite("Host: accessibility, dimming and causes")
struct HostAccessibilityTests {
    static let names:
        [(detents: [Detent], selected: Detent.Identifier, strings: HostStrings, expected: String)] = [
            ([.medium, .large], .medium, HostStrings(), "Half height"),
            ([.medium, .large], .large, HostStrings(), "Full height"),
            ([.height(260, identifier: "peek"), .large], "peek", HostStrings(), "35 percent height"),
            ([.fraction(0.5), .large], "fraction(0.5)", HostStrings(), "50 percent height"),
            (
                [.height(260, identifier: "peek"), .large], "peek",
                HostStrings(detentNames: ["peek": "Peek"]), "Peek"
            ),
            ([.medium, .large], .large, HostStrings(large: "Grand"), "Grand"),
        ]

    @Test("the grabber's value is a spoken name, never a raw identifier", arguments: names.indices)
    func grabberValue(_ index: Int) throws {
        let row = Self.names[index]
        let store = try HostTestStore(
            headerConfiguration(detents: row.detents, selected: row.selected),
            options: HostOptions(strings: row.strings))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.accessibility.grabberValue == row.expected)
        #expect(frame.accessibility.grabberLabel == row.strings.grabberLabel)
    }

    @Test("increment and decrement step between detents and announce; stepping down never dismisses")
    func adjust() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let up = store.send(.accessibility(.increment))
        #expect(up.events.selectedDetentChanged == .large && up.accessibility.announcement == "Full height")
        #expect(up.events.selectedDetentChangeCause == .user)
        let again = store.send(.accessibility(.increment))
        #expect(again.accessibility.announcement == nil)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        store.send(.accessibility(.decrement))
        store.receive(.selectedDetentChanged(.medium, cause: .user))
        let floor = store.send(.accessibility(.decrement))
        #expect(floor.accessibility.announcement == nil && floor.phase == .presented)
    }

    @Test("escape goes through the guard and says whether it was handled")
    func escape() throws {
        let store = try HostTestStore(headerConfiguration(modal: true))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let refused = store.send(.accessibility(.escape))
        #expect(refused.accessibility.escapeHandled == true)
        store.receive(.attemptedToDismiss)
        var drawer = headerConfiguration()
        drawer.isDismissible = false
        let other = try HostTestStore(drawer)
        other.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        other.presentAndSettle()
        other.receive([.willPresent, .didPresent])
        let ignored = other.send(.accessibility(.escape))
        #expect(ignored.accessibility.escapeHandled == false && !ignored.events.attemptedToDismiss)
        let plain = try HostTestStore(headerConfiguration())
        plain.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        plain.presentAndSettle()
        plain.receive([.willPresent, .didPresent])
        let dismissed = plain.send(.accessibility(.escape))
        #expect(dismissed.accessibility.escapeHandled == true && dismissed.phase == .dismissing)
        plain.receive(.willDismiss(cause: .user))
    }

    @Test("modal for VoiceOver only while the background can't be touched")
    func modal() throws {
        let dimmed = try HostTestStore(headerConfiguration())
        dimmed.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(dimmed.presentAndSettle().accessibility.isModal)
        dimmed.receive([.willPresent, .didPresent])
        let undimmed = try HostTestStore(headerConfiguration(undimmed: .medium))
        undimmed.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = undimmed.presentAndSettle()
        undimmed.receive([.willPresent, .didPresent])
        #expect(!frame.accessibility.isModal && frame.passesTouchesThrough && !frame.dimTakesTaps)
    }

    @Test("a sheet with no dim still takes taps on the dim area (and is tapped away)")
    func invisibleDimTakesTaps() throws {
        var configuration = headerConfiguration()
        configuration.dimming.maximumAlpha = 0
        let store = try HostTestStore(configuration)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.dimAlpha == 0 && frame.dimTakesTaps && !frame.passesTouchesThrough)
        #expect(store.send(.tap(CGPoint(x: 200, y: 100))).phase == .dismissing)
        store.receive(.willDismiss(cause: .user))
    }

    @Test("detent changes carry their cause: the person's drag, the app's selection, the system's rotation")
    func causes() throws {
        // Edge-attached, so compact height has detents of its own (full screen would keep medium).
        let store = try HostTestStore(
            headerConfiguration(), options: HostOptions(prefersEdgeAttachedInCompactHeight: true))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.drag(from: CGPoint(x: 200, y: 470), by: -300, velocity: -800)
        store.answerDismissalGuard(allowsDismissal: true)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        store.advance(by: 1)
        store.send(.select(.medium, animated: true))
        store.receive(.selectedDetentChanged(.medium, cause: .app))
        store.advance(by: 1)
        var landscape = HostContainer(size: CGSize(width: 844, height: 390))
        landscape.verticalSizeClass = .compact
        store.send(.container(landscape))
        store.receive(.selectedDetentChanged(.large, cause: .system))
    }

    @Test("the change mask names only what changed")
    func changes() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let still = store.send(.tick(), after: 0.01)
        #expect(still.changes.isEmpty)
        let moving = store.send(.accessibility(.increment))
        #expect(moving.changes.contains(.accessibility) && moving.changes.contains(.phase))
        store.receive(.selectedDetentChanged(.large, cause: .user))
        let next = store.send(.tick(), after: 0.01)
        #expect(next.changes.contains(.geometry))
    }
}
