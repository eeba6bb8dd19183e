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
        try StrictJSON.decode(
            SetupDocument.self, from: data, userInfo: [SetupDocument.extraKeys: extraKeys]
        ).scenario
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
    ///
    /// A flat message (the pointer moves and ticks a binding sends many times a second) is read
    /// straight from its bytes; any other, and any that fails there, is read through
    /// `JSONDecoder`, so an error is always the strict reader's.
    /// - Throws: ``ScenarioError`` naming the path of the first problem; the stream is unchanged.
    public mutating func message(_ data: Data, otherTypes: Set<String>) throws -> Message {
        if let message = data.withUnsafeBytes({ flatMessage($0, otherTypes: otherTypes) }) { return message }
        return try strictMessage(data, otherTypes: otherTypes)
    }

    /// ``message(_:otherTypes:)`` for a message's UTF-8 bytes where they are (a socket's buffer):
    /// a flat message is read without a copy.
    public mutating func message(utf8 bytes: UnsafeRawBufferPointer, otherTypes: Set<String>) throws
        -> Message
    {
        if let message = flatMessage(bytes, otherTypes: otherTypes) { return message }
        return try strictMessage(Data(bytes), otherTypes: otherTypes)
    }

    /// The message read by ``FlatJSON``, or nil for the strict reader to read.
    private mutating func flatMessage(_ bytes: UnsafeRawBufferPointer, otherTypes: Set<String>) -> Message? {
        guard let object = FlatJSON.object(bytes) else { return nil }
        var state = self.state
        guard let message = try? Self.read(StrictNode(flat: object), otherTypes: otherTypes, state: &state)
        else { return nil }
        self.state = state
        return message
    }

    /// ``message(_:otherTypes:)`` through `JSONDecoder` alone: what the fast path must agree with.
    mutating func strictMessage(_ data: Data, otherTypes: Set<String>) throws -> Message {
        let document = try StrictJSON.decode(
            EventDocument.self, from: data,
            userInfo: [EventDocument.readState: state, EventDocument.otherTypes: otherTypes])
        state = document.state
        return document.message
    }

    /// Reads a message's root object against `state`.
    fileprivate static func read(
        _ root: StrictNode, otherTypes: Set<String>, state: inout ScenarioDocument.ReadState
    ) throws -> Message {
        guard root.isObject else { throw ScenarioError("expected an object, found \(root.typeName)") }
        let type = try root.required("type").string
        if otherTypes.contains(type) { return .other(type) }
        let time = try root.required("t").number(in: Scenario.timeRange)
        return .event(try ScenarioDocument.event(root, time: time, state: &state))
    }
}

/// A setup message read through `JSONDecoder`.
private struct SetupDocument: Decodable {
    static let extraKeys = CodingUserInfoKey(rawValue: "sheetkit.setup.extraKeys")!
    var scenario: Scenario

    init(from decoder: any Decoder) throws {
        let root = StrictNode(decoder: decoder, path: "")
        guard root.isObject else { throw ScenarioError("expected an object, found \(root.typeName)") }
        let extra = decoder.userInfo[Self.extraKeys] as? Set<String> ?? []
        try root.checkKeys(Set(["container", "sheet"]).union(extra))
        scenario = try ScenarioDocument.setup(root)
    }
}

/// An event message read through `JSONDecoder`, against the stream's state.
private struct EventDocument: Decodable {
    static let readState = CodingUserInfoKey(rawValue: "sheetkit.event.readState")!
    static let otherTypes = CodingUserInfoKey(rawValue: "sheetkit.event.otherTypes")!
    var message: ScenarioStream.Message
    var state: ScenarioDocument.ReadState

    init(from decoder: any Decoder) throws {
        guard var state = decoder.userInfo[Self.readState] as? ScenarioDocument.ReadState else {
            throw ScenarioError("the stream's state is missing")
        }
        let others = decoder.userInfo[Self.otherTypes] as? Set<String> ?? []
        message = try ScenarioStream.read(
            StrictNode(decoder: decoder, path: ""), otherTypes: others, state: &state)
        self.state = state
    }
}
