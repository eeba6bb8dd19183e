import Foundation
import SheetCore
import SheetPreview
import SheetScenario
import Testing

@testable import SheetKitCommand

/// Mangled scenarios: the parser either names a problem or yields a scenario whose simulation is
/// finite everywhere. Never a crash, NaN or infinity.
@Suite("Scenario robustness")
struct ScenarioPropertyTests {
    static let replacements = [
        "-1", "0", "1e308", "-1e308", "1e-320", "\"x\"", "null", "true", "[]", "{}", "123456789", "0.5", "-0",
    ]

    @Test(arguments: 0..<300)
    func mangledScenariosFailCleanlyOrSimulateFinitely(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed))
        var text = Array(SimulateCommandTests.scenario)
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let position = Int.random(in: 0..<text.count, using: &rng)
            switch Int.random(in: 0...2, using: &rng) {
            case 0:
                text.remove(at: position)
            case 1:
                // Replace the number (or word) that starts at the nearest digit with something awkward.
                guard let start = text[position...].firstIndex(where: { $0.isNumber }) else { continue }
                var end = start
                while end < text.count, text[end].isNumber || text[end] == "." || text[end] == "-" {
                    end += 1
                }
                let replacement = Self.replacements.randomElement(using: &rng)!
                text.replaceSubrange(start..<end, with: Array(replacement))
            default:
                text.insert(contentsOf: Array(Self.replacements.randomElement(using: &rng)!), at: position)
            }
        }
        let data = Data(String(text).utf8)
        let scenario: Scenario
        do {
            scenario = try Scenario.decode(data)
        } catch let error as ScenarioError {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
            return
        }
        // The engine's own values, before any formatting could hide them.
        let count = ScenarioRun.frameCount(
            events: scenario.events.count, until: scenario.until, fps: scenario.fps)
        guard count <= Double(OutputLimit.maximumRecords) else { return }
        var frames: [SheetFrame] = []
        ScenarioRun.forEachFrame(scenario, host: try SimulateCommand.host(scenario)) { frame, _ in
            frames.append(frame.sheet)
        }
        for frame in frames {
            let values =
                [frame.time, Double(frame.height), Double(frame.top), Double(frame.bottom)]
                + [Double(frame.dimAlpha), Double(frame.contentOffset), Double(frame.cornerRadius)]
            #expect(values.allSatisfy { $0.isFinite }, "non-finite frame at \(frame.time): \(frame)")
        }
        // And the output: the writer writes a NaN as `nan`, which no JSON parser accepts.
        let json = try SimulateCommand.render(scenario, format: .json, title: "fuzz")
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }
}

/// A NaN or infinity can never pass for a number in the output.
@Suite("JSONWriter.text")
struct JSONWriterTextTests {
    @Test(arguments: [(Double.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")])
    func nonFiniteNumbersAreWrittenAsInvalidJSON(value: Double, text: String) {
        #expect(JSONWriter.text(value) == text)
        let document = "{\"height\":\(JSONWriter.text(value))}"
        #expect((try? JSONSerialization.jsonObject(with: Data(document.utf8))) == nil)
    }

    @Test(arguments: [(0.0, "0"), (-0.0, "0"), (390, "390"), (376.5, "376.5"), (1e20, "1e+20")])
    func finiteNumbers(value: Double, text: String) {
        #expect(JSONWriter.text(value) == text)
    }
}
