import Foundation
import SheetCore
import SheetHostCore
@_spi(Playground) import SheetScenario

/// One browser tab's sheet: a ``SheetHost`` driven by the page's raw input, each message one event
/// of the scenario format (`sheetkit simulate`'s, engine and host vocabularies), and the record of
/// those events as a scenario that `simulate` replays exactly.
///
/// Messages are JSON objects read by ``SheetScenario``'s one reader, with the rules that name every
/// error:
/// - `{"type":"configure","container":{…},"sheet":{…}}` sets up a new sheet from a scenario's
///   `container` and `sheet` objects and starts a new recording; it is answered with the frame;
/// - `{"type":"export"}` is answered with `{"type":"scenario","scenario":{…}}`: the setup, every event
///   since (the page's ticks aside, `simulate` makes its own, but for those that changed the sheet's
///   state or reported something once, such as a completed presentation's focus) and `until` 3 s
///   after the last;
/// - any other type is a scenario event (`{"t":…,"type":"pointerDown","x":…,"y":…}`), its `t` in
///   seconds on the page's one clock, never earlier than the last message's. It is answered with
///   `{"type":"frame","frame":{…},"events":[…]}`: the frame exactly as `simulate` writes it (one
///   object holding everything the page applies: rects, dim, insets, the list's pin, accessibility)
///   and the events of that step as in `simulate`'s events list.
///
/// A bad message is answered with `{"type":"error","field","message"}` naming the field at fault
/// (its JSON path); the session goes on unchanged.
public struct SheetSession: Sendable {
    /// The largest message accepted, in bytes.
    public static let messageLimit = 8_192
    /// The most events one recording keeps; later ones still run, and the export says so.
    public static let recordingLimit = 100_000
    /// The most bytes one recording keeps (the page's events are 50–200 bytes; a client sending
    /// 8 KiB messages reaches this bound, not the event count's).
    public static let recordingByteLimit = 16 << 20
    /// The seconds an exported scenario runs past its last event.
    public static let exportTail = 3.0

    /// The message types the session reads itself; the rest are scenario events.
    static let ownTypes: Set<String> = ["configure", "export"]

