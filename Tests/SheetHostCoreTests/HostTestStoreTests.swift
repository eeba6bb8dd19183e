import Foundation
import SheetCore
import SheetHostCore
import Testing

/// The exhaustive host test store: what it demands of a test, and host tests written with it.
@Suite("Host test store")
struct HostTestStoreTests {
    /// The reports a store made, collected instead of failing the running test.
    final class Reports {
        var all: [HostTestStore.Report] = []
        var failures: [String] { all.filter(\.isFailure).map(\.message) }
        var notes: [String] { all.filter { !$0.isFailure }.map(\.message) }
    }

    static func store(
        _ configuration: SheetConfiguration, exhaustivity: HostTestStore.Exhaustivity = .on,
        into reports: Reports,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> HostTestStore {
        try HostTestStore(
            configuration, exhaustivity: exhaustivity, report: { reports.all.append($0) },
            sourceLocation: sourceLocation)
    }

    @Test("a test that leaves the host's measurement unanswered fails")
    func unansweredMeasurementFails() throws {
        let reports = Reports()
        let store = try Self.store(SheetConfiguration(detents: [.fitting(), .large]), into: reports)
        store.send(.present)
        store.advance(by: 1)
        store.skipReceivedEvents()
        store.finish()
        #expect(reports.failures == ["The host's measureContent request 1 (width 390.0) was never answered"])
        #expect(reports.notes.isEmpty)
    }

    @Test("a test that leaves a reported event unasserted fails")
    func unassertedEventFails() throws {
        let reports = Reports()
        let store = try Self.store(SheetConfiguration(), into: reports)
        store.send(.present)
        store.advance(by: 1)
        store.receive(.willPresent)
        store.finish()
        #expect(reports.failures == ["1 reported event(s) never asserted: didPresent"])
    }

    @Test("events are asserted in the order they were reported")
    func eventsInOrder() throws {
        let reports = Reports()
        let store = try Self.store(SheetConfiguration(), into: reports)
        store.send(.present)
        store.advance(by: 1)
        store.receive(.didPresent)
        store.receive(.willPresent)
        store.finish()
        #expect(
            reports.failures == [
                "Expected didPresent, but the next event reported was willPresent",
                "Expected willPresent, but the next event reported was didPresent",
            ])
    }

    @Test("a store released unfinished reports what is left, where it was made")
    func releasedUnfinished() throws {
        let reports = Reports()
        var line = 0
        do {
            line = #line + 1
            let store = try Self.store(SheetConfiguration(), into: reports)
            store.send(.present)
        }
        #expect(reports.failures == ["1 reported event(s) never asserted: willPresent"])
        #expect(reports.all.first?.sourceLocation.line == line)
    }

