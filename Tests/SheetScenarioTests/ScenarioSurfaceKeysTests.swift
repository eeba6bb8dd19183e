import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

/// The sheet keys for a list that bounces at its top and a side sheet's margin: read, written by
/// the recorder, and read back as sent.
@Suite("Scenario: scrollViewBouncesAtTop and regularWidthMargin")
struct ScenarioSurfaceKeysTests {
    @Test("the keys are read into the host; absent, they are the defaults")
    func read() throws {
        let given = """
            {"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}],\
            "scrollViewBouncesAtTop":true,"regularWidthMargin":24},"events":[]}
            """
        let host = try Scenario.decode(Data(given.utf8)).makeHost()
        #expect(host.interaction.configuration.scrollViewBouncesAtTop)
        #expect(host.options.regularWidthMargin == 24)
        let plain = """
            {"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"}]},"events":[]}
            """
        let defaults = try Scenario.decode(Data(plain.utf8)).makeHost()
        #expect(!defaults.interaction.configuration.scrollViewBouncesAtTop)
        #expect(defaults.options.regularWidthMargin == SheetHost.sideMargin)
    }

    @Test("a recording keeps them", arguments: [(true, 24.0), (false, 16.0), (true, 0.0)])
    func recorded(bounces: Bool, margin: Double) throws {
        var configuration = SheetConfiguration()
        configuration.scrollViewBouncesAtTop = bounces
        var recorder = ScenarioRecorder(
            configuration: configuration, options: HostOptions(regularWidthMargin: CGFloat(margin)),
            container: .iPhone, startTime: 0)
        recorder.record(.present, at: 0)
        let host = try Scenario.decode(Data(recorder.document().utf8)).makeHost()
        #expect(host.interaction.configuration.scrollViewBouncesAtTop == bounces)
        #expect(host.options.regularWidthMargin == CGFloat(margin))
    }

    @Test("a negative margin is refused with its path")
    func negativeMargin() {
        let given = """
            {"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"}],"regularWidthMargin":-3},"events":[]}
            """
        #expect(throws: ScenarioError.self) { try Scenario.decode(Data(given.utf8)) }
    }
}
