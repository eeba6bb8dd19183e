import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

/// The forms a recording writes, read back: each as the host event it stands for, and each misuse
/// refused with its path.
@Suite("Scenario: the recorder's event forms")
struct ScenarioRecordingFormTests {
    static func scenario(_ events: String, extra: String = "") -> Data {
        Data(
            (#"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"#
                + #""events":[{"t":0,"type":"present"},"# + events + "]" + extra + "}").utf8)
    }

    static func event(_ event: String) throws -> HostEvent {
        try #require(try Scenario.decode(scenario(event)).events.last).event
    }

    @Test("a tick's render time, a platform's container, a cleared selection, an unanimated dismissal")
    func forms() throws {
        guard case .tick(let render) = try Self.event(#"{"t":1,"type":"tick","renderTime":1.008}"#) else {
            Issue.record("not a tick")
            return
        }
        #expect(render == 1.008)
        guard
            case .container(let container) = try Self.event(
                #"{"t":1,"type":"container","width":844,"height":390,"keepsKeyboard":true}"#)
        else {
            Issue.record("not a container")
            return
        }
        #expect(container.keyboardOverlap == nil)
        guard case .select(let identifier, let animated) = try Self.event(#"{"t":1,"type":"select"}"#) else {
            Issue.record("not a select")
            return
        }
        #expect(identifier == nil && animated)
        guard
            case .dismiss(let dismissAnimated) = try Self.event(#"{"t":1,"type":"dismiss","animated":false}"#)
        else {
            Issue.record("not a dismiss")
            return
        }
        #expect(!dismissAnimated)
        guard
            case .scroll(let geometry?) = try Self.event(
                #"{"t":1,"type":"scroll","contentHeight":900,"viewportHeight":400,"topInset":12,"#
                    + #""frameInContent":{"x":0,"y":56,"width":390,"height":400}}"#)
        else {
            Issue.record("not a scroll")
            return
        }
        #expect(
            geometry.topInset == 12 && geometry.frameInContent == CGRect(x: 0, y: 56, width: 390, height: 400)
        )
        // A view before its first layout: a container event may be empty.
        guard case .container(let empty) = try Self.event(#"{"t":1,"type":"container","width":0,"height":0}"#)
        else {
            Issue.record("not a container")
            return
        }
        #expect(!empty.isUsable)
    }

    @Test(
        "misused forms are refused with their path",
        arguments: [
            (
                #"{"t":1,"type":"container","width":844,"height":390,"keepsKeyboard":true,"keyboard":100}"#,
                "events[1].keyboard: a container that keeps the keyboard takes no \"keyboard\""
            ),
            (
                #"{"t":1,"type":"configure","detents":[{"id":"large"}],"keepsOptions":true,"regularWidth":500}"#,
                "events[1].regularWidth: a configure that keeps the options takes none of their keys"
            ),
            (
                #"{"t":1,"type":"detents","detents":[{"id":"c","resolved":2}]}"#,
                "events[1].detents[0].resolved: 2 names no table of resolvedDetents"
            ),
            (
                #"{"t":1,"type":"contentMeasured","height":300,"width":390,"request":1.5}"#,
                "events[1].request: 1.5"
            ),
            (#"{"t":1,"type":"tick","renderTime":-1}"#, "events[1].renderTime: -1 is out of range"),
        ])
    func refused(event: String, message: String) {
        #expect {
            try Scenario.decode(Self.scenario(event))
        } throws: { error in
            String(describing: error).contains(message)
        }
    }

    @Test("a recorded custom detent answers from its table, and is inactive elsewhere")
    func resolvedDetent() throws {
        let sample =
            #"{"maximum":753,"width":390,"height":844,"top":47,"bottom":34,"leading":0,"trailing":0,"#
            + #""keyboard":0,"compactHeight":false,"fillsHeight":false,"content":0,"chrome":0,"value":321}"#
        let scenario = try Scenario.decode(
            Self.scenario(
                #"{"t":1,"type":"detents","detents":[{"id":"large"},{"id":"c","resolved":0}]}"#,
                extra: #","resolvedDetents":[["# + sample + "]]"))
        guard case .detentsChanged(let detents) = try #require(scenario.events.last).event else {
            Issue.record("not detents")
            return
        }
        let custom = try #require(detents.last)
        let context = Detent.ResolutionContext(
            maximumDetentValue: 753, container: .iPhone, contentFittingHeight: 0, chromeHeight: 0)
        #expect(custom.value(in: context) == 321)
        var elsewhere = context
        elsewhere.contentFittingHeight = 10
        #expect(custom.value(in: elsewhere) == nil)
    }
}
