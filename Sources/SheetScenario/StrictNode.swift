import Foundation

/// One value of a ``JSONDocument`` with the path that leads to it, and typed accessors whose
/// errors name that path (`events[3].velocity: expected a number, found a string`): the scenario is
/// strict (unknown keys, wrong types and out-of-range values are errors with their path).
@_spi(Playground) public struct StrictNode {
    let document: JSONDocument
    let index: Int
    @_spi(Playground) public let path: String

    /// The root of `document`.
    @_spi(Playground) public init(root document: JSONDocument) {
        self.init(document, index: 0, path: "")
    }

    private init(_ document: JSONDocument, index: Int, path: String) {
        self.document = document
        self.index = index
        self.path = path
    }

    /// What follows the literal in an overflow error.
    static let overflowSuffix = "; accepted: finite numbers, at most 1.7976931348623157e+308 in magnitude)"

    private var kind: JSONDocument.Kind { document.values[index].kind }

    /// What kind of value this is, for messages: `null`, `a number`, `an object`, …
    @_spi(Playground) public var typeName: String {
        switch kind {
        case .number: "a number"
        case .string: "a string"
        case .true, .false: "a boolean"
        case .null: "null"
        case .object: "an object"
        case .array: "an array"
        }
    }

    @_spi(Playground) public var isNull: Bool { kind == .null }

    /// Whether this is an object (without throwing).
    @_spi(Playground) public var isObject: Bool { kind == .object }

    private func mismatch(_ expected: String) -> ScenarioError {
        if kind == .number, !document.values[index].number.isFinite { return overflow }
        return ScenarioError("\(path): expected \(expected), found \(typeName)")
    }

    /// A number too large for a `Double`, named with where it stands.
    private var overflow: ScenarioError {
        ScenarioError(
            "\(path): a number too large for a Double (\(document.literal(at: index)) at "
                + "\(document.location(of: index))\(Self.overflowSuffix)")
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The indices of the object's keys (each key's value follows it).
    private var keyIndices: [Int] {
        get throws {
            guard kind == .object else { throw mismatch("an object") }
            var indices: [Int] = []
            var key = index + 1
            while key < document.values[index].end {
                indices.append(key)
                key = document.next(after: key + 1)
            }
            return indices
        }
    }

    /// The index of the value at `key`, or nil when the object has no such key (or this is no object).
    private func valueIndex(_ key: String) -> Int? {
        guard kind == .object else { return nil }
        var key = key
        return key.withUTF8 { key in
            var candidate = index + 1
            let end = document.values[index].end
            while candidate < end {
                if document.string(at: candidate, equals: key) { return candidate + 1 }
                candidate = document.next(after: candidate + 1)
            }
            return nil
        }
    }

    /// The object's keys, in the text's order.
    @_spi(Playground) public var keys: [String] {
        get throws { try keyIndices.map(document.string(at:)) }
    }

    /// The value at `key`, or nil when it is absent or `null` (an optional field left out).
    @_spi(Playground) public func child(_ key: String) -> StrictNode? {
        guard let value = valueIndex(key), document.values[value].kind != .null else { return nil }
        return StrictNode(document, index: value, path: childPath(key))
    }

    /// The value at `key`, which must be present; `null` is returned as a node (whose typed accessors
    /// then say "expected …, found null"), never reported as missing.
    @_spi(Playground) public func required(_ key: String) throws -> StrictNode {
        guard kind == .object else { throw mismatch("an object") }
        guard let value = valueIndex(key) else { throw ScenarioError("\(childPath(key)): missing") }
        return StrictNode(document, index: value, path: childPath(key))
    }

    /// Throws unless every key of this object is in `allowed` (see ``ScenarioKeys``).
    @_spi(Playground) public func checkKeys(_ allowed: Set<String>) throws {
        // Compared as bytes with each allowed key (a handful): no string made, nothing hashed.
        try checkKeys(allowed: { key in allowed.contains { document.string(at: key, equals: $0) } }) {
            allowed
        }
    }

    /// ``checkKeys(_:)-(Set<String>)`` against keys kept as bytes (an event type's, made once).
    func checkKeys(_ allowed: UTF8KeySet) throws {
        try checkKeys(allowed: { allowed.contains(stringAt: $0, of: document) }) { Set(allowed.names) }
    }

    /// Throws, naming the first key (in sorted order) that `allowed` refuses, with `names` (made
    /// only then) for the message.
    private func checkKeys(allowed: (Int) -> Bool, names: () -> Set<String>) throws {
        guard kind == .object else { return }
        var key = index + 1
        while key < document.values[index].end {
            guard allowed(key) else { return try ScenarioKeys.check(keys: keys, at: path, allowed: names()) }
            key = document.next(after: key + 1)
        }
    }

    /// The position in `keys` of this string, if it is one of them.
    func position(in keys: UTF8KeySet) -> Int? {
        kind == .string ? keys.position(ofStringAt: index, in: document) : nil
    }

    /// Any finite number.
    @_spi(Playground) public var finiteNumber: Double {
        get throws {
            guard kind == .number else { throw mismatch("a number") }
            let value = document.values[index].number
            guard value.isFinite else { throw overflow }
            return value
        }
    }

    /// A point's coordinate or a velocity: a number within the engine's limit
    /// (`sheetMaximumMagnitude`, ±1,000,000), beyond which it would be clamped; refused instead.
    @_spi(Playground) public var number: Double {
        get throws { try number(in: NumberRange.magnitude) }
    }

    /// A size: a number from zero to the engine's limit (`sheetMaximumMagnitude`).
    @_spi(Playground) public var size: Double {
        get throws {
            let number = try finiteNumber
            guard number >= 0 else {
                throw ScenarioError("\(path): \(JSONWriter.text(number)) is negative (accepted: 0 or more)")
            }
            return try self.number(in: NumberRange.size)
        }
    }

    /// A number in `range`, whose text (`0 < fps ≤ 1000`) names the field by its key.
    func number(in range: NumberRange) throws -> Double {
        let number = try finiteNumber
        guard range.contains(number) else {
            let name = path.split(separator: ".").last.map(String.init) ?? path
            throw ScenarioError(
                "\(path): \(JSONWriter.text(number)) is out of range (accepted: \(range.describe(name)))")
        }
        return number
    }

    @_spi(Playground) public var string: String {
        get throws {
            guard kind == .string else { throw mismatch("a string") }
            return document.string(at: index)
        }
    }

    /// Whether this string is `text`, compared without making a string.
    func isString(_ text: String) -> Bool {
        kind == .string && document.string(at: index, equals: text)
    }

    @_spi(Playground) public var bool: Bool {
        get throws {
            switch kind {
            case .true: return true
            case .false: return false
            default: throw mismatch("true or false")
            }
        }
    }

    @_spi(Playground) public var array: [StrictNode] {
        get throws {
            guard kind == .array else { throw mismatch("an array") }
            var nodes: [StrictNode] = []
            var item = index + 1
            while item < document.values[index].end {
                nodes.append(StrictNode(document, index: item, path: "\(path)[\(nodes.count)]"))
                item = document.next(after: item)
            }
            return nodes
        }
    }

    @_spi(Playground) public func number(_ key: String, default fallback: Double) throws -> Double {
        try child(key)?.number ?? fallback
    }
    @_spi(Playground) public func size(_ key: String, default fallback: Double) throws -> Double {
        try child(key)?.size ?? fallback
    }
    @_spi(Playground) public func bool(_ key: String, default fallback: Bool) throws -> Bool {
        try child(key)?.bool ?? fallback
    }
}
