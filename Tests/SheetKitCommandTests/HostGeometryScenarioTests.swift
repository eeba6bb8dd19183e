import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitCommand

/// `sheetkit simulate` reading the keyboard's animation, a list that goes away, the compact-height
/// keys, `configure` and writing the frame's fields (the behaviour itself is tested on the host, in
/// `HostGeometryTests` and `HostKeyboardTransitionTests`).
@Suite("sheetkit simulate: keyboard, geometry, configure")
struct HostGeometryScenarioTests {
    typealias S = HostScenarioTests

    static func rect(_ frame: [String: Any], _ key: String) -> CGRect {
        let r = frame[key] as? [String: Any] ?? [:]
        return CGRect(
            x: S.number(r["x"]) ?? .nan, y: S.number(r["y"]) ?? .nan, width: S.number(r["width"]) ?? .nan,
            height: S.number(r["height"]) ?? .nan)
    }

    static func frames(at time: Double, _ frames: [[String: Any]]) -> [[String: Any]] {
        frames.filter { abs((S.number($0["t"]) ?? -1) - time) < 1e-9 }
    }

    @Test("keyboardFrame with a duration: the sheet's edges follow the keyboard's curve at every tick")
    func keyboardWithDuration() throws {
        let run = try S.run(
            S.scenario(
                events:
                    #",{"t":1,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336,"duration":0.3,"curve":"easeInOut"}"#,
                root: #","until":2,"fps":60"#))
        for tick in 0...18 {
            let time = 1 + Double(tick) / 60
            guard let frame = Self.frames(at: time, run.frames).last else { continue }
            let progress = TimingCurve.easeInOut.value(at: min((time - 1) / 0.3, 1))
            let sheet = Self.rect(frame, "sheetRect")
            #expect(abs(sheet.maxY - (844 - 336 * progress)) < 1e-6, "t \(time): \(sheet)")
            #expect(abs(sheet.height - (410.5 - 185 * progress)) < 1e-6, "t \(time): \(sheet)")
            #expect(sheet.height >= 225.5 - 1e-6)
            if time < 1.3 - 1e-9 { #expect(frame["needsTicks"] as? Bool == true) }
        }
        let last = try #require(run.frames.last)
        #expect(Self.rect(last, "sheetRect") == CGRect(x: 0, y: 282.5, width: 390, height: 225.5))
        #expect(last["needsTicks"] as? Bool == false)
    }

    @Test("keyboardFrame without a duration: at once, never squashed")
    func keyboardImmediate() throws {
        let run = try S.run(
            S.scenario(
                events: #",{"t":1,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336}"#,
                root: #","until":1.5,"fps":60"#))
        let after = try #require(Self.frames(at: 1, run.frames).last)
        #expect(Self.rect(after, "sheetRect") == CGRect(x: 0, y: 282.5, width: 390, height: 225.5))
        for frame in run.frames where (S.number(frame["t"]) ?? 0) > 1 {
            #expect(Self.rect(frame, "sheetRect") == CGRect(x: 0, y: 282.5, width: 390, height: 225.5))
        }
    }

    @Test("a keyboard on screen before the sheet rises: the sheet rises onto it")
    func keyboardBeforePresent() throws {
        let input =
            #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"#
            + #""events":[{"t":0,"type":"keyboardFrame","x":0,"y":508,"width":390,"height":336,"duration":0.25},{"t":0,"type":"present"}],"until":1.5}"#
        let run = try S.run(input)
        for frame in run.frames where (S.number(frame["height"]) ?? 0) > 0 {
            #expect(abs(Self.rect(frame, "sheetRect").maxY - 508) < 1e-6)
        }
        #expect(Self.rect(try #require(run.frames.last), "sheetRect").height == 225.5)
    }

    @Test("scroll without geometry: the list is gone, a touch there moves the sheet and nothing is pinned")
    func vanishedList() throws {
        let run = try S.run(
            S.scenario(
                events: #",{"t":0.5,"type":"scroll","contentHeight":2000,"viewportHeight":342.5}"#
                    + #",{"t":1,"type":"scroll"},{"t":1.2,"type":"pointerDown","x":200,"y":700}"#
                    + #",{"t":1.25,"type":"pointerMove","x":200,"y":650},{"t":1.3,"type":"pointerMove","x":200,"y":600}"#
                    + #",{"t":1.35,"type":"pointerUp","x":200,"y":600,"velocity":0}"#))
        let down = try #require(run.frames.first { $0["target"] != nil })
        #expect(down["target"] as? String == "sheet")
        let moved = try #require(Self.frames(at: 1.3, run.frames).last)
        #expect(moved["pinContentOffset"] is NSNull)
        #expect(abs(Self.rect(moved, "sheetRect").minY - 333.5) < 1)
    }

    @Test("bad keyboard and scroll fields name their path")
    func badFields() throws {
        let cases = [
            (
                #",{"t":1,"type":"keyboardFrame","y":508,"width":390,"height":336,"curve":"bouncy"}"#,
                "events[1].curve: 'bouncy' is not accepted here (accepted: easeInOut, easeIn, easeOut, linear, keyboard)"
            ),
            (
                #",{"t":1,"type":"keyboardFrame","y":508,"width":390,"height":336,"duration":-1}"#,
                "events[1].duration"
            ),
            (
                #",{"t":1,"type":"scroll","offset":3}"#,
                "events[1].offset: needs contentHeight and viewportHeight"
            ),
            (#",{"t":1,"type":"scroll","contentHeight":300}"#, "events[1].viewportHeight"),
        ]
        for (events, message) in cases {
            let result = try sheetkit(["simulate"], input: S.scenario(events: events))
            #expect(result.status == 2 && result.err.contains(message), "\(result.err)")
        }
    }

    @Test("compact height is full screen with no grabber unless edge-attached")
    func compactHeight() throws {
        func run(_ sheetExtra: String) throws -> [String: Any] {
            let input =
                #"{"container":{"width":844,"height":390,"safeArea":{"leading":47,"trailing":47,"bottom":21},"compactHeight":true},"#
                + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}],"selected":"medium","prefersGrabberVisible":true"#
                + sheetExtra + #"},"events":[{"t":0,"type":"present"}]}"#
            return try #require(try S.run(input).frames.last)
        }
        let full = try run("")
        #expect(Self.rect(full, "sheetRect") == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(Self.rect(full, "grabberRect") == .zero)
        #expect((full["accessibility"] as? [String: Any])?["grabberLabel"] as? String == "")
        #expect(full["detent"] as? String == "medium")
        let attached = try run(#","prefersEdgeAttachedInCompactHeight":true"#)
        #expect(Self.rect(attached, "sheetRect") == CGRect(x: 152, y: 10, width: 540, height: 380))
        #expect(Self.rect(attached, "grabberRect").minY >= 0)
        let following = try run(
            #","prefersEdgeAttachedInCompactHeight":true,"widthFollowsPreferredContentSizeWhenEdgeAttached":true,"preferredContentWidth":400"#
        )
        #expect(Self.rect(following, "sheetRect").width == 400)
    }

    @Test(
        "every frame carries cornerRadius, headerRect, titleRect and presenter; the presenter recedes at large"
    )
    func frameFields() throws {
        let run = try S.run(S.scenario(events: "", sheet: #","selected":"large","cornerRadius":16"#))
        for frame in run.frames {
            #expect(S.number(frame["cornerRadius"]) == 16)
            #expect(frame["headerRect"] is [String: Any] && frame["titleRect"] is [String: Any])
            let presenter = try #require(frame["presenter"] as? [String: Any])
            #expect(Set(presenter.keys) == ["scale", "cornerRadius", "offset", "dim"])
        }
        let last = try #require(run.frames.last)
        #expect(Self.rect(last, "headerRect") == CGRect(x: 0, y: 73, width: 390, height: 52))
        #expect(Self.rect(last, "titleRect") == CGRect(x: 16, y: 87, width: 314, height: 24))
        let presenter = try #require(last["presenter"] as? [String: Any])
        #expect(abs(S.number(presenter["scale"])! - 358.0 / 390.0) < 1e-12)
        #expect(S.number(presenter["offset"]) == 47 && S.number(presenter["cornerRadius"]) == 10)
        #expect(S.number(presenter["dim"]) == 0.1)
    }

    @Test("didDismiss names its cause: the person's, the app's")
    func dismissalCause() throws {
        let byApp = try S.run(S.scenario(events: #",{"t":1,"type":"dismiss"}"#))
        #expect(
            byApp.events.last?["type"] as? String == "didDismiss"
                && byApp.events.last?["cause"] as? String == "app")
        let byUser = try S.run(S.scenario(events: #",{"t":1,"type":"tap","x":200,"y":100}"#))
        #expect(
            byUser.events.last?["type"] as? String == "didDismiss"
                && byUser.events.last?["cause"] as? String == "user")
    }

    @Test("configure: inline or nested keys make a whole new configuration, animated or at once")
    func configure() throws {
        let atOnce = try S.run(
            S.scenario(
                events:
                    #",{"t":1,"type":"configure","detents":[{"id":"medium"},{"id":"large"}],"selected":"large","animated":false}"#
            ))
        let changes = atOnce.events.filter { $0["type"] as? String == "detentChanged" }
        #expect(changes.map { $0["detent"] as? String } == ["large"])
        let after = try #require(Self.frames(at: 1, atOnce.frames).last)
        #expect(after["detent"] as? String == "large" && S.number(after["top"]) == 57)
        // Not given: a new sheet's defaults (no grabber, no header).
        #expect(Self.rect(after, "grabberRect") == .zero && Self.rect(after, "headerRect") == .zero)
        let animated = try S.run(
            S.scenario(
                events:
                    #",{"t":1,"type":"configure","sheet":{"detents":[{"id":"medium"},{"id":"large"}],"selected":"large"}}"#
            ))
        let first = try #require(Self.frames(at: 1, animated.frames).last)
        #expect(first["state"] as? String == "settling" && S.number(first["top"])! > 57)
        #expect(S.number(try #require(animated.frames.last)["top"]) == 57)
        // The options come with it.
        let landscape = try S.run(
            S.scenario(
                events:
                    #",{"t":1,"type":"configure","detents":[{"id":"large"}],"prefersEdgeAttachedInCompactHeight":true}"#,
                container: #","compactHeight":true"#))
        #expect(Self.rect(try #require(landscape.frames.last), "sheetRect").width == 390)
    }

    @Test("configure naming a detent the old list lacks: the nearest is let go for it, no jump")
    func configureNewSelection() throws {
        let run = try S.run(
            S.scenario(
                events:
                    #",{"t":1,"type":"configure","detents":[{"id":"peek","height":200},{"id":"tall","fraction":0.9}],"selected":"tall","animated":false}"#
            ))
        let last = try #require(Self.frames(at: 1, run.frames).last)
        #expect(last["detent"] as? String == "tall" && last["state"] as? String == "resting")
        #expect(run.events.last { $0["type"] as? String == "detentChanged" }?["detent"] as? String == "tall")
    }

    @Test("configure's keys are read strictly, with their path")
    func configureErrors() throws {
        let cases = [
            (
                #",{"t":1,"type":"configure","detentz":[]}"#,
                "events[1].detentz: unknown key; did you mean detents?"
            ),
            (#",{"t":1,"type":"configure","animated":true}"#, "events[1].detents"),
            (
                #",{"t":1,"type":"configure","sheet":{"detents":[{"id":"large"}]},"selected":"large"}"#,
                "events[1].selected: the sheet's keys go either inline or in \"sheet\", not both"
            ),
            (
                #",{"t":1,"type":"configure","detents":[{"id":"large"}],"regularWidthPlacement":"left"}"#,
                "events[1].regularWidthPlacement: 'left' is not accepted here (accepted: center, leading, trailing)"
            ),
        ]
        for (events, message) in cases {
            let result = try sheetkit(["simulate"], input: S.scenario(events: events))
            #expect(result.status == 2 && result.err.contains(message), "\(result.err)")
        }
    }

    @Test("regularWidthPlacement and regularWidth place the sheet on an iPad")
    func regularWidth() throws {
        let input =
            #"{"container":{"width":1366,"height":1024,"safeArea":{"top":24,"bottom":20},"horizontalSizeClass":"regular"},"#
            + #""sheet":{"detents":[{"id":"large"}],"regularWidthPlacement":"trailing","regularWidth":375},"events":[{"t":0,"type":"present"}]}"#
        let last = try #require(try S.run(input).frames.last)
        #expect(
            Self.rect(last, "sheetRect").minX == 1366 - 16 - 375 && Self.rect(last, "sheetRect").width == 375)
    }
}
