import ArgumentParser
import Foundation
import SheetCore
import SheetPreview

/// `sheetkit simulate`: runs a scenario through the sheet engine and prints the timeline.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract:
            "Run a scenario (JSON) through the sheet engine and print its timeline (JSON) or chart (SVG).")

    @Argument(help: "The scenario file, or - for standard input.")
    var file: String = "-"

    @Option(help: "json or svg.")
    var format: OutputFormat = .json

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(
        help: ArgumentHelp(
            "Allow more than \(OutputLimit.maximumRecords) frames of output (JSON is streamed; it may be huge)."
        ))
    var allowLargeOutput = false

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
        let scenario = try Scenario.parse(data)
        try Self.checkLimit(scenario, allowsLargeOutput: allowLargeOutput && format == .json)
        let interaction = try Self.interaction(scenario)
        try OutputWriter.writing(to: output) { writer in
            Self.render(scenario, interaction: interaction, format: format, title: title, to: writer)
        }
    }

    /// Refuses, before anything runs, a scenario whose frames would pass the output limit. A chart
    /// keeps every frame to scale its axes, so `--allow-large-output` lifts the limit for JSON only.
    static func checkLimit(_ scenario: Scenario, allowsLargeOutput: Bool) throws {
        let frames = scenario.frameCount
        guard frames > Double(OutputLimit.maximumRecords), !allowsLargeOutput else { return }
        throw CommandError(
            "until: \(JSONText.number(scenario.until)) s at fps \(JSONText.number(scenario.fps)) with "
                + "\(scenario.events.count) events makes \(JSONText.number(frames)) frames, more than the output "
                + "limit of \(OutputLimit.maximumRecords) (accepted: until × fps + events ≤ "
                + "\(OutputLimit.maximumRecords)); lower until or fps, or pass \(OutputLimit.flag) "
                + "(JSON only: a chart is limited)")
    }

    /// The scenario's sheet, or an error naming what the engine refused.
    static func interaction(_ scenario: Scenario) throws -> SheetInteraction {
        do {
            return try SheetInteraction(
                configuration: scenario.configuration, container: scenario.container,
                contentFittingHeight: scenario.contentFittingHeight)
        } catch let error as SheetError {
            throw CommandError("sheet.\(error.description)")
        }
    }

    /// Runs `scenario` and renders its timeline as JSON or as a chart, as one string (for tests).
    static func render(_ scenario: Scenario, format: OutputFormat, title: String) throws -> String {
        let writer = OutputWriter.memory()
        render(scenario, interaction: try interaction(scenario), format: format, title: title, to: writer)
        try writer.finish()
        return writer.collected
    }

    /// Runs `scenario` and writes its timeline: JSON frame by frame as they are made (constant
    /// memory but for the events), or the chart, which needs every frame.
    static func render(
        _ scenario: Scenario, interaction: SheetInteraction, format: OutputFormat, title: String,
        to writer: OutputWriter
    ) {
        switch format {
        case .svg:
            let timeline = Simulation.run(
                interaction, script: scenario.events, until: scenario.until, fps: scenario.fps)
            writer.write(TimelineChart(timeline: timeline, title: title).svg)
        case .json:
            json(scenario, interaction: interaction, to: writer)
        }
    }

    /// One frame as the documented JSON object.
    static func json(_ frame: SheetFrame, showsContentOffset: Bool) -> String {
        var text = "{\"t\":\(JSONText.number(frame.time)),\"state\":\(JSONText.string(frame.state.rawValue)),"
        text += "\"detent\":\(JSONText.optionalString(frame.selectedDetentIdentifier?.rawValue)),"
        text += "\"height\":\(JSONText.number(frame.height)),\"top\":\(JSONText.number(frame.top)),"
        text += "\"velocity\":\(JSONText.number(frame.velocity)),"
        text +=
            "\"dim\":\(JSONText.number(frame.dimAlpha)),\"backgroundInteractive\":\(frame.isBackgroundInteractive)"
        if showsContentOffset {
            text += ",\"contentOffset\":\(JSONText.number(frame.contentOffset))"
            text += ",\"contentOffsetLocked\":\(frame.isContentOffsetLocked)"
        }
        return text + "}"
    }

    /// The timeline as the documented JSON (`frames`, `events` and `final`), streamed frame by frame.
    static func json(_ scenario: Scenario, interaction: SheetInteraction, to writer: OutputWriter) {
        let showsContentOffset = scenario.tracksScrollContent
        var events: [(time: Double, event: SheetEvent)] = []
        var last: SheetFrame?
        writer.write("{\"frames\":[")
        let after = Simulation.forEachFrame(
            interaction, script: scenario.events, until: scenario.until, fps: scenario.fps
        ) { frame in
            writer.write((last == nil ? "" : ",\n") + json(frame, showsContentOffset: showsContentOffset))
            events += frame.events.list.map { (frame.time, $0) }
            last = frame
        }
        writer.write("],\n\"events\":[")
        writer.write(
            events.map { time, event in
                let t = JSONText.number(time)
                switch event {
                case .selectedDetentChanged(let identifier):
                    return JSONText.object([
                        "t": t, "type": "\"detentChanged\"", "detent": JSONText.string(identifier.rawValue),
                    ])
                case .attemptedToDismiss: return JSONText.object(["t": t, "type": "\"attemptedDismiss\""])
                case .dismissed: return JSONText.object(["t": t, "type": "\"dismissed\""])
                }
            }.joined(separator: ","))
        let final = last ?? after.frame
        writer.write("],\n\"final\":")
        writer.write(
            JSONText.object([
                "state": JSONText.string(final.state.rawValue),
                "detent": JSONText.optionalString(final.selectedDetentIdentifier?.rawValue),
                "height": JSONText.number(final.height),
            ]) + "}\n")
    }
}
