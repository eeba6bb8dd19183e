import Foundation
import MosaicCore
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

@testable import SheetPreview

/// Text references of representative pictures: a change to any drawing shows up as a diff of SVG.
@Suite("SVG snapshots")
struct SnapshotTests {
    let style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places nearby"))

    @Test func exploreGridOf19() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 19)
        expectGolden(MosaicPicture(layout: layout).svg)
    }

    @Test func scrolledViewportIntoTenThousand() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 10_000)
        let y = Double(layout.frame(at: 5_000)!.minY)
        let picture = MosaicPicture(
            layout: layout, window: (y - 100)...(y + 944),
            viewport: CGRect(x: 0, y: y, width: 390, height: 844))
        expectGolden(picture.svg)
    }

    @Test func sheetAtMediumOverAMap() throws {
        let host = try settled(SheetConfiguration(style: style))
        expectGolden(PhoneScene(host: host).svg)
    }

    @Test func sheetWithTheKeyboardUp() throws {
        let host = try settled(SheetConfiguration(style: style), events: [(1, .keyboardOf(height: 336))])
        expectGolden(PhoneScene(host: host).svg)
    }

    @Test func undimmedGraySheetOverTheGrid() throws {
        let gray = SheetStyle(background: .gray, prefersGrabberVisible: true)
        let host = try settled(SheetConfiguration(largestUndimmedDetentIdentifier: .medium, style: gray))
        let grid = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 30)
        let scene = PhoneScene(host: host, background: .mosaic(grid, scrollOffset: 40))
        expectGolden(scene.svg)
    }

    @Test func timelineOfAFlingUp() throws {
        let timeline = try Timeline(
            running: .preview(
                SheetConfiguration(),
                [
                    (0, .present), (1, .dragBegan()),
                    (1.05, .dragChanged(translation: -40)),
                    (1.1, .dragEnded(velocity: -1500)),
                ], until: 2.5, fps: 30))
        expectGolden(TimelineChart(timeline: timeline, title: "Fling up").svg)
    }

    @Test func galleryPage() {
        let gallery = Gallery(
            title: "Preview",
            sections: [.init(title: "Grid", text: "A & B", figures: [.init(file: "a.svg", caption: "<a>")])])
        expectGolden(gallery.html)
    }
}
