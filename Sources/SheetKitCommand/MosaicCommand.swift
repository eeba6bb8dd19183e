import ArgumentParser
import Foundation
import MosaicCore
import SheetPreview
import SheetScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// `sheetkit mosaic`: the frames of a mosaic layout as JSON, or its picture as SVG.
///
/// Numbers are read by ``OptionValue`` (not the argument parser) so every message names the option
/// and its accepted range, and `--count -5` reads as a number. Output is streamed; more than
/// ``OutputLimit/maximumRecords`` items needs `--visible` or `--allow-large-output`.
struct MosaicCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic", abstract: "Lay out a mosaic grid and print its frames (JSON) or picture (SVG)."
    )

    /// Accepted option ranges, as the engine accepts them (scale: the display scales 1× to 3×).
    static let widthRange = NumberRange(lower: 0, lowerIncluded: false, upper: 1e9)
    static let spacingRange = NumberRange(lower: 0, lowerIncluded: true, upper: 1e9)
    static let scaleRange = NumberRange(lower: 1, lowerIncluded: true, upper: 3)
    /// The column counts `uniformN` accepts.
    static let uniformColumns = 1...12

    @Option(
        parsing: .unconditional,
        help: "The number of items, 0 to \(MosaicLayout.maximumItemCount) (2^40).")
    var count: String

    @Option(parsing: .unconditional, help: "The content width in points, above 0 and at most 1e9.")
    var width: String

    @Option(parsing: .unconditional, help: "The gap between tiles, in points (0 to 1e9).")
    var spacing: String = "1"

    @Option(
        help:
            "The pattern: \(MosaicPattern.builtInNames.joined(separator: ", ")), or uniformN for N columns (N from 1 to 12)."
    )
    var pattern: String = "explore"

    @Option(
        parsing: .unconditional,
        help: "Round tile edges to the pixels of this display scale, from 1 to 3 (e.g. 2 or 3).")
    var scale: String?

    @Flag(help: "Lay out right to left (mirrors x).")
    var rtl = false

    @Option(
        parsing: .unconditional,
        help: "Only the items intersecting the band MINY ≤ y < MAXY (finite, MINY < MAXY), e.g. 0:844.")
    var visible: String?

    @OptionGroup var outputOptions: OutputOptions
    var format: OutputFormat { outputOptions.format }
    var output: String? { outputOptions.output }
    var allowLargeOutput: Bool { outputOptions.allowLargeOutput }

    /// The `--visible` band, checked.
    func band() throws -> ClosedRange<Double>? {
        guard let visible else { return nil }
        let accepted = "(accepted: MINY:MAXY, two finite numbers with MINY < MAXY, e.g. 0:844)"
        let parts = visible.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw CommandError("--visible: '\(visible)' is not a band \(accepted)")
        }
        var bounds: [Double] = []
        for part in parts {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)) else {
                throw CommandError("--visible: '\(part)' in '\(visible)' is not a number \(accepted)")
            }
            guard value.isFinite else {
                throw CommandError("--visible: \(part) in '\(visible)' is not a finite number \(accepted)")
            }
            bounds.append(value)
        }
        guard bounds[0] < bounds[1] else {
            throw CommandError("--visible: in '\(visible)' MINY is not below MAXY \(accepted)")
        }
        return bounds[0]...bounds[1]
    }

    func layout() throws -> MosaicLayout {
        let count = try OptionValue.integer(
            count, option: "--count", range: 0...MosaicLayout.maximumItemCount)
        let width = try OptionValue.number(width, option: "--width", name: "width", range: Self.widthRange)
        let spacing = try OptionValue.number(
            spacing, option: "--spacing", name: "spacing", range: Self.spacingRange)
        let scale = try scale.map {
            try OptionValue.number($0, option: "--scale", name: "scale", range: Self.scaleRange)
        }
        guard let pattern = MosaicPattern.named(pattern) else {
            throw CommandError(
                "--pattern: unknown pattern '\(pattern)' (accepted: "
                    + MosaicPattern.builtInNames.joined(separator: ", ")
                    + ", or uniformN with N from \(Self.uniformColumns.lowerBound) to \(Self.uniformColumns.upperBound))"
            )
        }
        do {
            return try MosaicLayout(
                pattern: pattern, width: width, spacing: spacing, itemCount: count,
                scale: scale.map { CGFloat($0) },
                layoutDirection: rtl ? .rightToLeft : .leftToRight)
        } catch let error as MosaicError {
            switch error {
            case .noRoomForColumns(_, let spacing, let columns):
                let widest = columns > 1 ? width / Double(columns - 1) : width
                throw CommandError(
                    "--spacing: \(JSONWriter.text(spacing)) leaves no room for \(columns) columns in a width of "
                        + "\(JSONWriter.text(width)) (accepted: 0 ≤ spacing < \(JSONWriter.text(widest)) for this width "
                        + "and pattern, less when --scale must leave each column a pixel)")
            default:
                // The options were checked against the engine's ranges above; anything else is a bug.
                throw CommandError("--pattern: \(error.description)")
            }
        }
    }

    /// The most items the output can hold: every item, or those of the blocks the band touches.
    /// - Complexity: O(1).
    static func itemBound(of layout: MosaicLayout, in band: ClosedRange<Double>?) -> Int {
        guard let band else { return layout.itemCount }
        let height = Double(layout.contentSize.height)
        guard layout.itemCount > 0, band.upperBound > 0, band.lowerBound < height else { return 0 }
        let last = height.nextDown
        guard let first = layout.block(containingY: CGFloat(min(max(band.lowerBound, 0), last))),
            let end = layout.block(containingY: CGFloat(min(band.upperBound, last)))
        else { return layout.itemCount }
        // One block of margin each side: the estimate must never fall short.
        return layout.itemRange(ofBlock: end + 1).upperBound
            - layout.itemRange(ofBlock: max(first - 1, 0)).lowerBound
    }

    func run() throws {
        let band = try band()
        let layout = try layout()
        let window = band.map {
            max($0.lowerBound - 200, 0)...max(min($0.upperBound + 200, Double(layout.contentSize.height)), 0)
        }
        let bound = Self.itemBound(of: layout, in: format == .svg ? window : band)
        guard bound <= OutputLimit.maximumRecords || allowLargeOutput else {
            let what =
                band == nil
                ? "--count: \(layout.itemCount) items"
                : "--visible: the band \(visible ?? "") holds up to \(bound) items and"
            throw CommandError(
                "\(what) would pass the output limit of \(OutputLimit.maximumRecords) items (accepted without "
                    + "\(OutputLimit.flag): --count ≤ \(OutputLimit.maximumRecords), or a narrower --visible "
                    + "MINY:MAXY band); ask for a band with --visible, or pass \(OutputLimit.flag)")
        }
        try OutputWriter.writing(to: output) { writer in
            switch format {
            case .svg:
                let viewport = band.map {
                    CGRect(x: 0, y: $0.lowerBound, width: layout.width, height: $0.upperBound - $0.lowerBound)
                }
                MosaicPicture(layout: layout, window: window, viewport: viewport).write(to: writer.write)
            case .json:
                Self.json(layout, band: band, to: writer)
            }
        }
    }

    /// The documented JSON, streamed item by item (each written by `JSONWriter.indexedRect(_:_:)`, as the
    /// playground's grid socket writes it), handed to `writer` in pieces of about 64 KB.
    static func json(_ layout: MosaicLayout, band: ClosedRange<Double>?, to writer: OutputWriter) {
        let size =
            "{\"width\":\(JSONWriter.text(layout.contentSize.width)),"
            + "\"height\":\(JSONWriter.text(layout.contentSize.height))}"
        writer.write(
            "{\"pattern\":\(JSONWriter.quoted(layout.pattern.name)),\"width\":\(JSONWriter.text(layout.width)),"
                + "\"spacing\":\(JSONWriter.text(layout.spacing)),\"contentSize\":\(size),\"items\":[")
        var json = JSONWriter(capacity: 1 << 16)
        var first = true
        func append(_ item: MosaicItem) {
            if !first { json.raw(",") }
            json.indexedRect(item.index, item.frame)
            first = false
            if json.count >= 1 << 16 {
                writer.write(json.text)
                json.removeAll()
            }
        }
        if let band {
            // The band spans the whole width; x is not a filter.
            let rect = CGRect(
                x: -1, y: band.lowerBound, width: layout.width + 2, height: band.upperBound - band.lowerBound)
            layout.forEachItem(in: rect) { append($0) }
        } else {
            for index in 0..<layout.itemCount {
                append(MosaicItem(index: index, frame: layout.frame(at: index)!))
            }
        }
        json.raw("]}\n")
        writer.write(json.text)
    }
}
