import Foundation
import SheetHostCore
import Testing

@_spi(Playground) @testable import SheetScenario

/// A scenario read one message at a time reads exactly as the whole file, with paths from the message.
@Suite("Scenario streams")
struct ScenarioStreamTests {
    static let setup =
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"#
        + #""sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":120}],"#
        + #""prefersGrabberVisible":true,"header":{"title":"Places"},"scrollContentHeight":1400}}"#

    static let events = [
        #"{"t":0,"type":"present"}"#,
        #"{"t":1,"type":"scroll","offset":0,"contentHeight":1400,"viewportHeight":370}"#,
        #"{"t":1.2,"type":"pointerDown","x":200,"y":520}"#,
        #"{"t":1.25,"type":"pointerMove","x":201,"y":470}"#,
        #"{"t":1.3,"type":"pointerMove","x":202,"y":380}"#,
        #"{"t":1.32,"type":"pointerUp","x":202,"y":360}"#,
        #"{"t":2,"type":"detents","detents":[{"id":"medium"},{"id":"tall","fraction":0.9}]}"#,
        #"{"t":2.1,"type":"select","detent":"tall"}"#,
        #"{"t":3,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336}"#,
        #"{"t":3.5,"type":"container","width":844,"height":390,"safeArea":{"leading":47,"trailing":47,"bottom":21}}"#,
        #"{"t":4,"type":"accessibility","action":"escape"}"#,
    ]

    /// Every frame of a run, as `simulate` writes it.
    static func frames(_ scenario: Scenario) throws -> [String] {
        var frames: [String] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, _ in
            frames.append(ScenarioJSON.frame(frame, showsContentOffset: true))
        }
        return frames
    }

    @Test func aSetupAndItsEventsOneByOneRunAsTheWholeScenario() throws {
        let file =
            #"{"until":5,"# + String(Self.setup.dropFirst().dropLast()) + #","events":["#
            + Self.events.joined(separator: ",") + "]}"
        let whole = try Scenario.decode(Data(file.utf8))
        let message = #"{"type":"configure","# + String(Self.setup.dropFirst())
        var streamed = try ScenarioStream.setup(Data(message.utf8), allowing: ["type"])
        var stream = ScenarioStream(scenario: streamed)
        streamed.events = try Self.events.map { try stream.event(Data($0.utf8)) }
        streamed.until = 5
        #expect(streamed.events.map(\.type) == whole.events.map(\.type))
        #expect(stream.detents.map { $0.identifier.rawValue } == ["medium", "tall"])
        #expect(stream.container.size == CGSize(width: 844, height: 390))
        let frames = try Self.frames(whole)
        #expect(frames.count > 300)
        #expect(try Self.frames(streamed) == frames)
    }

    @Test(arguments: [
        (
            #"{"t":1,"type":"pointerUp","x":1,"y":2,"velocity":"fast"}"#,
            "velocity: expected a number, found a string"
        ),
        (
            #"{"t":1,"type":"pointerUp","x":1,"y":2,"velocty":3}"#,
            "velocty: unknown key; did you mean velocity?"
        ),
        (#"{"type":"tick"}"#, "t: missing"),
        (#"{"t":-1,"type":"tick"}"#, "t: -1 is out of range"),
        (#"{"t":1,"type":"fly"}"#, "type: unknown event type 'fly'"),
        (#"{"t":1,"type":"keyboard","height":900}"#, "height: 900 is out of range"),
        (
            #"{"t":1,"type":"pointerDown","x":1e999,"y":2}"#,
            "x: a number too large for a Double (1e999 at line 1"
        ),
        (#"{"t":1,"type":"tick""#, "malformed JSON"),
        (#"[1,2]"#, "expected an object, found an array"),
    ])
    func badEventsNameTheirField(message: String, error: String) throws {
        var stream = ScenarioStream(scenario: try ScenarioStream.setup(Data(Self.setup.utf8)))
        #expect {
            _ = try stream.event(Data(message.utf8))
        } throws: { thrown in
            (thrown as? ScenarioError)?.description.hasPrefix(error) == true
        }
        // The stream goes on, unchanged.
        #expect(try stream.event(Data(#"{"t":1,"type":"select","detent":"peek"}"#.utf8)).type == "select")
    }

    /// A live stream's clock runs forward: an event before `earliest` is refused after the rest of it
    /// reads, and changes nothing, whether or not its type changes what later events are read against.
    @Test(arguments: [
        #"{"t":1,"type":"container","width":390,"height":300}"#,
        #"{"t":1,"type":"detents","detents":[{"id":"large"}]}"#,
        #"{"t":1,"type":"pointerMove","x":1,"y":2}"#,
    ])
    func anEventBeforeTheEarliestTimeIsRefusedAndChangesNothing(message: String) throws {
        var stream = ScenarioStream(scenario: try ScenarioStream.setup(Data(Self.setup.utf8)))
        var buffers = JSONDocument.Buffers()
        func read(_ text: String, earliest: Double) throws -> ScenarioStream.Message {
            var text = text
            return try text.withUTF8 {
                try stream.message(
                    utf8: UnsafeRawBufferPointer($0), otherTypes: [], reusing: &buffers, earliest: earliest)
            }
        }
        #expect {
            _ = try read(message, earliest: 1.5)
        } throws: { thrown in
            (thrown as? ScenarioError)?.description == "t: 1 is earlier than the last message's 1.5"
        }
        #expect(stream.container.size == CGSize(width: 390, height: 844))
        #expect(stream.detents.map { $0.identifier.rawValue } == ["medium", "large", "peek"])
        // A keyboard taller than the refused container is read against the container kept.
        _ = try read(#"{"t":2,"type":"keyboard","height":600}"#, earliest: 1.5)
        // At the earliest time itself, the same event reads and changes the stream.
        _ = try read(message, earliest: 1)
        #expect(stream.container.size.height == (message.contains("container") ? 300 : 844))
    }

    @Test(arguments: [
        (#"{"sheet":{"detents":[{"id":"medium"}]}}"#, "container: missing"),
        (
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"x"}]}}"#,
            "sheet.detents[0]: 'x' needs"
        ),
        (
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[]},"type":"configure"}"#,
            "type: unknown key"
        ),
    ])
    func badSetupsNameTheirPath(message: String, error: String) throws {
        #expect {
            _ = try ScenarioStream.setup(Data(message.utf8))
        } throws: { thrown in
            (thrown as? ScenarioError)?.description.hasPrefix(error) == true
        }
    }
}
