import Benchmark
import Foundation
import PlaygroundCore
import SheetHostCore
@_spi(Playground) import SheetScenario

/// What a live binding's message costs: read (the one JSON reader, which also checks every key and
/// range and makes the event, against `JSONDecoder` decoding the same four fields into a struct),
/// and the playground's whole answer, bytes in to bytes out, against the host step inside it.
func messageBenchmarks() {
    let scenario = try! ScenarioStream.setup(
        Data(
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]}}"#
                .utf8))
    let message = Data(#"{"t":1.5166666666666662,"type":"pointerMove","x":195,"y":370}"#.utf8)
    Benchmark("Scenario message, JSON reader", configuration: settings(.kilo)) { benchmark in
        var stream = ScenarioStream(scenario: scenario)
        // Into the last message's buffers, as the playground's session reads.
        var buffers = JSONDocument.Buffers()
        let bytes = [UInt8](message)
        for _ in benchmark.scaledIterations {
            blackHole(
                try! bytes.withUnsafeBytes { try stream.message(utf8: $0, otherTypes: [], reusing: &buffers) }
            )
        }
    }
    Benchmark("Scenario message, JSONDecoder", configuration: settings(.kilo)) { benchmark in
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations {
            blackHole(try! decoder.decode(PointerMessage.self, from: message))
        }
    }

    // A finger dragging the page's sheet up and down: pointerDown, 58 pointerMove, pointerUp.
    Benchmark("Playground pointer move → reply bytes", configuration: settings(.kilo)) { benchmark in
        var session = SheetSession()
        _ = session.receive(#"{"type":"present","t":0}"#)
        var time = 1.0
        var step = 0
        // Each message written into one kept buffer, as the page writes it: the count is the session's.
        var message = JSONWriter(capacity: 128)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            message.removeAll()
            message.raw("{\"t\":")
            message.number(time)
            message.raw(
                step == 0
                    ? ",\"type\":\"pointerDown\""
                    : step == 59 ? ",\"type\":\"pointerUp\"" : ",\"type\":\"pointerMove\"")
            message.raw(",\"x\":195,\"y\":")
            message.number(Double(460 - 3 * min(step, 58)))
            message.raw("}")
            blackHole(message.withUnsafeBytes { session.receive(utf8: $0) { $0.count } })
            step = (step + 1) % 60
        }
    }
}

/// The playground's long load, kept out of its unit tests: a session recording to its bound
/// (100,000 events), then refusing the export, as a client that never stops would make it.
func recordingBoundBenchmark() {
    Benchmark(
        "Playground recording to its bound (100,000 events)",
        configuration: settings(
            seconds: 5, iterations: 5, metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            var session = SheetSession()
            for index in 0..<SheetSession.recordingLimit {
                _ = session.receive("{\"type\":\"closeButton\",\"t\":\(index)}")
            }
            let refused = session.receive(#"{"type":"export"}"#)
            precondition(refused.contains(#""field":"export""#), refused)
            blackHole(refused)
        }
    }
}

/// A pointer message's fields, for `JSONDecoder`'s side of the comparison above.
struct PointerMessage: Decodable {
    var t: Double
    var type: String
    var x: Double
    var y: Double
}
