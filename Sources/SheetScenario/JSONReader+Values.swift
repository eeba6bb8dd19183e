import Foundation

extension JSONReader {
    /// A string from its opening quote at the cursor; its escapes are checked, not decoded.
    mutating func string() -> Failure? {
        let start = index
        var isEscaped = false
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                values.append(.init(kind: .string, isEscaped: isEscaped, start: start, end: index))
                index += 1
                return nil
            case UInt8(ascii: "\\"):
                isEscaped = true
                if let failure = escape() { return failure }
            case 0..<0x20:
                return (index, "a control character in a string (write it as an escape, such as \\n)")
            default:
                index += 1
            }
        }
        let place = JSONDocument.lineAndColumn(ofOffset: start, in: bytes)
        return (
            bytes.count,
            "the text ends inside the string that opens at line \(place.line), column \(place.column)"
        )
    }

    /// The escape at the cursor (a backslash): `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` or
    /// `\u` with four hexadecimal digits, a surrogate only as half of a pair.
    private mutating func escape() -> Failure? {
        let escape = index
        index += 1
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "u"):
            guard let unit = hexUnit(at: index + 1) else {
                return (escape, "\\u must be followed by four hexadecimal digits")
            }
            index += 5
            if unit & 0xFC00 == 0xD800, bytes[index...].starts(with: "\\u".utf8),
                let low = hexUnit(at: index + 2), low & 0xFC00 == 0xDC00
            {
                index += 6
            } else if unit & 0xF800 == 0xD800 {
                return (
                    escape,
                    "\\u\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair without its other half"
                )
            }
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        default:
            return (escape, "an unknown escape \\\(Character(UnicodeScalar(bytes[index]))) in a string")
        }
        return nil
    }

    /// The UTF-16 unit of the four hexadecimal digits at `offset`, or nil.
    func hexUnit(at offset: Int) -> UInt16? {
        guard offset + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = Character(UnicodeScalar(byte)).hexDigitValue else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// A number in JSON's grammar, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, read to the
    /// correctly rounded `Double` (infinite when it is too large for one: the reader of the field
    /// says so, naming it).
    ///
    /// Up to 15 significant digits and a power of ten up to 10²², the value is one exact integer
    /// multiplied or divided by one exact power: one correctly rounded operation. Anything longer
    /// goes to `strtod`, which rounds correctly too.
    mutating func number(from start: Int) -> Failure? {
        var valid = true
        var digits: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        func digit() -> UInt8? {
            guard index < bytes.count else { return nil }
            let digit = bytes[index] &- UInt8(ascii: "0")
            return digit < 10 ? digit : nil
        }
        /// Reads digits into the significand; returns how many.
        func significand(fraction: Bool) -> Int {
            var count = 0
            while let next = digit() {
                index += 1
                count += 1
                if significantDigits > 0 || next != 0 {
                    if significantDigits < 19 {
                        digits = digits &* 10 &+ UInt64(next)
                    } else if !fraction {
                        exponent += 1
                    }
                    if significantDigits < 19, fraction { exponent -= 1 }
                    significantDigits += 1
                } else if fraction {
                    exponent -= 1
                }
            }
            return count
        }
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        if digit() == 0 {
            index += 1
            if digit() != nil {
                valid = false  // a leading zero
                _ = significand(fraction: false)
            }
        } else if significand(fraction: false) == 0 {
            valid = false
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if significand(fraction: true) == 0 { valid = false }
        }
        var written = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var sign = 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                if bytes[index] == UInt8(ascii: "-") { sign = -1 }
                index += 1
            }
            var count = 0
            while let next = digit() {
                index += 1
                count += 1
                if written < 100_000 { written = written * 10 + Int(next) }
            }
            if count == 0 { valid = false }
            exponent += sign * written
        }
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) {
            index += 1
            valid = false
        }
        guard valid else {
            let literal = String(decoding: bytes[start..<index], as: UTF8.self)
            return (start, "\(literal) is not a number in JSON's form (such as -12, 0.5 or 1e3)")
        }
        var value: Double
        if significantDigits <= 15, (-22...22).contains(exponent) {
            value = Double(digits)
            if exponent < 0 {
                value /= Self.powersOfTen[-exponent]
            } else {
                value *= Self.powersOfTen[exponent]
            }
            if negative { value = -value }
        } else {
            value = bytes.withUnsafeBufferPointer { text in
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: index - start + 1) { literal in
                    UnsafeMutableRawPointer(literal.baseAddress!).copyMemory(
                        from: text.baseAddress! + start, byteCount: index - start)
                    literal[index - start] = 0
                    return strtod(literal.baseAddress!, nil)
                }
            }
        }
        values.append(.init(kind: .number, start: start, end: index, number: value))
        return nil
    }

    private static let numberBytes = Set("+-.0123456789eE".utf8)

    /// 10⁰ … 10²², each exact.
    private static let powersOfTen: [Double] = (0...22).map {
        (0..<$0).reduce(1.0) { value, _ in value * 10 }
    }

    /// A string's text between its quotes with its escapes decoded (the reader has checked them).
    static func unescaped(_ text: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = text.startIndex
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll(keepingCapacity: true)
        }
        func hexUnit(at offset: Int) -> UInt32 {
            text[offset..<(offset + 4)].reduce(0) {
                $0 << 4 | UInt32(Character(UnicodeScalar($1)).hexDigitValue!)
            }
        }
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "\\") else {
                utf8.append(text[index])
                index += 1
                continue
            }
            let code = text[index + 1]
            index += 2
            let simple: UInt8? =
                switch code {
                case UInt8(ascii: "b"): 0x08
                case UInt8(ascii: "f"): 0x0C
                case UInt8(ascii: "n"): 0x0A
                case UInt8(ascii: "r"): 0x0D
                case UInt8(ascii: "t"): 0x09
                case UInt8(ascii: "u"): nil
                default: code
                }
            if let simple {
                utf8.append(simple)
                continue
            }
            var unit = hexUnit(at: index)
            index += 4
            if unit & 0xFC00 == 0xD800 {
                // The reader has checked that the low half follows.
                let low = hexUnit(at: index + 2)
                index += 6
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            flush()
            scalars.append(UnicodeScalar(unit)!)
        }
        flush()
        return String(scalars)
    }
}