    @Test("non-exhaustive: receive passes over other events, and what is left is listed, not failed")
    func nonExhaustive() throws {
        let reports = Reports()
        // Non-exhaustive on purpose: the store's own `.off` mode is what this test checks.
        let store = try Self.store(
            SheetConfiguration(detents: [.fitting(), .large]), exhaustivity: .off, into: reports)
        store.send(.present)
        store.advance(by: 1)
        store.receive(.didPresent)
        store.finish()
        #expect(reports.all.isEmpty)
        #expect(
            store.skipped == [
                "willPresent, reported before didPresent",
                "The host's measureContent request 1 (width 390.0) was never answered",
            ])
    }

    @Test("non-exhaustive: an event never reported still fails")
    func nonExhaustiveMissingEvent() throws {
        let reports = Reports()
        // Non-exhaustive on purpose: the store's own `.off` mode is what this test checks.
        let store = try Self.store(SheetConfiguration(), exhaustivity: .off, into: reports)
        store.send(.present)
        store.receive(.didPresent)
        store.finish()
        #expect(reports.failures == ["Expected didPresent, but the events reported were willPresent"])
    }

    @Test("non-exhaustive, showing what was skipped: each skipped thing is a note, not a failure")
    func nonExhaustiveShowsSkipped() throws {
        let reports = Reports()
        // Non-exhaustive on purpose: the store's own `.off` mode is what this test checks.
        let store = try Self.store(
            SheetConfiguration(), exhaustivity: .off(showsSkipped: true), into: reports)
        store.send(.present)
        store.advance(by: 1)
        store.finish()
        #expect(reports.failures.isEmpty)
        #expect(reports.notes == ["2 reported event(s) never asserted: willPresent, didPresent"])
        #expect(store.skipped == reports.notes)
    }

    @Test("a fork goes on from the same host, clock and pending events, apart from the original")
    func fork() throws {
        let reports = Reports()
        let store = try Self.store(SheetConfiguration(), into: reports)
        store.presentAndSettle()
        let fork = store.fork()
        #expect(fork.time == store.time && fork.host.frame == store.host.frame)
        fork.send(.dismiss(), after: 0.1)
        #expect(fork.host.frame.phase == .dismissing && store.host.frame.phase == .presented)
        fork.receive([.willPresent, .didPresent, .willDismiss(cause: .app)])
        fork.finish()
        store.receive([.willPresent, .didPresent])
        store.finish()
        #expect(reports.all.isEmpty)
    }

    @Test("a fitting sheet rises to the height its measurement gave")
    func fittingSheetRisesToTheMeasuredHeight() throws {
        let store = try HostTestStore(headerConfiguration(detents: [.fitting(), .large]))
        // Both asked as soon as the container is known, before the sheet rises.
        #expect(store.pendingContentMeasurement?.width == 390)
        #expect(store.pendingHeaderMeasurement != nil)
        store.send(.present)
        store.receive(.willPresent)
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.answerContentMeasurement(height: 200)
        let frame = store.advance(by: 1.5)
        store.receive(.didPresent)
        // 200 of content + 68 of chrome + 34 of home indicator.
        #expect(abs(frame.sheetRect.height - 302) < 0.5)
        store.finish()
    }

    @Test("lifecycle events: willPresent, didPresent, willDismiss, didDismiss, each once per presentation")
    func lifecycleOnce() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        for _ in 0..<3 {
            store.send(.present)
            store.advance(by: 1.5)
            store.receive([.willPresent, .didPresent])
            store.send(.dismiss())
            store.receive(.willDismiss(cause: .app))
            store.advance(by: 1.5)
            store.receive(.didDismiss(cause: .app))
        }
        #expect(store.frames.filter(\.effects.completesDismissal).count == 3)
        #expect(store.frames.filter(\.effects.completesPresentation).count == 3)
        // willDismiss comes with the start of the slide, didDismiss at its end, not together.
        let will = store.frames.firstIndex { $0.events.willDismiss }!
        let did = store.frames.firstIndex { $0.events.didDismiss }!
        #expect(did > will + 10)
        #expect(store.frames[will].phase == .dismissing)
        store.finish()
    }

    @Test("a drag dismissal asks the guard, reports willDismiss while the sheet slides, then didDismiss once")
    func dragDismissal() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        let start = CGPoint(x: 200, y: 450)
        store.send(.pointerDown(start))
        #expect(store.isAskingDismissalGuard)
        store.answerDismissalGuard(allowsDismissal: true)
        for step in 1...12 {
            store.send(.pointerMoved(CGPoint(x: start.x, y: start.y + 25 * CGFloat(step))), after: 0.2 / 12)
        }
        let released = store.send(.pointerUp(CGPoint(x: start.x, y: start.y + 300), velocity: 2000))
        #expect(released.phase == .dismissing)
        store.receive(.willDismiss(cause: .user))
        store.advance(by: 1.5)
        store.receive(.didDismiss(cause: .user))
        #expect(store.host.frame.isHidden)
        store.finish()
    }

    @Test("a guard that says no keeps the sheet and reports the attempt")
    func guardThatSaysNo() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        let close = store.frames.last!.closeButtonRect
        store.send(.pointerDown(CGPoint(x: close.midX, y: close.midY)))
        store.answerDismissalGuard(allowsDismissal: false)
        store.send(.pointerUp(CGPoint(x: close.midX, y: close.midY)), after: 0.05)
        store.advance(by: 1)
        store.receive(.attemptedToDismiss)
        #expect(store.host.frame.phase == .presented)
        store.finish()
    }
}
