import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

@testable import SheetKitCommand

/// `sheetkit simulate` speaking the host's vocabulary: raw pointer, scroll, keyboard and
/// accessibility events, every frame carrying the host frame.
@Suite("sheetkit simulate: host events")
struct HostScenarioTests {
    /// A 390 × 844 phone (safe area 47 / 34), a sheet with grabber and header (chrome 68 pt).
    static func scenario(events: String, sheet: String = "", container: String = "", root: String = "")
        -> String
    {
        #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}"# + container
            + #"},"sheet":{"detents":[{"id":"medium"},{"id":"large"}],"prefersGrabberVisible":true,"header":{"title":"Places"}"#
            + sheet + #"},"events":[{"t":0,"type":"present"}"# + events + "]" + root + "}"
    }

    /// Runs `input` as `sheetkit simulate` does, in this process (the command's own process, its exit
    /// status and standard error, is tested with the errors).
    static func run(_ input: String) throws -> (
        frames: [[String: Any]], events: [[String: Any]], final: [String: Any]
    ) {
        let scenario = try SimulateCommand.decode(Data(input.utf8))
        try SimulateCommand.checkLimit(scenario, allowsLargeOutput: false)
        let object = try json(try SimulateCommand.render(scenario, format: .json, title: "Simulation"))
        return (
            try #require(object["frames"] as? [[String: Any]]),
            try #require(object["events"] as? [[String: Any]]),
            try #require(object["final"] as? [String: Any])
        )
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    @Test("a finger on the grabber flicks the sheet to large; the down frame names its target")
    func pointerFlick() throws {
        let input = Self.scenario(
            events:
                #",{"t":1,"type":"pointerDown","x":200,"y":440},{"t":1.05,"type":"pointerMove","x":200,"y":380}"#
                + #",{"t":1.1,"type":"pointerMove","x":200,"y":300},{"t":1.12,"type":"pointerUp","x":200,"y":290,"velocity":-1800}"#
        )
        let run = try Self.run(input)
        let down = try #require(run.frames.first { $0["target"] != nil })
        #expect(down["target"] as? String == "grabber")
        #expect(run.final["detent"] as? String == "large")
        let last = try #require(run.frames.last)
        let rect = try #require(last["sheetRect"] as? [String: Any])
        #expect(
            Self.number(rect["y"]) == 57 && Self.number(rect["height"]) == 787
                && Self.number(rect["width"]) == 390)
        let content = try #require(last["contentRect"] as? [String: Any])
        #expect(Self.number(content["y"]) == 125.0)  // 57 + 68 of chrome
        let grabber = try #require(last["grabberRect"] as? [String: Any])
        #expect(Self.number(grabber["height"])! >= 44 && Self.number(grabber["width"])! >= 44)
        #expect(Self.number(last["contentInset"]) == 34)
        #expect(last["phase"] as? String == "presented" && last["needsTicks"] as? Bool == false)
        let accessibility = try #require(last["accessibility"] as? [String: Any])
        #expect(
            accessibility["grabberValue"] as? String == "Full height"
                && accessibility["modal"] as? Bool == true)
    }

    @Test("a release without a velocity uses the engine's estimate (pointerUp and dragEnded alike)")
    func estimatedRelease() throws {
        // Fast upward moves, then a release with no velocity: the estimate carries it to large.
        var moves = ""
        for i in 1...6 {
            moves += #",{"t":\#(1 + Double(i) * 0.016),"type":"pointerMove","x":200,"y":\#(440 - i * 25)}"#
        }
        let pointer = try Self.run(
            Self.scenario(
                events: #",{"t":1,"type":"pointerDown","x":200,"y":440}"# + moves
                    + #",{"t":1.1,"type":"pointerUp","x":200,"y":290}"#))
        #expect(pointer.final["detent"] as? String == "large")
        var changes = ""
        for i in 1...6 {
            changes += #",{"t":\#(1 + Double(i) * 0.016),"type":"dragChanged","translation":\#(-i * 25)}"#
        }
        let engine = try Self.run(
            Self.scenario(
                events: #",{"t":1,"type":"dragBegan","location":"chrome"}"# + changes
                    + #",{"t":1.1,"type":"dragEnded"}"#))
        #expect(engine.final["detent"] as? String == "large")
        let released = try #require(
            engine.frames.first { Self.number($0["t"]) == 1.1 && $0["state"] as? String == "settling" })
        #expect(Self.number(released["velocity"])! > 500)
    }

    @Test("a docked keyboard frame lifts the sheet's bottom to its top; a floating one moves nothing")
    func keyboardFrame() throws {
        let docked = try Self.run(
            Self.scenario(events: #",{"t":1,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336}"#))
        let last = try #require(docked.frames.last)
        let rect = try #require(last["sheetRect"] as? [String: Any])
        #expect(Self.number(rect["y"])! + Self.number(rect["height"])! == 508)
        #expect(Self.number(last["contentInset"]) == 0)
        let floating = try Self.run(
            Self.scenario(
                events:
                    #",{"t":1,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336,"docked":false}"#)
        )
        let floatingRect = try #require(floating.frames.last?["sheetRect"] as? [String: Any])
        #expect(Self.number(floatingRect["y"]) == 433.5)
    }

    @Test("a keyboard given with the container is docked from the start: the sheet rises onto it")
    func keyboardInTheContainer() throws {
        let run = try Self.run(Self.scenario(events: "", container: #","keyboard":336"#))
        let rect = try #require(run.frames.last?["sheetRect"] as? [String: Any])
        #expect(Self.number(rect["y"])! + Self.number(rect["height"])! == 508)
        #expect(Self.number(run.frames.last?["contentInset"]) == 0)
    }

    @Test("accessibility actions step between detents and announce by name; escape dismisses once")
    func accessibility() throws {
        let run = try Self.run(
            Self.scenario(
                events:
                    #",{"t":1,"type":"accessibility","action":"increment"},{"t":2,"type":"accessibility","action":"escape"}"#
                    + #",{"t":4,"type":"present"},{"t":5,"type":"dismiss"}"#, root: #","until":7"#))
        let announced = run.frames.compactMap {
            ($0["accessibility"] as? [String: Any])?["announcement"] as? String
        }
        #expect(announced == ["Full height"])
        let didDismiss = run.events.filter { $0["type"] as? String == "didDismiss" }
        #expect(didDismiss.count == 2)
        let changed = try #require(run.events.first { $0["type"] as? String == "detentChanged" })
        #expect(changed["cause"] as? String == "user")
    }

    @Test("a drag on the list hands off to the sheet: its offset is pinned while the sheet moves")
    func scrollHandOff() throws {
        let run = try Self.run(
            Self.scenario(
                events: #",{"t":0.5,"type":"scroll","offset":0,"contentHeight":2000,"viewportHeight":342.5}"#
                    + #",{"t":1,"type":"pointerDown","x":200,"y":700},{"t":1.05,"type":"pointerMove","x":200,"y":600}"#
            ))
        let moved = try #require(run.frames.last { Self.number($0["t"]) == 1.05 })
        #expect(Self.number(moved["pinContentOffset"]) == 0)
        #expect(Self.number(moved["top"])! < 433.5 - 80)
        let down = try #require(run.frames.first { $0["target"] != nil })
        #expect(down["target"] as? String == "content")
    }

    @Test("size classes choose the width: regular width gives a 704 pt sheet, centred")
    func sizeClasses() throws {
        let input =
            #"{"container":{"width":1024,"height":1366,"horizontalSizeClass":"regular","verticalSizeClass":"regular"},"#
            + #""sheet":{"detents":[{"id":"large"}]},"events":[{"t":0,"type":"present"}]}"#
        let run = try Self.run(input)
        let rect = try #require(run.frames.last?["sheetRect"] as? [String: Any])
        #expect(Self.number(rect["width"]) == 704 && Self.number(rect["x"]) == 160)
    }

    @Test("reduceMotion is an event; a pointerCancel settles without dismissing")
    func reduceMotionAndCancel() throws {
        let run = try Self.run(
            Self.scenario(
                events:
                    #",{"t":0.9,"type":"reduceMotion","value":true},{"t":1,"type":"pointerDown","x":200,"y":470}"#
                    + #",{"t":1.1,"type":"pointerMove","x":200,"y":800},{"t":1.2,"type":"pointerCancel"}"#))
        #expect(run.final["state"] as? String == "resting" && run.final["detent"] as? String == "medium")
        #expect(run.events.allSatisfy { $0["type"] as? String != "didDismiss" })
    }

    /// Numbers too large for a Double are valid JSON; the error names the field and where it is.
    static let overflowing: [(text: String, path: String)] = [
        (
            #",{"t":1,"type":"dragEnded","velocity":1e999}"#,
            "events[1].velocity: a number too large for a Double (1e999 at line 2, column"
        ),
        (
            #",{"t":1,"type":"dragEnded","velocity":-1e400}"#,
            "events[1].velocity: a number too large for a Double (-1e400 at line 2"
        ),
        (#",{"t":1e999,"type":"tick"}"#, "events[1].t: a number too large for a Double (1e999 at line 2"),
    ]

    @Test(
        "an unrepresentable number is refused with its path, line and column", arguments: overflowing.indices)
    func overflow(_ index: Int) throws {
        let row = Self.overflowing[index]
        let result = try sheetkit(["simulate"], input: Self.scenario(events: "\n" + row.text))
        #expect(result.status == 2)
        #expect(result.err.contains(row.path), "\(result.err)")
        #expect(result.err.contains("line 2, column"), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test("malformed JSON says the line and column")
    func malformedLocation() throws {
        let result = try sheetkit(["simulate"], input: "{\"container\":\n  {\"width\":,}}")
        #expect(
            result.status == 2 && result.err.contains("malformed JSON")
                && result.err.contains("line 2, column"))
    }

    @Test("host event fields are checked like the others")
    func hostKeys() throws {
        let typo = try sheetkit(
            ["simulate"], input: Self.scenario(events: #",{"t":1,"type":"pointerDown","x":1,"yy":2}"#))
        #expect(typo.status == 2 && typo.err.contains("events[1].yy: unknown key; did you mean y?"))
        let action = try sheetkit(
            ["simulate"], input: Self.scenario(events: #",{"t":1,"type":"accessibility","action":"wave"}"#))
        #expect(
            action.err.contains(
                "events[1].action: 'wave' is not accepted here (accepted: increment, decrement, activate, escape)"
            ))
        let sizeClass = try sheetkit(
            ["simulate"], input: Self.scenario(events: "", container: #","horizontalSizeClass":"wide""#))
        #expect(sizeClass.err.contains("container.horizontalSizeClass: 'wide'"))
    }
}
