import Foundation
import SheetCore
import SheetHostCore

/// A sheet with grabber and a header with a close button: chrome 16 + 52 = 68 pt.
func headerConfiguration(
    detents: [Detent] = [.medium, .large], selected: Detent.Identifier? = nil,
    undimmed: Detent.Identifier? = nil, modal: Bool = false
) -> SheetConfiguration {
    var configuration = SheetConfiguration(
        detents: detents, selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: undimmed,
        isModalInPresentation: modal)
    configuration.style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places"))
    return configuration
}

/// Drives a host with a running clock, as a binding would.
struct HostDriver {
    var host: SheetHost
    var time: Double = 0
    /// Every frame, in order.
    var frames: [HostFrame] = []

    init(
        _ configuration: SheetConfiguration = headerConfiguration(), container: HostContainer = .iPhone,
        options: HostOptions = HostOptions()
    ) {
        host = try! SheetHost(configuration: configuration, options: options)
        send(.container(container))
    }

    @discardableResult
    mutating func send(_ event: HostEvent, after delay: Double = 0) -> HostFrame {
        time += delay
        let frame = host.handle(event, at: time)
        frames.append(frame)
        return frame
    }

    /// Ticks at 120 Hz for `seconds`.
    @discardableResult
    mutating func run(_ seconds: Double) -> HostFrame {
        var frame = host.frame
        for _ in 0..<Int((seconds * 120).rounded()) { frame = send(.tick(), after: 1.0 / 120) }
        return frame
    }

    /// Presents and lets the sheet rise.
    @discardableResult
    mutating func presentAndSettle() -> HostFrame {
        send(.present)
        return run(1.5)
    }

    /// A finger drag from `start` by `dy` over `duration`, in 60 Hz moves, released with `velocity`.
    @discardableResult
    mutating func drag(
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

    /// All frames' events merged: how often each lifecycle event happened.
    func count(_ event: KeyPath<HostEvents, Bool>) -> Int {
        frames.filter { $0.events[keyPath: event] }.count
    }
}
