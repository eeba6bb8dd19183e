import Benchmark
import Foundation
import MosaicCore

/// The baseline: what a layout that places every subview (a SwiftUI `Layout`) or precomputes every
/// attribute in `prepare()` does for one viewport — compute every frame, keep the visible ones.
func naiveVisibleItems(_ layout: MosaicLayout, in rect: CGRect, into buffer: inout [MosaicItem]) {
    buffer.removeAll(keepingCapacity: true)
    for index in 0..<layout.itemCount {
        let frame = layout.frame(at: index)!
        if frame.intersects(rect) { buffer.append(MosaicItem(index: index, frame: frame)) }
    }
}

/// The baseline for `frame(at:)`: walk the groups from the top, as a layout without a closed form must.
func walkedFrame(_ layout: MosaicLayout, at target: Int) -> CGRect {
    var y: CGFloat = 0
    var index = 0
    let groupHeight = 2 * layout.unitSize + 2 * layout.spacing
    while index + 5 <= target {
        y += groupHeight
        index += 5
    }
    let frame = layout.frame(at: target)!
    return CGRect(x: frame.minX, y: y + (frame.minY - y), width: frame.width, height: frame.height)
}

let viewportSize = CGSize(width: 390, height: 844)

/// One result buffer with room for any viewport, made once: every benchmark borrows the same
/// storage, so no row is luckier than another in where its buffer landed in memory.
nonisolated(unsafe) var sharedBuffer: [MosaicItem] = {
    var buffer: [MosaicItem] = []
    buffer.reserveCapacity(64)
    return buffer
}()

/// Runs `body` for every scaled iteration with the shared buffer; setting it up is not measured.
@inline(__always)
func measure(_ benchmark: Benchmark, _ body: (inout [MosaicItem]) -> Void) {
    var buffer: [MosaicItem] = []
    swap(&buffer, &sharedBuffer)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { body(&buffer) }
    benchmark.stopMeasurement()
    swap(&buffer, &sharedBuffer)
}

/// A viewport at the start, middle or end of the content.
func viewport(_ layout: MosaicLayout, at position: String) -> CGRect {
    let height = Double(layout.contentSize.height) - Double(viewportSize.height)
    let y = position == "start" ? 0 : position == "middle" ? (height / 2).rounded() : height
    return CGRect(x: 0, y: y, width: viewportSize.width, height: viewportSize.height)
}

/// A 60 fps scroll: 1,000 viewport queries stepping 16 pt, each answered by `query`.
@inline(__always)
func scrollSweep(_ buffer: inout [MosaicItem], _ query: (CGRect, inout [MosaicItem]) -> Void) {
    for step in 0..<1_000 {
        query(CGRect(x: 0, y: Double(step) * 16, width: 390, height: 844), &buffer)
        blackHole(buffer.count)
    }
}

func mosaicBenchmarks() {
    let counts = [(1_000, "1K"), (100_000, "100K"), (1_000_000, "1M"), (100_000_000, "100M")]
    for (count, label) in counts {
        let layout = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: count)
        for position in ["start", "middle", "end"] {
            let rect = viewport(layout, at: position)
            Benchmark(
                "Mosaic visible rect, \(label) items, \(position)",
                configuration: settings(.kilo)
            ) { benchmark in
                measure(benchmark) { buffer in
                    layout.items(in: rect, into: &buffer)
                    blackHole(buffer.count)
                }
            }
            guard count <= 1_000_000 else { continue }
            Benchmark(
                "Baseline: naive visible rect, \(label) items, \(position)",
                configuration: settings(seconds: 2, iterations: 200)
            ) { benchmark in
                measure(benchmark) { buffer in
                    naiveVisibleItems(layout, in: rect, into: &buffer)
                    blackHole(buffer.count)
                }
            }
        }
    }

    let framed = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 100_000)
    var generator = SystemRandomNumberGenerator()
    let indices = (0..<1_024).map { _ in Int.random(in: 0..<framed.itemCount, using: &generator) }
    Benchmark("Mosaic frame(at:), random index, 100K items", configuration: settings(.kilo)) { benchmark in
        var slot = 0
        for _ in benchmark.scaledIterations {
            blackHole(framed.frame(at: indices[slot & 1023]))
            slot &+= 1
        }
    }
    Benchmark(
        "Baseline: walked frame(at:), random index, 100K items", configuration: settings()
    ) { benchmark in
        var slot = 0
        for _ in benchmark.scaledIterations {
            blackHole(walkedFrame(framed, at: indices[slot & 1023]))
            slot &+= 1
        }
    }

    for (count, label) in [(10_000, "10K"), (100_000_000, "100M")] {
        let layout = try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: count)
        Benchmark("Mosaic scroll sweep, 1,000 queries, \(label) items") { benchmark in
            measure(benchmark) { buffer in scrollSweep(&buffer) { layout.items(in: $0, into: &$1) } }
        }
        guard count <= 10_000 else { continue }
        Benchmark(
            "Baseline: naive scroll sweep, 1,000 queries, \(label) items",
            configuration: settings(seconds: 2, iterations: 50)
        ) { benchmark in
            measure(benchmark) { buffer in
                scrollSweep(&buffer) { naiveVisibleItems(layout, in: $0, into: &$1) }
            }
        }
    }

    Benchmark(
        "Mosaic layout of 100M items (construction)",
        configuration: settings(.kilo, metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident])
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                try! MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 100_000_000)
                    .contentSize)
        }
    }
}
