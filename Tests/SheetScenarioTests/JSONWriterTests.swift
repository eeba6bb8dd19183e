import Foundation
import SheetScenario
import Testing

/// The byte writer against the string writer it replaced, kept here as the naive reference,
/// value by value.
@Suite("JSON writer")
struct JSONWriterTests {
    static func referenceNumber(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func referenceString(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    @Test(arguments: 0..<20)
    func numbersAndStringsAreWrittenAsTheReferenceWritesThem(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 99)
        let special: [Double] = [
            0, -0.0, 1, -1, 0.1, 1e15, 1e15 - 1, -1e15 + 1, 1e-7, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .nan, .infinity, -.infinity, 123_456_789_012_345, 0.5,
            // Whole hundredths (written without Swift's algorithm) and their neighbours.
            0.01, -0.01, 0.07, 0.29, 1.005, 0.4, 373.5, -0.25, 999_999.99, 1e6 - 0.5, 1e6 + 0.5, 0.1 + 0.2,
        ]
        for value in special + (0..<200).map({ _ in Self.randomDouble(&rng) }) {
            var writer = JSONWriter()
            writer.number(value)
            #expect(writer.text == Self.referenceNumber(value))
            #expect(JSONWriter.text(value) == writer.text)
            #expect(writer.wroteNonFiniteNumber == !value.isFinite)
        }
        let strings = [
            "", "plain", "quote\"d", "back\\slash", "new\nline", "\r\t", "\u{1}\u{1f}", "é ü 日本", "\u{7f}",
        ]
        for value in strings + (0..<50).map({ _ in Self.randomString(&rng) }) {
            var writer = JSONWriter()
            writer.string(value)
            #expect(writer.text == Self.referenceString(value))
            #expect(JSONWriter.quoted(value) == writer.text)
            // And JSON reads it back.
            #expect(try JSONDecoder().decode(String.self, from: Data(writer.text.utf8)) == value)
        }
    }

    static func randomDouble(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: Double(Int.random(in: -1_000_000...1_000_000, using: &rng))
        case 1: Double(Int.random(in: -10_000...10_000, using: &rng)) / 4
        case 4: Double(Int.random(in: -100_000_100...100_000_100, using: &rng)) / 100
        case 5: (Double(Int.random(in: -100_000...100_000, using: &rng)) / 100).nextUp
        case 6: Double(Int.random(in: -199...199, using: &rng)) / 100 * (Bool.random(using: &rng) ? 1 : 3)
        case 2: Double.random(in: -1e6...1e6, using: &rng)
        default: Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
        }
    }

    static func randomString(_ rng: inout SplitMix64) -> String {
        let scalars: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "\"", "\\", "\n", "\u{0}", "\u{8}", "é", "€", "😀", "/",
        ]
        return String(
            String.UnicodeScalarView(
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    scalars.randomElement(using: &rng)!
                }))
    }
}
