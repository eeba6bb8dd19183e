import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scripted run of a sheet: frames at a fixed rate plus one after every input, as the
/// `sheetkit simulate` command and the timeline charts use them.
public struct Timeline: Sendable {
    /// Every frame in time order: ticks at `fps` from 0 through `until`, and one after each input.
    public var frames: [SheetFrame]
    /// The times at which a drag was released.
    public var releaseTimes: [Double]
    /// The detents as resolved in the starting container, for drawing reference lines.
    public var detents: [ResolvedDetent]
    /// The container the run started in.
    public var container: SheetContainer
    /// The interaction after the last frame.
    public var interaction: SheetInteraction

    public init(
        frames: [SheetFrame], releaseTimes: [Double], detents: [ResolvedDetent], container: SheetContainer,
        interaction: SheetInteraction
    ) {
        self.frames = frames
        self.releaseTimes = releaseTimes
        self.detents = detents
        self.container = container
        self.interaction = interaction
    }

    /// Every event that happened, with the time of the frame that reported it.
    public var events: [(time: Double, event: SheetEvent)] {
        frames.flatMap { frame in frame.events.list.map { (frame.time, $0) } }
    }
}

/// Runs scripts of timestamped inputs through a `SheetInteraction`.
public enum Simulation {
    /// Runs `script` (sorted by time; equal times keep their order) and ticks at `fps` up to `until`:
    /// one frame at every tick, plus one after every input. A tick that falls exactly on an input's
    /// time comes first, showing the state just before the input.
    public static func run(
        _ interaction: SheetInteraction, script: [(time: Double, input: SheetInput)], until: Double,
        fps: Double
    ) -> Timeline {
        var timeline = Timeline(
            frames: [], releaseTimes: [], detents: interaction.resolution.detents,
            container: interaction.container,
            interaction: interaction)
        timeline.interaction = forEachFrame(
            interaction, script: script, until: until, fps: fps,
            onRelease: { timeline.releaseTimes.append($0) }, { timeline.frames.append($0) })
        return timeline
    }

    /// The number of frames ``run(_:script:until:fps:)`` makes: the ticks from 0 through `until`
    /// plus one per input. Known before running, so a caller can refuse a run too long to print.
    public static func frameCount(inputs: Int, until: Double, fps: Double) -> Double {
        guard until >= 0 else { return Double(inputs) }
        return (until * fps).rounded(.down) + 1 + Double(inputs)
    }

    /// Runs the script like ``run(_:script:until:fps:)`` but hands each frame to `body` as it is made
    /// instead of keeping it, so a long run takes constant memory; `onRelease` gets the time of each
    /// release of a drag. Returns the interaction after the last frame.
    @discardableResult
    public static func forEachFrame(
        _ interaction: SheetInteraction, script: [(time: Double, input: SheetInput)], until: Double,
        fps: Double, onRelease: (Double) -> Void = { _ in }, _ body: (SheetFrame) throws -> Void
    ) rethrows -> SheetInteraction {
        var interaction = interaction
        let ordered = script.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }
        .map(\.element)
        var tick = 0
        func tickTime(_ index: Int) -> Double { Double(index) / fps }
        for step in ordered {
            while tickTime(tick) <= until, tickTime(tick) <= step.time {
                try body(interaction.tick(tickTime(tick)))
                tick += 1
            }
            if case .dragEnded = step.input, interaction.state == .dragging {
                onRelease(step.time)
            }
            try body(interaction.handle(step.input, at: step.time))
        }
        while tickTime(tick) <= until {
            try body(interaction.tick(tickTime(tick)))
            tick += 1
        }
        return interaction
    }
}
