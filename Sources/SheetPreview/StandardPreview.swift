import Foundation
import MosaicCore
import SheetCore
import SheetHostCore
import SheetScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The gallery `sheetkit preview` writes: the Explore grid, the sheet at each detent, with the
/// keyboard, undimmed over the grid, and timeline charts of four gestures.
package enum StandardPreview {
    /// A file of the preview: its name and contents.
    package struct File: Sendable {
        package var name: String
        package var contents: String
    }

    static let style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places nearby"))

    /// Presents a sheet, applies `events` one second apart through `ScenarioRun`, lets it settle
    /// and returns the host after the last frame.
    static func settledHost(
        _ configuration: SheetConfiguration, contentFittingHeight: CGFloat = 0, events: [HostEvent] = []
    ) throws -> SheetHost {
        let scenario = Scenario(
            container: .iPhone, configuration: configuration, contentFittingHeight: contentFittingHeight,
            events: [ScenarioEvent(time: 0, event: .present, type: "present")]
                + events.enumerated().map {
                    ScenarioEvent(time: Double($0.offset + 1), event: $0.element, type: "")
                },
            until: Double(events.count) + 2, fps: 30)
        return ScenarioRun.forEachFrame(scenario, host: try scenario.makeHost()) { _, _ in }
    }

    /// The keyboard docked at the bottom of the iPhone, `height` points tall.
    static func keyboard(height: CGFloat) -> HostEvent {
        .keyboard(.docked(height: height, in: HostContainer.iPhone.size))
    }

    /// A gesture on a medium/large sheet, charted.
    static func timeline(
        _ title: String, configuration: SheetConfiguration = SheetConfiguration(style: style),
        gesture: [(Double, HostEvent)], until: Double = 3
    ) throws -> String {
        let scenario = Scenario(
            container: .iPhone, configuration: configuration,
            events: [ScenarioEvent(time: 0, event: .present, type: "present")]
                + gesture.map { ScenarioEvent(time: $0.0, event: $0.1, type: "") },
            until: until, fps: 120)
        return TimelineChart(timeline: try Timeline(running: scenario), title: title).svg
    }

    /// Every file of the preview, index.html last; nothing is written here.
    package static func files() throws -> [File] {
        var files: [File] = []
        var sections: [Gallery.Section] = []

        let explore = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 19)
        files.append(File(name: "mosaic-explore-19.svg", contents: MosaicPicture(layout: explore).svg))
        let big = try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 10_000)
        let scroll = Double(big.frame(at: 5_000)!.minY)
        let viewport = CGRect(x: 0, y: scroll, width: 390, height: 844)
        files.append(
            File(
                name: "mosaic-viewport-10000.svg",
                contents: MosaicPicture(
                    layout: big, window: (scroll - 260)...(scroll + 844 + 260), viewport: viewport
                ).svg))
        let visible = big.items(in: viewport)
        sections.append(
            Gallery.Section(
                title: "Explore mosaic grid",
                text:
                    "Groups of five: a tall tile and four squares, the tall tile alternating right and left. "
                    + "Width 390 pt, spacing 1 pt.",
                figures: [
                    .init(
                        file: "mosaic-explore-19.svg",
                        caption: "19 items: the last group is partial and keeps its places."),
                    .init(
                        file: "mosaic-viewport-10000.svg",
                        caption:
                            "10,000 items scrolled to item 5,000: the dashed viewport asks for \(visible.count) items "
                            + "(\(visible.first!.index)–\(visible.last!.index)), never the whole list."),
                ]))

        let standard = SheetConfiguration(style: style)
        let sheets: [(String, String, SheetConfiguration, [HostEvent], CGFloat, PhoneScene.Background)] = [
            (
                "sheet-medium.svg", "Resting at .medium: half of the maximum detent value, fully dimmed.",
                standard, [], 0, .map
            ),
            (
                "sheet-large.svg",
                "Resting at .large: the top edge 10 pt below the top safe area; behind it the map is pushed "
                    + "back (scaled down, rounded, on black) under a light status bar, as on iPhone.",
                SheetConfiguration(selectedDetentIdentifier: .large, style: style), [], 0, .map
            ),
            (
                "sheet-fitted.svg",
                "A content-fitting detent: three rows plus grabber and header, gray style.",
                SheetConfiguration(
                    detents: [.fitting(), .large],
                    style: SheetStyle(
                        background: .gray, prefersGrabberVisible: true, header: .init(title: "Share"))),
                [], 3 * PhoneScene.rowHeight + 8, .map
            ),
            (
                "sheet-keyboard.svg", "The keyboard appears: the sheet rides on it and keeps .medium.",
                standard,
                [keyboard(height: 336)], 0, .map
            ),
            (
                "sheet-undimmed.svg",
                "largestUndimmedDetentIdentifier = .medium over the grid: no dim, touches pass through.",
                SheetConfiguration(largestUndimmedDetentIdentifier: .medium, style: style), [], 0,
                .mosaic(
                    try MosaicLayout(pattern: .explore, width: 390, spacing: 1, itemCount: 60),
                    scrollOffset: 0)
            ),
        ]
        var sheetFigures: [Gallery.Figure] = []
        for (name, caption, configuration, events, fitting, background) in sheets {
            let host = try settledHost(configuration, contentFittingHeight: fitting, events: events)
            let frame = host.frame
            files.append(File(name: name, contents: PhoneScene(host: host, background: background).svg))
            sheetFigures.append(
                .init(
                    file: name,
                    caption: caption + " Height \(SVG.number(Double(frame.sheet.height))) pt, top y = "
                        + "\(SVG.number(Double(frame.sheetRect.minY))), dim \(SVG.number(Double(frame.dimAlpha)))."
                )
            )
        }
        sections.append(
            Gallery.Section(
                title: "The sheet",
                text: "A 390 × 844 pt iPhone (safe area 47 / 34). Every frame comes from SheetHostCore.",
                figures: sheetFigures))

        var guarded = standard
        guarded.isModalInPresentation = true
        let charts: [(String, String, String, SheetConfiguration, [(Double, HostEvent)])] = [
            (
                "timeline-fling-up.svg", "Fling up from medium",
                "Fling up from medium: 40 pt and a −1500 pt/s release project past large.",
                standard,
                [
                    (1, .dragBegan()), (1.05, .dragChanged(translation: -40)),
                    (1.1, .dragEnded(velocity: -1500)),
                ]
            ),
            (
                "timeline-slow-release.svg", "Slow release near medium",
                "Slow release near medium: the projection stays nearest medium.", standard,
                [(1, .dragBegan()), (1.2, .dragChanged(translation: -70)), (1.3, .dragEnded(velocity: -60))]
            ),
            (
                "timeline-fling-dismiss.svg", "Fling to dismiss",
                "Fling down from the smallest detent: dismissed.", standard,
                [(1, .dragBegan()), (1.05, .dragChanged(translation: 40)), (1.1, .dragEnded(velocity: 1800))]
            ),
            (
                "timeline-guarded.svg", "Guarded dismissal",
                "The same fling with unsaved input (isModalInPresentation): rubber-bands, springs back and reports "
                    + "the attempt.", guarded,
                [
                    (1, .dragBegan()), (1.1, .dragChanged(translation: 160)),
                    (1.15, .dragEnded(velocity: 1800)),
                ]
            ),
        ]
        var chartFigures: [Gallery.Figure] = []
        for (name, title, caption, configuration, gesture) in charts {
            files.append(
                File(
                    name: name, contents: try timeline(title, configuration: configuration, gesture: gesture))
            )
            chartFigures.append(.init(file: name, caption: caption))
        }
        sections.append(
            Gallery.Section(
                title: "Gestures over time",
                text:
                    "Sheet height against time at 120 Hz. Dashed blue lines are detents, the orange line the release; "
                    + "the strip below shows the state.",
                figures: chartFigures))

        files.append(
            File(name: "index.html", contents: Gallery(title: "SheetKit preview", sections: sections).html))
        return files
    }
}
