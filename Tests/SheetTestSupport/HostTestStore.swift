import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one driver for a ``SheetHost`` in tests, in the manner of TCA's `TestStore`: a test sends
/// host events with a running clock and, by default, must account for everything the host asked
/// for and reported.
///
/// With ``Exhaustivity/on`` (the default):
/// - Every effect the host asks a binding to answer — ``HostEffects/measureContent``,
///   ``HostEffects/measureHeader``, ``HostEffects/asksDismissalGuard`` — must be answered (by
///   ``answerContentMeasurement(height:sourceLocation:)`` and its siblings, or by sending the
///   answering event) before ``finish(sourceLocation:)``. A newer request replaces an older one,
///   which the host then ignores an answer to, as it does.
/// - Every event a frame reported (``HostTestEvent``) must be asserted, in order, with
///   ``receive(_:sourceLocation:)``, or deliberately skipped with ``skipReceivedEvents()``.
///
/// With ``Exhaustivity/off``, a test about one value (a frame's geometry, a count of events) asserts
/// only that: ``receive(_:sourceLocation:)`` looks for the expected event among those not yet
/// asserted, passing over the others, and what is left at ``finish(sourceLocation:)`` is listed in
/// ``skipped`` instead of failing the test (``Exhaustivity/off(showsSkipped:)`` also reports each
/// as a warning).
///
/// `completesPresentation` and `completesDismissal` are not tracked: a binding carries them out
/// without answering, and their outcome (`didPresent`, `didDismiss`) is an event the test asserts.
/// Anything left over is reported at ``finish(sourceLocation:)``, which the store also runs when it
/// is released without it.
public final class HostTestStore {
    /// How strictly the store holds a test to what the host asked for and reported.
    public enum Exhaustivity: Equatable, Sendable {
        /// Every request answered and every event asserted, in order; anything else fails the test.
        case on
        /// Requests left unanswered and events left unasserted are listed in ``HostTestStore/skipped``,
        /// and reported as warnings when `showsSkipped` is true, without failing the test.
        case off(showsSkipped: Bool)

        /// Non-exhaustive, quietly: what was skipped is only listed in ``HostTestStore/skipped``.
        public static let off = Exhaustivity.off(showsSkipped: false)
    }

    /// One thing the store reports: a failure of the test, or (non-exhaustive) something skipped.
    public struct Report: Equatable, Sendable, CustomStringConvertible {
        /// What the report says.
        public var message: String
        /// Whether it fails the test (a skipped request or event does not).
        public var isFailure: Bool
        /// Where in the test it was found.
        public var sourceLocation: SourceLocation

        public var description: String { message }
    }

    /// The host as the last event left it.
    public private(set) var host: SheetHost
    /// The time of the last event sent, in seconds.
    public private(set) var time: Double = 0
    /// Every frame since the store began or since ``removeAllFrames()``, in order.
    public private(set) var frames: [HostFrame] = []
    /// The events reported and not yet asserted, oldest first.
    public private(set) var pendingEvents: [HostTestEvent] = []
    /// The content measurement asked for and not yet answered.
    public private(set) var pendingContentMeasurement: HostMeasureRequest?
    /// The header measurement asked for and not yet answered.
    public private(set) var pendingHeaderMeasurement: HostMeasureRequest?
    /// Whether the host asked the dismissal guard and has had no answer.
    public private(set) var isAskingDismissalGuard = false
    /// How strictly the store holds the test; it may change between steps, as TCA's may.
    public var exhaustivity: Exhaustivity
    /// What a non-exhaustive store passed over: the events ``receive(_:sourceLocation:)`` stepped
    /// past and what ``finish(sourceLocation:)`` found left.
    public private(set) var skipped: [String] = []

    private let sourceLocation: SourceLocation
    private let report: (Report) -> Void
    private var isFinished = false

