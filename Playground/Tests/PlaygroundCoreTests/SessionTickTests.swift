import Foundation
import PlaygroundCore
import SheetHostCore
import SheetScenario
import Testing

/// Whether ``SheetSession``'s tick before an event (while the sheet moves by itself) is redundant now
/// that the host advances its own clock for every event. The page ticks at its display's times and
/// `simulate` at its own (1/60 s): an event's frame must come out the same either way.
///
/// It is not redundant. The host's own clock puts the sheet where it is at the event's time on both
/// sides, so the state the event reads agrees; but what a step reports once — a presentation or a
/// dismissal that completed (`focus`), a detent reached (the announcement), their events — lands in
/// whichever step first sees it. That is the page's last tick on one side and `simulate`'s last
/// tick on the other, unless both run a tick at the event's own time first: the session runs it and
/// records it, so `simulate` replays it too.
@Suite("The session's tick before an event")
struct SessionTickTests {
    static let setup = """
        {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},
         "sheet":{"detents":[{"id":"medium"},{"id":"large"}],"prefersGrabberVisible":true,
                  "header":{"title":"Places nearby","closeButton":true}},"events":[]}
        """

    /// The frame of `event` at `time` after a presentation at 0, a dismissal at 1 and ticks at
    /// `ticks` (those before `time`), with or without a tick at `time` first; its events after
    /// those of that tick.
    static func eventFrame(
        _ event: HostEvent, at time: Double, ticks: some Sequence<Double>, tickFirst: Bool
    ) throws -> (frame: String, events: [String]) {
        var host = try Scenario.decode(Data(setup.utf8)).makeHost()
        var inputs: [(Double, HostEvent)] = [(0, .present), (1, .dismiss(animated: true))]
        inputs += ticks.filter { $0 < time }.map { ($0, .tick()) }
        for (t, input) in inputs.sorted(by: { $0.0 < $1.0 }) where t < time { host.handle(input, at: t) }
        var events: [String] = []
        if tickFirst { events += ScenarioJSON.events(of: host.handle(.tick(), at: time)) }
        let frame = host.handle(event, at: time)
        return (ScenarioJSON.frame(frame, showsContentOffset: false), events + ScenarioJSON.events(of: frame))
    }

    @Test func theTickKeepsWhatAStepReportsOnceOnTheSameFrameAsSimulate() throws {
        let page = stride(from: 0.0093, to: 2, by: 0.0171)  // a display that isn't simulate's
        let simulate = (0..<120).map { Double($0) / 60 }
        var differWithout = 0
        var cases = 0
        for time in stride(from: 0.011, to: 1.7, by: 0.0127) {
            for event in [
                HostEvent.pointerDown(CGPoint(x: 195, y: 700)), .pointerMoved(CGPoint(x: 20, y: 20)),
            ] {
                cases += 1
                let withTick = try (
                    Self.eventFrame(event, at: time, ticks: page, tickFirst: true),
                    Self.eventFrame(event, at: time, ticks: simulate, tickFirst: true)
                )
                #expect(withTick.0.frame == withTick.1.frame, "t = \(time)")
                #expect(withTick.0.events == withTick.1.events, "t = \(time)")
                let without = try (
                    Self.eventFrame(event, at: time, ticks: page, tickFirst: false),
                    Self.eventFrame(event, at: time, ticks: simulate, tickFirst: false)
                )
                if without.0.frame != without.1.frame || without.0.events != without.1.events {
                    differWithout += 1
                }
            }
        }
        // Without the tick, some event frames differ from simulate's: the tick is not redundant.
        #expect(differWithout > 0, "\(differWithout) of \(cases) differ without the tick")
        print("without the session's tick \(differWithout) of \(cases) event frames differ from simulate's")
    }

    /// The page's ticks from `start` on its display's times (60 Hz, `phase` after `simulate`'s) until
    /// one answers that no more are needed: that tick's time.
    static func tickUntilAtRest(_ session: inout SheetSession, from start: Double, phase: Double) throws
        -> Double
    {
        for tick in (1..<240).map({ (start * 60).rounded(.down) / 60 + phase + Double($0) / 60 }) {
            if session.receive("{\"t\":\(tick),\"type\":\"tick\"}").contains(#""needsTicks":false"#) {
                return tick
            }
        }
        throw ClientFailure(description: "the sheet never came to rest")
    }

    struct ClientFailure: Error, CustomStringConvertible { var description: String }

    /// The page answers the frame that needs no more ticks with a `scroll`, at that tick's time or a
    /// moment later (its clock never goes back). A display at 60 Hz out of phase with `simulate`'s,
    /// by each millisecond of its period: every event frame of the export must be the page's.
    static let phases = stride(from: 0.0005, to: 1.0 / 60, by: 0.001).map { $0 }
    static func scroll(at time: Double) -> String {
        "{\"t\":\(time),\"type\":\"scroll\",\"offset\":0,\"contentHeight\":1320,\"viewportHeight\":306}"
    }

    /// The page's tick that completes the presentation reports `focus` once; if `simulate`'s own
    /// ticks miss the moment between it and the page's next event, `simulate` would report the
    /// focus on that event's frame instead, unless the session records the page's tick.
    @Test(arguments: phases)
    func theTickThatCompletesThePresentationIsRecordedSoItsFocusIsOnTheSameStep(phase: Double) throws {
        var session = SheetSession()
        _ = session.receive(SheetSessionTests.configure)  // the page's sheet, its list tracked
        var frames = [session.receive(#"{"t":0,"type":"present"}"#)]
        let completed = try Self.tickUntilAtRest(&session, from: 0, phase: phase)
        frames.append(session.receive(Self.scroll(at: completed + 0.002)))
        frames.append(
            session.receive("{\"t\":\(completed + 0.1),\"type\":\"pointerDown\",\"x\":195,\"y\":700}"))
        #expect(try simulatedEventFrames(try exportedScenario(&session)) == frames.compactMap(frameText))
    }
}
