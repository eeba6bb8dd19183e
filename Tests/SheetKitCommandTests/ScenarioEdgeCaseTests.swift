import Foundation
import Testing

/// `simulate` scenarios at the edges: a release left to the engine's estimate, and numbers no
/// Double can hold.
@Suite("simulate: estimated releases and unrepresentable numbers")
struct ScenarioEdgeCaseTests {
    /// Medium and large on a 390 × 844 iPhone (safe area 47/34), presented at 0.
    static func scenario(events: String, root: String = "") -> String {
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"#
            + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}],"selected":"medium"},"#
            + #""events":[{"t":0,"type":"present"},{"t":1,"type":"dragBegan"}"# + events + "]" + root + "}"
    }

    /// Translations every 1/120 s at `speed` pt/s (positive downwards) for `steps` steps from 1 s.
    static func drag(speed: Double, steps: Int) -> String {
        (1...steps).map { step in
            #",{"t":\#(1 + Double(step) / 120),"type":"dragChanged","translation":\#(speed * Double(step) / 120)}"#
        }.joined()
    }

    static func run(_ input: String) throws -> (frames: [[String: Any]], events: [[String: Any]]) {
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 0, "\(result.err)")
        let object = try json(result.out)
        return (
            try #require(object["frames"] as? [[String: Any]]),
            try #require(object["events"] as? [[String: Any]])
        )
    }

    static func number(_ frame: [String: Any], _ key: String) -> Double {
        (frame[key] as? NSNumber)?.doubleValue ?? .nan
    }

    /// 1,500 pt/s upwards for 50 ms and a `dragEnded` without `velocity` (or with `null`): the engine
    /// estimates 1,500 pt/s, which projects the sheet to large.
    @Test(arguments: [#"{"t":1.05,"type":"dragEnded"}"#, #"{"t":1.05,"type":"dragEnded","velocity":null}"#])
    func aReleaseWithoutVelocityUsesTheEngineEstimate(release: String) throws {
        let (frames, events) = try Self.run(
            Self.scenario(events: Self.drag(speed: -1500, steps: 6) + "," + release, root: #","until":2"#))
        let released = try #require(
            frames.first { Self.number($0, "t") == 1.05 && $0["state"] as? String == "settling" })
        #expect(abs(Self.number(released, "velocity") - 1500) < 1e-6)
        #expect(events.compactMap { $0["detent"] as? String } == ["large"])
        #expect(frames.last?["detent"] as? String == "large")
    }

    /// 1,000 pt/s down for 0.1 s, a 280 ms hold, a release without velocity: a slow release (the
    /// frames' velocity reads 0 after 100 ms of hold) that returns to medium.
    @Test func aReleaseWithoutVelocityAfterAHoldIsSlow() throws {
        let (frames, events) = try Self.run(
            Self.scenario(
                events: Self.drag(speed: 1000, steps: 12) + #",{"t":1.38,"type":"dragEnded"}"#,
                root: #","until":2.5,"fps":240"#))
        let held = frames.filter { Self.number($0, "t") > 1.201 && Self.number($0, "t") < 1.38 }
        #expect(!held.isEmpty && held.allSatisfy { Self.number($0, "velocity") == 0 })
        #expect(events.isEmpty)
        #expect(frames.last?["detent"] as? String == "medium" && Self.number(frames.last!, "height") == 410.5)
    }

    /// A number no Double holds, in each kind of place: the error names the field's JSON path.
    @Test(arguments: [
        (#",{"t":1.1,"type":"dragEnded","velocity":1e999}"#, "", "events[2].velocity"),
        (#",{"t":1.1,"type":"dragEnded","velocity":-1e400}"#, "", "events[2].velocity"),
        (#",{"t":1.1,"type":"dragChanged","translation":1e400}"#, "", "events[2].translation"),
        (#",{"t":1e999,"type":"tick"}"#, "", "events[2].t"),
        ("", #","until":1e400"#, "until"),
    ])
    func anUnrepresentableNumberNamesItsPath(events: String, root: String, path: String) throws {
        let result = try sheetkit(["simulate"], input: Self.scenario(events: events, root: root))
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.contains("\(path): a number too large for a Double"), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func anUnrepresentableNumberInTheContainerNamesItsPath() throws {
        let input =
            #"{"container":{"width":1e999,"height":844},"sheet":{"detents":[{"id":"large"}]},"events":[]}"#
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 2)
        #expect(result.err.contains("container.width: a number too large for a Double"), "\(result.err)")
    }

    /// Broken syntax still says where: JSONSerialization's position.
    @Test func brokenSyntaxStillGivesAPosition() throws {
        let result = try sheetkit(["simulate"], input: Self.scenario(events: #",{"t":1,"type":}"#))
        #expect(result.status == 2)
        #expect(result.err.contains("malformed JSON"), "\(result.err)")
        #expect(result.err.contains("line") || result.err.contains("character"), "\(result.err)")
    }
}
