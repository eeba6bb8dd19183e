import ArgumentParser
import Foundation
import MosaicCore
import SheetPreview

/// `sheetkit mosaic`: the frames of a mosaic layout as JSON, or its picture as SVG.
struct MosaicCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic", abstract: "Lay out a mosaic grid and print its frames (JSON) or picture (SVG)."
    )

    @Option(help: "The number of items (0 or more).")
    var count: Int

    @Option(help: "The content width in points.")
    var width: Double

    @Option(help: "The gap between tiles, in points.")
    var spacing: Double = 1

    @Option(
        help: "The pattern: \(MosaicPattern.builtInNames.joined(separator: ", ")), or uniformN for N columns."
    )
    var pattern: String = "explore"

    @Option(help: "Round tile edges to the pixels of this display scale (1, 2, 3).")
    var scale: Double?

    @Flag(help: "Lay out right to left (mirrors x).")
    var rtl = false

    @Option(help: "Only the items intersecting the band MINY ≤ y < MAXY, e.g. 0:844.")
    var visible: String?

    @Option(help: "json or svg.")
    var format: OutputFormat = .json

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    /// The `--visible` band, checked.
    func band() throws -> ClosedRange<Double>? {
        guard let visible else { return nil }
        let parts = visible.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let minY = Double(parts[0]), let maxY = Double(parts[1]), minY.isFinite,
            maxY.isFinite,
            minY < maxY
        else { throw CommandError("--visible: '\(visible)' is not a band MINY:MAXY with MINY < MAXY") }
        return minY...maxY
    }

    func layout() throws -> MosaicLayout {
        guard let pattern = MosaicPattern.named(pattern) else {
            throw CommandError(
                "--pattern: unknown pattern '\(pattern)' (expected \(MosaicPattern.builtInNames.joined(separator: ", ")))"
            )
        }
        do {
            return try MosaicLayout(
                pattern: pattern, width: width, spacing: spacing, itemCount: count,
                scale: scale.map { CGFloat($0) },
                layoutDirection: rtl ? .rightToLeft : .leftToRight)
        } catch let error as MosaicError {
            switch error {
            case .invalidItemCount(let count):
                throw CommandError("--count: \(count) is outside 0...\(MosaicLayout.maximumItemCount)")
            case .noRoomForColumns(_, let spacing, let columns):
                throw CommandError(
                    "--spacing: \(JSONText.number(spacing)) leaves no room for \(columns) columns in a width of "
                        + JSONText.number(width))
            case .invalidValue(let name, let value):
                throw CommandError("--\(name): \(JSONText.number(value)) is out of range")
            default:
                throw CommandError("--pattern: \(error.description)")
            }
        }
    }

    func run() throws {
        let band = try band()
        let layout = try layout()
        switch format {
        case .svg:
            let viewport = band.map {
                CGRect(x: 0, y: $0.lowerBound, width: layout.width, height: $0.upperBound - $0.lowerBound)
            }
            let window = band.map {
                max($0.lowerBound - 200, 0)...min($0.upperBound + 200, Double(layout.contentSize.height))
            }
            try emit(MosaicPicture(layout: layout, window: window, viewport: viewport).svg, to: output)
        case .json:
            try emit(json(layout, band: band), to: output)
        }
    }

    func json(_ layout: MosaicLayout, band: ClosedRange<Double>?) -> String {
        var text =
            "{\"pattern\":\(JSONText.string(layout.pattern.name)),\"width\":\(JSONText.number(layout.width)),"
        text += "\"spacing\":\(JSONText.number(layout.spacing)),\"contentSize\":{\"width\":"
        text +=
            "\(JSONText.number(layout.contentSize.width)),\"height\":\(JSONText.number(layout.contentSize.height))},"
        text += "\"items\":["
        var first = true
        func append(_ index: Int, _ frame: CGRect) {
            if !first { text += "," }
            first = false
            text +=
                "{\"index\":\(index),\"x\":\(JSONText.number(frame.minX)),\"y\":\(JSONText.number(frame.minY)),"
            text += "\"width\":\(JSONText.number(frame.width)),\"height\":\(JSONText.number(frame.height))}"
        }
        if let band {
            // The band spans the whole width; x is not a filter.
            let rect = CGRect(
                x: -1, y: band.lowerBound, width: layout.width + 2, height: band.upperBound - band.lowerBound)
            layout.forEachItem(in: rect) { append($0.index, $0.frame) }
        } else {
            for index in 0..<layout.itemCount { append(index, layout.frame(at: index)!) }
        }
        return text + "]}\n"
    }
}
