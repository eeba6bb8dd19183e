import Foundation

/// A decoded JSON value, read field by field so every error can name the field at fault.
public enum JSONMessage: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONMessage])
    case object([String: JSONMessage])

    /// Parses `text`, refusing anything longer than `limit` bytes before reading it.
    /// - Throws: ``PlaygroundError`` for oversized or malformed text, or a value that isn't an object.
    public static func parse(_ text: String, limit: Int) throws -> [String: JSONMessage] {
        var text = text
        guard text.utf8.count <= limit else {
            throw PlaygroundError(field: "message", "is \(text.utf8.count) bytes; the limit is \(limit)")
        }
        let value = text.withUTF8 { bytes -> JSONMessage? in
            var reader = JSONReader(bytes: bytes)
            guard let value = reader.value(depth: 0) else { return nil }
            reader.skipSpace()
            return reader.index == bytes.count ? value : nil
        }
        guard let value else { throw PlaygroundError(field: "message", "is not valid JSON") }
        guard case .object(let fields) = value else {
            throw PlaygroundError(field: "message", "is not a JSON object")
        }
        return fields
    }
}

/// A bad message: the field at fault and what is wrong with it. The session goes on.
public struct PlaygroundError: Error, Equatable, Sendable, CustomStringConvertible {
    public var field: String
    public var problem: String

    public init(field: String, _ problem: String) {
        self.field = field
        self.problem = problem
    }

    public var description: String { "\(field): \(problem)" }
}

/// Typed reads of one message's fields, each naming the field when it is missing or wrong.
struct Fields {
    let values: [String: JSONMessage]

    func optional(_ key: String) -> JSONMessage? {
        guard let value = values[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws -> String {
        guard let value = optional(key) else { throw PlaygroundError(field: key, "missing") }
        guard case .string(let text) = value else { throw PlaygroundError(field: key, "expected a string") }
        return text
    }

    func optionalString(_ key: String) throws -> String? {
        try optional(key) == nil ? nil : string(key)
    }

    /// A finite number within ±`magnitude` (and ≥ 0 when `nonNegative`).
    func number(_ key: String, nonNegative: Bool = false, magnitude: Double = 1_000_000) throws -> Double {
        guard let value = optional(key) else { throw PlaygroundError(field: key, "missing") }
        guard case .number(let number) = value else { throw PlaygroundError(field: key, "expected a number") }
        let lower = nonNegative ? 0 : -magnitude
        guard number.isFinite, number >= lower, number <= magnitude else {
            throw PlaygroundError(field: key, "\(number) is outside \(lower)...\(magnitude)")
        }
        return number
    }

    func optionalNumber(_ key: String, nonNegative: Bool = false, magnitude: Double = 1_000_000) throws
        -> Double?
    {
        try optional(key) == nil ? nil : number(key, nonNegative: nonNegative, magnitude: magnitude)
    }

    func bool(_ key: String, default value: Bool) throws -> Bool {
        guard let field = optional(key) else { return value }
        guard case .bool(let flag) = field else {
            throw PlaygroundError(field: key, "expected true or false")
        }
        return flag
    }
}

/// Writes the server's replies: plain JSON with finite numbers only.
enum JSONOut {
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }  // never reached: frames are checked before writing
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func optionalString(_ value: String?) -> String { value.map(string) ?? "null" }

    static func error(_ error: PlaygroundError) -> String {
        "{\"type\":\"error\",\"field\":\(string(error.field)),\"message\":\(string(error.description))}"
    }
}
