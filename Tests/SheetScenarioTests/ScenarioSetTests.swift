import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The `set` event (one-property assignments: only the keys given change) and the `floating` key.
@Suite("Scenario: set and floating")
struct ScenarioSetTests {
    static func scenario(sheet: String = "", events: String) -> String {
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"#
            + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}]"# + sheet + #"},"events":["# + events
            + #"],"until":3}"#
    }

    static func frames(_ json: String) throws -> [HostFrame] {
        let scenario = try Scenario.decode(Data(json.utf8))
        var frames: [HostFrame] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, _ in frames.append(frame) }
        return frames
    }

    static let peek = #"{"id":"peek","height":120}"#

    @Test("set's keys in any order, in one event or several at one time, give the same frames")
    func orderNeverMatters() throws {
        let detents = #""detents":[{"id":"large"},"# + Self.peek + "]"
        let variants = [
            #"{"t":0,"type":"set","selected":"peek","largestUndimmed":"peek","# + detents + "}",
            #"{"t":0,"type":"set","selected":"peek"},{"t":0,"type":"set","largestUndimmed":"peek"},{"t":0,"type":"set","#
                + detents + "}",
            #"{"t":0,"type":"set","# + detents + #"},{"t":0,"type":"set","largestUndimmed":"peek"},"#
                + #"{"t":0,"type":"set","selected":"peek"}"#,
        ]
        let runs = try variants.map {
            try Self.frames(Self.scenario(events: $0 + #",{"t":0.1,"type":"present"}"#)).map(visible)
        }
        let last = try #require(runs[0].last)
        #expect(
            last.sheet.restingDetentIdentifier == "peek" && last.dimAlpha == 0 && last.passesTouchesThrough)
        #expect(runs[1].last == last && runs[2].last == last)
    }

    @Test("only the keys given change; null clears an identifier")
    func onlyGivenKeysChange() throws {
        let json = Self.scenario(
            sheet: #","selected":"large","prefersGrabberVisible":true"#,
            events: #"{"t":0,"type":"present"},{"t":1,"type":"set","largestUndimmed":"large"},"#
                + #"{"t":2,"type":"set","selected":null,"animated":true}"#)
        let scenario = try Scenario.decode(Data(json.utf8))
        let host = try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { _, _ in }
        #expect(host.configuration.largestUndimmedDetentIdentifier == .large)
        #expect(host.configuration.style.prefersGrabberVisible)
        #expect(host.selectedDetentIdentifier == nil)
        #expect(host.frame.sheet.restingDetentIdentifier == .medium)
    }

    @Test(
        "a set without a sheet key, or with a misspelt one, is refused",
        arguments: [
            (#"{"t":1,"type":"set"}"#, "needs at least one of the sheet's keys"),
            (#"{"t":1,"type":"set","selcted":"large"}"#, "selcted: unknown key; did you mean selected?"),
            (#"{"t":1,"type":"set","detents":[]}"#, "the list is empty"),
            (#"{"t":1,"type":"set","floating":1}"#, "floating: expected"),
        ])
    func refused(event: String, message: String) throws {
        do {
            _ = try Scenario.decode(Data(Self.scenario(events: event).utf8))
            Issue.record("accepted \(event)")
        } catch let error as ScenarioError {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("a floating sheet dims nothing and keeps the background live")
    func floatingKey() throws {
        let frames = try Self.frames(
            Self.scenario(
                sheet: #","floating":true"#,
                events: #"{"t":0,"type":"present"},{"t":1,"type":"select","detent":"large"}"#))
        #expect(frames.allSatisfy { $0.dimAlpha == 0 && $0.passesTouchesThrough })
        #expect(frames.last?.sheet.restingDetentIdentifier == .large)
    }

    @Test("the recorder writes an assignment as set, and the replay gives the same frames")
    func recorderWritesSet() throws {
        // The raw host, not a HostTestStore: the replay is compared with the live host a recorder watched.
        var host = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        var recorder = ScenarioRecorder(host: host, at: 0)
        var frames: [HostFrame] = []
        let events: [(Double, HostEvent)] = [
            (0, .container(.iPhone)), (0, .set(.selectedDetentIdentifier("peek"))),
            (0, .set(.detents([.height(120, identifier: "peek"), .medium, .large]))), (0.1, .present),
            (1, .set(.isFloating(true))), (1.5, .set(.largestUndimmedDetentIdentifier(nil), animated: true)),
            (2, .tick()),
        ]
        for (time, event) in events {
            recorder.record(event, at: time)
            frames.append(host.handle(event, at: time))
        }
        let document = recorder.document()
        #expect(document.contains(#""type":"set","selected":"peek""#))
        #expect(document.contains(#""type":"set","floating":true"#))
        let scenario = try Scenario.decode(Data(document.utf8))
        var replayed: [HostFrame] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
            if event != nil { replayed.append(frame) }
        }
        #expect(replayed.last.map(visible) == frames.last.map(visible))
        #expect(frames.last?.sheet.restingDetentIdentifier == "peek")
    }
}
