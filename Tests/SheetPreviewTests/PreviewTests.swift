import Foundation
import MosaicCore
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

@testable import SheetPreview

@Suite("Preview building blocks")
struct PreviewTests {
    @Test(arguments: [
        (0.0, "0"), (12, "12"), (12.5, "12.5"), (-0.333, "-0.33"), (1.006, "1.01"), (0.07, "0.07"),
        (-12.3, "-12.3"),
        (Double.nan, "0"), (Double.infinity, "0"),
        // A scenario event at any time: clamped, never a trap converting to Int.
        (1e308, "1000000000000"), (-1e308, "-1000000000000"),
    ])
    func numbersHaveAtMostTwoDecimals(value: Double, text: String) {
        #expect(SVG.number(value) == text)
    }

    @Test func textIsEscaped() {
        #expect(SVG.escape("a < b & \"c\" > d") == "a &lt; b &amp; &quot;c&quot; &gt; d")
    }

    @Test func aTimelineKeepsEveryFrameOfTheRunAndItsReleases() throws {
        let timeline = try Timeline(
            running: .preview(
                SheetConfiguration(),
                [
                    (1.0, .dragBegan()), (0.0, .present),
                    (1.05, .dragChanged(translation: -10)),
                    (1.1, .dragEnded(velocity: 0)),
                ], until: 2, fps: 10))
        let times = timeline.frames.map(\.time)
        // Ticks at 0, 0.1, … 2.0 (21), plus one frame after each of the four inputs.
        #expect(times.count == 25)
        #expect(times == times.sorted())
        #expect(times.filter { $0 == 1.05 }.count == 1)
        #expect(times.filter { $0 == 1.0 }.count == 2)
        // The tick at 1.0 shows the sheet before the drag began, the input's frame after.
        let atOne = timeline.frames.filter { $0.time == 1.0 }.map(\.state)
        #expect(atOne == [.resting, .dragging])
        #expect(timeline.frames.prefix(2).map(\.state) == [.dismissed, .presenting])
        #expect(timeline.releaseTimes == [1.1])
        #expect(timeline.frames.last?.state == .resting)
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

/// The details the pictures promise (issue 14 §10–11), checked on the drawing's numbers.
@Suite("Picture details")
struct PictureDetailTests {
    let style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places"))

    /// The presenting view recedes as the host's frame says (`presenter`), never by a rule of the
    /// picture's own: behind a large dimming sheet fully (358 of 390 pt), not behind medium, an
    /// undimmed large sheet or a sheet riding the keyboard.
    @Test func thePictureDrawsTheFramesPresenter() throws {
        let large = try settled(SheetConfiguration(selectedDetentIdentifier: .large, style: style))
        let scene = PhoneScene(host: large)
        #expect(abs(large.frame.presenter.scale - 358.0 / 390) < 1e-9)
        #expect(scene.svg.contains("scale(0.9179)"))
        #expect(scene.svg.contains("id=\"presenting\""))
        let medium = try settled(SheetConfiguration(style: style))
        #expect(medium.frame.presenter == .identity)
        #expect(!PhoneScene(host: medium).svg.contains("id=\"presenting\""))
        let undimmed = try settled(
            SheetConfiguration(
                selectedDetentIdentifier: .large, largestUndimmedDetentIdentifier: .large, style: style))
        #expect(undimmed.frame.presenter == .identity)
        #expect(!PhoneScene(host: undimmed).svg.contains("id=\"presenting\""))
        let riding = try settled(SheetConfiguration(style: style), events: [(1, .keyboardOf(height: 336))])
        #expect(riding.interaction.container.keyboardHeight == 336)
        #expect(!PhoneScene(host: riding).svg.contains("id=\"presenting\""))
    }

    @Test func rowsStayAboveTheBottomSafeArea() throws {
        let gray = SheetStyle(background: .gray, prefersGrabberVisible: true, header: .init(title: "Share"))
        let fitted = try settled(
            SheetConfiguration(detents: [.fitting(), .large], style: gray),
            fitting: 3 * PhoneScene.rowHeight + 8)
        let scene = PhoneScene(host: fitted)
        #expect(scene.contentBottom == 844 - 34)
        let svg = scene.svg
        for title in PhoneScene.sampleRows.prefix(3) { #expect(svg.contains(">\(title)<")) }
        #expect(!svg.contains(">\(PhoneScene.sampleRows[3])<"), "a fourth row is drawn into the safe area")
    }

    @Test func theKeyboardHasLabelledKeysAndSuggestions() throws {
        let host = try settled(SheetConfiguration(style: style), events: [(1, .keyboardOf(height: 336))])
        let svg = PhoneScene(host: host).svg
        for label in ["Q", "P", "A", "L", "Z", "M", "space", "return", "123", "Park"] {
            #expect(svg.contains(">\(label)<"), "\(label)")
        }
    }

    @Test func theStateStripIsDrawnAsRuns() throws {
        let timeline = try Timeline(
            running: .preview(
                SheetConfiguration(),
                [
                    (0, .present), (1, .dragBegan()),
                    (1.05, .dragChanged(translation: -40)),
                    (1.1, .dragEnded(velocity: -1500)),
                ],
                until: 2.5, fps: 120))
        let runs = TimelineChart.stateRuns(timeline.frames)
        #expect(runs.map(\.state) == [.dismissed, .presenting, .resting, .dragging, .settling, .resting])
        for (run, next) in zip(runs, runs.dropFirst()) { #expect(run.end == next.start) }
        #expect(runs.first?.start == 0 && runs.last?.end == 2.5)
    }

    @Test func eventLabelsKeepClearOfDetentLines() throws {
        let chart = TimelineChart(
            timeline: try Timeline(running: .preview(SheetConfiguration(), [], until: 1, fps: 10)), title: "")
        let baseline = chart.labelBaseline(near: 170, avoiding: [188])
        #expect(!(baseline - 12...baseline + 3).contains(188))
        #expect(chart.labelBaseline(near: 100, avoiding: [300]) == 116)
    }

    @Test func theViewportPictureEndsOnWholeTilesAndLabelsAvoidTheDashedLine() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 10_000)
        let y = Double(layout.frame(at: 5_000)!.minY)
        let viewport = CGRect(x: 0, y: y, width: 390, height: 844)
        let picture = MosaicPicture(layout: layout, window: (y - 260)...(y + 844 + 260), viewport: viewport)
        let band = picture.drawnBand
        let window = try #require(picture.window)
        let drawn = layout.items(
            in: CGRect(x: -1, y: window.lowerBound, width: 392, height: window.upperBound - window.lowerBound)
        )
        #expect(drawn.count > 18)
        for item in drawn {
            #expect(Double(item.frame.minY) >= band.lowerBound && Double(item.frame.maxY) <= band.upperBound)
            let label = picture.labelCenterY(of: item.frame)
            for edge in [Double(viewport.minY), Double(viewport.maxY)] {
                #expect(abs(label - edge) >= 14, "label of \(item.index) on the viewport's edge")
            }
        }
    }

    @Test func everyPictureOnThePageOpensAlone() throws {
        let page = try #require(try StandardPreview.files().last).contents
        #expect(!page.contains("max-height"))
        #expect(page.contains("<a href=\"sheet-large.svg\""))
    }
}
