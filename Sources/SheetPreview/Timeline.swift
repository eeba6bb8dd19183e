import Foundation
import SheetCore
import SheetHostCore
import SheetScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario's run kept for a chart: the engine's part of every frame `ScenarioRun` made, the
/// releases and the detents, as `sheetkit simulate --format svg` and the preview's charts draw them.
package struct Timeline: Sendable {
    /// Every frame in time order: ticks at the scenario's `fps` from 0 through `until`, and one after
    /// each event.
    package var frames: [SheetFrame]
    /// The times at which a finger released a drag of the sheet.
    package var releaseTimes: [Double]
    /// The detents as resolved in the starting container, for drawing reference lines.
    package var detents: [ResolvedDetent]
    /// The container the run started in.
    package var container: SheetContainer

    package init(
        frames: [SheetFrame], releaseTimes: [Double], detents: [ResolvedDetent], container: SheetContainer
    ) {
        self.frames = frames
        self.releaseTimes = releaseTimes
        self.detents = detents
        self.container = container
    }

    /// Runs `scenario` from `host` (`Scenario.makeHost()`) through `ScenarioRun` and keeps every
    /// frame. A release is an event that lifts the finger from a dragged sheet.
    package init(running scenario: Scenario, host: SheetHost) {
        var frames: [SheetFrame] = []
        var releases: [Double] = []
        var wasDragging = host.interaction.state == .dragging
        ScenarioRun.forEachFrame(scenario, host: host) { frame, event in
            if let event, event.isRelease, wasDragging, frame.sheet.state != .dragging {
                releases.append(event.time)
            }
            wasDragging = frame.sheet.state == .dragging
            frames.append(frame.sheet)
        }
        self.init(
            frames: frames, releaseTimes: releases, detents: host.interaction.resolution.detents,
            container: host.interaction.container)
    }

    /// Runs `scenario` from its own host.
    /// - Throws: `ScenarioError` when the engine refuses the scenario's sheet.
    package init(running scenario: Scenario) throws {
        self.init(running: scenario, host: try scenario.makeHost())
    }

    /// Every event that happened, with the time of the frame that reported it.
    package var events: [(time: Double, event: SheetEvent)] {
        frames.flatMap { frame in frame.events.list.map { (frame.time, $0) } }
    }
}