    /// A host for `configuration`, given `container` at time 0 (as a binding's first layout does).
    ///
    /// - Parameters:
    ///   - configuration: The sheet's configuration.
    ///   - container: The first container the host is given.
    ///   - options: The host's options.
    ///   - exhaustivity: How strictly the test must account for requests and events.
    ///   - report: Where failures and skipped notes go; by default each is an `Issue` of the running
    ///     test (a skipped note a warning). A test of the store itself collects them instead.
    ///   - sourceLocation: Where a store released without ``finish(sourceLocation:)`` reports.
    public init(
        _ configuration: SheetConfiguration, container: HostContainer = .iPhone,
        options: HostOptions = HostOptions(), exhaustivity: Exhaustivity = .on,
        report: @escaping (Report) -> Void = HostTestStore.recordIssue,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        host = try SheetHost(configuration: configuration, options: options)
        self.exhaustivity = exhaustivity
        self.report = report
        self.sourceLocation = sourceLocation
        send(.container(container))
    }

    private init(copying store: HostTestStore, sourceLocation: SourceLocation) {
        host = store.host
        time = store.time
        frames = store.frames
        pendingEvents = store.pendingEvents
        pendingContentMeasurement = store.pendingContentMeasurement
        pendingHeaderMeasurement = store.pendingHeaderMeasurement
        isAskingDismissalGuard = store.isAskingDismissalGuard
        exhaustivity = store.exhaustivity
        skipped = store.skipped
        report = store.report
        self.sourceLocation = sourceLocation
    }

    deinit {
        if !isFinished { finish(sourceLocation: sourceLocation) }
    }

    /// Reports `report` as an `Issue` of the running test: an error for a failure, a warning for a
    /// skipped note.
    public static func recordIssue(_ report: Report) {
        #if compiler(>=6.3)
            Issue.record(
                Comment(rawValue: report.message), severity: report.isFailure ? .error : .warning,
                sourceLocation: report.sourceLocation)
        #else
            if report.isFailure {
                Issue.record(Comment(rawValue: report.message), sourceLocation: report.sourceLocation)
            } else {
                print("\(report.sourceLocation): skipped: \(report.message)")
            }
        #endif
    }

    /// A second store with this one's host, clock, frames and pending requests and events, to try
    /// another continuation from the same point. It must be finished on its own.
    public func fork(sourceLocation: SourceLocation = #_sourceLocation) -> HostTestStore {
        HostTestStore(copying: self, sourceLocation: sourceLocation)
    }

    /// Sends `event` `delay` seconds after the last one and returns its frame.
    @discardableResult
    public func send(_ event: HostEvent, after delay: Double = 0) -> HostFrame {
        send(event, at: time + max(delay, 0))
    }

    /// Sends `event` at `time`, which may be earlier than the last event's (a test of late or
    /// out-of-order events), and returns its frame.
    @discardableResult
    public func send(_ event: HostEvent, at time: Double) -> HostFrame {
        self.time = time
        switch event {
        case .contentMeasured(_, _, let request) where request == pendingContentMeasurement?.request:
            pendingContentMeasurement = nil
        case .headerMeasured(_, let request) where request == pendingHeaderMeasurement?.request:
            pendingHeaderMeasurement = nil
        case .dismissalGuardAnswered:
            isAskingDismissalGuard = false
        default:
            break
        }
        let frame = host.handle(event, at: time)
        frames.append(frame)
        if let request = frame.effects.measureContent { pendingContentMeasurement = request }
        if let request = frame.effects.measureHeader { pendingHeaderMeasurement = request }
        if frame.effects.asksDismissalGuard { isAskingDismissalGuard = true }
        pendingEvents += HostTestEvent.list(frame.events)
        return frame
    }

    /// Ticks at 120 Hz for `seconds`, as a display link would, and returns the last frame.
    @discardableResult
    public func advance(by seconds: Double) -> HostFrame {
        var frame = host.frame
        for _ in 0..<Int((seconds * 120).rounded()) { frame = send(.tick(), after: 1.0 / 120) }
        return frame
    }

