import Foundation
import MosaicCore
import SheetCore
import SheetHostCore
import SheetPreview
import SheetScenario
import SnapshotTesting
import Testing

/// Text snapshots of representative pictures: a change to any drawing shows up as a diff of SVG.
@Suite("SVG snapshots")
struct SnapshotTests {
    let style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places nearby"))

    func settled(_ configuration: SheetConfiguration, events: [(Double, HostEvent)] = []) throws -> SheetHost
    {
        try Scenario.preview(configuration, [(0, .present)] + events).settledHost()
    }

    @Test func exploreGridOf19() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 19)
        assertSnapshot(of: MosaicPicture(layout: layout).svg, as: .lines)
    }

    @Test func scrolledViewportIntoTenThousand() throws {
        let layout = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 10_000)
        let y = Double(layout.frame(at: 5_000)!.minY)
        let picture = MosaicPicture(
            layout: layout, window: (y - 100)...(y + 944),
            viewport: CGRect(x: 0, y: y, width: 390, height: 844))
        assertSnapshot(of: picture.svg, as: .lines)
    }

    @Test func sheetAtMediumOverAMap() throws {
        let host = try settled(SheetConfiguration(style: style))
        assertSnapshot(of: PhoneScene(host: host).svg, as: .lines)
    }

    @Test func sheetWithTheKeyboardUp() throws {
        let host = try settled(SheetConfiguration(style: style), events: [(1, .keyboardOf(height: 336))])
        assertSnapshot(of: PhoneScene(host: host).svg, as: .lines)
    }

    @Test func undimmedGraySheetOverTheGrid() throws {
        let gray = SheetStyle(background: .gray, prefersGrabberVisible: true)
        let host = try settled(SheetConfiguration(largestUndimmedDetentIdentifier: .medium, style: gray))
        let grid = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 30)
        let scene = PhoneScene(host: host, background: .mosaic(grid, scrollOffset: 40))
        assertSnapshot(of: scene.svg, as: .lines)
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
        assertSnapshot(of: TimelineChart(timeline: timeline, title: "Fling up").svg, as: .lines)
    }

    @Test func galleryPage() {
        let gallery = Gallery(
            title: "Preview",
            sections: [.init(title: "Grid", text: "A & B", figures: [.init(file: "a.svg", caption: "<a>")])])
        assertSnapshot(of: gallery.html, as: .lines)
    }
}
