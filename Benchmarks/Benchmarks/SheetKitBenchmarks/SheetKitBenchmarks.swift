import Benchmark
import Foundation

/// `SHEETKIT_BENCHMARK_QUICK` shortens every benchmark to a smoke test.
let isQuick = ProcessInfo.processInfo.environment["SHEETKIT_BENCHMARK_QUICK"] != nil

/// Wall clock and malloc count only: on these machines `.instructions` is absent and `.cpuTotal`
/// adds mallocs to every sample, which would hide a zero. `.kilo` times 1,000 operations a sample,
/// for operations too short to time one by one (run.sh divides them back).
func settings(
    _ scaling: BenchmarkScalingFactor = .one, seconds: Int = 1, iterations: Int = 10_000,
    metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
) -> Benchmark.Configuration {
    .init(
        metrics: metrics, warmupIterations: 3, scalingFactor: scaling,
        maxDuration: isQuick ? .milliseconds(100) : .seconds(seconds),
        maxIterations: isQuick ? 50 : iterations)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = settings()
    mosaicBenchmarks()
    sheetBenchmarks()
    hostBenchmarks()
    messageBenchmarks()
    recordingBoundBenchmark()
}
