import Foundation
import MosaicCore
@_spi(Playground) import SheetScenario

/// One browser tab's grid: answers `{"type":"items","pattern","spacing","width","count","minY","maxY"}`
/// with the items intersecting that band (each `{"index","x","y","width","height"}`, as `sheetkit
/// mosaic` writes them), from `MosaicLayout.forEachItem(in:)`, so the page keeps
/// only those in its DOM. The layout is rebuilt only when pattern, spacing, width or count change.
///
/// Every request's cost is bounded before anything is collected: the band is cut to
/// ``bandLimit`` points below `minY` and the walk stops at ``itemLimit`` items; either cut sets
/// `truncated` in the reply.
public struct GridSession: Sendable {
    /// The most items one reply carries.
    public static let itemLimit = 2_000
    /// The tallest band answered, in points (a few screens): a taller request is cut to it.
    public static let bandLimit = 4_000.0
    /// The largest item count accepted.
    public static let countLimit = 100_000_000

    private var layout: MosaicLayout?
    private var buffer: [MosaicItem] = []

    /// The writer of the replies, kept so that its buffer is reused.
    private var writer = JSONWriter(capacity: 4_096)

    public init() {}

    /// Handles one request's UTF-8 bytes and calls `body` with the reply's (the items, or an
    /// error), with no string made either way.
    public mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try answer(message).withUnsafeBytes(body)
    }

    private mutating func answer(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        do {
            try PlaygroundError.checkSize(message.count, limit: 1_024)
            let request = try GridRequest.read(message)
            guard request.type == "items" else {
                throw PlaygroundError(
                    field: "type", "'\(request.type)' is not a message type (accepted: items)")
            }
            let name = request.pattern ?? "explore"
            guard let pattern = MosaicPattern.named(name) else {
                throw PlaygroundError(
                    field: "pattern",
                    "'\(name)' is not a pattern (accepted: \(MosaicPattern.builtInNames.joined(separator: ", ")))"
                )
            }
            let spacing = try GridRequest.check("spacing", request.spacing, 0...100)
            let width = try GridRequest.check("width", request.width, 0...10_000)
            let count = Int(try GridRequest.check("count", request.count, 0...Double(Self.countLimit)))
            let minY = try GridRequest.check("minY", request.minY, -1e13...1e13)
            let maxY = try GridRequest.check("maxY", request.maxY, -1e13...1e13)
            guard maxY >= minY else {
                throw PlaygroundError(
                    field: "maxY", "\(JSONWriter.text(maxY)) is above minY \(JSONWriter.text(minY))")
            }
            if layout.map({
                $0.pattern != pattern || $0.spacing != spacing || $0.width != width || $0.itemCount != count
            })
                ?? true
            {
                do {
                    layout = try MosaicLayout(
                        pattern: pattern, width: width, spacing: spacing, itemCount: count, scale: 2)
                } catch {
                    layout = nil
                    throw PlaygroundError(field: "width", "\(error)")
                }
            }
            guard let layout else { throw PlaygroundError(field: "width", "no layout") }
            let height = min(maxY - minY, Self.bandLimit)
            buffer.removeAll(keepingCapacity: true)
            var full = false
            do {
                try layout.forEachItem(in: CGRect(x: 0, y: minY, width: width, height: height)) { item in
                    guard buffer.count < Self.itemLimit else { throw ItemLimitReached() }
                    buffer.append(item)
                }
            } catch {
                full = true
            }
            writer.removeAll()
            writer.raw("{\"type\":\"items\",\"contentHeight\":")
            writer.number(layout.contentSize.height)
            writer.raw(",\"truncated\":")
            writer.bool(full || height < maxY - minY)
            writer.raw(",\"items\":[")
            for (offset, item) in buffer.enumerated() {
                if offset > 0 { writer.raw(",") }
                writer.indexedRect(item.index, item.frame)
            }
            writer.raw("]}")
            return writer.trimmedBytes()
        } catch let error as PlaygroundError {
            return Array(error.reply.utf8)
        } catch {
            return Array(PlaygroundError(field: "message", "\(error)").reply.utf8)
        }
    }
}

/// One grid request, read by the scenario format's JSON reader; a missing or mistyped field is an
/// error naming it (keys the grid doesn't read are let through, as the page may add some).
struct GridRequest {
    var type: String
    var pattern: String?
    var spacing: Double
    var width: Double
    var count: Double
    var minY: Double
    var maxY: Double

    static func read(_ message: UnsafeRawBufferPointer) throws -> GridRequest {
        let root: StrictNode
        do {
            root = StrictNode(root: try JSONDocument(utf8: message))
        } catch {
            throw PlaygroundError(field: "message", "is not a JSON object of the grid's fields")
        }
        guard root.isObject else {
            throw PlaygroundError(field: "message", "is not a JSON object of the grid's fields")
        }
        func field(_ key: String) throws -> StrictNode {
            guard let node = root.child(key) else { throw PlaygroundError(field: key, "missing") }
            return node
        }
        func number(_ key: String) throws -> Double {
            let node = try field(key)
            guard node.typeName == "a number" else { throw PlaygroundError(field: key, "expected a number") }
            guard let value = try? node.finiteNumber else {
                throw PlaygroundError(field: key, "is not a finite number")
            }
            return value
        }
        func string(_ node: StrictNode) throws -> String {
            guard let text = try? node.string else {
                throw PlaygroundError(field: node.path, "expected a string")
            }
            return text
        }
        return GridRequest(
            type: try string(try field("type")), pattern: try root.child("pattern").map(string),
            spacing: try number("spacing"), width: try number("width"), count: try number("count"),
            minY: try number("minY"), maxY: try number("maxY"))
    }

    /// `value` if it is finite and within `range`.
    static func check(_ field: String, _ value: Double, _ range: ClosedRange<Double>) throws -> Double {
        guard value.isFinite, range.contains(value) else {
            throw PlaygroundError(
                field: field,
                "\(JSONWriter.text(value)) is outside \(JSONWriter.text(range.lowerBound))...\(JSONWriter.text(range.upperBound))"
            )
        }
        return value
    }
}

/// Stops an item walk at the limit.
private struct ItemLimitReached: Error {}
