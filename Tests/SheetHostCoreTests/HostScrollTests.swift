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
    func contentHeightMapping() {
        var driver = HostDriver()
        driver.presentAndSettle()
        driver.send(.scroll(fillingList()))
        #expect(driver.host.interaction.scrollContentHeight == 2000)
        driver.send(.scroll(nil))
        #expect(driver.host.interaction.scrollContentHeight == 0)
    }

    @Test("while the sheet takes the drag, the list's own deceleration is stopped and its offset pinned")
    func momentumStopped() {
        var driver = HostDriver()
        driver.send(.scroll(fillingList()))
        driver.presentAndSettle()
        driver.send(.pointerDown(CGPoint(x: 200, y: 700)))
        let moved = driver.send(.pointerMoved(CGPoint(x: 200, y: 600)), after: 0.05)
        #expect(moved.scroll.pinnedOffset == 0)
        // The list's own pan moved it meanwhile: the report is ignored, the pin stays.
        let fight = driver.send(.scroll(fillingList(offset: 40)), after: 0.005)
        #expect(fight.scroll.pinnedOffset == 0)
        #expect(driver.host.interaction.contentOffset == 0)
        let end = driver.send(.scrollWillEndDragging(velocity: 1500, targetOffset: 400), after: 0.005)
        #expect(end.scroll.decelerationTarget == 0)
        let released = driver.send(.pointerUp(CGPoint(x: 200, y: 600), velocity: -1500))
        #expect(released.sheet.state == .settling)
        // After the release the list coasts: it is told to stop while the sheet settles.
        let coasting = driver.send(.scroll(fillingList(offset: 12, decelerating: true)), after: 0.01)
        #expect(coasting.scroll.stopsDeceleration && coasting.scroll.pinnedOffset == 0)
        let rest = driver.run(1.5)
        #expect(rest.scroll.pinnedOffset == nil)
        #expect(abs(rest.sheet.top - 57) < 0.5)
    }

    @Test("scrolling the list at the largest detent leaves it alone and keeps its deceleration in range")
    func freeScrolling() {
        var driver = HostDriver(headerConfiguration(selected: .large))
        driver.send(.scroll(fillingList(offset: 300)))
        driver.presentAndSettle()
        // At large the content area is 787 − 68 = 719 pt tall.
        let frame = driver.send(.scroll(fillingList(offset: 320, viewport: 719)))
        #expect(frame.scroll.pinnedOffset == nil && !frame.scroll.stopsDeceleration)
        #expect(driver.host.interaction.contentOffset == 320)
        #expect(driver.host.decelerationTarget(proposedOffset: 900) == 900)
        #expect(driver.host.decelerationTarget(proposedOffset: -50) == 0)
        // The list's end: 2000 + 34 − (787 − 68) = 1315.
        #expect(driver.host.decelerationTarget(proposedOffset: 5000) == 1315)
    }

    @Test("the list's geometry arriving first (observed with .initial) is enough: no scroll needed")
    func initialGeometry() {
        var driver = HostDriver()
        driver.send(.scroll(fillingList()))
        driver.presentAndSettle()
        let down = driver.send(.pointerDown(CGPoint(x: 200, y: 700)))
        #expect(down.target == .content)
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
    func grabberValue(_ index: Int) {
        let row = Self.names[index]
        var driver = HostDriver(
            headerConfiguration(detents: row.detents, selected: row.selected),
            options: HostOptions(strings: row.strings))
        let frame = driver.presentAndSettle()
        #expect(frame.accessibility.grabberValue == row.expected)
        #expect(frame.accessibility.grabberLabel == row.strings.grabberLabel)
    }

    @Test("increment and decrement step between detents and announce; stepping down never dismisses")
    func adjust() {
        var driver = HostDriver()
        driver.presentAndSettle()
        let up = driver.send(.accessibility(.increment))
        #expect(up.events.selectedDetentChanged == .large && up.accessibility.announcement == "Full height")
        #expect(up.events.selectedDetentChangeCause == .user)
        let again = driver.send(.accessibility(.increment))
        #expect(again.accessibility.announcement == nil)
        driver.send(.accessibility(.decrement))
        let floor = driver.send(.accessibility(.decrement))
        #expect(floor.accessibility.announcement == nil && floor.phase == .presented)
    }

    @Test("escape goes through the guard and says whether it was handled")
    func escape() {
        var driver = HostDriver(headerConfiguration(modal: true))
        driver.presentAndSettle()
        let refused = driver.send(.accessibility(.escape))
        #expect(refused.accessibility.escapeHandled == true && refused.events.attemptedToDismiss)
        var drawer = headerConfiguration()
        drawer.isDismissible = false
        var other = HostDriver(drawer)
        other.presentAndSettle()
        let ignored = other.send(.accessibility(.escape))
        #expect(ignored.accessibility.escapeHandled == false && !ignored.events.attemptedToDismiss)
        var plain = HostDriver()
        plain.presentAndSettle()
        let dismissed = plain.send(.accessibility(.escape))
        #expect(dismissed.accessibility.escapeHandled == true && dismissed.phase == .dismissing)
    }

    @Test("modal for VoiceOver only while the background can't be touched")
    func modal() {
        var dimmed = HostDriver()
        #expect(dimmed.presentAndSettle().accessibility.isModal)
        var undimmed = HostDriver(headerConfiguration(undimmed: .medium))
        let frame = undimmed.presentAndSettle()
        #expect(!frame.accessibility.isModal && frame.passesTouchesThrough && !frame.dimTakesTaps)
    }

    @Test("a sheet with no dim still takes taps on the dim area (and is tapped away)")
    func invisibleDimTakesTaps() {
        var configuration = headerConfiguration()
        configuration.dimming.maximumAlpha = 0
        var driver = HostDriver(configuration)
        let frame = driver.presentAndSettle()
        #expect(frame.dimAlpha == 0 && frame.dimTakesTaps && !frame.passesTouchesThrough)
        #expect(driver.send(.tap(CGPoint(x: 200, y: 100))).phase == .dismissing)
    }

    @Test("detent changes carry their cause: the person's drag, the app's selection, the system's rotation")
    func causes() {
        // Edge-attached, so compact height has detents of its own (full screen would keep medium).
        var driver = HostDriver(options: HostOptions(prefersEdgeAttachedInCompactHeight: true))
        driver.presentAndSettle()
        let drag = driver.drag(from: CGPoint(x: 200, y: 470), by: -300, velocity: -800)
        #expect(drag.events.selectedDetentChanged == .large && drag.events.selectedDetentChangeCause == .user)
        driver.run(1)
        let select = driver.send(.select(.medium, animated: true))
        #expect(
            select.events.selectedDetentChanged == .medium && select.events.selectedDetentChangeCause == .app)
        driver.run(1)
        var landscape = HostContainer(size: CGSize(width: 844, height: 390))
        landscape.verticalSizeClass = .compact
        let rotated = driver.send(.container(landscape))
        #expect(
            rotated.events.selectedDetentChanged == .large
                && rotated.events.selectedDetentChangeCause == .system)
    }

    @Test("the change mask names only what changed")
    func changes() {
        var driver = HostDriver()
        driver.presentAndSettle()
        let still = driver.send(.tick(), after: 0.01)
        #expect(still.changes.isEmpty)
        let moving = driver.send(.accessibility(.increment))
        #expect(moving.changes.contains(.accessibility) && moving.changes.contains(.phase))
        let next = driver.send(.tick(), after: 0.01)
        #expect(next.changes.contains(.geometry))
    }
}
