import Benchmark
import Foundation
import SheetCore

let container = SheetContainer.iPhone
let landscape = SheetContainer(
    size: CGSize(width: 844, height: 390), safeAreaInsets: SafeAreaInsets(top: 0, bottom: 21),
    isCompactHeight: true)
let configuration = SheetConfiguration(
    detents: [
        .height(120, identifier: "peek"), .medium, .fraction(0.7, identifier: "tall"), .large, .fitting(),
    ],
    style: SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places")))

/// A sheet resting at medium, with a scroll view of 3,000 pt of content inside.
func restingSheet() -> SheetInteraction {
    var sheet = try! SheetInteraction(
        configuration: configuration, container: container, contentFittingHeight: 300)
    sheet.handle(.present, at: 0)
    sheet.handle(.scrollContentChanged(contentHeight: 3_000, offset: 0), at: 0)
    sheet.tick(5)
    return sheet
}

func sheetBenchmarks() {
    Benchmark("Sheet tick of a settling spring", configuration: settings(.kilo)) { benchmark in
        var settling = restingSheet()
        settling.handle(.select(.large, animated: true), at: 10)
        var time = 10.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var sheet = settling
            time += 1e-6
            blackHole(sheet.tick(time))
        }
    }

    Benchmark("Sheet drag step with scroll hand-off", configuration: settings(.kilo)) { benchmark in
        var sheet = restingSheet()
        sheet.handle(.dragBegan(location: .content), at: 6)
        var translation: CGFloat = 0
        var time = 6.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Sweeps 0…−800 pt and back to 0: through the hand-over from sheet to content.
            translation = translation <= -800 ? 0 : translation - 7
            time += 1e-6
            blackHole(sheet.handle(SheetInput.dragChanged(translation: translation), at: time))
        }
    }

    Benchmark("Sheet detent resolution after a container change", configuration: settings(.kilo)) {
        benchmark in
        var sheet = restingSheet()
        var time = 6.0
        var rotated = false
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            rotated.toggle()
            time += 1e-6
            blackHole(sheet.handle(.containerChanged(rotated ? landscape : container), at: time))
        }
    }

    Benchmark("Sheet fling-and-settle script (drag, release, 120 Hz ticks)") { benchmark in
        let resting = restingSheet()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var sheet = resting
            sheet.handle(.dragBegan(), at: 6)
            for step in 1...6 {
                sheet.handle(.dragChanged(translation: CGFloat(-12 * step)), at: 6 + Double(step) / 120)
            }
            var time = 6.06
            sheet.handle(.dragEnded(velocity: -1_800), at: time)
            while sheet.state != .resting {
                time += 1.0 / 120
                sheet.tick(time)
            }
            blackHole(sheet.height)
        }
    }
}
