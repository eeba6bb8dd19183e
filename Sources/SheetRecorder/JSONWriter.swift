import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The one JSON writer of the project: text written into one byte buffer, keys in the order given.
/// The frame writer a live binding runs for every message uses it, so it makes no string per value;
/// `text(_:)` and `quoted(_:)` give one value's text by the same rules.
public struct JSONWriter: Sendable {
    /// The UTF-8 text so far.
    public var bytes: [UInt8] { storage.count == count ? storage : Array(storage[..<count]) }
    /// Whether a NaN or an infinity has been written (as `nan`, `inf` or `-inf`, which no JSON
    /// parser reads): a caller that must send valid JSON checks this instead of every value.
    public private(set) var wroteNonFiniteNumber = false
    /// The text, then room that later writes copy into in place (`Array.append(contentsOf:)` costs
    /// some 80 instructions a call, and a frame makes over a hundred).
    private var storage: [UInt8] = []
    /// How many of `storage`'s bytes are text: the text's length in bytes.
    public private(set) var count = 0

    public init(capacity: Int = 1_024) {
        storage.reserveCapacity(capacity)
    }

    /// A writer with no buffer at all, to swap with (``ASCIISink``).
    private init(empty: ()) {}

    /// Starts again, keeping the buffer: a writer kept for every reply allocates once.
    public mutating func removeAll() {
        count = 0
        wroteNonFiniteNumber = false
    }

    /// ``bytes`` without a copy: the buffer itself, cut to the text. The next write makes its room
    /// again, in place once the caller has let go of the array.
    public mutating func trimmedBytes() -> [UInt8] {
        if storage.count > count { storage.removeLast(storage.count - count) }
        return storage
    }

    /// Calls `body` with the text's bytes where they are, without a copy or an array.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result
    {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }

