import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// JSON text written into one byte buffer, keys in the order given: the frame writer a live
/// binding runs for every message, so it makes no string per value. ``JSONText`` writes single
/// values by the same rules.
public struct JSONWriter: Sendable {
    /// The UTF-8 text so far.
    public private(set) var bytes: [UInt8] = []
    /// Whether a NaN or an infinity has been written (as `nan`, `inf` or `-inf`, which no JSON
    /// parser reads): a caller that must send valid JSON checks this instead of every value.
    public private(set) var wroteNonFiniteNumber = false

    public init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    /// Starts again, keeping the buffer: a writer kept for every reply allocates once.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        wroteNonFiniteNumber = false
    }

    /// The text so far as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Text that is already JSON (punctuation, a key with its colon, a value written elsewhere).
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text that is already JSON, held in a string.
    public mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
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
            var sink = ASCIISink()
            swap(&sink.bytes, &bytes)
            value.write(to: &sink)
            swap(&sink.bytes, &bytes)
        }
    }

    public mutating func number(_ value: CGFloat) { number(Double(value)) }

    /// A number that may be absent (`null`).
    public mutating func number(_ value: CGFloat?) {
        if let value { number(value) } else { raw("null") }
    }

    private mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        // At most 15 digits (|value| < 1e15), written backwards into a fixed buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
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
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied as they are.
        if value.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: value)
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
                        bytes.append(digits[Int(byte >> 4)])
                        bytes.append(digits[Int(byte & 0xF)])
                    }
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string that may be absent (`null`).
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`.
    public mutating func rect(_ rect: CGRect) {
        raw("{\"x\":")
        number(rect.minX)
        raw(",\"y\":")
        number(rect.minY)
        raw(",\"width\":")
        number(rect.width)
        raw(",\"height\":")
        number(rect.height)
        raw("}")
    }
}

/// Takes a number's digits from `Double.write(to:)`, which hands them over as ASCII bytes
/// (`_writeASCII`) rather than as a string.
private struct ASCIISink: TextOutputStream {
    var bytes: [UInt8] = []

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }
}