    /// Forgets the frames so far, so that ``frames`` and ``count(_:)`` speak of what follows.
    public func removeAllFrames() { frames.removeAll() }

    /// Answers the pending content measurement with `height` at the width asked for.
    @discardableResult
    public func answerContentMeasurement(height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation)
        -> HostFrame?
    {
        guard let request = pendingContentMeasurement else {
            fail("No content measurement is pending", sourceLocation)
            return nil
        }
        return send(.contentMeasured(height: height, width: request.width, request: request.request))
    }

    /// Answers the pending header measurement with `height`.
    @discardableResult
    public func answerHeaderMeasurement(height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation)
        -> HostFrame?
    {
        guard let request = pendingHeaderMeasurement else {
            fail("No header measurement is pending", sourceLocation)
            return nil
        }
        return send(.headerMeasured(height: height, request: request.request))
    }

    /// Answers the dismissal guard the host asked.
    @discardableResult
    public func answerDismissalGuard(allowsDismissal: Bool, sourceLocation: SourceLocation = #_sourceLocation)
        -> HostFrame?
    {
        guard isAskingDismissalGuard else {
            fail("The host did not ask the dismissal guard", sourceLocation)
            return nil
        }
        return send(.dismissalGuardAnswered(allowsDismissal: allowsDismissal))
    }

    /// Asserts that the oldest event not yet asserted is `expected` (non-exhaustive: that `expected`
    /// is among them, passing over those before it), and marks it asserted.
    public func receive(_ expected: HostTestEvent, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let first = pendingEvents.first else {
            fail("Expected \(expected), but no event was reported", sourceLocation)
            return
        }
        if exhaustivity == .on {
            pendingEvents.removeFirst()
            if first != expected {
                fail("Expected \(expected), but the next event reported was \(first)", sourceLocation)
            }
            return
        }
        guard let index = pendingEvents.firstIndex(of: expected) else {
            let list = pendingEvents.map(\.description).joined(separator: ", ")
            fail("Expected \(expected), but the events reported were \(list)", sourceLocation)
            return
        }
        for event in pendingEvents[..<index] { skip("\(event), reported before \(expected)", sourceLocation) }
        pendingEvents.removeFirst(index + 1)
    }

    /// Asserts the next events, in order.
    public func receive(_ expected: [HostTestEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        for event in expected { receive(event, sourceLocation: sourceLocation) }
    }

    /// Marks every event reported so far as asserted, for a test about something else.
    public func skipReceivedEvents() { pendingEvents.removeAll() }

    /// Reports every effect left unanswered and every event left unasserted: failures when
    /// exhaustive, skipped notes when not. Call it at the end of a test (the store calls it when
    /// released without it).
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        var leftovers: [String] = []
        if let request = pendingContentMeasurement {
            leftovers.append(
                "The host's measureContent request \(request.request) (width \(request.width)) was never answered"
            )
        }
        if let request = pendingHeaderMeasurement {
            leftovers.append("The host's measureHeader request \(request.request) was never answered")
        }
        if isAskingDismissalGuard { leftovers.append("The host's asksDismissalGuard was never answered") }
        if !pendingEvents.isEmpty {
            let list = pendingEvents.map(\.description).joined(separator: ", ")
            leftovers.append("\(pendingEvents.count) reported event(s) never asserted: \(list)")
        }
        for leftover in leftovers {
            if exhaustivity == .on { fail(leftover, sourceLocation) } else { skip(leftover, sourceLocation) }
        }
    }

    private func fail(_ message: String, _ sourceLocation: SourceLocation) {
        report(Report(message: message, isFailure: true, sourceLocation: sourceLocation))
    }

    private func skip(_ message: String, _ sourceLocation: SourceLocation) {
        skipped.append(message)
        if exhaustivity == .off(showsSkipped: true) {
            report(Report(message: message, isFailure: false, sourceLocation: sourceLocation))
        }
    }
}
