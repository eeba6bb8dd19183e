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
/// a JSON parser of the project's own. A node can also stand for a value ``FlatJSON`` read from a
/// live message's bytes: the same readers then run on it, and any error they throw sends the
/// message to `JSONDecoder` again, whose reading names the fault.
struct StrictNode {
    private let source: Source
    let path: String

    private enum Source {
        case decoder(any Decoder, ContainerCache)
        case flat(FlatJSON.Value)
        case flatObject(FlatJSON.Object)

        var isDecoder: Bool { if case .decoder = self { true } else { false } }
    }

    /// The object's container, made at most once per node: each one `JSONDecoder` makes indexes the
    /// object's keys again, and a node is asked for several fields.
    private final class ContainerCache {
        var object: KeyedDecodingContainer<AnyKey>??
    }

    init(decoder: any Decoder, path: String) {
        source = .decoder(decoder, ContainerCache())
        self.path = path
    }

    /// The root of a message ``FlatJSON`` has read.
    init(flat object: FlatJSON.Object) {
        source = .flatObject(object)
        path = ""
    }

    private init(flat value: FlatJSON.Value, path: String) {
        source = .flat(value)
        self.path = path
    }

    /// Thrown by a node of a flat message for any fault: the strict reader reads it again to say
    /// what the fault is.
    struct FlatMismatch: Error {}

    /// The text that stands in for a number too large for a `Double` (see ``ScenarioDocument``).
    static let overflowMarker = "⟦sheetkit: number too large⟧"
    /// What follows the literal in an overflow error; the document adds where it stands.
    static let overflowSuffix = "; accepted: finite numbers, at most 1.7976931348623157e+308 in magnitude)"

    /// What kind of value this is, for messages: `null`, `a number`, `an object`, …
    var typeName: String {
        switch source {
        case .flat(.number): return "a number"
        case .flat(.string): return "a string"
        case .flat(.bool): return "a boolean"
        case .flat(.null): return "null"
        case .flatObject: return "an object"
        case .decoder(let decoder, _):
            if let single = try? decoder.singleValueContainer() {
                if single.decodeNil() { return "null" }
                if (try? single.decode(Bool.self)) != nil { return "a boolean" }
                if (try? single.decode(Double.self)) != nil { return "a number" }
                if (try? single.decode(String.self)) != nil { return "a string" }
            }
            if (try? decoder.container(keyedBy: AnyKey.self)) != nil { return "an object" }
            return "an array"
        }
    }

    /// Whether this is a number `JSONDecoder` read but can't give as a `Double` (`1e999`): no other
    /// kind of value fails every accessor. ``StrictJSON`` then reads the text again to name it.
    private var isUnrepresentableNumber: Bool {
        guard case .decoder(let decoder, _) = source, let single = try? decoder.singleValueContainer(),
            !single.decodeNil(), (try? single.decode(Bool.self)) == nil,
            (try? single.decode(Double.self)) == nil,
            (try? single.decode(String.self)) == nil
        else { return false }
        return (try? decoder.container(keyedBy: AnyKey.self)) == nil
            && (try? decoder.unkeyedContainer()) == nil
    }

    var isNull: Bool {
        switch source {
        case .flat(let value): value == .null
        case .flatObject: false
        case .decoder(let decoder, _): (try? decoder.singleValueContainer())?.decodeNil() ?? false
        }
    }

    /// The value as a single one of `type` (read from a flat value by `flat`), or nil when it is
    /// something else.
    private func single<Value: Decodable>(_ type: Value.Type, _ flat: (FlatJSON.Value) -> Value?) -> Value? {
        switch source {
        case .flat(let value): flat(value)
        case .flatObject: nil
        case .decoder(let decoder, _): try? decoder.singleValueContainer().decode(Value.self)
        }
    }

    /// Throws when this value stands for a number too large to read.
    private func checkOverflow() throws {
        guard case .decoder = source, let text = single(String.self, \.string),
            text.hasPrefix(Self.overflowMarker)
        else { return }
        let literal = text.dropFirst(Self.overflowMarker.count)
        throw ScenarioError("\(path): a number too large for a Double (\(literal)\(Self.overflowSuffix)")
    }

    private func mismatch(_ expected: String) throws -> ScenarioError {
        if !source.isDecoder { throw FlatMismatch() }
        try checkOverflow()
        if isUnrepresentableNumber { throw StrictJSON.UnrepresentableNumber() }
        return ScenarioError("\(path): expected \(expected), found \(typeName)")
    }

    private func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An object's fields, as the decoder's container or as the flat message's.
    private enum Fields {
        case decoded(KeyedDecodingContainer<AnyKey>)
        case flat(FlatJSON.Object)

