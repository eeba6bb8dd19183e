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

    /// The detail with "around character N" followed by its line and column.
    static func describe(_ detail: String, in data: Data) -> String {
        guard let range = detail.range(of: "character "),
            let offset = Int(detail[range.upperBound...].prefix(while: \.isNumber))
        else { return detail }
        let place = lineAndColumn(ofOffset: offset, in: data)
        return "\(detail) (line \(place.line), column \(place.column))"
    }

    /// The literal of "Number 1e999 is not representable in Swift.", if that is what the reader said.
    static func unrepresentableNumber(in detail: String) -> String? {
        guard detail.hasPrefix("Number "), let end = detail.range(of: " is not representable") else {
            return nil
        }
        let literal = detail[detail.index(detail.startIndex, offsetBy: 7)..<end.lowerBound]
        return literal.isEmpty ? nil : String(literal)
    }

    /// `data` with the first `literal` that stands as a whole JSON value replaced by the string
    /// `marker + literal`, and where it stood.
    static func marking(_ literal: String, in data: Data, with marker: String) -> (
        data: Data, location: String
    )? {
        let bytes = [UInt8](data)
        let needle = [UInt8](literal.utf8)
        let before: Set<UInt8> = Set(":[, \n\r\t".utf8)
        let after: Set<UInt8> = Set(",]} \n\r\t".utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            guard bytes[start..<(start + needle.count)].elementsEqual(needle) else { continue }
            let end = start + needle.count
            guard start == 0 || before.contains(bytes[start - 1]),
                end == bytes.count || after.contains(bytes[end])
            else { continue }
            let replacement = [UInt8]("\"\(marker)\(literal)\"".utf8)
            let place = lineAndColumn(ofOffset: start, in: data)
            return (
                Data(bytes[..<start] + replacement + bytes[end...]),
                "line \(place.line), column \(place.column)"
            )
        }
        return nil
    }
}
