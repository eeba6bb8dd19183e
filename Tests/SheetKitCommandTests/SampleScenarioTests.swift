import Foundation
import SheetScenario
import Testing

@testable import SheetKitCommand

/// The sample scenarios the README's first `simulate` line runs (`Examples/Scenarios/`): each goes
/// through `simulate`'s own path (decode, limit, host, JSON) and does what its name says.
@Suite("The sample scenarios")
struct SampleScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Scenarios")

    /// `simulate`'s JSON for a sample, as a dictionary.
    static func simulate(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let scenario = try SimulateCommand.decode(data)
        try SimulateCommand.checkLimit(scenario, allowsLargeOutput: false)
        let json = try SimulateCommand.render(scenario, format: .json, title: name)
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func eventTypes(_ output: [String: Any]) -> [String] {
        (output["events"] as? [[String: Any]] ?? []).compactMap { $0["type"] as? String }
    }

    @Test("the folder holds exactly the samples tested here")
    func everySampleIsTested() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names == ["fling.json", "guarded-dismissal.json", "keyboard.json"])
    }

    /// A flick up from the medium detent ends at the large one, chosen by the person.
    @Test func aFlingRisesToLarge() throws {
        let output = try Self.simulate("fling.json")
        let final = try #require(output["final"] as? [String: Any])
        #expect(final["state"] as? String == "resting" && final["detent"] as? String == "large")
        let changed = try #require((output["events"] as? [[String: Any]])?.first)
        #expect(changed["detent"] as? String == "large" && changed["cause"] as? String == "user")
    }

    /// The sheet rides on the keyboard's top (y 508) while it is up, and comes back down after.
    @Test func theSheetRidesOnTheKeyboard() throws {
        let frames = try #require(try Self.simulate("keyboard.json")["frames"] as? [[String: Any]])
        func bottom(at time: Double) throws -> Double {
            let frame = try #require(frames.last { ($0["t"] as? Double) == time })
            let rect = try #require(frame["sheetRect"] as? [String: Double])
            return try #require(rect["y"]) + #require(rect["height"])
        }
        #expect(try bottom(at: 0.5) == 844)
        #expect(try bottom(at: 1.5) == 508)
        #expect(try bottom(at: 3) == 844)
    }

    /// A sheet with unsaved input refuses a downward fling and a close-button tap: two attempts
    /// reported, no dismissal, still at its detent.
    @Test func aGuardedSheetStays() throws {
        let output = try Self.simulate("guarded-dismissal.json")
        #expect(Self.eventTypes(output) == ["attemptedDismiss", "attemptedDismiss"])
        let final = try #require(output["final"] as? [String: Any])
        #expect(final["state"] as? String == "resting" && final["detent"] as? String == "medium")
    }

    /// `simulate --help` says where the format is described and where the samples are.
    @Test func theHelpNamesTheFormatsPage() {
        let help = SimulateCommand.helpMessage(columns: 200)
        #expect(help.contains("Sources/SheetScenario/SheetScenario.docc/ScenarioFormat.md"))
        #expect(help.contains("Examples/Scenarios/fling.json"))
    }
}
