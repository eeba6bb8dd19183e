import Benchmark
import Foundation
@_spi(Benchmarks) import SheetCore
import SheetHostCore

let landscape = HostContainer(
    size: CGSize(width: 844, height: 390), safeArea: HostInsets(bottom: 21), verticalSizeClass: .compact)
let configuration = SheetConfiguration(
    detents: [
        .height(120, identifier: "peek"), .medium, .fraction(0.7, identifier: "tall"), .large, .fitting(),
    ],
    style: SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places")))

/// A sheet resting at medium, with a scroll view of 3,000 pt of content inside. The engine's inputs
/// belong to the package: a sheet is set up through the host's events, whose pan by translations
/// (`dragBegan`, `dragChanged`, …) reaches the engine as it is. What the engine does alone (a
/// tick, a selection) is measured on the engine value the host holds.
func restingSheetHost() -> SheetHost {
    var host = try! SheetHost(configuration: configuration)
    host.handle(.container(.iPhone), at: 0)
    host.handle(.contentFittingHeightChanged(300), at: 0)
    host.handle(.present, at: 0)
    host.handle(.scrollContentChanged(contentHeight: 3_000, offset: 0), at: 0)
    host.handle(.tick(), at: 5)
    return host
}

func sheetBenchmarks() {
    Benchmark("Sheet tick of a settling spring", configuration: settings(.kilo)) { benchmark in
        var host = restingSheetHost()
        host.handle(.select(.large, animated: true), at: 10)
        let settling = host.interaction
        var time = 10.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var sheet = settling
            time += 1e-6
            blackHole(sheet.tick(time))
        }
    }

    Benchmark("Sheet drag step with scroll hand-off", configuration: settings(.kilo)) { benchmark in
        var sheet = restingSheetHost()
        sheet.handle(.dragBegan(location: .content), at: 6)
        var translation: CGFloat = 0
        var time = 6.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Sweeps 0…−800 pt and back to 0: through the hand-over from sheet to content.
            translation = translation <= -800 ? 0 : translation - 7
            time += 1e-6
            blackHole(sheet.handle(.dragChanged(translation: translation), at: time))
        }
    }

    Benchmark("Sheet detent resolution after a container change", configuration: settings(.kilo)) {
        benchmark in
        var sheet = restingSheetHost()
        let portrait = sheet.container!
        var time = 6.0
        var rotated = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            rotated.toggle()
            time += 1e-6
            blackHole(sheet.handle(.container(rotated ? landscape : portrait), at: time))
        }
    }

    Benchmark("Sheet fling-and-settle script (drag, release, 120 Hz ticks)") { benchmark in
        let resting = restingSheetHost()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var sheet = resting
            sheet.handle(.dragBegan(), at: 6)
            for step in 1...6 {
                sheet.handle(.dragChanged(translation: CGFloat(-12 * step)), at: 6 + Double(step) / 120)
            }
            var time = 6.06
            sheet.handle(.dragEnded(velocity: -1_800), at: time)
            while sheet.interaction.state != .resting {
                time += 1.0 / 120
                sheet.handle(.tick(), at: time)
            }
            blackHole(sheet.interaction.height)
        }
    }
}
