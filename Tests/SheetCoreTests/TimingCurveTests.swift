import Foundation
import Testing

@testable import SheetCore

@Suite("Timing curves")
struct TimingCurveTests {
    /// (curve, progress → value), the values from an independent bisection of the same Béziers to
    /// 1e-6: UIKit's named curves are Core Animation's control points.
    static let table: [(name: String, curve: TimingCurve, values: [(Double, Double)])] = [
        ("linear", .linear, [(0, 0), (0.1, 0.1), (0.5, 0.5), (0.9, 0.9), (1, 1)]),
        (
            "easeInOut", .easeInOut,
            [(0.1, 0.019722), (0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838), (0.9, 0.980278)]
        ),
        (
            "easeIn", .easeIn,
            [(0.1, 0.017027), (0.25, 0.093465), (0.5, 0.315357), (0.75, 0.621862), (0.9, 0.839428)]
        ),
        (
            "easeOut", .easeOut,
            [(0.1, 0.160572), (0.25, 0.378138), (0.5, 0.684643), (0.75, 0.906535), (0.9, 0.982973)]
        ),
        (
            "keyboard", .keyboard,
            [(0.1, 0.20567), (0.25, 0.616661), (0.5, 0.930838), (0.75, 0.988985), (0.9, 0.998544)]
        ),
    ]

    @Test("each curve's values", arguments: table.indices)
    func values(index: Int) {
        let row = Self.table[index]
        for (progress, expected) in row.values {
            #expect(abs(row.curve.value(at: progress) - expected) < 2e-6, "\(row.name) at \(progress)")
        }
        #expect(row.curve.value(at: 0) == 0 && row.curve.value(at: 1) == 1)
        #expect(row.curve.value(at: -3) == 0 && row.curve.value(at: 7) == 1)
        #expect(row.curve.value(at: .nan) == 0 && row.curve.value(at: .infinity) == 1)
    }

    @Test("values rise monotonically and the slope matches their differences", arguments: table.indices)
    func monotonicAndSlope(index: Int) {
        let curve = Self.table[index].curve
        var previous = 0.0
        for step in 1...200 {
            let progress = Double(step) / 200
            let value = curve.value(at: progress)
            #expect(value >= previous - 1e-12)
            previous = value
        }
        for progress in [0.1, 0.3, 0.6, 0.85] {
            let h = 1e-5
            let numeric = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
            #expect(abs(curve.slope(at: progress) - numeric) < 1e-3 * max(1, abs(numeric)))
        }
    }

    @Test("bad control points are clamped, never NaN")
    func badControlPoints() {
        let curve = TimingCurve(x1: .nan, y1: .infinity, x2: 3, y2: -.infinity)
        for progress in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(curve.value(at: progress).isFinite && curve.slope(at: progress).isFinite)
        }
    }
}
