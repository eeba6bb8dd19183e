import Foundation
import SheetCore
import SheetHostCore

/// A scenario read one message at a time, as a live binding receives it (the playground's sheet
/// socket): a setup object (`container` and `sheet`), then event objects (`{"t":…,"type":…,…}`), each
/// read with the same keys, ranges and messages as in a scenario file.
///
/// Paths start at the message: an event's bad velocity is `velocity: expected a number, found a
/// string`, a setup's bad detent `sheet.detents[1]: …`. The stream keeps what later events are
/// read against — the detents a `select` must name, the container a `keyboard` must fit — as a
/// scenario's `detents` and `container` events change them.
public struct ScenarioStream: Sendable {
    /// The detents events are read against now.
    public var detents: [Detent] { state.detents }
    /// The container events are read against now.
    public var container: HostContainer { state.container }

    private var state: ScenarioDocument.ReadState

    /// A stream that reads events against `scenario`'s detents and container.
    public init(scenario: Scenario) {
        state = ScenarioDocument.ReadState(scenario)
    }

    /// Reads a setup object: a scenario's `container` and `sheet` (both required) and nothing else but
    /// `extraKeys` (a message's own `type`, say). The result has no events.
    /// - Throws: ``ScenarioError`` naming the path of the first problem.
    public static func setup(_ data: Data, allowing extraKeys: Set<String> = []) throws -> Scenario {
        let root = StrictNode(root: try JSONDocument(data))
        guard root.isObject else { throw ScenarioError("expected an object, found \(root.typeName)") }
        try root.checkKeys(Set(["container", "sheet"]).union(extraKeys))
        return try ScenarioDocument.setup(root)
    }

    /// Reads one event object; a `detents` or `container` event changes what later ones are read against.
    /// - Throws: ``ScenarioError`` naming the path of the first problem; the stream is unchanged.
    public mutating func event(_ data: Data) throws -> ScenarioEvent {
        switch try message(data, otherTypes: []) {
        case .event(let event): return event
        case .other(let type): throw ScenarioError("type: unknown event type '\(type)'")
        }
    }

    /// One message of a stream that also carries messages of its own (`configure`, `export`): an
    /// event, read as ``event(_:)`` reads it, or the `type` of one of `otherTypes`, left for the
    /// caller to read. The text is decoded once either way.
    public enum Message: Sendable {
        case event(ScenarioEvent)
        case other(String)
    }

    /// Reads one message: an event, or one of `otherTypes` (by its `type`, the rest unread).
    /// - Throws: ``ScenarioError`` naming the path of the first problem; the stream is unchanged.
    public mutating func message(_ data: Data, otherTypes: Set<String>) throws -> Message {
        try message(StrictNode(root: JSONDocument(data)), otherTypes: otherTypes)
    }

    /// ``message(_:otherTypes:)`` for a message's UTF-8 bytes where they are (a socket's buffer).
    public mutating func message(utf8 bytes: UnsafeRawBufferPointer, otherTypes: Set<String>) throws
        -> Message
    {
        try message(StrictNode(root: JSONDocument(utf8: bytes)), otherTypes: otherTypes)
    }

    /// ``message(utf8:otherTypes:)`` read into `buffers`' storage and handing it back: a reader of
    /// many messages keeps one `Buffers` and allocates nothing a message. An event earlier than
    /// `earliest` is refused (`t: … is earlier than the last message's …`), after the rest of it
    /// has been read, and changes nothing: a live stream's clock only runs forward.
    @_spi(Playground) public mutating func message(
        utf8 bytes: UnsafeRawBufferPointer, otherTypes: Set<String>,
        reusing buffers: inout JSONDocument.Buffers, earliest: Double = -.infinity
    ) throws -> Message {
        let document = try JSONDocument(utf8: bytes, reusing: &buffers)
        defer { buffers = document.buffers }
        return try message(StrictNode(root: document), otherTypes: otherTypes, earliest: earliest)
    }

    /// Reads a message's root object; the stream changes only when all of it reads.
    private mutating func message(_ root: StrictNode, otherTypes: Set<String>, earliest: Double = -.infinity)
        throws -> Message
    {
        guard root.isObject else { throw ScenarioError("expected an object, found \(root.typeName)") }
        let type = try root.required("type")
        let name = try type.string
        // A handful of types: compared in turn rather than hashed.
        if otherTypes.contains(where: { $0 == name }) { return .other(name) }
        let time = try root.required("t").number(in: Scenario.timeRange)
        let entry = try ScenarioDocument.reading(type)
        func read(_ state: inout ScenarioDocument.ReadState) throws -> ScenarioEvent {
            let event = try ScenarioDocument.event(root, as: entry, time: time, state: &state)
            guard time >= earliest else {
                throw ScenarioError(
                    "t: \(JSONWriter.text(time)) is earlier than the last message's \(JSONWriter.text(earliest))"
                )
            }
            return event
        }
        // Most events leave the state as it is: read against it in place, with no copy to make.
        guard entry.changesReadState else { return .event(try read(&state)) }
        var changed = state
        let event = try read(&changed)
        state = changed
        return .event(event)
    }
}
