import Foundation
import Testing

/// Each message the newcomer's review found false, now naming the field as written and the range.
@Suite("Error messages say what is true")
struct ErrorMessageTests {
    static let mosaic = ["mosaic", "--count", "5", "--width", "390"]

    @Test(arguments: [
        (["--width", "nan"], "--width: nan is not a finite number (accepted: 0 < width ≤ 1000000000)"),
        (["--width", "inf"], "--width: inf is not a finite number (accepted: 0 < width ≤ 1000000000)"),
        (["--spacing", "nan"], "--spacing: nan is not a finite number (accepted: 0 ≤ spacing ≤ 1000000000)"),
        (["--spacing", "-inf"], "--spacing: -inf is not a finite number"),
        (["--scale", "nan"], "--scale: nan is not a finite number (accepted: 1 ≤ scale ≤ 3)"),
        (["--scale", "7"], "--scale: 7 is out of range (accepted: 1 ≤ scale ≤ 3)"),
        (["--scale", "0"], "--scale: 0 is out of range (accepted: 1 ≤ scale ≤ 3)"),
        (
            ["--count", "-5"],
            "--count: -5 is out of range (accepted: a whole number from 0 to 1099511627776)"
        ),
        (["--count=-5"], "--count: -5 is out of range"),
        (
            ["--count", "99999999999999999999"],
            "--count: '99999999999999999999' is not a whole number (accepted: a whole number from 0 to 1099511627776)"
        ),
        (["--visible=-inf:inf"], "--visible: -inf in '-inf:inf' is not a finite number (accepted: MINY:MAXY"),
        (["--visible", "-100:nan"], "--visible: nan in '-100:nan' is not a finite number"),
        (["--visible", "5:5"], "--visible: in '5:5' MINY is not below MAXY"),
        (["--pattern", "uniform13"], "uniformN with N from 1 to 12"),
        (
            ["--spacing", "200"],
            "--spacing: 200 leaves no room for 3 columns in a width of 390 (accepted: 0 ≤ spacing < 195"
        ),
    ])
    func mosaicOptions(extra: [String], message: String) throws {
        let result = try sheetkit(Self.mosaic + extra)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test func negativeNumbersNeedNoEqualsSign() throws {
        let result = try sheetkit(Self.mosaic + ["--visible", "-100:200"])
        #expect(result.status == 0, "\(result.err)")
        #expect(try !(#require(try json(result.out)["items"] as? [Any])).isEmpty)
    }

    static func scenario(
        container: String = #""width":390,"height":844"#, sheet: String = "", events: String = "",
        root: String = ""
    ) -> String {
        #"{"container":{"# + container + #"},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]"# + sheet
            + #"},"events":[{"t":0,"type":"present"}"# + events + "]" + root + "}"
    }

    @Test(arguments: [
        (scenario(root: #","until":-1"#), "until: -1 is out of range (accepted: until ≥ 0)"),
        (
            #"{"container":null,"sheet":{"detents":[{"id":"large"}]},"events":[]}"#,
            "container: expected an object, found null"
        ),
        (
            scenario(container: #""width":null,"height":844"#),
            "container.width: expected a number, found null"
        ),
        (scenario(events: #",{"t":null,"type":"tick"}"#), "events[1].t: expected a number, found null"),
        (
            scenario(container: #""width":0,"height":844"#),
            "container.width: 0 is out of range (accepted: 0 < width ≤ 1000000)"
        ),
        (
            scenario(container: #""width":390,"height":844,"keyboard":1e12"#),
            "container.keyboard: 1000000000000 is out of range (accepted: 0 ≤ keyboard ≤ 844, the container's height)"
        ),
        (
            scenario(events: #",{"t":1,"type":"keyboard","height":900}"#),
            "events[1].height: 900 is out of range (accepted: 0 ≤ keyboard ≤ 844"
        ),
        (scenario(root: #","fps":0"#), "fps: 0 is out of range (accepted: 0 < fps ≤ 1000)"),
        (scenario(events: #",{"t":-1,"type":"tick"}"#), "events[1].t: -1 is out of range (accepted: t ≥ 0)"),
        (
            scenario(sheet: #","maximumDimAlpha":2"#),
            "sheet.maximumDimAlpha: 2 is out of range (accepted: 0 ≤ maximumDimAlpha ≤ 1)"
        ),
        (scenario(sheet: #","style":"blue""#), "sheet.style: 'blue' is not a style (accepted: white, gray)"),
        (
            scenario(events: #",{"t":1,"type":"wobble"}"#),
            "events[1].type: unknown event type 'wobble' (accepted: "
        ),
        (
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"a","height":0}]},"events":[]}"#,
            "sheet.detents[0].height: 0 is out of range (accepted: 0 < height ≤ 1000000)"
        ),
        (
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"large"},{"id":"large"}]},"events":[]}"#,
            "sheet.detents[1].id: 'large' is used twice"
        ),
        (
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[]},"events":[]}"#,
            "sheet.detents: the list is empty (accepted: at least one detent)"
        ),
    ])
    func scenarioFields(input: String, message: String) throws {
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    /// Events run in time order whatever the file's order; events after `until` still run, each with
    /// its frame, while the ticks stop at `until` (README, "The sheetkit command").
    @Test func outOfOrderAndLateEventsFollowTheDocumentedRule() throws {
        let input = Self.scenario(
            events: #",{"t":3,"type":"dismiss"},{"t":1,"type":"select","detent":"large"}"#,
            root: #","until":2,"fps":10"#)
        let result = try sheetkit(["simulate"], input: input)
        #expect(result.status == 0, "\(result.err)")
        let object = try json(result.out)
        let frames = try #require(object["frames"] as? [[String: Any]])
        let times = frames.map { ($0["t"] as! NSNumber).doubleValue }
        #expect(times == times.sorted())
        // 21 ticks (0 … 2 s) and one frame per input, the dismissal's at 3 s.
        #expect(frames.count == 21 + 3)
        #expect(times.last == 3)
        let final = try #require(object["final"] as? [String: Any])
        // The dismissal's frame is the last: no tick after `until` lets it finish.
        #expect(final["state"] as? String == "dismissing")
        let detents = try #require(object["events"] as? [[String: Any]]).compactMap {
            $0["detent"] as? String
        }
        #expect(detents == ["large"])
    }

    @Test func theDefaultUntilIsTwoSecondsAfterTheLastEvent() throws {
        let result = try sheetkit(
            ["simulate"], input: Self.scenario(events: #",{"t":1.5,"type":"tick"}"#, root: #","fps":10"#))
        let frames = try #require(try json(result.out)["frames"] as? [[String: Any]])
        #expect((frames.last?["t"] as? NSNumber)?.doubleValue == 3.5)
    }
}
