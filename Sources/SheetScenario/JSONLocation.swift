import Foundation

/// Turns what Foundation's JSON reader says into a place a person can find: a line and a column.
enum JSONLocation {
    /// The line and column (both from 1) of the character at `offset` (UTF-8 bytes) in `data`.
    static func lineAndColumn(ofOffset offset: Int, in data: Data) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in data.prefix(max(offset, 0)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// `line L, column C: detail`, the place read from the detail's "around character N" (Foundation's
    /// reader's words, for what ``JSONSyntax`` lets through), or the end of the text without one.
    static func describe(_ detail: String, in data: Data) -> String {
        guard let range = detail.range(of: "character "),
            let offset = Int(detail[range.upperBound...].prefix(while: \.isNumber))
        else { return "\(describeEnd(of: data)): \(detail)" }
        let place = lineAndColumn(ofOffset: offset, in: data)
        return "line \(place.line), column \(place.column): \(detail)"
    }

    /// `line L, column C` of the end of the text.
    static func describeEnd(of data: Data) -> String {
        let place = lineAndColumn(ofOffset: data.count, in: data)
        return "line \(place.line), column \(place.column)"
    }

    /// The literal of "Number 1e999 is not representable in Swift.", if that is what the reader said.
    static func unrepresentableNumber(in detail: String) -> String? {
        guard detail.hasPrefix("Number "), let end = detail.range(of: " is not representable") else {
            return nil
        }
        let literal = detail[detail.index(detail.startIndex, offsetBy: 7)..<end.lowerBound]
        return literal.isEmpty ? nil : String(literal)
    }

    /// `data` with its first number too large for a `Double` (in the text's order, outside strings)
    /// replaced by the string `marker + literal`, the literal, and where it stood.
    ///
    /// Foundation names *a* number that is too large, not always the first: its reader may check an
    /// object's values in its dictionary's order, which changes from run to run. Searching here
    /// makes the error the same every time.
    static func markingFirstUnrepresentableNumber(in data: Data, with marker: String) -> (
        data: Data, literal: String, location: String
    )? {
        let bytes = [UInt8](data)
        let numberBytes = Set("+-.0123456789eE".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // Skip the string, escapes included.
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, numberBytes.contains(bytes[index]) { index += 1 }
                let literal = String(decoding: bytes[start..<index], as: UTF8.self)
                guard let value = Double(literal), !value.isFinite else { continue }
                let replacement = [UInt8]("\"\(marker)\(literal)\"".utf8)
                let place = lineAndColumn(ofOffset: start, in: data)
                return (
                    Data(bytes[..<start] + replacement + bytes[index...]), literal,
                    "line \(place.line), column \(place.column)"
                )
            } else {
                index += 1
            }
        }
        return nil
    }
}
