import Foundation

/// JSON's grammar (RFC 8259), checked before `JSONDecoder` reads the text, so that every syntax
/// error has a line, a column and words of the project's own, and so that what Foundation's reader
/// lets through (a trailing comma) is refused as the format's page says.
///
/// It reads no values: it only finds the first place the text stops being JSON.
enum JSONSyntax {
    /// The first syntax error in `data`: its byte offset and what is wrong there, or nil for JSON.
    static func firstError(in data: Data) -> (offset: Int, problem: String)? {
        data.withUnsafeBytes { raw in
            var checker = Checker(bytes: raw.bindMemory(to: UInt8.self))
            return checker.run()
        }
    }

    /// The error a scenario reader throws for `data`, or nil when it is JSON.
    static func error(in data: Data) -> ScenarioError? {
        guard let failure = firstError(in: data) else { return nil }
        let place = JSONLocation.lineAndColumn(ofOffset: failure.offset, in: data)
        return ScenarioError(
            "malformed JSON at line \(place.line), column \(place.column): \(failure.problem)")
    }

    private struct Checker {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// The open objects (`{`) and arrays (`[`), innermost last, with where each opened.
        var open: [(byte: UInt8, offset: Int)] = []

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func run() -> (offset: Int, problem: String)? {
            // A UTF-8 byte order mark is allowed before the text, as `JSONDecoder` allows it.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            if let offset = invalidUTF8Offset() { return (offset, "the text is not UTF-8") }
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
                    guard let container = open.last else {
                        return index == bytes.count
                            ? nil : (index, "unexpected \(found) after the end of the JSON value")
                    }
                    let close = container.byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard index < bytes.count else { return endInside(container) }
                    if bytes[index] == close {
                        open.removeLast()
                        index += 1
                        continue
                    }
                    guard bytes[index] == UInt8(ascii: ",") else {
                        let kind = close == UInt8(ascii: "}") ? "an object's value" : "an array's item"
                        return (
                            index,
                            "expected , or \(Character(UnicodeScalar(close))) after \(kind), found \(found)"
                        )
                    }
                    let comma = index
                    index += 1
                    skipSpace()
                    if index < bytes.count, bytes[index] == close {
                        return (
                            comma, "a trailing comma before \(Character(UnicodeScalar(close))) (remove it)"
                        )
                    }
                    if close == UInt8(ascii: "}"), let failure = key() { return failure }
                    break
                }
            }
        }

        /// What reading a value did.
        private enum Step {
            case failure((offset: Int, problem: String))
            /// Opened an object (its first key read) or an array that isn't empty: a value comes next.
            case opened
            /// Read a whole value.
            case read

            init(_ failure: (offset: Int, problem: String)?) { self = failure.map(Step.failure) ?? .read }
        }

        /// One value, or the opening of a container (with its first key); never recursive, so any
        /// depth of nesting is checked in constant stack.
        private mutating func value() -> Step {
            skipSpace()
            guard index < bytes.count else {
                return .failure(
                    open.last.map(endInside) ?? (index, "the text ends where a value was expected"))
            }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = bytes[index] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                open.append((bytes[index], index))
                index += 1
                skipSpace()
                if index < bytes.count, bytes[index] == close {
                    open.removeLast()
                    index += 1
                    return .read
                }
                guard close == UInt8(ascii: "}") else { return .opened }
                return key().map(Step.failure) ?? .opened
            case UInt8(ascii: "\""): return Step(string())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Step(number(from: start))
            default:
                for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                    index += word.utf8.count
                    return .read
                }
                return .failure((start, "expected a value, found \(found)"))
            }
        }

        /// An object's key and its colon (the value follows).
        private mutating func key() -> (offset: Int, problem: String)? {
            skipSpace()
            guard index < bytes.count else { return open.last.map(endInside) }
            guard bytes[index] == UInt8(ascii: "\"") else {
                return (index, "expected a key in double quotes, found \(found)")
            }
            if let failure = string() { return failure }
            skipSpace()
            guard index < bytes.count else { return open.last.map(endInside) }
            guard bytes[index] == UInt8(ascii: ":") else {
                return (index, "expected : after the key, found \(found)")
            }
            index += 1
            return nil
        }

        private mutating func string() -> (offset: Int, problem: String)? {
            let start = index
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    let escape = index
                    index += 1
                    guard index < bytes.count else { break }
                    switch bytes[index] {
                    case UInt8(ascii: "u"):
                        let hex = bytes[(index + 1)...].prefix(4)
                        guard hex.count == 4, hex.allSatisfy({ Character(UnicodeScalar($0)).isHexDigit })
                        else {
                            return (escape, "\\u must be followed by four hexadecimal digits")
                        }
                        index += 5
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        index += 1
                    default:
                        return (
                            escape,
                            "an unknown escape \\\(Character(UnicodeScalar(bytes[index]))) in a string"
                        )
                    }
                case 0..<0x20:
                    return (index, "a control character in a string (write it as an escape, such as \\n)")
                default:
                    index += 1
                }
            }
            let place = JSONLocation.lineAndColumn(ofOffset: start, in: Data(bytes))
            return (
                bytes.count,
                "the text ends inside the string that opens at line \(place.line), column \(place.column)"
            )
        }

        /// A number in JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
        private mutating func number(from start: Int) -> (offset: Int, problem: String)? {
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    index += 1
                }
                return index - first
            }
            var valid = true
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1
                if digits() > 0 { valid = false }  // a leading zero
            } else if digits() == 0 {
                valid = false
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 { valid = false }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
                {
                    index += 1
                }
                if digits() == 0 { valid = false }
            }
            let numberBytes = Set("+-.0123456789eE".utf8)
            while index < bytes.count, numberBytes.contains(bytes[index]) {
                index += 1
                valid = false
            }
            guard !valid else { return nil }
            let literal = String(decoding: bytes[start..<index], as: UTF8.self)
            return (start, "\(literal) is not a number in JSON's form (such as -12, 0.5 or 1e3)")
        }

        /// The text ended inside `container`.
        private func endInside(_ container: (byte: UInt8, offset: Int)) -> (offset: Int, problem: String) {
            let place = JSONLocation.lineAndColumn(ofOffset: container.offset, in: Data(bytes))
            let kind = container.byte == UInt8(ascii: "{") ? "object" : "array"
            return (
                bytes.count,
                "the text ends before the \(kind) that opens at line \(place.line), column \(place.column) is closed"
            )
        }

        /// What stands at the cursor, for a message: `'}'`, `the word tru`, `the end of the text`.
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

        private mutating func skipSpace() {
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
}
