import Foundation
import MosaicCore
import SheetScenario
import Testing

@testable import SheetKitCommand

/// Runs the built `sheetkit` with its output thrown away and returns its exit status, error text
/// and (on Linux) its peak resident size (`VmHWM`, the kernel's high-water mark, read every 10 ms
/// while it runs, so a peak between two reads is not missed).
func sheetkitMeasured(_ arguments: [String], input: String? = nil) throws -> (
    status: Int32, err: String, peakKilobytes: Int?
) {
    let process = Process()
    process.executableURL = sheetkitBinary
    process.arguments = arguments
    let error = Pipe()
    let standardInput = Pipe()
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = error
    process.standardInput = standardInput
    try process.run()
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try standardInput.fileHandleForWriting.close()
    var peak: Int?
    while process.isRunning {
        if let status = try? String(
            contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
            peak = max(peak ?? 0, kilobytes)
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, err, peak)
}

@Suite("Output limit and streaming")
struct OutputLimitTests {
    /// Refused before any output: writing 2⁴⁰ items would never end.
    @Test func theDocumentedMaximumCountIsRefusedAtOnceNamingCountAndVisible() throws {
        let result = try sheetkitMeasured(["mosaic", "--count", "1099511627776", "--width", "390"])
        #expect(result.status == 2)
        #expect(result.err.contains("--count") && result.err.contains("--visible"), "\(result.err)")
        #expect(result.err.contains("1000000") && result.err.contains("--allow-large-output"))
        #expect(result.err.split(separator: "\n").count == 1)
    }

    /// A band of 2⁴⁰ items answers with the band's items alone, as the engine's query gives them
    /// (a walk from the first item would never end).
    @Test func aBandDeepInTheLargestGridListsExactlyTheItemsItCrosses() throws {
        let deep = try sheetkit([
            "mosaic", "--count", "1099511627776", "--width", "390", "--visible",
            "50000000000000:50000000000844",
        ])
        #expect(deep.status == 0, "\(deep.err)")
        let items = try #require(try json(deep.out)["items"] as? [[String: Any]])
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 1_099_511_627_776)
        let expected = layout.items(in: CGRect(x: -1, y: 50_000_000_000_000, width: 392, height: 844))
        #expect(items.count == expected.count)
        #expect(items.compactMap { ($0["index"] as? NSNumber)?.intValue } == expected.map(\.index))
        let svg = try sheetkit([
            "mosaic", "--count", "1099511627776", "--width", "390", "--visible",
            "50000000000000:50000000000844",
            "--format", "svg",
        ])
        #expect(svg.status == 0 && svg.out.hasPrefix("<svg") && svg.out.hasSuffix("</svg>\n"))
    }

    @Test func aBandTooWideIsRefusedNamingVisible() throws {
        let result = try sheetkit([
            "mosaic", "--count", "1099511627776", "--width", "390", "--visible", "0:1e9",
        ])
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(
            result.err.contains("--visible") && result.err.contains("--allow-large-output"), "\(result.err)")
    }

    @Test(arguments: ["json", "svg"])
    func pastTheLimitTheFlagIsNamed(format: String) throws {
        let refused = try sheetkitMeasured([
            "mosaic", "--count", "1000001", "--width", "390", "--format", format,
        ])
        #expect(refused.status == 2 && refused.err.contains("--allow-large-output"))
    }

    /// The most a long run's peak resident size may pass a tiny run's of the same command (kB):
    /// the two differ by the output alone, which, kept whole, would add 54 MB or more. Measured
    /// against the same binary on the same machine, so the runtime's own size cancels out.
    static let streamingAllowance = 20_000

    /// 500,000 items are 54 MB of JSON, 300,000 items 57 MB of SVG: kept whole, the process would
    /// grow by that much over a run of 10 items.
    @Test(arguments: [("json", 500_000), ("svg", 300_000)])
    func largeOutputIsStreamedInConstantMemory(format: String, count: Int) throws {
        let result = try sheetkitMeasured([
            "mosaic", "--count", "\(count)", "--width", "390", "--format", format,
        ])
        #expect(result.status == 0, "\(result.err)")
        #if os(Linux)
            let tiny = try sheetkitMeasured(["mosaic", "--count", "10", "--width", "390", "--format", format])
            let peak = try #require(result.peakKilobytes)
            let base = try #require(tiny.peakKilobytes)
            #expect(
                peak - base < Self.streamingAllowance,
                "peak resident size \(peak) kB, \(base) kB for 10 items")
        #endif
    }

    static func scenario(until: Double, fps: Double) -> String {
        """
        {"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]},
         "events":[{"t":0,"type":"present"},{"t":1,"type":"dragBegan"},{"t":1.1,"type":"dragChanged","translation":-60},
                   {"t":1.2,"type":"dragEnded","velocity":-900}],"until":\(until),"fps":\(fps)}
        """
    }

    /// Refused before anything runs: 10¹⁵ frames would never end.
    @Test func aSimulationPastTheLimitIsRefusedUpFront() throws {
        let result = try sheetkitMeasured(["simulate"], input: Self.scenario(until: 1e12, fps: 1000))
        #expect(result.status == 2)
        #expect(result.err.contains("until") && result.err.contains("fps") && result.err.contains("1000000"))
        #expect(result.err.contains("--allow-large-output"), "\(result.err)")
        let past = try sheetkitMeasured(["simulate"], input: Self.scenario(until: 99_999.6, fps: 10))
        #expect(past.status == 2, "one tick more")
    }

    /// Exactly at the limit: 999,996 ticks (0 through 99,999.5 at 10 fps) and 4 inputs are accepted,
    /// one tick more is not (the command's own check, without running a million frames).
    @Test func theLimitCountsTicksAndInputs() throws {
        let atLimit = try SimulateCommand.decode(Data(Self.scenario(until: 99_999.5, fps: 10).utf8))
        #expect(ScenarioRun.frameCount(events: 4, until: 99_999.5, fps: 10) == 1_000_000)
        #expect(throws: Never.self) { try SimulateCommand.checkLimit(atLimit, allowsLargeOutput: false) }
        let past = try SimulateCommand.decode(Data(Self.scenario(until: 99_999.6, fps: 10).utf8))
        #expect(throws: CommandError.self) { try SimulateCommand.checkLimit(past, allowsLargeOutput: false) }
        #expect(throws: Never.self) { try SimulateCommand.checkLimit(past, allowsLargeOutput: true) }
    }

    /// 100,000 frames are 92 MB of JSON: kept whole, the process would grow by that much over a run of
    /// 10 frames.
    @Test func aLongSimulationIsStreamedInConstantMemory() throws {
        let result = try sheetkitMeasured(
            ["simulate", "--allow-large-output"], input: Self.scenario(until: 1_000, fps: 100))
        #expect(result.status == 0, "\(result.err)")
        #if os(Linux)
            let tiny = try sheetkitMeasured(["simulate"], input: Self.scenario(until: 1, fps: 10))
            let peak = try #require(result.peakKilobytes)
            let base = try #require(tiny.peakKilobytes)
            #expect(
                peak - base < Self.streamingAllowance,
                "peak resident size \(peak) kB, \(base) kB for 10 frames")
        #endif
    }

    @Test func outputGoesToAFileWholeOrNotAtAll() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("old".utf8).write(to: file)
        let refused = try sheetkit(["mosaic", "--count", "5", "--width", "0", "-o", file.path])
        #expect(refused.status == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        let written = try sheetkit(["mosaic", "--count", "5", "--width", "390", "--output", file.path])
        #expect(written.status == 0 && written.out.isEmpty)
        let object = try json(try String(contentsOf: file, encoding: .utf8))
        #expect((object["items"] as? [Any])?.count == 5)
        let folder = file.deletingLastPathComponent()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.contains(file.lastPathComponent) && $0 != file.lastPathComponent
        }
        #expect(leftovers.isEmpty)
    }
}

@Suite("Output limit of charts")
struct ChartLimitTests {
    @Test func aChartPastTheLimitIsRefusedEvenWhenLargeOutputIsAllowed() throws {
        let result = try sheetkitMeasured(
            ["simulate", "--format", "svg", "--allow-large-output"],
            input: OutputLimitTests.scenario(until: 1e7, fps: 60))
        #expect(result.status == 2)
        #expect(result.err.contains("JSON only"), "\(result.err)")
    }
}
