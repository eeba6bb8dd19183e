import Foundation
import PlaygroundCore
import SheetScenario
import Testing

func decode(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// The `frame` object of a reply, as its text (written by `ScenarioJSON.frame`).
func frameText(_ reply: String) -> String? {
    guard reply.hasPrefix(#"{"type":"frame","frame":"#), let end = reply.range(of: #","events":["#) else {
        return nil
    }
    return String(reply[reply.index(reply.startIndex, offsetBy: 24)..<end.lowerBound])
}

/// The frames `sheetkit simulate` makes for a scenario's events (scripted ticks and its own left out).
func simulatedEventFrames(_ scenarioJSON: String) throws -> [String] {
    let scenario = try Scenario.decode(Data(scenarioJSON.utf8))
    var frames: [String] = []
    try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
        if let event, event.type != "tick" {
            frames.append(ScenarioJSON.frame(frame, showsContentOffset: scenario.tracksScrollContent))
        }
    }
    return frames
}

/// The scenario of an export reply, as text.
func exportedScenario(_ session: inout SheetSession) throws -> String {
    let reply = session.receive(#"{"type":"export"}"#)
    let prefix = #"{"type":"scenario","scenario":"#
    #expect(reply.hasPrefix(prefix), "\(reply)")
    return String(reply.dropFirst(prefix.count).dropLast())
}

@Suite("Sheet session messages")
struct SheetSessionTests {
    static let configure = """
        {"type":"configure","container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},\
        "sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":200},\
        {"id":"fit","fitting":true},{"id":"third","fraction":0.33}],"selected":"medium","style":"gray",\
        "prefersGrabberVisible":true,"header":{"title":"Places nearby"},\
        "contentFittingHeight":300,"scrollContentHeight":1320}}
        """

    @Test func aFingerIsAnsweredFrameByFrameAndTheExportReplaysExactly() throws {
        var session = SheetSession()
        let configured = try decode(session.receive(Self.configure))
        #expect((configured["frame"] as? [String: Any])?["phase"] as? String == "dismissed")
        var replies = [session.receive(#"{"t":0,"type":"present"}"#)]
        // Ticks at the page's own times, which are not simulate's: the event frames must not care.
        for tick in stride(from: 0.013, to: 1.9, by: 0.0171) {
            _ = session.receive("{\"t\":\(tick),\"type\":\"tick\"}")
        }
        replies.append(
            session.receive(
                #"{"t":1.9,"type":"scroll","offset":0,"contentHeight":1320,"viewportHeight":306}"#))
        // A finger on the grabber, up and released without a velocity: the host estimates it.
        replies.append(session.receive(#"{"t":2,"type":"pointerDown","x":195,"y":479}"#))
        for step in 1...6 {
            let y = 479 - 20 * Double(step)
            replies.append(
                session.receive(
                    "{\"t\":\(2 + Double(step) / 100),\"type\":\"pointerMove\",\"x\":195,\"y\":\(y)}"))
            _ = session.receive("{\"t\":\(2.005 + Double(step) / 100),\"type\":\"tick\"}")
        }
        replies.append(session.receive(#"{"t":2.07,"type":"pointerUp","x":195,"y":359}"#))
        let moved = try decode(replies[4])
        #expect((moved["frame"] as? [String: Any])?["state"] as? String == "dragging")
        let released = try decode(replies.last!)
        #expect((released["frame"] as? [String: Any])?["detent"] as? String == "large")
        #expect((released["events"] as? [[String: Any]])?.first?["type"] as? String == "detentChanged")
        // One frame object carries everything the page applies; there is no second object.
        let releasedFrame = try #require(released["frame"] as? [String: Any])
        #expect(Set(released.keys) == ["type", "frame", "events"])
        #expect(releasedFrame["dimTakesTaps"] as? Bool == true && releasedFrame["hidden"] as? Bool == false)
        #expect(
            releasedFrame["headerRect"] is [String: Any] && releasedFrame["contentInsets"] is [String: Any])
        // The recording is a scenario simulate reads, and its event frames are the page's, to the digit.
        let scenario = try exportedScenario(&session)
        let events = try #require(try decode(scenario)["events"] as? [[String: Any]])
        // The page's ticks are left out but for the one that completed the presentation (it reported
        // focus, which simulate must report on the same step).
        #expect(
            events.map { $0["type"] as? String } == ["present", "tick", "scroll", "pointerDown"]
                + Array(repeating: "pointerMove", count: 6) + ["pointerUp"])
        #expect(try simulatedEventFrames(scenario) == replies.compactMap(frameText))
    }

    @Test(arguments: [
        ("not json", "message"),
        ("[1,2]", "message"),
        (#"{"t":1}"#, "type"),
        (#"{"type":5,"t":1}"#, "type"),
        (#"{"type":"fly","t":1}"#, "type"),
        (#"{"type":"tick"}"#, "t"),
        (#"{"type":"tick","t":-1}"#, "t"),
        (#"{"type":"tick","t":"soon"}"#, "t"),
        (#"{"type":"pointerMove","t":1}"#, "x"),
        (#"{"type":"pointerDown","t":1,"x":1e999,"y":0}"#, "x"),
        (#"{"type":"pointerUp","t":1,"x":0,"y":0,"velocity":"fast"}"#, "velocity"),
        (#"{"type":"pointerUp","t":1,"x":0,"y":0,"velocty":3}"#, "velocty"),
        (#"{"type":"dragBegan","t":1,"location":"nose"}"#, "location"),
        (#"{"type":"keyboardFrame","t":1,"width":-3}"#, "width"),
        (#"{"type":"accessibility","t":1,"action":"shake"}"#, "action"),
        (#"{"type":"configure","sheet":{"detents":[{"id":"medium"}]}}"#, "container"),
        (
            #"{"type":"configure","container":{"width":390,"height":844},"sheet":{"detents":[]}}"#,
            "sheet.detents"
        ),
        (
            #"{"type":"configure","container":{"width":390,"height":844},"sheet":{"detents":[{"id":"x"}]}}"#,
            "sheet.detents[0]"
        ),
        (
            #"{"type":"configure","container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"}],"style":"pink"}}"#,
            "sheet.style"
        ),
        (
            #"{"type":"configure","container":{"width":-390,"height":844},"sheet":{"detents":[{"id":"medium"}]}}"#,
            "container.width"
        ),
    ])
    func badMessagesGetAnErrorNamingTheFieldAndTheSessionGoesOn(message: String, field: String) throws {
        var session = SheetSession()
        let reply = try decode(session.receive(message))
        #expect(reply["type"] as? String == "error")
        #expect(reply["field"] as? String == field, "\(reply)")
        #expect((reply["message"] as? String)?.hasPrefix(field) == true, "\(reply)")
        // Still alive: a good message after a bad one is answered with a frame.
        #expect(try decode(session.receive(#"{"type":"present","t":2}"#))["type"] as? String == "frame")
    }

    @Test func oversizedAndOutOfOrderMessagesAreRefused() throws {
        var session = SheetSession()
        let big = "{\"type\":\"tick\",\"t\":1,\"pad\":\"" + String(repeating: "x", count: 9_000) + "\"}"
        #expect(try decode(session.receive(big))["field"] as? String == "message")
        _ = session.receive(#"{"type":"present","t":3}"#)
        let late = try decode(session.receive(#"{"type":"tick","t":2}"#))
        #expect(late["field"] as? String == "t")
        #expect(late["message"] as? String == "t: 2 is earlier than the last message's 3")
        #expect(try decode(session.receive(#"{"type":"tick","t":3.5}"#))["type"] as? String == "frame")
        // Refused messages are not recorded.
        let events = try #require(try decode(try exportedScenario(&session))["events"] as? [[String: Any]])
        #expect(events.map { $0["type"] as? String } == ["present"])
    }

    /// Random raw input, as a page under a careless finger would send it: every reply is a frame with
    /// finite numbers or an error, and the export replays in `simulate` to the very same event frames.
    @Test(arguments: 0..<30)
    func randomInputIsAnsweredFinitelyAndReplaysExactly(seed: Int) throws {
        var session = SheetSession()
        _ = session.receive(Self.configure)
        var state = UInt64(seed) &+ 1
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func number(_ range: ClosedRange<Double>) -> String {
            JSONWriter.text(range.lowerBound + next() * (range.upperBound - range.lowerBound))
        }
        var t = 0.0
        var frames: [String] = []
        var times: [Double] = []
        for index in 0..<150 {
            t += next() * 0.05
            let x = number(-50...440)
            let y = number(-50...900)
            let fields: String
            switch index == 0 ? 0 : Int(next() * 12) {
            case 0: fields = #""type":"present""#
            case 1, 2: fields = "\"type\":\"pointerDown\",\"x\":\(x),\"y\":\(y)"
            case 3, 4, 5: fields = "\"type\":\"pointerMove\",\"x\":\(x),\"y\":\(y)"
            case 6: fields = "\"type\":\"pointerUp\",\"x\":\(x),\"y\":\(y)"
            case 7:
                // Offsets the list can hold at every detent: near its end, the engine clamps the offset at
                // each tick's height, so a growing sheet's overshoot leaves a clamp that depends on
                // where the ticks fell (a replay then differs by a fraction of a point).
                fields =
                    "\"type\":\"scroll\",\"offset\":\(number(-100...500)),\"contentHeight\":1320,\"viewportHeight\":\(number(0...800)),\"tracking\":\(next() < 0.5),\"decelerating\":\(next() < 0.5)"
            case 8:
                let height = next() < 0.5 ? "0" : number(200...400)
                fields =
                    "\"type\":\"keyboardFrame\",\"x\":0,\"y\":\(height == "0" ? "0" : number(400...700)),\"width\":\(height == "0" ? "0" : "390"),\"height\":\(height)"
            case 9:
                let action = ["increment", "decrement", "activate", "escape"][Int(next() * 4)]
                fields = "\"type\":\"accessibility\",\"action\":\"\(action)\""
            case 10:
                fields =
                    next() < 0.5
                    ? #""type":"container","width":844,"height":390,"safeArea":{"leading":47,"trailing":47,"bottom":21}"#
                    : #""type":"container","width":390,"height":844,"safeArea":{"top":47,"bottom":34}"#
            default: fields = #""type":"tick""#
            }
            let reply = session.receive("{\"t\":\(JSONWriter.text(t)),\(fields)}")
            #expect(!reply.contains("nan") && !reply.contains("inf"))
            let object = try decode(reply)
            #expect(object["type"] as? String == "frame", "\(reply)")
            if !fields.contains(#""tick""#), let frame = frameText(reply) {
                frames.append(frame)
                times.append(t)
            }
        }
        // An event that reaches no engine input (a move with no finger down) answers with the sheet at
        // the engine's last time, a tick's, and the page's ticks are not simulate's: those frames
        // match in everything but `t` (the sheet is at rest then). Every other frame matches whole.
        let simulated = try simulatedEventFrames(try exportedScenario(&session))
        #expect(simulated.count == frames.count)
        var whole = 0
        for (index, (replayed, page)) in zip(simulated, frames).enumerated() {
            var replayedObject = try decode(replayed)
            var pageObject = try decode(page)
            if replayedObject["t"] as? Double == times[index], pageObject["t"] as? Double == times[index] {
                whole += 1
                #expect(replayed == page, "event \(index)")
            } else {
                replayedObject["t"] = nil
                pageObject["t"] = nil
                #expect(
                    NSDictionary(dictionary: replayedObject) == NSDictionary(dictionary: pageObject),
                    "event \(index)")
            }
        }
        #expect(whole > frames.count / 3, "\(whole) of \(frames.count)")
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
        // Each item as `sheetkit mosaic` writes it: index, x, y, width, height.
        let items = try #require(reply["items"] as? [[String: Double]])
        #expect(items.allSatisfy { Set($0.keys) == ["index", "x", "y", "width", "height"] })
        #expect(items.count > 10 && items.count < 40)
        #expect(items.allSatisfy { $0["y"]! < 500844 && $0["y"]! + $0["height"]! > 500000 })
        #expect((reply["contentHeight"] as? NSNumber).map { $0.doubleValue > 5e7 } == true)
    }

    @Test(arguments: [
        ("not json", "message"),
        (#"{"type":"items"}"#, "spacing"),
        (#"{"type":"items","spacing":"wide","width":390,"count":10,"minY":0,"maxY":1}"#, "spacing"),
        (#"{"type":"things","spacing":1,"width":390,"count":10,"minY":0,"maxY":1}"#, "type"),
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
