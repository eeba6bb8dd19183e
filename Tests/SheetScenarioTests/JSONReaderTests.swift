import Foundation
import Testing

@_spi(Playground) @testable import SheetScenario

/// The one JSON reader against Foundation's: over random and mutated texts, whatever both read,
/// they read to the same values (numbers bit for bit); what only one reads is one of the rules
/// the format's page states (a trailing comma or a repeated key refused, a number too large for a
/// `Double` read, to be refused by the field that holds it).
@Suite("JSON reader")
struct JSONReaderTests {
    /// One JSON value, comparable: numbers by their bits, objects with their keys in order.
    indirect enum Value: Decodable, Equatable, CustomStringConvertible {
        case null, bool(Bool), number(UInt64), string(String), array([Value]), object([String: Value])

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var fields: [String: Value] = [:]
                for key in object.allKeys {
                    fields[key.stringValue] = try object.decode(Value.self, forKey: key)
                }
                self = .object(fields)
            } else if var items = try? decoder.unkeyedContainer() {
                var values: [Value] = []
                while !items.isAtEnd { values.append(try items.decode(Value.self)) }
                self = .array(values)
            } else {
                let single = try decoder.singleValueContainer()
                if single.decodeNil() {
                    self = .null
                } else if let bool = try? single.decode(Bool.self) {
                    self = .bool(bool)
                } else if let number = try? single.decode(Double.self) {
                    self = .number(number.bitPattern)
                } else {
                    self = .string(try single.decode(String.self))
                }
            }
        }

        /// The value the reader read at `node`.
        init(_ node: StrictNode) throws {
            switch node.typeName {
            case "null": self = .null
            case "a boolean": self = .bool(try node.bool)
            case "a number": self = .number(try node.finiteNumber.bitPattern)
            case "a string": self = .string(try node.string)
            case "an array": self = .array(try node.array.map(Value.init))
            default:
                var fields: [String: Value] = [:]
                for key in try node.keys { fields[key] = try Value(node.required(key)) }
                self = .object(fields)
            }
        }

        var description: String {
            switch self {
            case .null: "null"
            case .bool(let bool): "\(bool)"
            case .number(let bits): "\(Double(bitPattern: bits))"
            case .string(let string): "\"\(string)\""
            case .array(let items): "\(items)"
            case .object(let fields): "\(fields)"
            }
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
    }

    static let numbers = [
        "0", "-0", "1", "-1", "12", "195", "370.5", "-3.25", "0.1", "1e3", "1E3", "2.5e-3", "1e+2", "-0.0",
        "1.5166666666666662", "180.00000000000034", "123456789012345678901234567890", "1e308",
        "1.7976931348623157e308", "0.000001234", "9007199254740993", "1e22", "1e23", "123456789012345e-22",
        "1e309", "-1e999", "2e-308", "3.0e2", "0e10", "01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "NaN",
        "--1", "1.2.3",
    ]
    static let strings = [
        #""pointerMove""#, #""""#, #""a\"b""#, #""\u0041""#, #""é""#, #""tab\there""#, "\"raw\ttab\"",
        #""unterminated"#, #""ok\\""#, #""\ud83d\ude00""#, #""\/\b\f\n\r""#, #""\ud83d""#, #""\q""#,
    ]
    static let keys = ["t", "type", "x", "y", "a\\u0041", "aA", "é"]
    static let spaces = ["", "", "", " ", "\n", "\t", " \r\n "]

    /// A random value up to `depth` levels deep, now and then not quite JSON.
    static func value(_ rng: inout SplitMix64, depth: Int) -> String {
        func pick(_ list: [String]) -> String { list.randomElement(using: &rng)! }
        let space = pick(spaces)
        switch Int.random(in: 0..<(depth > 0 ? 10 : 7), using: &rng) {
        case 0..<3: return space + pick(numbers)
        case 3..<5: return pick(strings) + space
        case 5: return pick(["true", "false", "null", "tru", "nul"])
        case 6, 7:
            let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in value(&rng, depth: depth - 1) }
            return "[" + items.joined(separator: ",")
                + (Int.random(in: 0..<12, using: &rng) == 0 ? ",]" : "]")
        default:
            let fields = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                "\"\(pick(keys))\"" + pick(spaces) + ":" + value(&rng, depth: depth - 1)
            }
            return "{" + fields.joined(separator: "," + space) + "}"
        }
    }

    static func text(_ rng: inout SplitMix64) -> String {
        var text = value(&rng, depth: 3)
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

    @Test(arguments: 0..<20)
    func whatBothReadTheyReadTheSame(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &* 7919)
        var compared = 0
        for _ in 0..<300 {
            let text = Self.text(&rng)
            let data = Data(text.utf8)
            let foundation = try? JSONDecoder().decode(Value.self, from: data)
            let document = Result { try JSONDocument(data) }
            let ours = try? Value(StrictNode(root: document.get()))
            if let foundation, let ours {
                compared += 1
                #expect(foundation == ours, "\(text)")
            } else if let foundation {
                // Foundation read what the reader refuses: only a rule of the format's own.
                let error = "\(document)"
                #expect(
                    error.contains("trailing comma") || error.contains("is repeated"),
                    "\(text): \(foundation), \(error)")
            } else if ours != nil {
                // The reader read what Foundation refuses: a number too large or too small for it.
                #expect(text.contains("e"), "\(text)")
            }
        }
        #expect(compared > 100)
    }

    /// Each value's node knows where it stands: a number too large for a `Double` is named with its
    /// line and column by the field that reads it.
    @Test func aNumberTooLargeIsNamedWhereItStands() throws {
        let root = StrictNode(root: try JSONDocument(Data("{\"a\":\n  [1, -1e999]}".utf8)))
        let item = try root.required("a").array[1]
        #expect(throws: ScenarioError.self) { try item.finiteNumber }
        #expect(
            (try? item.finiteNumber) == nil
                && "\(Result { try item.number })".contains(
                    "a[1]: a number too large for a Double (-1e999 at line 2, column 7;")
        )
    }

    @Test(arguments: [
        (
            #"{"a":1,"b":2,"a":3}"#,
            "malformed JSON at line 1, column 14: the key \"a\" is repeated in its object (first at line 1, column 2)"
        ),
        (
            #"{"x":{"a\u0062":1,"ab":2}}"#,
            "malformed JSON at line 1, column 19: the key \"ab\" is repeated in its object (first at line 1, column 7)"
        ),
        (
            #"["\ud800x"]"#,
            "malformed JSON at line 1, column 3: \\uD800 is half of a surrogate pair without its other half"
        ),
    ])
    func repeatedKeysAndLoneSurrogatesAreRefused(text: String, error: String) {
        #expect { _ = try JSONDocument(Data(text.utf8)) } throws: { "\($0)" == error }
    }

    /// Nesting of any depth is read without recursion.
    @Test func deepNestingIsRead() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = try JSONDocument(Data(text.utf8))
        #expect(document.values.count == depth && document.next(after: 0) == depth)
    }

    /// What the one writer writes back of a value (the playground's export of its setup) reads as
    /// the same value, its keys sorted.
    @Test(arguments: 0..<10)
    func aValueWrittenBackReadsTheSame(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 31)
        var compared = 0
        for _ in 0..<200 {
            let text = Self.value(&rng, depth: 3)
            // The writer writes a negative zero as 0 (a whole number), whose bits differ.
            guard !text.contains("-0"), let document = try? JSONDocument(Data(text.utf8)),
                let value = try? Value(StrictNode(root: document))
            else { continue }
            var writer = JSONWriter()
            StrictNode(root: document).write(into: &writer)
            let again = try JSONDocument(Data(writer.bytes))
            #expect(try Value(StrictNode(root: again)) == value, "\(writer.text)")
            if let keys = try? StrictNode(root: again).keys { #expect(keys == keys.sorted()) }
            compared += 1
        }
        #expect(compared > 50)
    }
}
