import Foundation
import Testing

@testable import SheetKitCommand

/// `sheetkit simulate` with events in the orders a real platform delivers them: the guard's answer
/// around the gesture, a selection never made, a finger at rest, rotations mid-drag and back.
@Suite("sheetkit simulate: events in a platform's orders")
struct HostOrderScenarioTests {
    static let landscape =
        #""width":844,"height":390,"safeArea":{"top":0,"bottom":21,"leading":47,"trailing":47},"verticalSizeClass":"compact""#
    static let portrait = #""width":390,"height":844,"safeArea":{"top":47,"bottom":34}"#

    static func types(_ events: [[String: Any]]) -> [String] { events.compactMap { $0["type"] as? String } }

    /// A downward fling from medium's header with the guard's `false` at one of three places.
    static let guardOrders: [(name: String, before: String, afterDown: String, midDrag: String)] = [
        ("before the pointer-down", #",{"t":0.9,"type":"dismissalGuard","allowsDismissal":false}"#, "", ""),
        (
            "right after the pointer-down", "", #",{"t":1,"type":"dismissalGuard","allowsDismissal":false}"#,
            ""
        ),
        ("mid-drag", "", "", #",{"t":1.06,"type":"dismissalGuard","allowsDismissal":false}"#),
    ]

    @Test(
        "a guard that says no in any order before the release: one attempt, no dismissal",
        arguments: guardOrders.indices)
    func guardInThreeOrders(_ index: Int) throws {
        let order = Self.guardOrders[index]
        let events =
            order.before + #",{"t":1,"type":"pointerDown","x":100,"y":470}"# + order.afterDown
            + #",{"t":1.05,"type":"pointerMove","x":100,"y":560}"# + order.midDrag
            + #",{"t":1.1,"type":"pointerMove","x":100,"y":700}"#
            + #",{"t":1.12,"type":"pointerUp","x":100,"y":720,"velocity":4000}"#
        let run = try HostScenarioTests.run(HostScenarioTests.scenario(events: events, root: #","until":3"#))
        let types = Self.types(run.events)
        #expect(!types.contains("didDismiss") && !types.contains("dismissed"), "\(order.name): \(types)")
        #expect(types.filter { $0 == "attemptedDismiss" }.count == 1, "\(order.name): \(types)")
        #expect(run.final["detent"] as? String == "medium")
    }

    @Test("a stale no from an earlier gesture does not refuse the next one")
    func staleGuard() throws {
        let fling = { (t: Double) in
            #",{"t":\#(t),"type":"pointerDown","x":100,"y":470},{"t":\#(t + 0.05),"type":"pointerMove","x":100,"y":600}"#
                + #",{"t":\#(t + 0.07),"type":"pointerUp","x":100,"y":720,"velocity":4000}"#
        }
        let events = fling(1) + #",{"t":1.01,"type":"dismissalGuard","allowsDismissal":false}"# + fling(3)
        let run = try HostScenarioTests.run(HostScenarioTests.scenario(events: events, root: #","until":5"#))
        let types = Self.types(run.events)
        #expect(types.filter { $0 == "attemptedDismiss" }.count == 1, "\(types)")
        #expect(types.filter { $0 == "didDismiss" }.count == 1, "\(types)")
    }

    @Test(
        "no selection rises to the smallest detent by height, whatever the order",
        arguments: [
            (#"[{"id":"large"},{"id":"medium"}]"#, "medium"),
            (#"[{"id":"tall","height":600},{"id":"short","height":200}]"#, "short"),
        ])
    func nilSelection(_ detents: String, _ expected: String) throws {
        let input =
            #"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},"sheet":{"detents":"#
            + detents + #"},"events":[{"t":0,"type":"present"}],"until":2}"#
        let run = try HostScenarioTests.run(input)
        #expect(run.final["detent"] as? String == expected)
    }

    @Test("a finger that rests 6 s keeps the sheet: the drag goes on to its release")
    func sixSecondHold() throws {
        let events =
            #",{"t":1,"type":"pointerDown","x":200,"y":470},{"t":1.05,"type":"pointerMove","x":200,"y":420}"#
            + #",{"t":7.1,"type":"pointerMove","x":200,"y":150},{"t":7.12,"type":"pointerUp","x":200,"y":120,"velocity":-1500}"#
        let run = try HostScenarioTests.run(HostScenarioTests.scenario(events: events, root: #","until":9"#))
        let held = run.frames.filter {
            let t = HostScenarioTests.number($0["t"]) ?? 0
            return t > 1.1 && t < 7
        }
        #expect(!held.isEmpty && held.allSatisfy { $0["state"] as? String == "dragging" })
        #expect(run.final["detent"] as? String == "large")
    }

    @Test("a rotation mid-drag keeps the sheet whole and the drag goes on from the finger")
    func rotationMidDrag() throws {
        let events =
            #",{"t":1,"type":"pointerDown","x":100,"y":470},{"t":1.05,"type":"pointerMove","x":100,"y":430}"#
            + #",{"t":1.1,"type":"container","# + Self.landscape + "}"
            + #",{"t":1.15,"type":"pointerMove","x":300,"y":200},{"t":1.2,"type":"pointerMove","x":300,"y":190}"#
            + #",{"t":1.25,"type":"pointerUp","x":300,"y":190,"velocity":0}"#
        let run = try HostScenarioTests.run(HostScenarioTests.scenario(events: events, root: #","until":3"#))
        let after = run.frames.filter { (HostScenarioTests.number($0["t"]) ?? 0) >= 1.1 }
        let finalHeight = try #require(HostScenarioTests.number(run.final["height"]))
        // Large alone is active in compact height: no frame is shorter than it.
        for frame in after {
            let height = HostScenarioTests.number(frame["height"]) ?? 0
            #expect(height >= finalHeight - 0.5, "t \(frame["t"] ?? "?"): \(height) < \(finalHeight)")
        }
        let types = Self.types(run.events)
        #expect(!types.contains("didDismiss"))
    }

    /// A drag rotated into full screen (top at the container's top) and back to portrait: the
    /// sheet comes back no higher than the status bar, and the finger's next moves carry it no
    /// further than they go (a band caught too deep would run ahead of the finger).
    @Test("a drag rotated through full screen and back stays out of the status bar")
    func rotationThroughFullScreenMidDrag() throws {
        let events =
            #",{"t":1,"type":"pointerDown","x":100,"y":470},{"t":1.05,"type":"pointerMove","x":100,"y":430}"#
            + #",{"t":1.1,"type":"container","# + Self.landscape + "}"
            + #",{"t":1.2,"type":"container","# + Self.portrait + "}"
            + #",{"t":1.25,"type":"pointerMove","x":100,"y":500},{"t":1.3,"type":"pointerMove","x":100,"y":560}"#
            + #",{"t":1.32,"type":"pointerMove","x":100,"y":640}"#
        let run = try HostScenarioTests.run(HostScenarioTests.scenario(events: events, root: #","until":2"#))
        let time = { (frame: [String: Any]) in HostScenarioTests.number(frame["t"]) ?? 0 }
        let rotated = run.frames.filter { time($0) > 1.1 && time($0) < 1.2 }
        #expect(!rotated.isEmpty && rotated.allSatisfy { HostScenarioTests.number($0["top"]) == 0 })
        // From the portrait container's own frame (the last at 1.2) to the last move.
        let portraitIndex = try #require(run.frames.lastIndex { time($0) <= 1.2 })
        let back = run.frames[portraitIndex...].filter { time($0) <= 1.32 }
        #expect(back.count > 2)
        for frame in back {
            #expect((HostScenarioTests.number(frame["top"]) ?? 0) >= 47 - 0.5, "t \(time(frame))")
        }
        // 1.25 re-anchors the finger; 1.3 and 1.32 move it 60 and 80 pt.
        let tops = back.compactMap { HostScenarioTests.number($0["top"]) }
        #expect((tops.last ?? 0) - (tops.first ?? 0) <= 140 + 0.5)
    }

    /// UIKit keeps `selectedDetentIdentifier` through rotation. In compact height a sheet that is
    /// not edge-attached is full screen: every detent is the container's height, so medium stays
    /// selected and fills it. An edge-attached sheet has no medium in compact height: large shows.
    /// Back in portrait, medium has its own height again.
    @Test(
        "a rotation round trip keeps the selection by identifier",
        arguments: ["", #","keyboard":336"#], [false, true])
    func rotationRoundTrip(_ keyboard: String, _ edgeAttached: Bool) throws {
        let events =
            #",{"t":1,"type":"select","detent":"medium","animated":false}"#
            + #",{"t":2,"type":"container","# + Self.landscape + "}"
            + #",{"t":3,"type":"container","# + Self.portrait + keyboard + "}"
        let input = HostScenarioTests.scenario(
            events: events, sheet: #","prefersEdgeAttachedInCompactHeight":\#(edgeAttached)"#,
            container: keyboard, root: #","until":5"#)
        let run = try HostScenarioTests.run(input)
        let inPortrait = try #require(run.frames.first { (HostScenarioTests.number($0["t"]) ?? 0) >= 1.9 })
        let inLandscape = try #require(run.frames.first { (HostScenarioTests.number($0["t"]) ?? 0) >= 2.9 })
        #expect(inPortrait["detent"] as? String == "medium")
        #expect(inLandscape["detent"] as? String == (edgeAttached ? "large" : "medium"))
        let landscapeRect = try #require(inLandscape["sheetRect"] as? [String: Any])
        if edgeAttached {
            // Large in compact height leaves a gap above it.
            #expect((HostScenarioTests.number(landscapeRect["y"]) ?? 0) > 0)
        } else {
            // Full screen: the whole 390 pt height.
            #expect(HostScenarioTests.number(landscapeRect["y"]) == 0)
            #expect(HostScenarioTests.number(landscapeRect["height"]) == 390)
        }
        #expect(run.final["detent"] as? String == "medium")
        let mediumHeight = try #require(HostScenarioTests.number(inPortrait["height"]))
        #expect(mediumHeight < 600, "medium, not large, before the rotation")
        #expect(HostScenarioTests.number(run.final["height"]) == mediumHeight)
    }
}
