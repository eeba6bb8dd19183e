import Foundation
import MosaicCore

/// One browser tab's grid: answers `{"type":"items","pattern","spacing","width","count","minY","maxY"}`
/// with the items intersecting that band, from `MosaicLayout.items(in:into:)`, so the page keeps only
/// those in its DOM. The layout is rebuilt only when pattern, spacing, width or count change.
public struct GridSession: Sendable {
    /// The most items one reply carries (a band taller than a few screens is cut there).
    public static let itemLimit = 2_000
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
            layout.items(in: CGRect(x: 0, y: minY, width: width, height: maxY - minY), into: &buffer)
            let items = buffer.prefix(Self.itemLimit).map { item in
                "[\(item.index),\(JSONOut.number(item.frame.minX)),\(JSONOut.number(item.frame.minY)),"
                    + "\(JSONOut.number(item.frame.width)),\(JSONOut.number(item.frame.height))]"
            }
            return "{\"type\":\"items\",\"contentHeight\":\(JSONOut.number(layout.contentSize.height)),"
                + "\"truncated\":\(buffer.count > Self.itemLimit),\"items\":[" + items.joined(separator: ",")
                + "]}"
        } catch let error as PlaygroundError {
            return JSONOut.error(error)
        } catch {
            return JSONOut.error(PlaygroundError(field: "message", "\(error)"))
        }
    }
}
