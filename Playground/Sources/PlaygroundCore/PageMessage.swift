import Foundation
import SheetCore
import SheetHostCore
import SheetScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The messages a live binding sends many times a second, in the exact shape the playground's page
/// and load generator write them — `{"t":…,"type":"pointerMove","x":…,"y":…}` (also `pointerDown`,
/// `pointerUp` without a velocity) and `{"t":…,"type":"tick"}` — read from their bytes with no
/// object, string or set made on the way.
///
/// The playground's sheet session reads each message with it first. It takes only what it reads
/// exactly as the scenario reader (`ScenarioStream`) would: any other byte (a space, another key
/// order, an exponent, more than 15 digits, a `t` or a coordinate out of range) returns nil and the
/// message goes to the scenario reader, which names any fault. `PageMessageTests` checks it against
/// that reader over page-shaped messages and their mutations.
enum PageMessage {
    /// The event in `bytes`, or nil when they are anything but one of the shapes above.
    static func event(_ bytes: UnsafeRawBufferPointer) -> ScenarioEvent? {
        var scanner = Scanner(bytes: bytes.bindMemory(to: UInt8.self))
        guard scanner.take("{\"t\":"), let time = scanner.number(), Scenario.timeRange.contains(time),
            scanner.take(",\"type\":\"")
        else { return nil }
        if scanner.take("tick\"}") {
            return scanner.isAtEnd ? ScenarioEvent(time: time, event: .tick(), type: "tick") : nil
        }
        guard scanner.take("pointer") else { return nil }
        let type: String
        let event: (CGPoint) -> HostEvent
        if scanner.take("Move\"") {
            (type, event) = ("pointerMove", { .pointerMoved($0) })
        } else if scanner.take("Down\"") {
            (type, event) = ("pointerDown", { .pointerDown($0) })
        } else if scanner.take("Up\"") {
            (type, event) = ("pointerUp", { .pointerUp($0, velocity: nil) })
        } else {
            return nil
        }
        guard scanner.take(",\"x\":"), let x = scanner.number(), scanner.take(",\"y\":"),
            let y = scanner.number(),
            scanner.take("}"), scanner.isAtEnd,
            // Beyond the engine's limit the scenario reader refuses a coordinate: leave it to say so.
            abs(x) <= Double(sheetMaximumMagnitude), abs(y) <= Double(sheetMaximumMagnitude)
        else { return nil }
        return ScenarioEvent(time: time, event: event(CGPoint(x: x, y: y)), type: type)
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        /// Takes `text` if the bytes go on with it.
        mutating func take(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.count - index >= count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0
            else { return false }
            index += count
            return true
        }

        /// A number in JSON's grammar without an exponent (`-?(0|[1-9][0-9]*)(.[0-9]+)?`). Of at most
        /// 15 digits, its value is the digits as an integer (exact below 2⁵³) divided by a power of
        /// ten (exact up to 10²²): one correctly rounded division, so the correctly rounded value of
        /// the text, which is what `JSONDecoder` reads. Longer ones (a browser's timestamps) are read
        /// by `Double`'s parser, as ``FlatJSON`` reads them.
        mutating func number() -> Double? {
            let start = index
            let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            guard let first = digit() else { return nil }
            index += 1
            var digits = UInt64(first)
            var count = 1
            var fraction = 0
            if first != 0 {
                while let next = digit() {
                    index += 1
                    digits = digits &* 10 &+ UInt64(next)
                    count += 1
                }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digit() != nil else { return nil }
                while let next = digit() {
                    index += 1
                    digits = digits &* 10 &+ UInt64(next)
                    count += 1
                    fraction += 1
                }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") { return nil }
            if count <= 15 {
                let value = Double(digits) / Self.powersOfTen[fraction]
                return negative ? -value : value
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            // Overflow, or underflow to zero or a subnormal: left to the strict reader, as FlatJSON does.
            let significant = text.utf8.contains { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }
            guard let value = Double(text), value.isFinite, !significant || value.isNormal else { return nil }
            return value
        }

        private func digit() -> UInt8? {
            guard index < bytes.count else { return nil }
            let digit = bytes[index] &- UInt8(ascii: "0")
            return digit < 10 ? digit : nil
        }

        /// 10⁰ … 10¹⁵, each exact.
        static let powersOfTen: [Double] = (0...15).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
    }
}
