import Foundation
@_spi(Benchmarks) import SheetCore
import Testing

/// Runs a script of timestamped inputs as `ScenarioRun` runs a scenario through a host: a tick
/// every 1/`fps` s from 0 through `until`, a tick that falls exactly on an input's time coming
/// first (the state just before the input), then the input's frame. Every frame is checked against
/// the engine's invariants; the frames are returned in order.
func run(
    _ interaction: inout SheetInteraction, _ script: [(Double, SheetInput)], until end: Double,
    fps: Double = 120
) -> [SheetFrame] {
    var frames: [SheetFrame] = []
    var tickIndex = 0
    func tickTime() -> Double { Double(tickIndex) / fps }
    func tick() {
        frames.append(interaction.tick(tickTime()))
        #expect(interaction.invariantViolations == [])
        tickIndex += 1
    }
    let ordered = script.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
    for (time, input) in ordered.map(\.element) {
        while tickTime() <= end, tickTime() <= time { tick() }
        frames.append(interaction.handle(input, at: time))
        #expect(interaction.invariantViolations == [])
    }
    while tickTime() <= end { tick() }
    return frames
}

func makeSheet(
    _ configuration: SheetConfiguration = SheetConfiguration(), container: SheetContainer = iPhone
) -> SheetInteraction {
    try! SheetInteraction(configuration: configuration, container: container)
}
