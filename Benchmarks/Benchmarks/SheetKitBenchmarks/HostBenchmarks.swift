import Benchmark
import Foundation
import SheetCore
import SheetHostCore
import SheetScenario

/// A host resting at medium over a list of 3,000 pt, as a binding drives it.
func restingHost() -> SheetHost {
    var host = try! SheetHost(configuration: configuration)
    host.handle(.container(.iPhone), at: 0)
    host.handle(.scroll(HostScrollGeometry(offset: 0, contentHeight: 3_000, viewportHeight: 342.5)), at: 0)
    host.handle(.present, at: 0)
    host.handle(.contentMeasured(height: 300, width: 390, request: 1), at: 0)
    for i in 1...600 { host.handle(.tick(), at: Double(i) / 120) }
    return host
}

func hostBenchmarks() {
    // The same sweep as "Sheet drag step with scroll hand-off", one level up: a pointer move in,
    // a whole host frame (rects, dim, scroll directive, accessibility, change mask) out.
    Benchmark("Host pointer move → host frame", configuration: settings(.kilo)) { benchmark in
        var host = restingHost()
        host.handle(.pointerDown(CGPoint(x: 200, y: 700)), at: 6)
        var y: CGFloat = 700
        var time = 6.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            y = y <= -100 ? 700 : y - 7
            time += 1e-6
            blackHole(host.handle(.pointerMoved(CGPoint(x: 200, y: y)), at: time))
        }
    }

    Benchmark("Host tick of a settling spring", configuration: settings(.kilo)) { benchmark in
        var settling = restingHost()
        settling.handle(.select(.large, animated: true), at: 10)
        var time = 10.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var host = settling
            time += 1e-6
            blackHole(host.handle(.tick(), at: time))
        }
    }

    // The simulate command's frame writer against Foundation's encoder for the same fields: the
    // hand-written writer stays only while it is several times faster.
    let frame = restingHost().frame
    Benchmark("Frame JSON, hand-written writer", configuration: settings(.kilo)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ScenarioJSON.frame(frame, showsContentOffset: true))
        }
    }
    Benchmark("Frame JSON, JSONEncoder", configuration: settings(.kilo)) { benchmark in
        let encoder = JSONEncoder()
        let value = EncodableFrame(frame)
        for _ in benchmark.scaledIterations {
            blackHole(try! encoder.encode(value))
        }
    }
}

/// The frame's documented fields as an `Encodable` value, for the comparison above.
struct EncodableFrame: Encodable {
    struct Rect: Encodable {
        var x, y, width, height: Double
        init(_ rect: CGRect) {
            (x, y, width, height) = (
                Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)
            )
        }
    }
    struct Accessibility: Encodable {
        var grabberLabel, grabberValue: String
        var modal: Bool
        var announcement: String?
    }
    var t: Double
    var state: String
    var detent: String?
    var height, top, velocity, dim: Double
    var backgroundInteractive: Bool
    var contentOffset: Double
    var contentOffsetLocked: Bool
    var phase: String
    var sheetRect, contentRect, grabberRect, closeButtonRect: Rect
    var contentInset: Double
    var pinContentOffset: Double?
    var needsTicks: Bool
    var accessibility: Accessibility

    init(_ frame: HostFrame) {
        let sheet = frame.sheet
        t = frame.time
        state = sheet.state.rawValue
        detent = sheet.restingDetentIdentifier?.rawValue
        height = Double(sheet.height)
        top = Double(sheet.top)
        velocity = Double(sheet.velocity)
        dim = Double(sheet.dimAlpha)
        backgroundInteractive = sheet.isBackgroundInteractive
        contentOffset = Double(sheet.contentOffset)
        contentOffsetLocked = sheet.isContentOffsetLocked
        phase = frame.phase.rawValue
        sheetRect = Rect(frame.sheetRect)
        contentRect = Rect(frame.contentRect)
        grabberRect = Rect(frame.grabberRect)
        closeButtonRect = Rect(frame.closeButtonRect)
        contentInset = Double(frame.contentInsets.bottom)
        pinContentOffset = frame.scroll.pinnedOffset.map(Double.init)
        needsTicks = frame.needsTicks
        accessibility = Accessibility(
            grabberLabel: frame.accessibility.grabberLabel, grabberValue: frame.accessibility.grabberValue,
            modal: frame.accessibility.isModal, announcement: frame.accessibility.announcement)
    }
}
