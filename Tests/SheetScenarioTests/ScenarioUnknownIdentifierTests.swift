import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// Identifiers that name no detent yet, in a scenario as in the host: a sheet's `selected` and
/// `largestUndimmed`, a `select`, a `set`, kept until a detent with the identifier arrives; and the
/// spoken texts a `set` assigns (`strings`).
@Suite("Scenario: identifiers naming no detent yet, and set strings")
struct ScenarioUnknownIdentifierTests {
    @Test("a sheet's, a select's and a set's identifier naming no detent is kept until the detent arrives")
    func keptUntilTheDetentArrives() throws {
        let json = ScenarioSetTests.scenario(
            sheet: #","selected":"peek","largestUndimmed":"peek""#,
            events: #"{"t":0,"type":"present"},{"t":1,"type":"select","detent":"later"},"#
                + #"{"t":2,"type":"set","detents":[{"id":"medium"},{"id":"later","height":200},"#
                + ScenarioSetTests.peek + "]}")
        var frames: [HostFrame] = []
        let scenario = try Scenario.decode(Data(json.utf8))
        let host = try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, _ in
            frames.append(frame)
        }
        // Before the detents arrive, the smallest shows; after, the chosen one, undimmed up to peek.
        let beforeArrival = try #require(frames.last { $0.sheet.time < 2 && $0.sheet.state == .resting })
        #expect(beforeArrival.sheet.restingDetentIdentifier == .medium)
        #expect(host.selectedDetentIdentifier == "later")
        #expect(host.configuration.largestUndimmedDetentIdentifier == "peek")
        #expect(host.frame.sheet.restingDetentIdentifier == "later")
        #expect(host.frame.dimAlpha > 0)
    }

    @Test("set strings assigns the grabber's label and the detents' spoken names, each alone")
    func setStrings() throws {
        let json = ScenarioSetTests.scenario(
            events: #"{"t":0,"type":"present"},{"t":1,"type":"set","strings":{"grabberLabel":"Poignée"}},"#
                + #"{"t":2,"type":"set","strings":{"detentNames":{"medium":"Moitié"}}}"#)
        let scenario = try Scenario.decode(Data(json.utf8))
        let host = try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { _, _ in }
        #expect(host.options.strings.grabberLabel == "Poignée")
        #expect(host.options.strings.detentNames == ["medium": "Moitié"])
        #expect(throws: ScenarioError.self) {
            try Scenario.decode(
                Data(ScenarioSetTests.scenario(events: #"{"t":0,"type":"set","strings":{"close":"X"}}"#).utf8)
            )
        }
    }

    @Test(
        "a recorder on a live host whose app named a detent not there yet writes the identifiers as the app set them"
    )
    func liveHostWithUnknownIdentifiers() throws {
        // The raw host, not a HostTestStore: the replay is compared with the live host a recorder watched.
        var host = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        host.handle(.container(ScenarioRecorderTests.portrait), at: 0)
        host.handle(.set(.largestUndimmedDetentIdentifier("later")), at: 0)
        host.handle(.set(.selectedDetentIdentifier("later")), at: 0)
        host.handle(.tick(), at: 0)
        var recorder = ScenarioRecorder(host: host, at: 0)
        let events: [HostEvent] = [
            .present, .tick(), .set(.detents([.medium, .height(300, identifier: "later")]), animated: true),
            .set(.accessibilityGrabberLabel("Poignée")),
            .set(.accessibilityDetentNames(["later": "Plus tard"])),
            // The binding's next display tick lays the assignments out.
            .tick(),
        ]
        var live: [HostFrame] = []
        for (index, event) in events.enumerated() {
            recorder.record(event, at: Double(index) * 0.1)
            live.append(host.handle(event, at: Double(index) * 0.1))
        }
        let text = recorder.document()
        #expect(text.contains(#""selected":"later","largestUndimmed":"later""#))
        #expect(recorder.approximations.isEmpty)
        let scenario = try Scenario.decode(Data(text.utf8))
        var replayed: [HostFrame] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
            if event != nil { replayed.append(frame) }
        }
        #expect(replayed == live)
        #expect(live.last?.sheet.restingDetentIdentifier == "later")
    }
}
