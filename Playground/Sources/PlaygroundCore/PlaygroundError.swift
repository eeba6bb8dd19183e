import Foundation
import SheetScenario

/// A bad message: the field at fault and what is wrong with it. The session goes on.
public struct PlaygroundError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the value at fault (`velocity`, `sheet.detents[1]`), or `message` for the
    /// message as a whole (too long, not JSON, not an object).
    public var field: String
    public var problem: String

    public init(field: String, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    /// The error of a scenario reader, whose descriptions start with the path at fault and a colon;
    /// those that name no path (malformed JSON, a line and column) concern the whole message.
    public init(_ error: ScenarioError) {
        let text = error.description
        if let colon = text.range(of: ": "), !text.hasPrefix("malformed JSON"), !text.hasPrefix("line "),
            !text[..<colon.lowerBound].contains(" ")
        {
            self.init(field: String(text[..<colon.lowerBound]), String(text[colon.upperBound...]))
        } else {
            self.init(field: "message", text)
        }
    }

    public var description: String { "\(field): \(problem)" }

    /// The reply: `{"type":"error","field":…,"message":…}`.
    public var reply: String {
        "{\"type\":\"error\",\"field\":\(JSONWriter.quoted(field)),\"message\":\(JSONWriter.quoted(description))}"
    }

    /// Refuses a message longer than `limit` bytes before reading it.
    static func checkSize(_ size: Int, limit: Int) throws {
        guard size <= limit else {
            throw PlaygroundError(field: "message", "is \(size) bytes; the limit is \(limit)")
        }
    }
}
