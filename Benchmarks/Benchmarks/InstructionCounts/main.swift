// Repeats one engine or host operation N times, for `valgrind --tool=callgrind` to count instructions:
// unlike wall clock, the count is the same on every run, whatever else the machine is doing.
// run.sh runs each case at two repetition counts and divides the difference, so start-up cancels out.
//
//   InstructionCounts mosaic COUNT start|middle|end N
//   InstructionCounts tick N
//   InstructionCounts drag N
//   InstructionCounts host N
import Foundation
import MosaicCore
@_spi(Benchmarks) import SheetCore
import SheetHostCore

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
default:
    fatalError("unknown case \(arguments[1])")
}
print(checksum)
