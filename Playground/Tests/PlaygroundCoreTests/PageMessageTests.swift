import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

@testable import PlaygroundCore

/// The page's own message shapes, read from their bytes (`PageMessage`), against the scenario
/// reader the session falls back to: whatever the fast reader takes, the scenario reader reads as
/// the same event.
@Suite("Page messages")
struct PageMessageTests {
    /// Numbers as JSON writes them, and texts that look like numbers but are not JSON's.
    static let numbers = [
        "0", "-0", "1", "-1", "12", "195", "370.5", "-3.25", "0.1", "1e3", "1E3", "2.5e-3", "1e+2", "-0.0",
        "1.5166666666666662", "180.00000000000034", "123456789012345678901234567890", "1e308", "1e309",
        "-1e999", "1e-320", "4.9e-324", "0e10", "01", "1.", ".5", "+1", "-", "1e", "0x10", "NaN", "--1",
        "2000000", "-1000000", "1000000.5",
    ]

    /// Page-shaped messages with numbers of every kind and now and then a slip.
    @Test(arguments: 0..<20)
    func whatThePageReaderTakesTheScenarioReaderReadsAlike(seed: Int) throws {
        var state = UInt64(seed) &* 15_485_863 &+ 3
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let scenario = try ScenarioStream.setup(
            Data(#"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"}]}}"#.utf8))
        var taken = 0
        for _ in 0..<250 {
            func number() -> String {
                switch next(4) {
                case 0: Self.numbers[next(Self.numbers.count)]
                case 1: "\(Double(next(2_000_001) - 1_000_000) + Double(next(1000)) / 1000)"
                case 2: "\(next(4001) - 2000)"
                default: "\(Double(next(199_999) - 99_999) / 100)"
                }
            }
            let type = ["pointerMove", "pointerDown", "pointerUp", "tick", "pointerCancel"][next(5)]
            var text = #"{"t":\#(number()),"type":"\#(type)""#
            if type != "tick" { text += #","x":\#(number()),"y":\#(number())"# }
            text += "}"
            if next(4) == 0 {
                var bytes = Array(text.utf8)
                let position = next(bytes.count)
                switch next(3) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(bytes[position], at: position)
                default: bytes[position] = Array(#"{}[],:" 0-e.\x5"#.utf8)[next(15)]
                }
                text = String(decoding: bytes, as: UTF8.self)
            }
            guard let fast = Data(text.utf8).withUnsafeBytes({ PageMessage.event($0) }) else { continue }
            taken += 1
            var stream = ScenarioStream(scenario: scenario)
            let read = Result { try stream.event(Data(text.utf8)) }
            #expect(Self.describe(.success(fast)) == Self.describe(read), "\(text)")
        }
        #expect(taken > 20)
    }

    @Test func thePagesPointerMoveIsReadFromItsBytes() throws {
        let text = #"{"t":1.5166666666666662,"type":"pointerMove","x":195.25,"y":-0.5}"#
        let event = try #require(Data(text.utf8).withUnsafeBytes { PageMessage.event($0) })
        #expect(event.time == 1.5166666666666662 && event.type == "pointerMove")
        #expect("\(event.event)" == "\(HostEvent.pointerMoved(CGPoint(x: 195.25, y: -0.5)))")
        for other in [
            #"{"t":1,"type":"pointerMove","x":1e2,"y":0}"#, #"{"t":-1,"type":"tick"}"#,
            #"{"type":"tick","t":1}"#, #"{"t":1,"type":"pointerMove","x":2000000,"y":0}"#,
        ] {
            #expect(Data(other.utf8).withUnsafeBytes { PageMessage.event($0) } == nil, "\(other)")
        }
    }

    static func describe(_ result: Result<ScenarioEvent, any Error>) -> String {
        switch result {
        case .success(let event): "event \(event.time) \(event.type) \(event.event)"
        case .failure(let error): "error \(error)"
        }
    }
}
