import Foundation

/// JSON's grammar (RFC 8259) read into a ``JSONDocument``'s list of values, every syntax error at a
/// line and column in the project's own words: a trailing comma and a key repeated in one object
/// are refused as the format's page says.
///
/// Never recursive: any depth of nesting is read in constant stack.
struct JSONReader {
    typealias Failure = (offset: Int, problem: String)

    let bytes: [UInt8]
    var index = 0
    var values: [JSONDocument.Value] = []
    /// The innermost open object or array: its index in `values`, or -1 at the top. While a
    /// container is open, its `end` holds the index of the one it is in (a stack without an array).
    var innermost = -1

    /// A reader of `bytes` that lists the values in `values`' storage (emptied first): a document's
    /// buffers handed back for the next message, so that reading one allocates nothing.
    init(bytes: [UInt8], reusing values: inout [JSONDocument.Value]) {
        self.bytes = bytes
        swap(&self.values, &values)
        self.values.removeAll(keepingCapacity: true)
        self.values.reserveCapacity(bytes.count / 6 + 2)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        values.reserveCapacity(bytes.count / 6 + 2)
    }

    /// The values of the text.
    /// - Throws: ``ScenarioError`` `malformed JSON at line L, column C: …` for the first fault.
    mutating func read() throws -> [JSONDocument.Value] {
        if let failure = run() {
            let place = JSONDocument.lineAndColumn(ofOffset: failure.offset, in: bytes)
            throw ScenarioError(
                "malformed JSON at line \(place.line), column \(place.column): \(failure.problem)")
        }
        return values
    }

    private mutating func run() -> Failure? {
        // A UTF-8 byte order mark is allowed before the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.contains(where: { $0 >= 0x80 }), let offset = invalidUTF8Offset() {
            return (offset, "the text is not UTF-8")
        }
        skipSpace()
        if index == bytes.count { return (index, "the text is empty: expected a JSON value") }
        while true {
            // A value is expected here.
            switch value() {
            case .failure(let failure): return failure
            case .opened: continue  // a container opened, and a value is expected in it
            case .read: break
            }
            // After a value: the end, or what its container allows next.
            while true {
                skipSpace()
                guard innermost >= 0 else {
                    return index == bytes.count
                        ? nil : (index, "unexpected \(found) after the end of the JSON value")
                }
                let container = innermost
                let isObject = values[container].kind == .object
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else { return endInside(container) }
                if bytes[index] == closer {
                    close(container)
                    continue
                }
                guard bytes[index] == UInt8(ascii: ",") else {
                    let kind = isObject ? "an object's value" : "an array's item"
                    return (
                        index,
                        "expected , or \(Character(UnicodeScalar(closer))) after \(kind), found \(found)"
                    )
                }
                let comma = index
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == closer {
                    return (comma, "a trailing comma before \(Character(UnicodeScalar(closer))) (remove it)")
                }
                if isObject, let failure = key(in: container) { return failure }
                break
            }
        }
    }

    /// What reading a value did.
    private enum Step {
        case failure(Failure)
        /// Opened an object (its first key read) or an array that isn't empty: a value comes next.
        case opened
        /// Read a whole value.
        case read

        init(_ failure: Failure?) { self = failure.map(Step.failure) ?? .read }
    }

    private mutating func close(_ container: Int) {
        innermost = values[container].end
        index += 1
        values[container].end = values.count
    }

    /// One value, or the opening of a container (with its first key).
    private mutating func value() -> Step {
        skipSpace()
        guard index < bytes.count else {
            return .failure(
                innermost >= 0 ? endInside(innermost) : (index, "the text ends where a value was expected"))
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[index] == UInt8(ascii: "{")
            let container = values.count
            values.append(.init(kind: isObject ? .object : .array, start: start, end: innermost))
            innermost = container
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                close(container)
                return .read
            }
            guard isObject else { return .opened }
            return key(in: container).map(Step.failure) ?? .opened
        case UInt8(ascii: "\""): return Step(string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Step(number(from: start))
        case UInt8(ascii: "t") where literal("true"):
            values.append(.init(kind: .true, start: start, end: index))
        case UInt8(ascii: "f") where literal("false"):
            values.append(.init(kind: .false, start: start, end: index))
        case UInt8(ascii: "n") where literal("null"):
            values.append(.init(kind: .null, start: start, end: index))
        default: return .failure((start, "expected a value, found \(found)"))
        }
        return .read
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard bytes.count - index >= count,
            bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + index, word.utf8Start, count) }) == 0
        else { return false }
        index += count
        return true
    }

    /// An object's key and its colon (the value follows); a key the object already has is refused.
    private mutating func key(in object: Int) -> Failure? {
        skipSpace()
        guard index < bytes.count else { return (innermost >= 0 ? endInside(innermost) : nil) }
        guard bytes[index] == UInt8(ascii: "\"") else {
            return (index, "expected a key in double quotes, found \(found)")
        }
        let start = index
        if let failure = string() { return failure }
        if let first = earlierKey(equalTo: values.count - 1, in: object) {
            let place = JSONDocument.lineAndColumn(ofOffset: values[first].start, in: bytes)
            return (
                start,
                "the key \(String(decoding: bytes[start..<index], as: UTF8.self)) is repeated in its object "
                    + "(first at line \(place.line), column \(place.column))"
            )
        }
        skipSpace()
        guard index < bytes.count else { return (innermost >= 0 ? endInside(innermost) : nil) }
        guard bytes[index] == UInt8(ascii: ":") else {
            return (index, "expected : after the key, found \(found)")
        }
        index += 1
        return nil
    }

    /// The index of a key of `object` before the key at `key` with the same text, if any.
    private func earlierKey(equalTo key: Int, in object: Int) -> Int? {
        var candidate = object + 1
        let wanted = values[key]
        while candidate < key {
            let value = values[candidate]
            if value.end - value.start == wanted.end - wanted.start || value.isEscaped || wanted.isEscaped {
                let same =
                    value.isEscaped || wanted.isEscaped
                    ? Self.unescaped(bytes[(value.start + 1)..<value.end])
                        == Self.unescaped(bytes[(wanted.start + 1)..<wanted.end])
                    : bytes[value.start..<value.end].elementsEqual(bytes[wanted.start..<wanted.end])
                if same { return candidate }
            }
            // Past the key and its value.
            let valueIndex = candidate + 1
            let kind = values[valueIndex].kind
            candidate = kind == .object || kind == .array ? values[valueIndex].end : valueIndex + 1
        }
        return nil
    }

    /// The text ended inside the container at `container`.
    func endInside(_ container: Int) -> Failure {
        let place = JSONDocument.lineAndColumn(ofOffset: values[container].start, in: bytes)
        let kind = values[container].kind == .object ? "object" : "array"
        return (
            bytes.count,
            "the text ends before the \(kind) that opens at line \(place.line), column \(place.column) is closed"
        )
    }

    /// What stands at the cursor, for a message: `'}'`, `'tru'`, `the end of the text`.
    private var found: String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        if Character(UnicodeScalar(byte)).isLetter {
            let word = bytes[index...].prefix { Character(UnicodeScalar($0)).isLetter || $0 >= 0x80 }
            return "'\(String(decoding: word.prefix(20), as: UTF8.self))'"
        }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        let text = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
        return text.unicodeScalars.first.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
            ?? "a byte"
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The offset of the first byte that is not UTF-8, or nil.
    private func invalidUTF8Offset() -> Int? {
        var offset = index
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
