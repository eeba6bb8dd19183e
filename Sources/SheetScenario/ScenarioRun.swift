import Foundation
import SheetCore
import SheetHostCore

/// Runs a scenario's events through a `SheetHost`: a frame at every tick from 0 through `until`
/// at `fps`, plus one after every host event a scripted event sends (one, but for a `configure`
/// with options, content or a selection). A tick that falls exactly on an event's time comes first,
/// showing the state just before the event.
public enum ScenarioRun {
    /// The number of frames a run makes: the ticks from 0 through `until` plus one per event. Known
    /// before running, so a caller can refuse a run too long to print.
    public static func frameCount(events: Int, until: Double, fps: Double) -> Double {
        guard until >= 0 else { return Double(events) }
        return (until * fps).rounded(.down) + 1 + Double(events)
    }

    /// Runs `scenario` from `host` (``Scenario/makeHost()``), handing each frame to `body` as it is
    /// made (constant memory), with the event that made it (nil for a tick). Returns the host after
    /// the last frame.
    @discardableResult
    public static func forEachFrame(
        _ scenario: Scenario, host: SheetHost, _ body: (HostFrame, ScenarioEvent?) throws -> Void
    ) rethrows -> SheetHost {
        var host = host
        let ordered = scenario.events.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        .map(\.element)
        var tick = 0
        func tickTime(_ index: Int) -> Double { Double(index) / scenario.fps }
        for event in ordered {
            while tickTime(tick) <= scenario.until, tickTime(tick) <= event.time {
                try body(host.handle(.tick(), at: tickTime(tick)), nil)
                tick += 1
            }
            for hostEvent in event.hostEvents { try body(host.handle(hostEvent, at: event.time), event) }
        }
        while tickTime(tick) <= scenario.until {
            try body(host.handle(.tick(), at: tickTime(tick)), nil)
            tick += 1
        }
        return host
    }
}
