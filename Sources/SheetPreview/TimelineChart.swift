import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Sheet height against time for a simulated gesture: each detent a labelled horizontal line, the
/// release moment marked, attempted and completed dismissals flagged, the state as a colour strip.
package struct TimelineChart: Sendable {
    package var timeline: Timeline
    package var title: String

    package init(timeline: Timeline, title: String) {
        self.timeline = timeline
        self.title = title
    }

    static let stateColors: [SheetState: String] = [
        .dismissed: "#adb5bd", .presenting: "#4dabf7", .resting: "#51cf66", .dragging: "#ffa94d",
        .settling: "#9775fa", .dismissing: "#ff6b6b",
    ]

    package var svg: String {
        let width = 720.0
        let height = 400.0
        let left = 64.0
        let right = 150.0
        let top = 40.0
        let bottom = 70.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let start = timeline.frames.first?.time ?? 0
        let end = max(timeline.frames.last?.time ?? 1, start + 0.001)
        let maximum = max(Double(timeline.container.size.height), 1)
        func x(_ time: Double) -> Double { left + (time - start) / (end - start) * plotWidth }
        func y(_ value: Double) -> Double { top + plotHeight - value / maximum * plotHeight }

        var svg = SVG(width: width, height: height)
        svg.rect(x: 0, y: 0, width: width, height: height, fill: "#ffffff")
        svg.text(title, x: left, y: 24, size: 16, fill: "#111", weight: "600")
        svg.rect(
            x: left, y: top, width: plotWidth, height: plotHeight, fill: "#f8f9fa", stroke: "#dee2e6",
            strokeWidth: 1)
        for step in 0...4 {
            let value = maximum * Double(step) / 4
            // The unit rides on the top label, so it never collides with it.
            svg.text(
                SVG.number(value.rounded()) + (step == 4 ? " pt" : ""), x: left - 8, y: y(value) + 4,
                size: 11,
                anchor: .end, fill: "#868e96")
        }
        let tickCount = 6
        for step in 0...tickCount {
            let time = start + (end - start) * Double(step) / Double(tickCount)
            svg.text(
                "\(SVG.number(time))s", x: x(time), y: top + plotHeight + 16, size: 11, anchor: .middle,
                fill: "#868e96")
        }
        let detentLevels = timeline.detents.map { y(Double($0.frameHeight)) }
        for detent in timeline.detents {
            let level = y(Double(detent.frameHeight))
            svg.line(
                x1: left, y1: level, x2: left + plotWidth, y2: level, stroke: "#228be6", width: 1, dash: "6 4"
            )
            svg.text(
                "\(detent.identifier.rawValue) \(SVG.number(Double(detent.frameHeight)))",
                x: left + plotWidth + 6,
                y: level + 4, size: 12, fill: "#1971c2")
        }
        for release in timeline.releaseTimes {
            svg.line(
                x1: x(release), y1: top, x2: x(release), y2: top + plotHeight, stroke: "#e67700", width: 1.5,
                dash: "3 3")
            svg.text("release", x: x(release) + 4, y: top + 14, size: 11, fill: "#e67700")
        }
        svg.polyline(timeline.frames.map { (x($0.time), y(Double($0.height))) }, stroke: "#212529", width: 2)
        for (time, event) in timeline.events {
            let frameHeight = timeline.frames.last { $0.time <= time }.map { Double($0.height) } ?? 0
            switch event {
            case .attemptedToDismiss:
                svg.circle(cx: x(time), cy: y(frameHeight), r: 5, fill: "#e03131")
                svg.text(
                    "attempted dismiss", x: x(time) + 8, y: y(frameHeight) - 8, size: 11, fill: "#e03131")
            case .dismissed:
                svg.circle(cx: x(time), cy: y(0), r: 5, fill: "#495057")
                svg.text("dismissed", x: x(time) + 8, y: y(0) - 8, size: 11, fill: "#495057")
            case .selectedDetentChanged(let identifier):
                svg.circle(cx: x(time), cy: y(frameHeight), r: 4, fill: "#1971c2")
                svg.text(
                    "→ \(identifier.rawValue)", x: x(time) + 8,
                    y: labelBaseline(near: y(frameHeight), avoiding: detentLevels), size: 11, fill: "#1971c2")
            }
        }
        // State strip: one rect per run of equal states, edge to edge, so no hairline gaps.
        let stripY = top + plotHeight + 26
        for run in Self.stateRuns(timeline.frames) {
            svg.rect(
                x: x(run.start), y: stripY, width: x(run.end) - x(run.start), height: 10,
                fill: Self.stateColors[run.state] ?? "#000")
        }
        var legendX = left
        for state in SheetState.allCases {
            svg.rect(
                x: legendX, y: stripY + 18, width: 10, height: 10, fill: Self.stateColors[state] ?? "#000")
            svg.text(state.rawValue, x: legendX + 14, y: stripY + 27, size: 11, fill: "#495057")
            legendX += 14 + Double(state.rawValue.count) * 6.5 + 14
        }
        return svg.document
    }

    /// A state held from `start` to `end` (the next run's start, or the last frame's time).
    package struct StateRun: Equatable, Sendable {
        package var state: SheetState
        package var start: Double
        package var end: Double
    }

    /// The frames' states as runs: consecutive frames in the same state make one run.
    package static func stateRuns(_ frames: [SheetFrame]) -> [StateRun] {
        var runs: [StateRun] = []
        for frame in frames {
            if let last = runs.last, last.state == frame.state {
                runs[runs.count - 1].end = frame.time
            } else {
                if !runs.isEmpty { runs[runs.count - 1].end = frame.time }
                runs.append(StateRun(state: frame.state, start: frame.time, end: frame.time))
            }
        }
        return runs
    }

    /// A baseline for an 11 pt label next to a point at `pointY`: below it, or above, or further
    /// away, whichever first keeps the text clear of every horizontal line in `levels`.
    func labelBaseline(near pointY: Double, avoiding levels: [Double]) -> Double {
        let candidates = [pointY + 16, pointY - 8, pointY + 30, pointY - 22, pointY + 44]
        func clear(_ baseline: Double) -> Bool {
            levels.allSatisfy { $0 < baseline - 12 || $0 > baseline + 3 }
        }
        return candidates.first(where: clear) ?? candidates[0]
    }
}
