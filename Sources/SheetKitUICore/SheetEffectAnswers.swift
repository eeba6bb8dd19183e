import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a SwiftUI sheet answers what a frame asks of it (`HostEffects`): a measurement of the
/// content at a width (answered once a report at that width is at hand, by
/// ``SheetContentMeasurement``), and the dismissal guard, which is always "the configuration
/// decides": a SwiftUI sheet's guard is the content's `bottomSheetInteractiveDismissDisabled`,
/// already in the configuration as `isModalInPresentation`, with no delegate to ask.
public struct SheetEffectAnswers: Equatable, Sendable {
    /// The content's measurements.
    public private(set) var measurement = SheetContentMeasurement()

    /// Nothing asked, nothing measured.
    public init() {}

    /// Whether the content must report its size (a detent depends on its height).
    public var measuresContent: Bool { measurement.isActive }

    /// The events answering `effects` now, in order: the measurement's (when a report at the asked
    /// width is at hand), then the guard's.
    public mutating func answers(to effects: HostEffects) -> [HostEvent] {
        var events: [HostEvent] = []
        if let request = effects.measureContent,
            let answer = measurement.hostAsked(width: request.width, request: request.request)
        {
            events.append(answer)
        }
        if effects.asksDismissalGuard { events.append(.dismissalGuardAnswered(allowsDismissal: true)) }
        return events
    }

    /// The content laid out at `width` with `height`: the answer to a measurement waiting for it.
    public mutating func contentMeasured(height: CGFloat, width: CGFloat) -> HostEvent? {
        measurement.contentMeasured(height: height, width: width)
    }
}
