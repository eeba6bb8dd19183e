import Foundation
import SheetCore
import SheetHostCore
import Testing

/// A list under a 56 pt search field, 2,000 pt of rows, scrolled to its top.
let listUnderSearchField = HostScrollGeometry(
    offset: 0, contentHeight: 2000, viewportHeight: 300, bottomInset: 34,
    frameInContent: CGRect(x: 0, y: 56, width: 390, height: 300))

@Suite("Host: hit-testing and pointer decisions")
struct HostPointerTests {
    /// At medium (top 433.5): grabber strip 433.5–449.5, header to 501.5, search field to 557.5, list below.
    static let rows: [(point: CGPoint, undimmed: Bool, expected: HitTarget)] = [
        (CGPoint(x: 200, y: 425), false, .grabber),  // above the sheet, inside the 44 pt touch area
        (CGPoint(x: 200, y: 440), false, .grabber),
        (CGPoint(x: 20, y: 440), false, .grabber),  // the strip, outside the touch area
        (CGPoint(x: 100, y: 470), false, .header),
        (CGPoint(x: 359, y: 475), false, .closeButton),
        (CGPoint(x: 338, y: 455), false, .closeButton),  // 44 × 44, beyond the 30 pt circle
        (CGPoint(x: 200, y: 530), false, .sheet),  // the search field above the list
        (CGPoint(x: 200, y: 700), false, .content),
        (CGPoint(x: 200, y: 300), false, .dim),
        (CGPoint(x: 200, y: 300), true, .background),
        (CGPoint(x: 200, y: 700), true, .content),
    ]

    @Test("what a point hits", arguments: rows.indices)
    func hitTarget(_ index: Int) throws {
        let row = Self.rows[index]
        let store = try HostTestStore(
            headerConfiguration(undimmed: row.undimmed ? .medium : nil))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(listUnderSearchField))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(store.host.hitTarget(at: row.point) == row.expected)
        let down = store.send(.pointerDown(row.point))
        #expect(down.target == row.expected)
        #expect(down.effects.asksDismissalGuard == (row.expected != .background))
        if row.expected != .background { store.answerDismissalGuard(allowsDismissal: true) }
    }

    @Test("a dismissed sheet is hit nowhere: everything is background")
    func dismissedHitsNothing() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(store.host.hitTarget(at: CGPoint(x: 200, y: 700)) == .background)
    }

    @Test("the close button's touch area is on the left in right-to-left layouts")
    func closeButtonMirrors() throws {
        var container = HostContainer.iPhone
        container.layoutDirection = .rightToLeft
        let store = try HostTestStore(headerConfiguration(), container: container)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        let frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(abs(frame.closeButtonRect.midX - 31) < 0.01)
        #expect(frame.closeButtonRect.width == 44 && frame.closeButtonRect.height == 44)
        #expect(frame.grabberRect.width >= 44 && frame.grabberRect.height >= 44)
    }

    @Test("a drag on the search field above the list moves the sheet at once")
    func dragOnSearchFieldMovesSheet() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(listUnderSearchField))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 200, y: 530)))
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: 200, y: 430)), after: 0.05)
        #expect(moved.sheet.top < 433.5 - 80)
        #expect(moved.scroll.pinnedOffset == nil)
    }

    @Test("the first swipe up on the list at the smaller detent moves the sheet, not the list")
    func firstSwipeOnListMovesSheet() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(listUnderSearchField))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 200, y: 700)))
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: 200, y: 600)), after: 0.05)
        #expect(moved.sheet.top < 433.5 - 80)
        // The list is pinned where it was: at its top.
        #expect(moved.scroll.pinnedOffset == 0)
    }

    @Test("a drag on the list scrolled down scrolls it: the sheet stays")
    func dragOnScrolledListScrolls() throws {
        let store = try HostTestStore(headerConfiguration(selected: .large))
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        var scrolled = listUnderSearchField
        scrolled.offset = 400
        store.send(.scroll(scrolled))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        // At large the list (300 pt tall here) spans y 181–481.
        #expect(store.host.hitTarget(at: CGPoint(x: 200, y: 300)) == .content)
        store.send(.pointerDown(CGPoint(x: 200, y: 300)))
        store.answerDismissalGuard(allowsDismissal: true)
        let moved = store.send(.pointerMoved(CGPoint(x: 200, y: 400)), after: 0.05)
        #expect(abs(moved.sheet.top - 57) < 0.5)
        #expect(moved.scroll.pinnedOffset == nil)
    }

    @Test("taps act by target: close button attempts, grabber cycles, dim attempts")
    func taps() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let grabber = store.send(.tap(CGPoint(x: 200, y: 440)))
        #expect(grabber.target == .grabber)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        store.advance(by: 1)
        let back = store.send(.tap(CGPoint(x: 200, y: 66)))
        #expect(back.target == .grabber)
        store.receive(.selectedDetentChanged(.medium, cause: .user))
        store.advance(by: 1)
        // With the guard saying no, the close button is an attempt.
        store.send(.dismissalGuardAnswered(allowsDismissal: false))
        let refused = store.send(.tap(CGPoint(x: 359, y: 475)))
        #expect(
            refused.target == .closeButton && refused.phase == .presented)
        store.receive(.attemptedToDismiss)
        store.send(.dismissalGuardAnswered(allowsDismissal: true))
        let dim = store.send(.pointerDown(CGPoint(x: 200, y: 200)))
        #expect(dim.target == .dim)
        let up = store.send(.pointerUp(CGPoint(x: 202, y: 201)), after: 0.08)
        #expect(up.phase == .dismissing)
        store.receive(.willDismiss(cause: .user))
    }

    @Test("a pointer that moves past the slop is no tap: a drag from the dim does nothing")
    func dragFromDimIsNoTap() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 200, y: 200)))
        store.answerDismissalGuard(allowsDismissal: true)
        store.send(.pointerMoved(CGPoint(x: 200, y: 260)), after: 0.05)
        let up = store.send(.pointerUp(CGPoint(x: 200, y: 260)), after: 0.05)
        #expect(up.phase == .presented && !up.events.attemptedToDismiss)
    }

    @Test("a cancelled pointer settles the sheet and never dismisses")
    func cancel() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.pointerDown(CGPoint(x: 200, y: 470)))
        store.answerDismissalGuard(allowsDismissal: true)
        store.send(.pointerMoved(CGPoint(x: 200, y: 800)), after: 0.1)
        let cancelled = store.send(.pointerCancelled, after: 0.01)
        #expect(cancelled.sheet.state == .settling)
        let rest = store.advance(by: 1.5)
        #expect(rest.phase == .presented && abs(rest.sheet.top - 433.5) < 0.5)
        #expect(store.count(\.didDismiss) == 0)
    }

    @Test("the sheet's pan begins only on the sheet, and on the list only for vertical movement")
    func panBegins() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.scroll(listUnderSearchField))
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(store.host.shouldBeginPan(at: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 10, y: -300)))
        #expect(!store.host.shouldBeginPan(at: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 400, y: 50)))
        #expect(store.host.shouldBeginPan(at: CGPoint(x: 200, y: 470), velocity: CGPoint(x: 400, y: 50)))
        #expect(!store.host.shouldBeginPan(at: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 300)))
        #expect(store.host.recognizesSimultaneouslyWithScrollView)
    }
}
