import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An exhaustive driver for a ``SheetHost``, in the manner of TCA's `TestStore`: a test sends host
/// events and must account for everything the host asked for and reported.
///
/// - Every effect the host asks a binding to answer — ``HostEffects/measureContent``,
///   ``HostEffects/measureHeader``, ``HostEffects/asksDismissalGuard`` — must be answered (by
///   ``answerContentMeasurement(height:sourceLocation:)`` and its siblings, or by sending the
///   answering event) before ``finish(sourceLocation:)``. A newer request replaces an older one,
///   which the host then ignores an answer to, as it does.
/// - Every event a frame reported (``HostTestEvent``) must be asserted, in order, with
///   ``receive(_:sourceLocation:)``, or deliberately skipped with ``skipReceivedEvents()``.
///
/// `completesPresentation` and `completesDismissal` are not tracked: a binding carries them out
/// without answering, and their outcome (`didPresent`, `didDismiss`) is an event the test asserts.
/// Anything left over is an `Issue` at ``finish(sourceLocation:)``, which the store also runs when it
/// is released without it.
public final class HostTestStore {
    /// The host as the last event left it.
    public private(set) var host: SheetHost
    /// The time of the last event sent, in seconds.
    public private(set) var time: Double = 0
    /// Every frame, in order.
    public private(set) var frames: [HostFrame] = []
    /// The events reported and not yet asserted, oldest first.
    public private(set) var pendingEvents: [HostTestEvent] = []
    /// The content measurement asked for and not yet answered.
    public private(set) var pendingContentMeasurement: HostMeasureRequest?
    /// The header measurement asked for and not yet answered.
    public private(set) var pendingHeaderMeasurement: HostMeasureRequest?
    /// Whether the host asked the dismissal guard and has had no answer.
    public private(set) var isAskingDismissalGuard = false

    private let sourceLocation: SourceLocation
    private var isFinished = false

    /// A host for `configuration`, given `container` at time 0 (as a binding's first layout does).
    public init(
        _ configuration: SheetConfiguration, container: HostContainer = .iPhone,
        options: HostOptions = HostOptions(), sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        host = try SheetHost(configuration: configuration, options: options)
        self.sourceLocation = sourceLocation
        send(.container(container))
    }

    deinit {
        if !isFinished { finish(sourceLocation: sourceLocation) }
    }

    /// Sends `event` `delay` seconds after the last one and returns its frame.
    @discardableResult
    public func send(_ event: HostEvent, after delay: Double = 0) -> HostFrame {
        time += max(delay, 0)
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
        var frame = frames.last ?? host.frame
        for _ in 0..<Int((seconds * 120).rounded()) { frame = send(.tick(), after: 1.0 / 120) }
        return frame
    }

    /// Answers the pending content measurement with `height` at the width asked for.
    @discardableResult
    public func answerContentMeasurement(height: CGFloat, sourceLocation: SourceLocation = #_sourceLocation)
        -> HostFrame?
    {
        guard let request = pendingContentMeasurement else {
            Issue.record("No content measurement is pending", sourceLocation: sourceLocation)
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
            Issue.record("No header measurement is pending", sourceLocation: sourceLocation)
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
            Issue.record("The host did not ask the dismissal guard", sourceLocation: sourceLocation)
            return nil
        }
        return send(.dismissalGuardAnswered(allowsDismissal: allowsDismissal))
    }

    /// Asserts that the oldest event not yet asserted is `expected`, and marks it asserted.
    public func receive(_ expected: HostTestEvent, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let first = pendingEvents.first else {
            Issue.record("Expected \(expected), but no event was reported", sourceLocation: sourceLocation)
            return
        }
        pendingEvents.removeFirst()
        if first != expected {
            Issue.record(
                "Expected \(expected), but the next event reported was \(first)",
                sourceLocation: sourceLocation)
        }
    }

    /// Asserts the next events, in order.
    public func receive(_ expected: [HostTestEvent], sourceLocation: SourceLocation = #_sourceLocation) {
        for event in expected { receive(event, sourceLocation: sourceLocation) }
    }

    /// Marks every event reported so far as asserted, for a test about something else.
    public func skipReceivedEvents() { pendingEvents.removeAll() }

    /// Records an `Issue` for every effect left unanswered and every event left unasserted. Call it
    /// at the end of a test (the store calls it when released without it).
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        if let request = pendingContentMeasurement {
            Issue.record(
                "The host's measureContent request \(request.request) (width \(request.width)) was never answered",
                sourceLocation: sourceLocation)
        }
        if let request = pendingHeaderMeasurement {
            Issue.record(
                "The host's measureHeader request \(request.request) was never answered",
                sourceLocation: sourceLocation)
        }
        if isAskingDismissalGuard {
            Issue.record("The host's asksDismissalGuard was never answered", sourceLocation: sourceLocation)
        }
        if !pendingEvents.isEmpty {
            let list = pendingEvents.map(\.description).joined(separator: ", ")
            Issue.record(
                "\(pendingEvents.count) reported event(s) never asserted: \(list)",
                sourceLocation: sourceLocation)
        }
    }
}
