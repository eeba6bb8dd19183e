import Foundation
import SheetCore
import SheetHostCore
import SheetScenario

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension Scenario {
    /// A scenario on the reference iPhone: `events` at their times, ticks at `fps` through `until`.
    static func preview(
        _ configuration: SheetConfiguration, _ events: [(Double, HostEvent)], fitting: CGFloat = 0,
        until: Double = 3, fps: Double = 30
    ) -> Scenario {
        Scenario(
            container: .iPhone, configuration: configuration, contentFittingHeight: fitting,
            events: events.map { ScenarioEvent(time: $0.0, event: $0.1, type: "") }, until: until, fps: fps)
    }

    /// The host after running the scenario through ``ScenarioRun``.
    func settledHost() throws -> SheetHost {
        ScenarioRun.forEachFrame(self, host: try makeHost()) { _, _ in }
    }
}

/// The host of a sheet presented at 0 on the reference iPhone, after `events` and 3 s of ticks.
func settled(
    _ configuration: SheetConfiguration, fitting: CGFloat = 0, events: [(Double, HostEvent)] = []
) throws -> SheetHost {
    try Scenario.preview(configuration, [(0, .present)] + events, fitting: fitting).settledHost()
}

extension HostEvent {
    /// The keyboard docked at the bottom of the reference iPhone, `height` points tall.
    static func keyboardOf(height: CGFloat) -> HostEvent {
        .keyboard(.docked(height: height, in: HostContainer.iPhone.size))
    }
}