    /// The setup before any `configure`: a portrait iPhone and the playground's sheet.
    static let defaultSetup = #"""
        {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34}},
         "sheet":{"detents":[{"id":"medium"},{"id":"large"}],"prefersGrabberVisible":true,
                  "header":{"title":"Places nearby","closeButton":true}}}
        """#

    public private(set) var host: SheetHost
    private var stream: ScenarioStream
    /// The setup's `container` and `sheet` objects as JSON, for the export.
    private var setup: (container: String, sheet: String)
    /// The recorded events, each the message's own text (already read strictly, so replayed exactly),
    /// separated by commas: one buffer rather than a string per event.
    private var recording: [UInt8] = []
    private var recordedEvents = 0
    /// The messages' text and values, kept so that reading one allocates nothing.
    private var documentBuffers = JSONDocument.Buffers()
    /// The replies' writer, kept so that its buffer is reused.
    private var writer = JSONWriter(capacity: 1_280)
    private var recordingOverflowed = false
    private var lastTime = 0.0
    /// Whether frames carry the content offset (as `simulate` decides: the sheet tracks a list).
    private var tracksScrollContent: Bool

    /// The bounds of this session's recording (``recordingLimit`` and ``recordingByteLimit`` unless a
    /// test gives smaller ones).
    let recordingBounds: (events: Int, bytes: Int)

    public init() {
        self.init(recordingBounds: (Self.recordingLimit, Self.recordingByteLimit))
    }

    /// A session whose recording keeps at most `recordingBounds` (events, bytes).
    package init(recordingBounds: (events: Int, bytes: Int)) {
        self.recordingBounds = recordingBounds
        // The default setup is a constant that the tests read: it can't fail.
        let scenario = try! ScenarioStream.setup(Data(Self.defaultSetup.utf8))
        host = try! scenario.makeHost()
        stream = ScenarioStream(scenario: scenario)
        setup = try! Self.setupJSON(Data(Self.defaultSetup.utf8))
        tracksScrollContent = scenario.tracksScrollContent
    }

    /// Handles one message's UTF-8 bytes where they are (a socket's buffer) and calls `body` with the
    /// reply's (a frame, the scenario, or an error): a frame is handed over from the writer kept for
    /// every reply, so a message makes no string and no array.
    public mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        // The reply's bytes when they are not the writer's (the export, an error).
        let reply: [UInt8]
        do {
            try PlaygroundError.checkSize(message.count, limit: Self.messageLimit)
            let read = try stream.message(
                utf8: message, otherTypes: Self.ownTypes, reusing: &documentBuffers, earliest: lastTime)
            switch read {
            case .other("configure"):
                try configure(Data(message))
                reply = []
            case .other(_): reply = try Array(export().utf8)
            case .event(let event):
                try handle(event, message: message)
                reply = []
            }
        } catch let error as PlaygroundError {
            reply = Array(error.reply.utf8)
        } catch let error as ScenarioError {
            reply = Array(PlaygroundError(error).reply.utf8)
        } catch {
            reply = Array(PlaygroundError(field: "message", "\(error)").reply.utf8)
        }
        return try reply.isEmpty ? writer.withUnsafeBytes(body) : reply.withUnsafeBytes(body)
    }

    /// ``receive(utf8:reply:)`` reading into and writing in `buffers`' storage, swapped with the
    /// session's own for the message (no copy either way).
    public mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, lending buffers: inout SessionBuffers,
        reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        swap(&writer, &buffers.writer)
        swap(&documentBuffers, &buffers.document)
        defer {
            swap(&writer, &buffers.writer)
            swap(&documentBuffers, &buffers.document)
        }
        return try receive(utf8: message, reply: body)
    }

    // MARK: Configuration

    private mutating func configure(_ data: Data) throws {
        let scenario = try ScenarioStream.setup(data, allowing: ["type"])
        let fresh: SheetHost
        do {
            fresh = try scenario.makeHost()
        } catch let error as ScenarioError {
            throw PlaygroundError(error)
        }
        host = fresh
        stream = ScenarioStream(scenario: scenario)
        setup = try Self.setupJSON(data)
        tracksScrollContent = scenario.tracksScrollContent
        recording = []
        recordedEvents = 0
        recordingOverflowed = false
        lastTime = 0
        try write(host.frame)
    }

    /// The `container` and `sheet` objects of a setup message that has been read strictly, written
    /// back (keys sorted) for the export.
    private static func setupJSON(_ data: Data) throws -> (container: String, sheet: String) {
        let root = StrictNode(root: try JSONDocument(data))
        func text(_ key: String) throws -> String {
            var writer = JSONWriter(capacity: 512)
            try root.required(key).write(into: &writer)
            return writer.text
        }
        return (try text("container"), try text("sheet"))
    }

    // MARK: Events

    /// Runs an event the stream has read (no earlier than the last one).
    private mutating func handle(_ event: ScenarioEvent, message: UnsafeRawBufferPointer) throws {
        lastTime = event.time
        if case .scroll = event.event { tracksScrollContent = true }
        if case .scrollContentChanged = event.event { tracksScrollContent = true }
        guard event.type != "tick" else {
            // A spring that comes to rest, and what a step reports once (a presentation or a
            // dismissal that completed: `focus`, a detent reached, their events), land in the first
            // tick that sees them: here the page's, in `simulate` its own or, between those, the next
            // event's frame (an event moves the sheet but doesn't end its spring). Recorded, the
            // page's tick happens in `simulate` too.
            let state = host.interaction.state
            let frame = host.handle(event.event, at: event.time)
            if host.interaction.state != state || Self.reportsOnce(frame) { record(message) }
            return try write(frame)
        }
        // The host reads some of the sheet's state as of its last step before an event reaches the
        // engine (the hit test, the list's content height): while the sheet moves by itself, that
        // state would be the page's last tick's, which `simulate`'s ticks don't repeat. A tick at the
        // event's own time first, recorded with it, makes the state at every event the scenario's.
        var earlier: HostFrame?
        if Self.movesByItself(host.interaction.state), event.time > host.interaction.time {
            earlier = host.handle(.tick(), at: event.time)
            var tick = JSONWriter(capacity: 48)
            tick.raw("{\"t\":")
            tick.number(event.time)
            tick.raw(",\"type\":\"tick\"}")
            tick.bytes.withUnsafeBytes { record($0) }
        }
        record(message)
        try write(host.handle(event.event, at: event.time), after: earlier)
    }

    /// Whether the sheet's position depends on time alone in this state (a spring runs).
    static func movesByItself(_ state: SheetState) -> Bool {
        switch state {
        case .presenting, .settling, .dismissing: true
        case .dismissed, .resting, .dragging: false
        }
    }

    /// Whether a frame carries something reported by its step alone: events, an announcement, a
    /// focus request or the escape action's answer.
    static func reportsOnce(_ frame: HostFrame) -> Bool {
        let accessibility = frame.accessibility
        return !frame.events.isEmpty || !frame.sheet.events.isEmpty || accessibility.focus != nil
            || accessibility.announcement != nil || accessibility.escapeHandled != nil
    }

    private mutating func record(_ event: UnsafeRawBufferPointer) {
        guard recordedEvents < recordingBounds.events, recording.count + event.count < recordingBounds.bytes
        else {
            recordingOverflowed = true
            return
        }
        if recordedEvents > 0 { recording.append(UInt8(ascii: ",")) }
        // As typed bytes: appending a raw buffer goes byte by byte, a typed one is one copy.
        event.withMemoryRebound(to: UInt8.self) { recording.append(contentsOf: $0) }
        recordedEvents += 1
    }

    // MARK: Output

    /// The frame as `simulate` writes it (one object: everything the page applies) and its events
    /// (after those of `earlier`, a tick the session ran first), as `simulate` lists them.
    mutating func write(_ frame: HostFrame, after earlier: HostFrame? = nil) throws {
        writer.removeAll()
        writer.raw("{\"type\":\"frame\",\"frame\":")
        ScenarioJSON.write(frame, showsContentOffset: tracksScrollContent, into: &writer)
        writer.raw(",\"events\":[")
        var isFirst = true
        if let earlier { ScenarioJSON.writeEvents(of: earlier, into: &writer, isFirst: &isFirst) }
        ScenarioJSON.writeEvents(of: frame, into: &writer, isFirst: &isFirst)
        writer.raw("]}")
        guard !writer.wroteNonFiniteNumber else {
            throw PlaygroundError(field: "frame", "the host produced a non-finite value")
        }
    }

    /// A byte count as the export's error says it: whole MiB, or bytes below one.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// The recording as a `sheetkit simulate` scenario.
    private func export() throws -> String {
        guard !recordingOverflowed else {
            throw PlaygroundError(
                field: "export",
                "the recording passed \(recordingBounds.events) events or \(Self.size(recordingBounds.bytes)); "
                    + "configure to start a new one")
        }
        let until = (lastTime + Self.exportTail).rounded(.up)
        return
            "{\"type\":\"scenario\",\"scenario\":{\"container\":\(setup.container),\"sheet\":\(setup.sheet),"
            + "\"events\":[" + String(decoding: recording, as: UTF8.self)
            + "],\"until\":\(JSONWriter.text(until)),\"fps\":60}}"
    }
}