        func value(_ key: String, path: String) -> StrictNode? {
            switch self {
            case .decoded(let object):
                guard object.contains(AnyKey(stringValue: key)),
                    let decoder = try? object.superDecoder(forKey: AnyKey(stringValue: key))
                else { return nil }
                return StrictNode(decoder: decoder, path: path)
            case .flat(let object):
                return object[key].map { StrictNode(flat: $0, path: path) }
            }
        }

        var keys: [String] {
            switch self {
            case .decoded(let object): object.allKeys.map(\.stringValue)
            case .flat(let object): object.fields.map(\.key)
            }
        }
    }

    /// The object's fields, or an error when this is not an object.
    private var object: Fields {
        get throws {
            guard let object = objectIfAny else { throw try mismatch("an object") }
            return object
        }
    }

    /// The object's fields, or nil when this is not an object.
    private var objectIfAny: Fields? {
        switch source {
        case .flatObject(let object): return .flat(object)
        case .flat: return nil
        case .decoder(let decoder, let cache):
            if let cached = cache.object { return cached.map(Fields.decoded) }
            let object = isNull ? nil : try? decoder.container(keyedBy: AnyKey.self)
            cache.object = .some(object)
            return object.map(Fields.decoded)
        }
    }

    /// Whether this is an object (without throwing).
    var isObject: Bool { objectIfAny != nil }

    /// The object's keys.
    var keys: [String] {
        get throws { try object.keys }
    }

    /// The value at `key`, or nil when it is absent or `null` (an optional field left out).
    func child(_ key: String) -> StrictNode? {
        guard let node = (try? object)?.value(key, path: childPath(key)) else { return nil }
        return node.isNull ? nil : node
    }

    /// The value at `key`, which must be present; `null` is returned as a node (whose typed accessors
    /// then say "expected …, found null"), never reported as missing.
    func required(_ key: String) throws -> StrictNode {
        guard let node = try object.value(key, path: childPath(key)) else {
            if !source.isDecoder { throw FlatMismatch() }
            throw ScenarioError("\(childPath(key)): missing")
        }
        return node
    }

    /// Throws unless every key of this object is in `allowed` (see ``ScenarioKeys``).
    func checkKeys(_ allowed: Set<String>) throws {
        guard let object = objectIfAny else { return }
        if case .flat(let flat) = object {
            guard flat.fields.allSatisfy({ allowed.contains($0.key) }) else { throw FlatMismatch() }
            return
        }
        try ScenarioKeys.check(keys: object.keys, at: path, allowed: allowed)
    }

    /// Any finite number.
    var finiteNumber: Double {
        get throws {
            // The common case first, with no error thrown on the way: `JSONDecoder` reads no number
            // from a boolean, a string (the overflow marker included) or null.
            guard let value = single(Double.self, \.number) else { throw try mismatch("a number") }
            guard value.isFinite else {
                throw ScenarioError("\(path): a number too large for a Double (accepted: finite numbers)")
            }
            return value
        }
    }

    /// A point's coordinate or a velocity: a number within the engine's limit
    /// (`sheetMaximumMagnitude`, ±1,000,000), beyond which it would be clamped; refused instead.
    var number: Double {
        get throws { try number(in: NumberRange.magnitude) }
    }

    /// A size: a number from zero to the engine's limit (`sheetMaximumMagnitude`).
    var size: Double {
        get throws {
            let number = try finiteNumber
            guard number >= 0 else {
                if !source.isDecoder { throw FlatMismatch() }
                throw ScenarioError("\(path): \(JSONText.number(number)) is negative (accepted: 0 or more)")
            }
            return try self.number(in: NumberRange.size)
        }
    }

    /// A number in `range`, whose text (`0 < fps ≤ 1000`) names the field by its key.
    func number(in range: NumberRange) throws -> Double {
        let number = try finiteNumber
        guard range.contains(number) else {
            if !source.isDecoder { throw FlatMismatch() }
            let name = path.split(separator: ".").last.map(String.init) ?? path
            throw ScenarioError(
                "\(path): \(JSONText.number(number)) is out of range (accepted: \(range.describe(name)))")
        }
        return number
    }

    var string: String {
        get throws {
            guard let value = single(String.self, \.string) else { throw try mismatch("a string") }
            if source.isDecoder, value.hasPrefix(Self.overflowMarker) { try checkOverflow() }
            return value
        }
    }

    var bool: Bool {
        get throws {
            guard let value = single(Bool.self, \.bool) else { throw try mismatch("true or false") }
            return value
        }
    }

    var array: [StrictNode] {
        get throws {
            guard case .decoder(let decoder, _) = source, !isNull, var items = try? decoder.unkeyedContainer()
            else { throw try mismatch("an array") }
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
