import Foundation

/// A reader for the one shape a live binding sends many times a second — one flat object of
/// numbers, plain strings, booleans and nulls (`{"t":1.25,"type":"pointerMove","x":195,"y":370}`) —
/// straight from its bytes, several times faster than `JSONDecoder`.
///
/// It decides nothing about what is *wrong* with a message: anything it does not take (a nested
/// value, an escape, a non-ASCII byte, a duplicate key, a number a `Double` can't hold exactly as
/// `JSONDecoder` would read it, any syntax error) returns nil, and the message is read again by the
/// strict reader, which names the fault. So the two paths can only differ in speed, which
/// `FlatJSONTests` checks against `JSONDecoder` over random and mutated messages.
enum FlatJSON {
    /// A value of a flat object.
    enum Value: Equatable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null

        var number: Double? { if case .number(let number) = self { number } else { nil } }
        var string: String? { if case .string(let string) = self { string } else { nil } }
        var bool: Bool? { if case .bool(let bool) = self { bool } else { nil } }
    }

    /// An object's fields in the order written (a handful, so looked up by a scan).
    struct Object {
        var fields: [(key: String, value: Value)]

        subscript(key: String) -> Value? {
            fields.first { $0.key == key }?.value
        }
    }

    /// The object `data` holds, or nil when it is anything but a flat object this reader takes.
    static func object(_ data: Data) -> Object? {
        data.withUnsafeBytes { object($0) }
    }

    /// The object in `bytes` (UTF-8), or nil when it is anything but a flat object this reader takes.
    static func object(_ bytes: UnsafeRawBufferPointer) -> Object? {
        var scanner = Scanner(bytes: bytes.bindMemory(to: UInt8.self))
        return scanner.object()
    }

    /// A cursor over the bytes; each `read` returns nil at the first byte it does not take.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func object() -> Object? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var fields: [(key: String, value: Value)] = []
            fields.reserveCapacity(6)
            skipSpace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard take(UInt8(ascii: ":")), let value = value() else { return nil }
                    // A repeated key is read by `JSONDecoder` in its own way: leave it to it.
                    guard !fields.contains(where: { $0.key == key }) else { return nil }
                    fields.append((key, value))
                    skipSpace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpace()
            return index == bytes.count ? Object(fields: fields) : nil
        }

        private mutating func value() -> Value? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number().map(Value.number)
            }
        }

        /// A string of printable ASCII without escapes.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    index += 1
                    return text
                }
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return nil
        }

        /// A number in JSON's grammar (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`) whose value is
        /// a finite `Double` that is not the result of underflow.
        private mutating func number() -> Double? {
            let start = index
            _ = take(UInt8(ascii: "-"))
            var significant = false
            if take(UInt8(ascii: "0")) {
            } else {
                guard let first = peekDigit(), first != 0 else { return nil }
                significant = true
                skipDigits()
            }
            if take(UInt8(ascii: ".")) {
                guard peekDigit() != nil else { return nil }
                while let digit = peekDigit() {
                    if digit != 0 { significant = true }
                    index += 1
                }
            }
            if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
                if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
                guard peekDigit() != nil else { return nil }
                skipDigits()
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { return nil }
            // Underflow to zero or to a subnormal: rare enough to leave to the strict reader.
            if significant || value != 0, !value.isNormal { return nil }
            return value
        }

        private func peekDigit() -> UInt8? {
            guard index < bytes.count else { return nil }
            let digit = bytes[index] &- UInt8(ascii: "0")
            return digit < 10 ? digit : nil
        }

        private mutating func skipDigits() {
            while peekDigit() != nil { index += 1 }
        }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count,
                memcmp(bytes.baseAddress! + index, word.utf8Start, count) == 0
            else { return false }
            index += count
            return true
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }
    }
}
