import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

@testable import SheetKitCommand

/// `sheetkit simulate` prints the surface each frame shows as its `style` field (`white` or `gray`):
/// a `set` of it shows in the frame that lays it out (the next event of another kind), never before.
@Suite("sheetkit simulate: the frame's style")
struct SimulateStyleTests {
    private func frames(_ input: String) throws -> [[String: Any]] {
        try HostScenarioTests.run(input).frames
    }

    @Test("the configured background is every frame's style")
    func configured() throws {
        for style in ["white", "gray"] {
            let frames = try frames(
                HostScenarioTests.scenario(
                    events: "", sheet: #","style":"\#(style)""#, root: #","until":0.5"#))
            #expect(!frames.isEmpty)
            #expect(frames.allSatisfy { $0["style"] as? String == style })
        }
    }

    @Test("a set of the style and the corner radius shows in the frame that lays it out, never before")
    func setShowsWhenLaidOut() throws {
        let frames = try frames(
            HostScenarioTests.scenario(
                events:
                    #",{"t":1.0,"type":"set","style":"gray"},{"t":1.2,"type":"set","style":"white","cornerRadius":20}"#,
                root: #","until":1.5,"fps":10"#))
        func at(_ range: ClosedRange<Double>) -> [[String: Any]] {
            frames.filter { range.contains(HostScenarioTests.number($0["t"]) ?? -1) }
        }
        let beforeLayout = at(0...1.0)
        // The set's own frame at 1.0 is one of them: it shows what is laid out, white.
        #expect(beforeLayout.count >= 12)
        #expect(beforeLayout.allSatisfy { $0["style"] as? String == "white" })
        let gray = at(1.05...1.2)
        #expect(!gray.isEmpty)
        #expect(
            gray.allSatisfy {
                $0["style"] as? String == "gray" && HostScenarioTests.number($0["cornerRadius"]) == 10
            })
        let after = at(1.25...1.5)
        #expect(!after.isEmpty)
        #expect(
            after.allSatisfy {
                $0["style"] as? String == "white" && HostScenarioTests.number($0["cornerRadius"]) == 20
            })
    }
}
