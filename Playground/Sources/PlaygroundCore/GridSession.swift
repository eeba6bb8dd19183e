import Foundation
import MosaicCore

/// One browser tab's grid: answers `{"type":"items","pattern","spacing","width","count","minY","maxY"}`
/// with the items intersecting that band, from `MosaicLayout.forEachItem(in:)`, so the page keeps
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

    public init() {}

    public mutating func receive(_ text: String) -> String {
        do {
            let fields = Fields(values: try JSONMessage.parse(text, limit: 1_024))
            let type = try fields.string("type")
            guard type == "items" else {
                throw PlaygroundError(field: "type", "'\(type)' is not a message type (accepted: items)")
            }
            let name = try fields.optionalString("pattern") ?? "explore"
            guard let pattern = MosaicPattern.named(name) else {
                throw PlaygroundError(
                    field: "pattern",
                    "'\(name)' is not a pattern (accepted: \(MosaicPattern.builtInNames.joined(separator: ", ")))"
                )
            }
            let spacing = try fields.number("spacing", nonNegative: true, magnitude: 100)
            let width = try fields.number("width", nonNegative: true, magnitude: 10_000)
            let count = Int(try fields.number("count", nonNegative: true, magnitude: Double(Self.countLimit)))
            let minY = try fields.number("minY", magnitude: 1e13)
            let maxY = try fields.number("maxY", magnitude: 1e13)
            guard maxY >= minY else { throw PlaygroundError(field: "maxY", "\(maxY) is above minY \(minY)") }
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
            let truncated = full || height < maxY - minY
            let items = buffer.map { item in
                "[\(item.index),\(JSONOut.number(item.frame.minX)),\(JSONOut.number(item.frame.minY)),"
                    + "\(JSONOut.number(item.frame.width)),\(JSONOut.number(item.frame.height))]"
            }
            return "{\"type\":\"items\",\"contentHeight\":\(JSONOut.number(layout.contentSize.height)),"
                + "\"truncated\":\(truncated),\"items\":[" + items.joined(separator: ",")
                + "]}"
        } catch let error as PlaygroundError {
            return JSONOut.error(error)
        } catch {
            return JSONOut.error(PlaygroundError(field: "message", "\(error)"))
        }
    }
}

/// Stops an item walk at the limit.
private struct ItemLimitReached: Error {}
