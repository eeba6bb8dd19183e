import Foundation
import PlaygroundCore
import Testing

func decode(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

@Suite("Sheet session messages")
struct SheetSessionTests {
    static let configure = """
        {"type":"configure","detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":200},\
        {"id":"fit","fitting":true},{"id":"third","fraction":0.33}],"selected":"medium","style":"gray",\
        "contentFittingHeight":300,"scrollContentHeight":1320}
        """

    @Test func aDragAndFlingIsAnsweredFrameByFrameAndRecorded() throws {
        var session = SheetSession()
        #expect(try decode(session.receive(Self.configure))["state"] as? String == "dismissed")
        _ = session.receive(#"{"type":"present","t":0}"#)
        _ = session.receive(#"{"type":"tick","t":2}"#)
        _ = session.receive(#"{"type":"dragBegan","t":2.0,"location":"chrome"}"#)
        let moved = try decode(session.receive(#"{"type":"dragChanged","t":2.05,"translation":-40}"#))
        #expect(moved["state"] as? String == "dragging")
        let released = try decode(session.receive(#"{"type":"dragEnded","t":2.1,"velocity":-2500}"#))
        #expect(released["detent"] as? String == "large")
        #expect((released["events"] as? [String]) == ["selectedDetentChanged:large"])
        let rest = try decode(session.receive(#"{"type":"tick","t":5}"#))
        #expect(rest["state"] as? String == "resting" && (rest["top"] as? NSNumber)?.doubleValue == 57)
        // The recording is a simulate scenario: inputs only (no ticks), every key documented.
        let scenario = try #require(
            try decode(session.receive(#"{"type":"export"}"#))["scenario"] as? [String: Any])
        let events = try #require(scenario["events"] as? [[String: Any]])
        #expect(events.map { $0["type"] as? String } == ["present", "dragBegan", "dragChanged", "dragEnded"])
        #expect((scenario["until"] as? NSNumber)?.doubleValue == 8)  // the last message (t = 5) plus 3 s
        let sheet = try #require(scenario["sheet"] as? [String: Any])
        #expect(sheet["style"] as? String == "gray" && (sheet["detents"] as? [Any])?.count == 5)
    }

    @Test(arguments: [
        ("not json", "message"),
        ("[1,2]", "message"),
        (#"{"t":1}"#, "type"),
        (#"{"type":"fly","t":1}"#, "type"),
        (#"{"type":"tick"}"#, "t"),
        (#"{"type":"tick","t":-1}"#, "t"),
        (#"{"type":"tick","t":"soon"}"#, "t"),
        (#"{"type":"dragChanged","t":1}"#, "translation"),
        (#"{"type":"dragChanged","t":1,"translation":1e300}"#, "translation"),
        (#"{"type":"dragEnded","t":1,"velocity":"fast"}"#, "velocity"),
        (#"{"type":"dragBegan","t":1,"location":"nose"}"#, "location"),
        (#"{"type":"keyboard","t":1,"height":-3}"#, "height"),
        (#"{"type":"configure","detents":[]}"#, "detents"),
        (#"{"type":"configure","detents":[{"id":"x"}]}"#, "detents[0]"),
        (#"{"type":"configure","detents":[{"id":"medium"}],"selected":"large"}"#, "selected"),
        (#"{"type":"configure","detents":[{"id":"medium"}],"style":"pink"}"#, "style"),
    ])
    func badMessagesGetAnErrorNamingTheFieldAndTheSessionGoesOn(message: String, field: String) throws {
        var session = SheetSession()
        let reply = try decode(session.receive(message))
        #expect(reply["type"] as? String == "error")
        #expect(reply["field"] as? String == field, "\(reply)")
        // Still alive: a good message after a bad one is answered with a frame.
        #expect(try decode(session.receive(#"{"type":"present","t":2}"#))["type"] as? String == "frame")
    }

    @Test func aReleaseWithoutVelocityRecordsTheEnginesEstimate() throws {
        var session = SheetSession()
        _ = session.receive(#"{"type":"present","t":0}"#)
        _ = session.receive(#"{"type":"dragBegan","t":2,"location":"chrome"}"#)
        for step in 1...6 {
            _ = session.receive(
                "{\"type\":\"dragChanged\",\"t\":\(2 + Double(step) / 100),\"translation\":\(-15 * step)}")
        }
        let released = try decode(session.receive(#"{"type":"dragEnded","t":2.06}"#))
        #expect(released["detent"] as? String == "large")
        let scenario = try #require(
            try decode(session.receive(#"{"type":"export"}"#))["scenario"] as? [String: Any])
        let events = try #require(scenario["events"] as? [[String: Any]])
        // 15 pt every 10 ms upwards: −1,500 pt/s, recorded as a number so a replay is exact.
        #expect(abs(((events.last?["velocity"] as? NSNumber)?.doubleValue ?? 0) + 1500) < 1e-6)
    }

    @Test func oversizedAndOutOfOrderMessagesAreRefused() throws {
        var session = SheetSession()
        let big = "{\"type\":\"tick\",\"t\":1,\"pad\":\"" + String(repeating: "x", count: 9_000) + "\"}"
        #expect(try decode(session.receive(big))["field"] as? String == "message")
        _ = session.receive(#"{"type":"present","t":3}"#)
        let late = try decode(session.receive(#"{"type":"tick","t":2}"#))
        #expect(late["field"] as? String == "t")
        #expect(try decode(session.receive(#"{"type":"tick","t":3.5}"#))["type"] as? String == "frame")
    }

    @Test(arguments: 0..<50)
    func randomMessagesNeverProduceANonFiniteFrame(seed: Int) throws {
        var session = SheetSession()
        var state = UInt64(seed) &+ 1
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let types = [
            "present", "dragBegan", "dragChanged", "dragEnded", "tick", "tapDimmed", "closeButton",
            "keyboard",
        ]
        var t = 0.0
        for _ in 0..<200 {
            t += next() * 0.05
            let type = types[Int(next() * Double(types.count))]
            let value = (next() - 0.5) * 4000
            let message =
                "{\"type\":\"\(type)\",\"t\":\(t),\"translation\":\(value),\"velocity\":\(value),\"height\":\(abs(value) / 10)}"
            let reply = session.receive(message)
            #expect(!reply.contains("nan") && !reply.contains("inf"))
            let object = try decode(reply)
            if object["type"] as? String == "frame" {
                for key in ["height", "top", "velocity", "dim", "contentOffset"] {
                    let value = (object[key] as? NSNumber)?.doubleValue ?? .nan
                    #expect(value.isFinite, "\(key)")
                }
            }
        }
    }
}

@Suite("Grid session messages")
struct GridSessionTests {
    @Test func theViewportGetsExactlyItsItems() throws {
        var session = GridSession()
        let reply = try decode(
            session.receive(
                #"{"type":"items","pattern":"explore","spacing":1,"width":390,"count":1000000,"minY":500000,"maxY":500844}"#
            ))
        let items = try #require(reply["items"] as? [[NSNumber]])
        #expect(items.count > 10 && items.count < 40)
        #expect(
            items.allSatisfy { $0[2].doubleValue < 500844 && $0[2].doubleValue + $0[4].doubleValue > 500000 })
        #expect((reply["contentHeight"] as? NSNumber).map { $0.doubleValue > 5e7 } == true)
    }

    @Test(arguments: [
        (#"{"type":"items"}"#, "spacing"),
        (
            #"{"type":"items","pattern":"hex","spacing":1,"width":390,"count":10,"minY":0,"maxY":1}"#,
            "pattern"
        ),
        (#"{"type":"items","spacing":1,"width":390,"count":1e12,"minY":0,"maxY":1}"#, "count"),
        (#"{"type":"items","spacing":500,"width":390,"count":10,"minY":0,"maxY":1}"#, "spacing"),
        (#"{"type":"items","spacing":90,"width":100,"count":10,"minY":0,"maxY":1}"#, "width"),
        (#"{"type":"items","spacing":1,"width":390,"count":10,"minY":5,"maxY":1}"#, "maxY"),
    ])
    func badRequestsNameTheirField(message: String, field: String) throws {
        var session = GridSession()
        let reply = try decode(session.receive(message))
        #expect(reply["type"] as? String == "error" && reply["field"] as? String == field, "\(reply)")
    }
}
