import Foundation

/// A parsed JSON document, read with the path of every value so errors can name it
/// (`events[3].velocity`).
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Any key of a JSON object.
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Objects and arrays are opened as containers, so an error inside one keeps its full path.
    init(from decoder: Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var fields: [String: JSONValue] = [:]
            for key in object.allKeys {
                fields[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(fields)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self), value.isFinite {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else {
                // `1e999`: valid JSON, but no Double holds it. Said here, where the path is known.
                throw CommandError(
                    "\(Self.path(decoder.codingPath)): a number too large for a Double "
                        + "(accepted: finite numbers, at most \(Double.greatestFiniteMagnitude) in magnitude)"
                )
            }
        }
    }

    /// A coding path as the errors write it: `events[3].velocity`.
    static func path(_ codingPath: [CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path.isEmpty ? "the scenario" : path
    }

    /// Parses `data`, or throws a ``CommandError`` that says where the JSON went wrong.
    ///
    /// The decoder runs first: it checks the syntax before reading any value, and a value it can't
    /// hold (`1e999`) then fails inside ``init(from:)``, which knows the path. For broken syntax it
    /// gives no position, so `JSONSerialization` is asked why ("around line 2, column 8").
    static func parse(_ data: Data) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let error as CommandError {
            throw error
        } catch {
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
                throw CommandError("malformed JSON: \(detail ?? "the data is not valid JSON")")
            }
            switch error {
            case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
                DecodingError.valueNotFound(_, let context):
                throw CommandError("\(path(context.codingPath)): \(context.debugDescription)")
            default:
                throw CommandError("malformed JSON: \(error)")
            }
        }
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A value with the path that leads to it, and typed accessors whose errors name that path.
struct JSONNode {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    func child(_ key: String) -> JSONNode? {
        guard case .object(let fields) = value, let field = fields[key] else { return nil }
        if case .null = field { return nil }
        return JSONNode(field, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The value at `key`, which must be present; `null` is returned as a node (whose typed accessors
    /// then say "expected …, found null"), never reported as missing.
    func required(_ key: String) throws -> JSONNode {
        guard case .object(let fields) = value else {
            throw CommandError("\(path): expected an object, found \(value.typeName)")
        }
        let childPath = path.isEmpty ? key : "\(path).\(key)"
        guard let field = fields[key] else { throw CommandError("\(childPath): missing") }
        return JSONNode(field, path: childPath)
    }

    /// Throws unless every key of this object is in `allowed` (see ``ScenarioKeys``).
    func checkKeys(_ allowed: Set<String>) throws {
        try ScenarioKeys.check(self, allowed: allowed)
    }

    /// The value as `T`, or an error naming the path and what was expected there.
    private func expect<T>(_ expected: String, _ extract: (JSONValue) -> T?) throws -> T {
        guard let result = extract(value) else {
            throw CommandError("\(path): expected \(expected), found \(value.typeName)")
        }
        return result
    }

    var number: Double {
        get throws {
            try expect("a number") {
                if case .number(let number) = $0 { number } else { nil }
            }
        }
    }

    /// A number that must be zero or more.
    var size: Double {
        get throws {
            let number = try self.number
            guard number >= 0 else {
                throw CommandError("\(path): \(JSONText.number(number)) is negative (accepted: 0 or more)")
            }
            return number
        }
    }

    /// A number in `range`, whose text (`0 < fps ≤ 1000`) names the field by its key.
    func number(in range: NumberRange) throws -> Double {
        let number = try self.number
        guard range.contains(number) else {
            let name = path.split(separator: ".").last.map(String.init) ?? path
            throw CommandError(
                "\(path): \(JSONText.number(number)) is out of range (accepted: \(range.describe(name)))")
        }
        return number
    }

    var string: String {
        get throws {
            try expect("a string") {
                if case .string(let string) = $0 { string } else { nil }
            }
        }
    }

    var bool: Bool {
        get throws {
            try expect("true or false") {
                if case .bool(let bool) = $0 { bool } else { nil }
            }
        }
    }

    var array: [JSONNode] {
        get throws {
            let items = try expect("an array") {
                if case .array(let items) = $0 { items } else { nil }
            }
            return items.enumerated().map { JSONNode($0.element, path: "\(path)[\($0.offset)]") }
        }
    }

    func number(_ key: String, default fallback: Double) throws -> Double {
        try child(key)?.number ?? fallback
    }
    func size(_ key: String, default fallback: Double) throws -> Double { try child(key)?.size ?? fallback }
    func bool(_ key: String, default fallback: Bool) throws -> Bool { try child(key)?.bool ?? fallback }
}

/// A command-line failure: a one-line message naming the field or position; exit status 2.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
