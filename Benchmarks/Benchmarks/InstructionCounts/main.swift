// Repeats one engine operation N times, for `valgrind --tool=callgrind` to count instructions:
// unlike wall clock, the count is the same on every run, whatever else the machine is doing.
// run.sh runs each case at two repetition counts and divides the difference, so start-up cancels out.
//
//   InstructionCounts mosaic COUNT start|middle|end N
//   InstructionCounts tick N
//   InstructionCounts drag N
//   InstructionCounts host N
import Foundation
import MosaicCore
import SheetCore
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
    var sheet = try! SheetInteraction(configuration: SheetConfiguration(), container: .iPhone)
    sheet.handle(.present, at: 0)
    sheet.handle(.scrollContentChanged(contentHeight: 3_000, offset: 0), at: 0)
    sheet.tick(5)
    if arguments[1] == "tick" {
        sheet.handle(.select(.large), at: 10)
        for step in 0..<Int(arguments[2])! {
            var copy = sheet
            checksum += Double(copy.tick(10 + Double(step % 1000) * 1e-5).height)
        }
    } else {
        sheet.handle(.dragBegan(location: .content), at: 6)
        for step in 0..<Int(arguments[2])! {
            checksum += Double(sheet.handle(.dragChanged(translation: -CGFloat(step % 800)), at: 6).height)
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
