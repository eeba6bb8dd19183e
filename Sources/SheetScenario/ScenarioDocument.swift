import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads a ``Scenario`` strictly from its ``JSONDocument``, asking for every field by its path (see
/// ``StrictNode``).
struct ScenarioDocument {
    var scenario: Scenario

    /// Reads `data`; syntax errors say where (line and column), value errors name their path.
    static func decode(_ data: Data) throws -> Scenario {
        try ScenarioDocument(root: StrictNode(root: JSONDocument(data))).scenario
    }

    init(root: StrictNode) throws {
        guard root.isObject else { throw ScenarioError("the scenario must be a JSON object") }
        try root.checkKeys(ScenarioKeys.scenario)
        var scenario = try Self.setup(root)
        scenario.fps = try root.child("fps")?.number(in: Scenario.fpsRange) ?? 60
        var state = ReadState(scenario)
        state.resolved = try Self.resolvedDetents(root)
        scenario.events = try Self.events(try root.required("events"), state: state)
        let lastEvent = scenario.events.map(\.time).max() ?? 0
        scenario.until =
            try root.child("until")?.number(in: Scenario.timeRange) ?? lastEvent + Scenario.defaultTail
        self.scenario = scenario
    }

    /// The scenario's `container` and `sheet`, with no events yet.
    static func setup(_ root: StrictNode) throws -> Scenario {
        let (container, keyboard) = try Self.container(try root.required("container"))
        let sheet = try root.required("sheet")
        try sheet.checkKeys(ScenarioKeys.sheet)
        return Scenario(
            container: container, keyboardHeight: keyboard,
            configuration: try Self.configuration(sheet, resolved: try resolvedDetents(root)),
            contentFittingHeight: CGFloat(try sheet.size("contentFittingHeight", default: 0)),
            scrollContentHeight: CGFloat(try sheet.size("scrollContentHeight", default: 0)),
            options: try Self.options(sheet))
    }

    // MARK: Events

    /// What event readers need to know of the scenario at the event's time.
    struct ReadState: Sendable {
        var detents: [Detent]
        var container: HostContainer
        /// A recording's custom detents' answers (`resolvedDetents`).
        var resolved: ResolvedTables = []

        /// The state at a scenario's start.
        init(_ scenario: Scenario) {
            detents = scenario.configuration.detents
            container = scenario.container
        }
    }

    static func events(_ node: StrictNode, state: ReadState) throws -> [ScenarioEvent] {
        var timed: [(time: Double, node: StrictNode)] = []
        for event in try node.array {
            guard event.isObject else {
                throw ScenarioError("\(event.path): expected an object, found \(event.typeName)")
            }
            timed.append((try event.required("t").number(in: Scenario.timeRange), event))
        }
        // In time order (stable), as the simulation runs them, so `select` sees the detents of its time.
        timed = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
        var state = state
        var events: [ScenarioEvent] = []
        for (time, event) in timed {
            events.append(try Self.event(event, time: time, state: &state))
        }
        return events
    }

    /// One event object, whose `t` has been read as `time`: its type's keys checked, then its reader.
    static func event(_ event: StrictNode, time: Double, state: inout ReadState) throws -> ScenarioEvent {
        try Self.event(event, as: try reading(try event.required("type")), time: time, state: &state)
    }

    /// The reader of events of the type that `type` (an event's `type`) names.
    static func reading(_ type: StrictNode) throws -> ScenarioEventReaders.Entry {
        guard let entry = ScenarioEventReaders.entry(for: type) else {
            let name = try type.string
            let known = ScenarioEventReaders.table.keys.sorted().joined(separator: ", ")
            throw ScenarioError("\(type.path): unknown event type '\(name)' (accepted: \(known))")
        }
        return entry
    }

    /// ``event(_:time:state:)`` with the type already looked up (a live stream's).
    static func event(
        _ event: StrictNode, as entry: ScenarioEventReaders.Entry, time: Double, state: inout ReadState
    ) throws -> ScenarioEvent {
        try event.checkKeys(entry.keys)
        let name = entry.name
        if name == "configure" || name == "set" {
            let parts = name == "set" ? try set(event, state: &state) : try configure(event, state: &state)
            return ScenarioEvent(
                time: time, event: parts.event, type: name, before: parts.before, after: parts.after)
        }
        return ScenarioEvent(time: time, event: try entry.read(event, &state), type: name)
    }
}
