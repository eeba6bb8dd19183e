import Foundation
import PlaygroundCore
import Testing

@Suite("JSON reader")
struct JSONReaderTests {
    @Test(arguments: [
        (#"{"a":1}"#, ["a": JSONMessage.number(1)]),
        (
            #" { "a" : -1.5e2 , "b" : [true, false, null] } "#,
            ["a": .number(-150), "b": .array([.bool(true), .bool(false), .null])]
        ),
        (#"{"s":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}"#, ["s": .string("\"\\/\u{08}\u{0C}\n\r\té😀")]),
        (#"{"s":"plain é"}"#, ["s": .string("plain é")]),
        (#"{"o":{"p":{}}}"#, ["o": .object(["p": .object([:])])]),
        (#"{"z":0,"y":0.5,"x":1E+2}"#, ["z": .number(0), "y": .number(0.5), "x": .number(100)]),
    ])
    func validMessages(text: String, expected: [String: JSONMessage]) throws {
        #expect(try JSONMessage.parse(text, limit: 1_000) == expected)
    }

    @Test(arguments: [
        "", "{", "{\"a\":1", "{\"a\":1}x", "{\"a\" 1}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":-}",
        "{\"a\":1e}", "{\"a\":tru}", "{\"a\":\"\u{01}\"}", "{\"a\":\"\\x\"}", "{\"a\":\"\\ud83d\"}",
        "{\"a\":[1,]}",
        "{\"a\":1,}", "{a:1}", "{\"a\":NaN}", "{\"a\":\"unterminated}",
        String(repeating: "[", count: 20) + String(repeating: "]", count: 20),
    ])
    func malformedMessagesAreRefused(text: String) {
        #expect(throws: PlaygroundError(field: "message", "is not valid JSON")) {
            try JSONMessage.parse(text, limit: 1_000)
        }
    }

    @Test func nonObjectsAreRefused() {
        #expect(throws: PlaygroundError(field: "message", "is not a JSON object")) {
            try JSONMessage.parse("[1]", limit: 1_000)
        }
    }
}

@Suite("Session limits")
struct SessionLimitTests {
    @Test func selectingAnUnknownDetentNamesTheField() throws {
        var session = SheetSession()
        _ = session.receive(#"{"type":"present","t":0}"#)
        let reply = try decode(session.receive(#"{"type":"select","t":1,"detent":"huge"}"#))
        #expect(reply["field"] as? String == "detent")
        #expect((reply["message"] as? String)?.contains("medium, large") == true)
        let known = try decode(session.receive(#"{"type":"select","t":1,"detent":"large"}"#))
        #expect(known["type"] as? String == "frame")
    }

    @Test func aRecordingIsBoundedAndConfigureStartsANewOne() throws {
        var session = SheetSession()
        for index in 0..<SheetSession.recordingLimit {
            _ = session.receive("{\"type\":\"closeButton\",\"t\":\(index)}")
        }
        let full = try decode(session.receive(#"{"type":"closeButton","t":1e6}"#))
        #expect(full["type"] as? String == "error" && full["field"] as? String == "type")
        #expect(try decode(session.receive(#"{"type":"tick","t":1e6}"#))["type"] as? String == "frame")
        _ = session.receive(#"{"type":"configure","detents":[{"id":"medium"}]}"#)
        #expect(try decode(session.receive(#"{"type":"present","t":0}"#))["type"] as? String == "frame")
    }

    /// A request's cost is bounded before anything is collected: the band is cut to a few screens
    /// and the walk stops at the item limit, whatever count and band are asked for.
    @Test(arguments: [
        (#"{"type":"items","spacing":1,"width":390,"count":1e8,"minY":0,"maxY":1e13}"#, false),
        (#"{"type":"items","spacing":0,"width":3,"count":1e8,"minY":0,"maxY":1e13}"#, true),
        (#"{"type":"items","spacing":0,"width":10000,"count":1e8,"minY":9e9,"maxY":1e13}"#, false),
    ])
    func hugeGridRequestsAreCutBeforeCollecting(message: String, hitsItemLimit: Bool) throws {
        var session = GridSession()
        let reply = try decode(session.receive(message))
        let items = try #require(reply["items"] as? [[NSNumber]])
        #expect(reply["truncated"] as? Bool == true)
        #expect(items.count <= GridSession.itemLimit)
        #expect((items.count == GridSession.itemLimit) == hitsItemLimit)
        let minY = try #require(items.map { $0[2].doubleValue }.min())
        let maxY = try #require(items.map { $0[2].doubleValue + $0[4].doubleValue }.max())
        let tallest = try #require(items.map { $0[4].doubleValue }.max())
        #expect(maxY - minY <= GridSession.bandLimit + 2 * tallest)  // the band and the tiles it cuts
    }
}
