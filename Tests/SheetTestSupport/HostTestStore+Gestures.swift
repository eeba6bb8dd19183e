import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The steps host tests repeat: a presentation let rise, a finger's drag, a count of events.
extension HostTestStore {
    /// Presents and lets the sheet rise for 1.5 s; returns the last frame.
    @discardableResult
    public func presentAndSettle() -> HostFrame {
        send(.present)
        return advance(by: 1.5)
    }

    /// A finger drag from `start` by `dy` (and `dx`) over `duration`, in 60 Hz moves, released with
    /// `velocity` (nil: the host's own estimate); returns the release's frame.
    @discardableResult
    public func drag(
        from start: CGPoint, by dy: CGFloat, duration: Double = 0.25, velocity: CGFloat? = 0, dx: CGFloat = 0
    ) -> HostFrame {
        send(.pointerDown(start))
        let steps = max(Int(duration * 60), 1)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            send(
                .pointerMoved(CGPoint(x: start.x + dx * f, y: start.y + dy * f)),
                after: duration / Double(steps))
        }
        return send(.pointerUp(CGPoint(x: start.x + dx, y: start.y + dy), velocity: velocity))
    }

    /// How many of ``frames`` reported `event`.
    public func count(_ event: KeyPath<HostCallbacks, Bool>) -> Int {
        frames.filter { $0.events[keyPath: event] }.count
    }
}
