import Foundation

/// Any key of a JSON object.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// One JSON value inside `JSONDecoder`, read with the path that leads to it, and typed accessors
/// whose errors name that path (`events[3].velocity: expected a number, found a string`).
///
/// Decoding goes through Foundation's `JSONDecoder`; this only asks its containers, so the scenario
/// is strict (unknown keys, wrong types and out-of-range values are errors with their path) without
/// a JSON parser of the project's own.
struct StrictNode {
    let decoder: any Decoder
    let path: String
    /// The object's container, made at most once per node: each one `JSONDecoder` makes indexes the
    /// object's keys again, and a node is asked for several fields.
    private let cache = ContainerCache()

    private final class ContainerCache {
        var object: KeyedDecodingContainer<AnyKey>??
    }

    /// The text that stands in for a number too large for a `Double` (see ``ScenarioDocument``).
    static let overflowMarker = "⟦sheetkit: number too large⟧"
    /// What follows the literal in an overflow error; the document adds where it stands.
    static let overflowSuffix = "; accepted: finite numbers, at most 1.7976931348623157e+308 in magnitude)"

    /// What kind of value this is, for messages: `null`, `a number`, `an object`, …
    var typeName: String {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { return "null" }
            if (try? single.decode(Bool.self)) != nil { return "a boolean" }
            if (try? single.decode(Double.self)) != nil { return "a number" }
            if (try? single.decode(String.self)) != nil { return "a string" }
        }
        if (try? decoder.container(keyedBy: AnyKey.self)) != nil { return "an object" }
        return "an array"
    }

    /// Whether this is a number `JSONDecoder` read but can't give as a `Double` (`1e999`): no other
    /// kind of value fails every accessor. ``StrictJSON`` then reads the text again to name it.
    private var isUnrepresentableNumber: Bool {
        guard let single = try? decoder.singleValueContainer(), !single.decodeNil(),
            (try? single.decode(Bool.self)) == nil, (try? single.decode(Double.self)) == nil,
            (try? single.decode(String.self)) == nil
        else { return false }
        return (try? decoder.container(keyedBy: AnyKey.self)) == nil
            && (try? decoder.unkeyedContainer()) == nil
    }

    var isNull: Bool { (try? decoder.singleValueContainer())?.decodeNil() ?? false }

    /// Throws when this value stands for a number too large to read.
    private func checkOverflow() throws {
        guard let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self),
            text.hasPrefix(Self.overflowMarker)
        else { return }
        let literal = text.dropFirst(Self.overflowMarker.count)
        throw ScenarioError("\(path): a number too large for a Double (\(literal)\(Self.overflowSuffix)")
    }

    private func mismatch(_ expected: String) throws -> ScenarioError {
        try checkOverflow()
        if isUnrepresentableNumber { throw StrictJSON.UnrepresentableNumber() }
        return ScenarioError("\(path): expected \(expected), found \(typeName)")
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The object's container, or an error when this is not an object.
    private var object: KeyedDecodingContainer<AnyKey> {
        get throws {
            guard let object = objectIfAny else { throw try mismatch("an object") }
            return object
        }
    }

    /// The object's container, or nil when this is not an object.
    private var objectIfAny: KeyedDecodingContainer<AnyKey>? {
        if let cached = cache.object { return cached }
        let object = isNull ? nil : try? decoder.container(keyedBy: AnyKey.self)
        cache.object = .some(object)
        return object
    }

    /// Whether this is an object (without throwing).
    var isObject: Bool { objectIfAny != nil }

    /// The object's keys.
    var keys: [String] {
        get throws { try object.allKeys.map(\.stringValue) }
    }

    /// The value at `key`, or nil when it is absent or `null` (an optional field left out).
    func child(_ key: String) -> StrictNode? {
        guard let object = try? self.object, object.contains(AnyKey(stringValue: key)),
            let decoder = try? object.superDecoder(forKey: AnyKey(stringValue: key))
        else { return nil }
        let node = StrictNode(decoder: decoder, path: childPath(key))
        return node.isNull ? nil : node
    }

    /// The value at `key`, which must be present; `null` is returned as a node (whose typed accessors
    /// then say "expected …, found null"), never reported as missing.
    func required(_ key: String) throws -> StrictNode {
        let object = try self.object
        guard object.contains(AnyKey(stringValue: key)) else {
            throw ScenarioError("\(childPath(key)): missing")
        }
        return StrictNode(
            decoder: try object.superDecoder(forKey: AnyKey(stringValue: key)), path: childPath(key))
    }

    /// Throws unless every key of this object is in `allowed` (see ``ScenarioKeys``).
    func checkKeys(_ allowed: Set<String>) throws {
        guard isObject else { return }
        try ScenarioKeys.check(keys: try keys, at: path, allowed: allowed)
    }

    var number: Double {
        get throws {
            // The common case first, with no error thrown on the way: `JSONDecoder` reads no number
            // from a boolean, a string (the overflow marker included) or null.
            guard let single = try? decoder.singleValueContainer(),
                let value = try? single.decode(Double.self)
            else { throw try mismatch("a number") }
            guard value.isFinite else {
                throw ScenarioError("\(path): a number too large for a Double (accepted: finite numbers)")
            }
            return value
        }
    }

    /// A number that must be zero or more.
    var size: Double {
        get throws {
            let number = try self.number
            guard number >= 0 else {
                throw ScenarioError("\(path): \(JSONText.number(number)) is negative (accepted: 0 or more)")
            }
            return number
        }
    }

    /// A number in `range`, whose text (`0 < fps ≤ 1000`) names the field by its key.
    func number(in range: NumberRange) throws -> Double {
        let number = try self.number
        guard range.contains(number) else {
            let name = path.split(separator: ".").last.map(String.init) ?? path
            throw ScenarioError(
                "\(path): \(JSONText.number(number)) is out of range (accepted: \(range.describe(name)))")
        }
        return number
    }

    var string: String {
        get throws {
            guard let single = try? decoder.singleValueContainer(),
                let value = try? single.decode(String.self)
            else { throw try mismatch("a string") }
            if value.hasPrefix(Self.overflowMarker) { try checkOverflow() }
            return value
        }
    }

    var bool: Bool {
        get throws {
            guard let single = try? decoder.singleValueContainer(), let value = try? single.decode(Bool.self)
            else { throw try mismatch("true or false") }
            return value
        }
    }

    var array: [StrictNode] {
        get throws {
            guard !isNull, var items = try? decoder.unkeyedContainer() else { throw try mismatch("an array") }
            var nodes: [StrictNode] = []
            while !items.isAtEnd {
                let index = items.currentIndex
                nodes.append(StrictNode(decoder: try items.superDecoder(), path: "\(path)[\(index)]"))
            }
            return nodes
        }
    }

    func number(_ key: String, default fallback: Double) throws -> Double {
        try child(key)?.number ?? fallback
    }
    func size(_ key: String, default fallback: Double) throws -> Double { try child(key)?.size ?? fallback }
    func bool(_ key: String, default fallback: Bool) throws -> Bool { try child(key)?.bool ?? fallback }
}
