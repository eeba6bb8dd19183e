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
        try emit(Self.render(try Scenario.parse(data), format: format, title: title), to: output)
    }

    /// Runs `scenario` and renders its timeline as JSON or as a chart.
    static func render(_ scenario: Scenario, format: OutputFormat, title: String) throws -> String {
        let interaction: SheetInteraction
        do {
            interaction = try SheetInteraction(
                configuration: scenario.configuration, container: scenario.container,
                contentFittingHeight: scenario.contentFittingHeight)
        } catch let error as SheetError {
            throw CommandError(error.description)
        }
        let timeline = Simulation.run(
            interaction, script: scenario.events, until: scenario.until, fps: scenario.fps)
        switch format {
        case .json: return json(timeline, showsContentOffset: scenario.scrollContentHeight > 0)
        case .svg: return TimelineChart(timeline: timeline, title: title).svg
        }
    }

    /// The timeline as the documented JSON: `frames`, `events` and `final`.
    static func json(_ timeline: Timeline, showsContentOffset: Bool) -> String {
        var text = "{\"frames\":["
        for (index, frame) in timeline.frames.enumerated() {
            if index > 0 { text += ",\n" }
            text +=
                "{\"t\":\(JSONText.number(frame.time)),\"state\":\(JSONText.string(frame.state.rawValue)),"
            text += "\"detent\":\(JSONText.optionalString(frame.selectedDetentIdentifier?.rawValue)),"
            text += "\"height\":\(JSONText.number(frame.height)),\"top\":\(JSONText.number(frame.top)),"
            text +=
                "\"dim\":\(JSONText.number(frame.dimAlpha)),\"backgroundInteractive\":\(frame.isBackgroundInteractive)"
            if showsContentOffset { text += ",\"contentOffset\":\(JSONText.number(frame.contentOffset))" }
            text += "}"
        }
        text += "],\n\"events\":["
        text += timeline.events.map { time, event in
            let t = JSONText.number(time)
            switch event {
            case .selectedDetentChanged(let identifier):
                return JSONText.object([
                    "t": t, "type": "\"detentChanged\"", "detent": JSONText.string(identifier.rawValue),
                ])
            case .attemptedToDismiss: return JSONText.object(["t": t, "type": "\"attemptedDismiss\""])
            case .dismissed: return JSONText.object(["t": t, "type": "\"dismissed\""])
            }
        }.joined(separator: ",")
        let last = timeline.frames.last ?? timeline.interaction.frame
        text += "],\n\"final\":"
        text += JSONText.object([
            "state": JSONText.string(last.state.rawValue),
            "detent": JSONText.optionalString(last.selectedDetentIdentifier?.rawValue),
            "height": JSONText.number(last.height),
        ])
        return text + "}\n"
    }
}
