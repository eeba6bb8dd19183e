import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The fast reader of flat messages against `JSONDecoder`: whatever it takes, it reads as
/// `JSONDecoder` does; whatever it leaves, the strict reader reads; a stream gives the same event,
/// or the same error, either way.
@Suite("Flat messages")
struct FlatJSONTests {

    /// One JSON value as `JSONDecoder` reads it, in `StrictNode.typeName`'s order.
    enum Decoded: Decodable, Equatable {
        case null, bool(Bool), number(UInt64), string(String), other

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let bool = try? single.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? single.decode(Double.self) {
                self = .number(number.bitPattern)
            } else if let string = try? single.decode(String.self) {
                self = .string(string)
            } else {
                self = .other
            }
        }

        init(_ flat: FlatJSON.Value) {
            switch flat {
            case .null: self = .null
            case .bool(let bool): self = .bool(bool)
            case .number(let number): self = .number(number.bitPattern)
            case .string(let string): self = .string(string)
            }
        }
    }

    /// An object's keys in order and its values, as `JSONDecoder` reads them.
    struct DecodedObject: Decodable {
        var fields: [String: Decoded]
        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: AnyKey.self)
            fields = try Dictionary(
                uniqueKeysWithValues: object.allKeys.map {
                    ($0.stringValue, try object.decode(Decoded.self, forKey: $0))
                })
        }
    }

    static let keys = [
        "t", "type", "x", "y", "velocity", "offset", "contentHeight", "viewportHeight", "tracking",
        "decelerating",
        "detent", "animated", "location", "translation", "horizontal", "value", "height", "allowsDismissal",
        "bogus",
    ]
    static let types = [
        "pointerDown", "pointerMove", "pointerUp", "pointerCancel", "tick", "scroll", "dragBegan",
        "dragChanged",
        "dragEnded", "select", "keyboard", "tap", "reduceMotion", "dismissalGuard", "export", "nope",
    ]
    /// Numbers as JSON writes them, and texts that look like numbers but are not JSON's.
    static let numbers = [
        "0", "-0", "1", "-1", "12", "195", "370.5", "-3.25", "0.1", "1e3", "1E3", "2.5e-3", "1e+2", "-0.0",
        "1.5166666666666662", "180.00000000000034", "123456789012345678901234567890", "1e308",
        "1.7976931348623157e308",
        "1e309", "-1e999", "1e-320", "1e-400", "4.9e-324", "0e10", "01", "1.", ".5", "+1", "-", "1e", "1e+",
        "0x10",
        "NaN", "Infinity", "--1", "1.2.3", "2e-308", "3.0e2",
    ]
    static let strings = [
        #""pointerMove""#, #""medium""#, #""large""#, #""chrome""#, #""content""#, #""""#, #""a\"b""#,
        #""\u0041""#,
        #""é""#, #""tab\there""#, "\"raw\ttab\"", #""unterminated"#, #""ok\\""#,
    ]
    static let others = ["true", "false", "null", "tru", "nul", "[]", "{}", #"{"a":1}"#, "[1]", ""]
    static let spaces = ["", "", "", " ", "\n", "\t", " \r\n "]

    static func message(_ rng: inout SplitMix64) -> String {
        func pick(_ list: [String]) -> String { list.randomElement(using: &rng)! }
        func space() -> String { pick(spaces) }
        var fields: [String] = []
        if Int.random(in: 0..<8, using: &rng) > 0 {
            fields.append(#""t":"# + pick(["0.5", "1", "2.25", "-1", "1e999", "7"]))
        }
        if Int.random(in: 0..<8, using: &rng) > 0 { fields.append(#""type":""# + pick(types) + #"""#) }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let value: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6: value = pick(numbers)
            case 6..<8: value = pick(strings)
            default: value = pick(others)
            }
            fields.append("\"\(pick(keys))\"" + space() + ":" + space() + value)
        }
        fields.shuffle(using: &rng)
        var text =
            space() + "{" + space() + fields.joined(separator: space() + "," + space()) + space() + "}"
            + space()
        // Now and then a slip: a byte dropped, doubled or changed.
        if Int.random(in: 0..<4, using: &rng) == 0, !text.isEmpty {
            var bytes = Array(text.utf8)
            let position = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(bytes[position], at: position)
            default: bytes[position] = Array(#"{}[],:" 0-e.\x"#.utf8).randomElement(using: &rng)!
            }
            text = String(decoding: bytes, as: UTF8.self)
        }
        return text
    }

    @Test(arguments: 0..<40)
    func whatTheFastReaderTakesJSONDecoderReadsTheSame(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919)
        var taken = 0
        for _ in 0..<250 {
            let text = Self.message(&rng)
            guard let flat = FlatJSON.object(Data(text.utf8)) else { continue }
            taken += 1
            let decoded = try? JSONDecoder().decode(DecodedObject.self, from: Data(text.utf8))
            let fast = Dictionary(uniqueKeysWithValues: flat.fields.map { ($0.key, Decoded($0.value)) })
            #expect(decoded?.fields == fast, "\(text)")
            #expect(flat.fields.count == fast.count, "\(text)")
        }
        #expect(taken > 50)
    }

    /// A stream gives the same event, or the same error, through the fast path as through
    /// `JSONDecoder` alone.
    @Test(arguments: 0..<40)
    func aStreamReadsEveryMessageAsTheStrictReaderDoes(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 1)
        let scenario = try ScenarioStream.setup(
            Data(
                #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]}}"#
                    .utf8))
        var outcomes: Set<String> = []
        for _ in 0..<250 {
            let text = Self.message(&rng)
            var fast = ScenarioStream(scenario: scenario)
            var strict = fast
            let fastResult = Result { try fast.message(Data(text.utf8), otherTypes: ["export"]) }
            let strictResult = Result { try strict.strictMessage(Data(text.utf8), otherTypes: ["export"]) }
            #expect(Self.describe(fastResult) == Self.describe(strictResult), "\(text)")
            outcomes.insert(Self.describe(strictResult).prefix(6).description)
        }
        // Both kinds of outcome were seen, so the comparison compared something.
        #expect(outcomes.contains("event ") && outcomes.contains("error "))
    }

    static func describe(_ result: Result<ScenarioStream.Message, any Error>) -> String {
        switch result {
        case .success(.event(let event)): "event \(event.time) \(event.type) \(event.event)"
        case .success(.other(let type)): "other \(type)"
        case .failure(let error): "error \(error)"
        }
    }

    @Test func thePagesMessagesTakeTheFastPath() {
        let messages = [
            #"{"t":1.5166666666666662,"type":"pointerMove","x":195,"y":370}"#,
            #"{"t":2,"type":"tick"}"#,
            #"{"t":2.5,"type":"scroll","offset":12.5,"contentHeight":1400,"viewportHeight":370,"tracking":true,"decelerating":false}"#,
            #"{"t":3,"type":"pointerUp","x":195,"y":300,"velocity":null}"#,
        ]
        for message in messages {
            #expect(FlatJSON.object(Data(message.utf8)) != nil, "\(message)")
        }
        for message in [#"{"t":1,"type":"select","detent":"m\u0065dium"}"#, #"{"t":1,"t":2}"#, #"{"a":[1]}"#]
        {
            #expect(FlatJSON.object(Data(message.utf8)) == nil, "\(message)")
        }
    }
}

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
    func numbersAndStringsAreWrittenAsJSONTextWritesThem(seed: Int) throws {
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
            #expect(JSONText.number(value) == writer.text)
            #expect(writer.wroteNonFiniteNumber == !value.isFinite)
        }
        let strings = [
            "", "plain", "quote\"d", "back\\slash", "new\nline", "\r\t", "\u{1}\u{1f}", "é ü 日本", "\u{7f}",
        ]
        for value in strings + (0..<50).map({ _ in Self.randomString(&rng) }) {
            var writer = JSONWriter()
            writer.string(value)
            #expect(writer.text == Self.referenceString(value))
            #expect(JSONText.string(value) == writer.text)
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
