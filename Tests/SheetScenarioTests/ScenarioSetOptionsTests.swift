import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// `set` with the sheet keys a `SheetController` setter assigns alone: `regularWidthMargin` and
/// `scrollViewBouncesAtTop`.
@Suite("Scenario: set regularWidthMargin and scrollViewBouncesAtTop")
struct ScenarioSetOptionsTests {
    @Test("each key is one assignment, and the others keep their values")
    func marginAndBounce() throws {
        let json = ScenarioSetTests.scenario(
            sheet: #","largestUndimmed":"medium""#,
            events: #"{"t":0,"type":"present"},{"t":1,"type":"set","regularWidthMargin":40},"#
                + #"{"t":2,"type":"set","scrollViewBouncesAtTop":true}"#)
        let scenario = try Scenario.decode(Data(json.utf8))
        let host = try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { _, _ in }
        #expect(host.assignedOptions.regularWidthMargin == 40)
        #expect(host.configuration.scrollViewBouncesAtTop)
        #expect(host.configuration.largestUndimmedDetentIdentifier == .medium)
    }

    @Test("the recorder writes them as set events that read back as the same assignments")
    func recorded() throws {
        var recorder = ScenarioRecorder(
            configuration: SheetConfiguration(detents: [.medium, .large]), startTime: 0)
        recorder.record(.set(.regularWidthMargin(40)), at: 0)
        recorder.record(.set(.scrollViewBouncesAtTop(true)), at: 0.5)
        let text = recorder.document()
        #expect(text.contains(#""type":"set","regularWidthMargin":40"#))
        #expect(text.contains(#""type":"set","scrollViewBouncesAtTop":true"#))
        let scenario = try Scenario.decode(Data(text.utf8))
        let host = try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { _, _ in }
        #expect(host.assignedOptions.regularWidthMargin == 40 && host.configuration.scrollViewBouncesAtTop)
    }
}
