import Foundation
import Testing

@testable import PlaygroundCore

@Suite("Session limits")
struct SessionLimitTests {
    /// As UIKit's `selectedDetentIdentifier`, a selection that names no detent is kept until a
    /// detent names it, not refused: the sheet stays where it is, and the session goes on.
    @Test func selectingAnUnknownDetentKeepsTheSheetWhereItIs() throws {
        var session = SheetSession()
        _ = session.receive(#"{"type":"present","t":0}"#)
        let before = try decode(session.receive(#"{"type":"tick","t":1}"#))
        let reply = try decode(session.receive(#"{"type":"select","t":1,"detent":"huge"}"#))
        let detent = { (reply: [String: Any]) in (reply["frame"] as? [String: Any])?["detent"] as? String }
        #expect(reply["type"] as? String == "frame")
        #expect(detent(before) == "medium")
        #expect(detent(reply) == "medium")
        let known = try decode(session.receive(#"{"type":"select","t":1,"detent":"large"}"#))
        #expect(known["type"] as? String == "frame")
    }

    /// Past the recording's bound the session still answers every event, but the export is refused
    /// (it would not replay what happened); a configure starts a new recording.
    /// The bounds as a session gets them: the real ones (100,000 events, 16 MiB) are the same code
    /// with larger numbers (a full recording's load is `Benchmarks`').
    static let bounds = (events: 100, bytes: 64 << 10)

    @Test func theRealBoundsAreAHundredThousandEventsAndSixteenMiB() {
        #expect(SheetSession().recordingBounds == (100_000, 16 << 20))
    }

    @Test func aRecordingIsBoundedAndConfigureStartsANewOne() throws {
        var session = SheetSession(recordingBounds: Self.bounds)
        for index in 0..<Self.bounds.events {
            _ = session.receive("{\"type\":\"closeButton\",\"t\":\(index)}")
        }
        let past = try decode(session.receive(#"{"type":"closeButton","t":1e6}"#))
        #expect(past["type"] as? String == "frame")
        let refused = try decode(session.receive(#"{"type":"export"}"#))
        #expect(refused["type"] as? String == "error" && refused["field"] as? String == "export")
        _ = session.receive(SheetSessionTests.configure)
        #expect(try decode(session.receive(#"{"type":"present","t":0}"#))["type"] as? String == "frame")
        #expect(try decode(session.receive(#"{"type":"export"}"#))["type"] as? String == "scenario")
    }

    /// Large messages reach the recording's byte bound long before its event count: the session
    /// holds at most that much, whatever a client sends.
    @Test func aRecordingOfLargeMessagesIsBoundedByItsSize() throws {
        var session = SheetSession(recordingBounds: (events: 100_000, bytes: Self.bounds.bytes))
        let padding = String(repeating: " ", count: SheetSession.messageLimit - 80)
        let count = Self.bounds.bytes / (SheetSession.messageLimit - 80) + 2
        for index in 0..<count {
            _ = session.receive("{\"type\":\"closeButton\",\"t\":\(index)\(padding)}")
        }
        let refused = try decode(session.receive(#"{"type":"export"}"#))
        #expect(refused["field"] as? String == "export")
        #expect((refused["message"] as? String)?.contains("65536 bytes") == true, "\(refused)")
        #expect(SheetSession.size(16 << 20) == "16 MiB")
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
        let items = try #require(reply["items"] as? [[String: Double]])
        #expect(reply["truncated"] as? Bool == true)
        #expect(items.count <= GridSession.itemLimit)
        #expect((items.count == GridSession.itemLimit) == hitsItemLimit)
        let minY = try #require(items.compactMap { $0["y"] }.min())
        let maxY = try #require(
            items.compactMap { item in item["y"].flatMap { y in item["height"].map { y + $0 } } }.max())
        let tallest = try #require(items.compactMap { $0["height"] }.max())
        #expect(maxY - minY <= GridSession.bandLimit + 2 * tallest)  // the band and the tiles it cuts
    }
}
