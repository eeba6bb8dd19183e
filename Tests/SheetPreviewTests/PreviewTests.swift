import Foundation
import SheetCore
import SheetPreview
import Testing

@Suite("Preview building blocks")
struct PreviewTests {
    @Test(arguments: [
        (0.0, "0"), (12, "12"), (12.5, "12.5"), (-0.333, "-0.33"), (1.006, "1.01"), (0.07, "0.07"),
        (-12.3, "-12.3"),
        (Double.nan, "0"),
    ])
    func numbersHaveAtMostTwoDecimals(value: Double, text: String) {
        #expect(SVG.number(value) == text)
    }

    @Test func textIsEscaped() {
        #expect(SVG.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    }

    @Test func simulationTicksAtTheFrameRateAndOncePerInput() throws {
        let interaction = try SheetInteraction(configuration: SheetConfiguration(), container: .iPhone)
        let timeline = Simulation.run(
            interaction,
            script: [
                (1.0, .dragBegan()), (0.0, .present), (1.05, .dragChanged(translation: -10)),
                (1.1, .dragEnded(velocity: 0)),
            ], until: 2, fps: 10)
        let times = timeline.frames.map(\.time)
        // Ticks at 0, 0.1, … 2.0 (21), plus one frame after each of the four inputs.
        #expect(times.count == 25)
        #expect(times == times.sorted())
        #expect(times.filter { $0 == 1.05 }.count == 1)
        #expect(times.filter { $0 == 1.0 }.count == 2)
        // The tick at 1.0 shows the sheet before the drag began, the input's frame after.
        let atOne = timeline.frames.filter { $0.time == 1.0 }.map(\.state)
        #expect(atOne == [.presenting, .dragging] || atOne == [.resting, .dragging])
        #expect(timeline.frames.prefix(2).map(\.state) == [.dismissed, .presenting])
        #expect(timeline.releaseTimes == [1.1])
        #expect(timeline.interaction.state == .resting)
    }

    @Test func theStandardPreviewReferencesEveryPictureItWrites() throws {
        let files = try StandardPreview.files()
        let index = try #require(files.last)
        #expect(index.name == "index.html")
        let pictures = files.dropLast()
        #expect(pictures.count == 11)
        for picture in pictures {
            #expect(picture.contents.hasPrefix("<svg"), "\(picture.name)")
            #expect(index.contents.contains("src=\"\(picture.name)\""), "\(picture.name) not on the page")
        }
        for name in [
            "sheet-medium", "sheet-large", "sheet-fitted", "sheet-keyboard", "sheet-undimmed",
            "timeline-fling-up", "timeline-slow-release", "timeline-fling-dismiss", "timeline-guarded",
            "mosaic-explore-19", "mosaic-viewport-10000",
        ] {
            #expect(pictures.contains { $0.name == "\(name).svg" }, "\(name)")
        }
    }
}
