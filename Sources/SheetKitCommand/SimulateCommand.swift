import ArgumentParser
import Foundation
import SheetCore
import SheetHostCore
import SheetPreview
import SheetScenario

/// `sheetkit simulate`: runs a scenario through the sheet engine and prints the timeline.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Run a scenario (JSON) through the sheet engine and print its timeline (JSON) or chart (SVG).",
        discussion: """
            The scenario format (every key, event and frame field) is described in SheetScenario's \
            article "The scenario format": Sources/SheetScenario/SheetScenario.docc/ScenarioFormat.md. \
            Samples to start from are in Examples/Scenarios/ (a fling, a keyboard, a guarded dismissal):
              sheetkit simulate Examples/Scenarios/fling.json
              sheetkit simulate Examples/Scenarios/keyboard.json --format svg > k.svg
            """)

    @Argument(help: "The scenario file, or - for standard input.")
    var file: String = "-"

    @OptionGroup var outputOptions: OutputOptions
    var format: OutputFormat { outputOptions.format }
    var output: String? { outputOptions.output }
    var allowLargeOutput: Bool { outputOptions.allowLargeOutput }

    func run() throws {
        let data: Data
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw CommandError("file: cannot read \(file)")
            }
            data = contents
        }
        let title =
            file == "-" ? "Simulation" : URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let scenario = try Self.decode(data)
        try Self.checkLimit(scenario, allowsLargeOutput: allowLargeOutput && format == .json)
        let host = try Self.host(scenario)
        try OutputWriter.writing(to: output) { writer in
            Self.render(scenario, host: host, format: format, title: title, to: writer)
        }
    }

    /// The scenario in `data`, or the error naming its path.
    static func decode(_ data: Data) throws -> Scenario {
        do {
            return try Scenario.decode(data)
        } catch let error as ScenarioError {
            throw CommandError(error)
        }
    }

    /// Refuses, before anything runs, a scenario whose frames would pass the output limit. A chart
    /// keeps every frame to scale its axes, so `--allow-large-output` lifts the limit for JSON only.
    static func checkLimit(_ scenario: Scenario, allowsLargeOutput: Bool) throws {
        let frames = ScenarioRun.frameCount(
            events: scenario.events.count, until: scenario.until, fps: scenario.fps)
        guard frames > Double(OutputLimit.maximumRecords), !allowsLargeOutput else { return }
        throw CommandError(
            "until: \(JSONWriter.text(scenario.until)) s at fps \(JSONWriter.text(scenario.fps)) with "
                + "\(scenario.events.count) events makes \(JSONWriter.text(frames)) frames, more than the output "
                + "limit of \(OutputLimit.maximumRecords) (accepted: until × fps + events ≤ "
                + "\(OutputLimit.maximumRecords)); lower until or fps, or pass \(OutputLimit.flag) "
                + "(JSON only: a chart is limited)")
    }

    /// The scenario's host, or an error naming what the engine refused.
    static func host(_ scenario: Scenario) throws -> SheetHost {
        do {
            return try scenario.makeHost()
        } catch let error as ScenarioError {
            throw CommandError(error)
        }
    }

    /// Runs `scenario` and renders its timeline as JSON or as a chart, as one string (for tests).
    static func render(_ scenario: Scenario, format: OutputFormat, title: String) throws -> String {
        let writer = OutputWriter.memory()
        render(scenario, host: try host(scenario), format: format, title: title, to: writer)
        try writer.finish()
        return writer.collected
    }

    /// Runs `scenario` and writes its timeline: JSON frame by frame as they are made (constant
    /// memory but for the events), or the chart, which needs every frame.
    static func render(
        _ scenario: Scenario, host: SheetHost, format: OutputFormat, title: String, to writer: OutputWriter
    ) {
        switch format {
        case .svg:
            writer.write(TimelineChart(timeline: Timeline(running: scenario, host: host), title: title).svg)
        case .json:
            json(scenario, host: host, to: writer)
        }
    }

    /// The timeline as the documented JSON (`frames`, `events` and `final`), streamed frame by frame.
    static func json(_ scenario: Scenario, host: SheetHost, to writer: OutputWriter) {
        let showsContentOffset = scenario.tracksScrollContent
        var events: [String] = []
        var last: HostFrame?
        writer.write("{\"frames\":[")
        let after = ScenarioRun.forEachFrame(scenario, host: host) { frame, _ in
            writer.write(
                (last == nil ? "" : ",\n") + ScenarioJSON.frame(frame, showsContentOffset: showsContentOffset)
            )
            events += ScenarioJSON.events(of: frame)
            last = frame
        }
        writer.write("],\n\"events\":[")
        writer.write(events.joined(separator: ","))
        let final = (last ?? after.frame).sheet
        writer.write("],\n\"final\":" + ScenarioJSON.final(final) + "}\n")
    }
}
