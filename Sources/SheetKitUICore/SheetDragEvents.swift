import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns a SwiftUI `DragGesture`'s callbacks into the host's pointer events, including the one
/// SwiftUI reports only by resetting a `@GestureState`: a cancelled gesture (a system alert, a
/// second finger) has no `onEnded`, and without a `pointerCancelled` the sheet would stay held.
///
/// Points are in the sheet container's coordinate space. The release velocity is left to the host
/// (`pointerUp(_:velocity: nil)`), which estimates it from the recent moves on every OS version.
public struct SheetDragEvents: Sendable {
    /// Whether a gesture is in progress (a down was sent and no up or cancel yet).
    public private(set) var isTracking = false
    /// Whether the gesture in progress ended with `onEnded` (its reset is then not a cancel).
    private var ended = false

    public init() {}

    /// `onChanged`: the first one also sends the down at the gesture's start location.
    public mutating func changed(location: CGPoint, startLocation: CGPoint) -> [HostEvent] {
        ended = false
        if isTracking { return [.pointerMoved(location)] }
        isTracking = true
        return [.pointerDown(startLocation), .pointerMoved(location)]
    }

    /// `onEnded`: the finger lifted.
    public mutating func ended(location: CGPoint) -> [HostEvent] {
        guard isTracking else { return [] }
        isTracking = false
        ended = true
        return [.pointerUp(location, velocity: nil)]
    }

    /// The gesture's `@GestureState` went back to its initial value: after `onEnded` nothing more
    /// happens; otherwise the gesture was cancelled.
    public mutating func reset() -> [HostEvent] {
        defer { ended = false }
        guard isTracking else { return [] }
        isTracking = false
        return [.pointerCancelled]
    }
}
