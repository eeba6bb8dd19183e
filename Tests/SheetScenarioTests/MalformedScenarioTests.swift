import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

/// What a person sees for a scenario that isn't right: every syntax error at a line and column in
/// words of the format's own, what Foundation's reader lets through refused as JSON's grammar says,
/// out-of-range values refused with the field's name, and the one documented clamp.
@Suite("Scenario: malformed text and out-of-range values")
struct MalformedScenarioTests {
    static let head = #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"large"}]},"#

    /// Text in, the exact error out.
    static let syntax: [(text: String, error: String)] = [
        (
            #"{"container": {"width": 390"#,
            "malformed JSON at line 1, column 28: the text ends before the object that opens at line 1, column 15 is closed"
        ),
        (
            "{\"container\":\n  {\"width\":,}}",
            "malformed JSON at line 2, column 12: expected a value, found ','"
        ),
        (
            #"{"container": {"width": 390,}, "events": []}"#,
            "malformed JSON at line 1, column 28: a trailing comma before } (remove it)"
        ),
        (
            head + "\n" + #""events":[{"t":0,"type":"present"},]}"#,
            "malformed JSON at line 2, column 35: a trailing comma before ] (remove it)"
        ),
        (
            #"{"container": {"width": 390 "height": 844}}"#,
            "malformed JSON at line 1, column 29: expected , or } after an object's value, found '\"'"
        ),
        (
            #"{"a": 01}"#,
            "malformed JSON at line 1, column 7: 01 is not a number in JSON's form (such as -12, 0.5 or 1e3)"
        ),
        (#"{"a": tru}"#, "malformed JSON at line 1, column 7: expected a value, found 'tru'"),
        (#"{"a" 1}"#, "malformed JSON at line 1, column 6: expected : after the key, found '1'"),
        (#"{"a": "x\q"}"#, "malformed JSON at line 1, column 9: an unknown escape \\q in a string"),
        (
            #"{"a": "abc"#,
            "malformed JSON at line 1, column 11: the text ends inside the string that opens at line 1, column 7"
        ),
        (
            #"{"a": 1} x"#,
            "malformed JSON at line 1, column 10: unexpected 'x' after the end of the JSON value"
        ),
        ("", "malformed JSON at line 1, column 1: the text is empty: expected a JSON value"),
        (
            "{\"a\": \"\t\"}",
            "malformed JSON at line 1, column 8: a control character in a string (write it as an escape, such as \\n)"
        ),
        (#"{1: 2}"#, "malformed JSON at line 1, column 2: expected a key in double quotes, found '1'"),
    ]

    @Test("every syntax error names its line and column", arguments: syntax.indices)
    func syntaxError(_ index: Int) {
        let row = Self.syntax[index]
        #expect(Self.error(row.text) == row.error)
    }

    /// The same rule for a live message as for a file.
    @Test func aStreamMessageWithATrailingCommaIsRefused() throws {
        var stream = ScenarioStream(
            scenario: try ScenarioStream.setup(
                Data(#"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"large"}]}}"#.utf8)))
        #expect {
            _ = try stream.event(Data(#"{"t":1,"type":"tick",}"#.utf8))
        } throws: {
            ($0 as? ScenarioError)?.description
                == "malformed JSON at line 1, column 21: a trailing comma before } (remove it)"
        }
    }

    /// Valid JSON of every shape passes the grammar unchanged (the reader then judges its keys).
    @Test(arguments: [
        #"{"a":[1,-2.5e+3,0,0.25,true,false,null,"x\"\\\/\b\f\n\r\t\u00e9"],"b":{},"c":[]}"#,
        "\u{FEFF}{\"a\": [[[[[]]]]]}", " \n\t{ \"ü\" : \"ß\" } \r\n",
    ])
    func validJSONPasses(_ text: String) {
        #expect(!(Self.error(text)?.hasPrefix("malformed JSON") ?? false), "\(Self.error(text) ?? "")")
    }

    /// Values beyond the engine's limit are refused with the field's name, never clamped.
    static let ranges: [(text: String, error: String)] = [
        (
            #"{"container":{"width":1e308,"height":844},"sheet":{"detents":[{"id":"large"}]},"events":[]}"#,
            "container.width: 1e+308 is out of range (accepted: 0 < width ≤ 1000000)"
        ),
        (
            head + #""events":[{"t":0,"type":"pointerDown","x":2000000,"y":400}]}"#,
            "events[0].x: 2000000 is out of range (accepted: -1000000 ≤ x ≤ 1000000)"
        ),
        (
            head + #""events":[{"t":0,"type":"pointerUp","x":1,"y":400,"velocity":-3e6}]}"#,
            "events[0].velocity: -3000000 is out of range (accepted: -1000000 ≤ velocity ≤ 1000000)"
        ),
        (
            head + #""events":[{"t":0,"type":"scroll","contentHeight":5e6,"viewportHeight":400}]}"#,
            "events[0].contentHeight: 5000000 is out of range (accepted: 0 ≤ contentHeight ≤ 1000000)"
        ),
        (
            #"{"container":{"width":390,"height":844,"safeArea":{"top":-1}},"sheet":{"detents":[{"id":"large"}]},"events":[]}"#,
            "container.safeArea.top: -1 is negative (accepted: 0 or more)"
        ),
    ]

    @Test("an out-of-range value is refused with the field's name", arguments: ranges.indices)
    func outOfRange(_ index: Int) {
        let row = Self.ranges[index]
        #expect(Self.error(row.text) == row.error)
    }

    /// The one documented clamp (ScenarioFormat.md, Errors): a release faster than
    /// `SheetBehavior.maximumVelocity` runs exactly as one at that velocity.
    @Test func aFastReleaseRunsAsTheMaximumVelocity() throws {
        func frames(_ velocity: Int) throws -> [HostFrame] {
            let scenario = try Scenario.decode(
                Data(
                    (#"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"#
                        + #""events":[{"t":0,"type":"present"},{"t":1,"type":"pointerDown","x":200,"y":500},"#
                        + #"{"t":1.05,"type":"pointerMove","x":200,"y":560},"#
                        + #"{"t":1.1,"type":"pointerUp","x":200,"y":600,"velocity":\#(velocity)}],"until":2}"#)
                        .utf8))
            var frames: [HostFrame] = []
            ScenarioRun.forEachFrame(scenario, host: try scenario.makeHost()) { frame, _ in
                frames.append(frame)
            }
            return frames
        }
        #expect(SheetBehavior().maximumVelocity == 20_000)
        #expect(try frames(90_000) == frames(20_000))
        #expect(try frames(-90_000) == frames(-20_000))
        // Below the limit the velocity counts: a slower release is a different run.
        #expect(try frames(19_000) != frames(20_000))
    }

    private static func error(_ text: String) -> String? {
        do {
            _ = try Scenario.decode(Data(text.utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }
}
