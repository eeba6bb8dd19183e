// Repeats one engine or host operation N times, for `valgrind --tool=callgrind` to count instructions:
// unlike wall clock, the count is the same on every run, whatever else the machine is doing.
// run.sh runs each case at two repetition counts and divides the difference, so start-up cancels out.
//
//   InstructionCounts mosaic COUNT start|middle|end N
//   InstructionCounts tick N
//   InstructionCounts drag N
//   InstructionCounts host N
//   InstructionCounts read N        (a pointer message read by the one JSON reader)
//   InstructionCounts frame N       (a frame written by the one JSON writer)
//   InstructionCounts message N     (the playground's pointer message, bytes in to reply bytes out)
//   InstructionCounts cold N        (the same, from 100 sessions in turn with the caches flushed between
//                                    messages, as a paced server meets them: run it under
//                                    `valgrind --tool=callgrind --cache-sim=yes --LL=1048576,16,64` and
//                                    read `SheetSession.receive`'s misses; instructions alone miss that
//                                    a paced message's cost is mostly fetching its code again)
import Foundation
import MosaicCore
import PlaygroundCore
@_spi(Benchmarks) import SheetCore
import SheetHostCore
@_spi(Playground) import SheetScenario

let arguments = CommandLine.arguments
var checksum = 0.0

switch arguments[1] {
case "mosaic":
    let layout = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: Int(arguments[2])!)
    let room = Double(layout.contentSize.height) - 844
    let y = arguments[3] == "start" ? 0 : arguments[3] == "middle" ? (room / 2).rounded() : room
    let rect = CGRect(x: 0, y: y, width: 390, height: 844)
    var buffer: [MosaicItem] = []
    buffer.reserveCapacity(64)
    for _ in 0..<Int(arguments[4])! {
        layout.items(in: rect, into: &buffer)
        checksum += Double(buffer.count)
    }
case "tick", "drag":
    // The engine's inputs belong to its package: the sheet is set up through the host's events. The
    // tick is the engine's own (on the engine value the host holds); the drag is the host's pan by
    // translations, which reaches the engine as it is, with the host's frame around it.
    var host = try! SheetHost(configuration: SheetConfiguration())
    host.handle(.container(.iPhone), at: 0)
    host.handle(.present, at: 0)
    host.handle(.scrollContentChanged(contentHeight: 3_000, offset: 0), at: 0)
    host.handle(.tick(), at: 5)
    if arguments[1] == "tick" {
        host.handle(.select(.large, animated: true), at: 10)
        let sheet = host.interaction
        for step in 0..<Int(arguments[2])! {
            var copy = sheet
            checksum += Double(copy.tick(10 + Double(step % 1000) * 1e-5).height)
        }
    } else {
        host.handle(.dragBegan(location: .content), at: 6)
        for step in 0..<Int(arguments[2])! {
            checksum += Double(
                host.handle(.dragChanged(translation: -CGFloat(step % 800)), at: 6).sheet.height)
        }
    }
case "host":
    // The drag step one level up: a pointer move in, a whole host frame out.
    var host = try! SheetHost(configuration: SheetConfiguration())
    host.handle(.container(.iPhone), at: 0)
    host.handle(.scroll(HostScrollGeometry(offset: 0, contentHeight: 3_000, viewportHeight: 376.5)), at: 0)
    host.handle(.present, at: 0)
    for i in 1...600 { host.handle(.tick(), at: Double(i) / 120) }
    host.handle(.pointerDown(CGPoint(x: 200, y: 700)), at: 6)
    for step in 0..<Int(arguments[2])! {
        checksum += Double(
            host.handle(.pointerMoved(CGPoint(x: 200, y: 700 - CGFloat(step % 800))), at: 6).sheetRect.height)
    }
case "read":
    let scenario = try! ScenarioStream.setup(
        Data(
            #"{"container":{"width":390,"height":844},"sheet":{"detents":[{"id":"medium"},{"id":"large"}]}}"#
                .utf8))
    var stream = ScenarioStream(scenario: scenario)
    // Read into the buffers of the last message, as the playground's session reads.
    var buffers = JSONDocument.Buffers()
    let message = Array(#"{"t":1.5166666666666662,"type":"pointerMove","x":195,"y":370}"#.utf8)
    for _ in 0..<Int(arguments[2])! {
        if case .event(let event) = try! message.withUnsafeBytes({
            try stream.message(utf8: $0, otherTypes: [], reusing: &buffers)
        }) {
            checksum += event.time
        }
    }
case "frame":
    var host = try! SheetHost(configuration: SheetConfiguration())
    host.handle(.container(.iPhone), at: 0)
    host.handle(.present, at: 0)
    for i in 1...600 { host.handle(.tick(), at: Double(i) / 120) }
    let frame = host.handle(.pointerDown(CGPoint(x: 200, y: 700)), at: 6)
    var writer = JSONWriter(capacity: 2_048)
    for _ in 0..<Int(arguments[2])! {
        writer.removeAll()
        ScenarioJSON.write(frame, showsContentOffset: true, into: &writer)
        checksum += Double(writer.count)
    }
case "message":
    // A finger dragging the page's sheet up and down, as the benchmark's "Playground pointer move".
    var session = SheetSession()
    _ = session.receive(#"{"type":"present","t":0}"#)
    var time = 1.0
    // The message written into one kept buffer, so that the count is the session's alone.
    var message = JSONWriter(capacity: 128)
    for step in 0..<Int(arguments[2])! {
        time += 1.0 / 60
        let phase = step % 60
        pointerMessage(time: time, phase: phase, into: &message)
        checksum += Double(message.withUnsafeBytes { session.receive(utf8: $0) { $0.count } })
    }
case "cold":
    let sessionCount = 100
    var sessions = (0..<sessionCount).map { _ in SheetSession() }
    for index in sessions.indices { _ = sessions[index].receive(#"{"type":"present","t":0}"#) }
    // As the server lends them: one set for every session of the loop.
    var lent = SessionBuffers()
    // Larger than a core's L2 cache: a pass over it leaves none of the last message's code or data.
    var flush = [UInt8](repeating: 1, count: 4 << 20)
    var message = JSONWriter(capacity: 128)
    var time = 1.0
    for step in 0..<Int(arguments[2])! {
        time += 1.0 / 60
        for index in sessions.indices {
            flush.withUnsafeMutableBufferPointer { bytes in
                for offset in stride(from: 0, to: bytes.count, by: 64) { bytes[offset] &+= 1 }
            }
            // Microseconds, as a page's clock gives them.
            pointerMessage(
                time: ((time + Double(index) * 1e-4) * 1e6).rounded() / 1e6, phase: step % 60, into: &message)
            checksum += Double(
                message.withUnsafeBytes { sessions[index].receive(utf8: $0, lending: &lent) { $0.count } })
        }
    }
default:
    fatalError("unknown case \(arguments[1])")
}
print(checksum)

/// The page's message for step `phase` of a drag (pointerDown, 58 pointerMove, pointerUp) at `time`.
func pointerMessage(time: Double, phase: Int, into writer: inout JSONWriter) {
    writer.removeAll()
    writer.raw("{\"t\":")
    writer.number(time)
    writer.raw(
        phase == 0
            ? ",\"type\":\"pointerDown\""
            : phase == 59 ? ",\"type\":\"pointerUp\"" : ",\"type\":\"pointerMove\"")
    writer.raw(",\"x\":195,\"y\":")
    writer.number(Double(460 - 3 * min(phase, 58)))
    writer.raw("}")
}