    /// The text so far as a string.
    public var text: String {
        storage.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
        }
    }

    /// Copies `length` bytes from `source` after the text.
    @inline(__always)
    private mutating func append(_ source: UnsafeRawPointer, length: Int) {
        guard length > 0 else { return }
        if storage.count - count < length { makeRoom(length) }
        let start = count
        storage.withUnsafeMutableBytes {
            ($0.baseAddress! + start).copyMemory(from: source, byteCount: length)
        }
        count += length
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        if let base = buffer.baseAddress { append(base, length: buffer.count) }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        if storage.count == count { makeRoom(1) }
        storage[count] = byte
        count += 1
    }

    /// Room for `length` more bytes: up to the buffer's capacity, else twice that. The room is zeros
    /// copied from a constant (a repeated element would be appended byte by byte in debug builds).
    private mutating func makeRoom(_ length: Int) {
        let needed = count + length
        if needed > storage.capacity { storage.reserveCapacity(Swift.max(needed, 2 * storage.capacity)) }
        while storage.count < Swift.max(needed, storage.capacity) {
            let chunk = Swift.min(Swift.max(needed, storage.capacity) - storage.count, Self.zeros.count)
            Self.zeros.withUnsafeBufferPointer {
                storage.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<chunk]))
            }
        }
    }

    private static let zeros = [UInt8](repeating: 0, count: 4_096)

    /// Text that is already JSON (punctuation, a key with its colon, a value written elsewhere).
    public mutating func raw(_ text: StaticString) {
        append(text.utf8Start, length: text.utf8CodeUnitCount)
    }

    /// Text that is already JSON, held in a string. Disfavoured, so that a literal is written by
    /// the `StaticString` overload (a copy of its bytes), not made a `String` first: a frame's
    /// hundred keys cost a quarter of its instructions that way.
    @_disfavoredOverload
    public mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// A finite number as JSON: integers without a decimal point, others in Swift's shortest
    /// round-trip form.
    ///
    /// A NaN or infinity is an engine bug, and is never hidden: it is written as `nan`, `inf` or
    /// `-inf`, which no JSON parser accepts, so any check that reads the output fails on it.
    public mutating func number(_ value: Double) {
        guard value.isFinite else {
            wroteNonFiniteNumber = true
            return raw(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf"))
        }
        // An integer below 10¹⁵ converts to `Int` and back unchanged (no call to `round`).
        if abs(value) < 1e15, Double(Int(value)) == value {
            integer(Int(value))
        } else {
            // Swift's shortest round-trip digits (`description`'s), handed over as ASCII bytes by
            // `write(to:)`: no string is made per number.
            if abs(value) < 1e6, hundredths(value) { return }
            var sink = ASCIISink(writer: JSONWriter(empty: ()))
            swap(&sink.writer, &self)
            value.write(to: &sink)
            swap(&sink.writer, &self)
        }
    }

    /// Writes `value` and returns true when it is a whole number of hundredths (a point's half or
    /// quarter, a dim of 0.4), as Swift's shortest round-trip form writes it, without its
    /// algorithm: the decimal `n / 100` is the one that reads back as `value` (`Double(n) / 100` is
    /// the double nearest to it), and below 10⁶ no decimal with fewer digits lies within half a
    /// unit in the last place of `value` (2⁻³⁴), so it is the shortest, written plainly as
    /// `description` writes numbers from 10⁻⁴ to 2⁵³. `JSONWriterTests` compares the two.
    private mutating func hundredths(_ value: Double) -> Bool {
        let scaled = value * 100
        var hundredths = Int(scaled)
        if Double(hundredths) / 100 != value { hundredths += scaled < 0 ? -1 : 1 }
        guard Double(hundredths) / 100 == value else { return false }
        if hundredths < 0 { append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        integer(Int(magnitude / 100))
        append(UInt8(ascii: "."))
        let fraction = magnitude % 100
        append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        return true
    }

    public mutating func number(_ value: CGFloat) { number(Double(value)) }

    /// A number that may be absent (`null`).
    public mutating func number(_ value: CGFloat?) {
        if let value { number(value) } else { raw("null") }
    }

    /// An integer's digits, written in place (at most 15 digits and a sign: |value| < 1e15).
    private mutating func integer(_ value: Int) {
        if storage.count - count < 20 { makeRoom(20) }
        let start = count
        count = storage.withUnsafeMutableBufferPointer { buffer in
            var position = start
            if value < 0 {
                buffer[position] = UInt8(ascii: "-")
                position += 1
            }
            var magnitude = value.magnitude
            var digits = 1
            var rest = magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            let end = position + digits
            position = end
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            return end
        }
    }

    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// A string with `"`, `\` and control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`).
    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    private mutating func string(utf8 value: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        // Most strings need no escape: copied as they are.
        if value.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            append(value)
        } else {
            for byte in value {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case UInt8(ascii: "\n"): raw("\\n")
                case UInt8(ascii: "\r"): raw("\\r")
                case UInt8(ascii: "\t"): raw("\\t")
                case ..<0x20:
                    raw("\\u00")
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        append(digits[Int(byte >> 4)])
                        append(digits[Int(byte & 0xF)])
                    }
                default: append(byte)
                }
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// A string that may be absent (`null`).
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`.
    public mutating func rect(_ rect: CGRect) {
        raw("{")
        rectFields(rect)
        raw("}")
    }

    /// A rect's keys without braces, `"x":…,"y":…,"width":…,"height":…`: the one writer of the
    /// shape, for a rect of its own (``rect(_:)``) and for an object whose keys they are (a
    /// `keyboardFrame` event).
    public mutating func rectFields(_ rect: CGRect) {
        raw("\"x\":")
        number(rect.minX)
        raw(",\"y\":")
        number(rect.minY)
        raw(",\"width\":")
        number(rect.width)
        raw(",\"height\":")
        number(rect.height)
    }
}

/// Takes a number's digits from `Double.write(to:)`, which hands them over as ASCII bytes
/// (`_writeASCII`) rather than as a string.
private struct ASCIISink: TextOutputStream {
    var writer: JSONWriter

    mutating func write(_ string: String) {
        writer.raw(string)
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        writer.appendASCII(buffer)
    }
}

extension JSONWriter {
    /// Digits handed over by ``ASCIISink``.
    fileprivate mutating func appendASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(buffer) }
}
