import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// `{"type":"present","animated":false}`: the host's presentation without animation, recorded
/// and read back.
@Suite("Scenario: present without animation")
struct ScenarioPresentWithoutAnimationTests {
    @Test("a presentation without animation is written as present animated false and replays at once")
    func presentWithoutAnimation() throws {
        // The raw host, not a HostTestStore: the replay is compared with the live host a recorder watched.
        var host = try SheetHost(configuration: SheetConfiguration(detents: [.medium, .large]))
        var recorder = ScenarioRecorder(configuration: host.configuration, startTime: 0)
        recorder.record(.container(ScenarioRecorderTests.portrait), at: 0)
        host.handle(.container(ScenarioRecorderTests.portrait), at: 0)
        host.handle(.tick(), at: 0)
        recorder.record(.present(animated: false), at: 0.1)
        let live = host.handle(.present(animated: false), at: 0.1)
        let text = recorder.document()
        #expect(text.contains(#""type":"present","animated":false"#))
        let scenario = try Scenario.decode(Data(text.utf8))
        var replayed: [HostFrame] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
            if event != nil { replayed.append(frame) }
        }
        #expect(replayed == [live])
        #expect(live.phase == .presented && live.events.didPresent)
    }
}
