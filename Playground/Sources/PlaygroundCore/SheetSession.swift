import Foundation
import SheetCore
import SheetHostCore
import SheetScenario

/// One browser tab's sheet: a ``SheetHost`` driven by the page's raw input, each message one event
/// of the scenario format (`sheetkit simulate`'s, engine and host vocabularies), and the record of
/// those events as a scenario that `simulate` replays exactly.
///
/// Messages are JSON objects read by ``SheetScenario`` through `JSONDecoder`:
/// - `{"type":"configure","container":{…},"sheet":{…}}` sets up a new sheet from a scenario's
///   `container` and `sheet` objects and starts a new recording; it is answered with the frame;
/// - `{"type":"export"}` is answered with `{"type":"scenario","scenario":{…}}`: the setup, every event
///   since (the page's ticks aside: `simulate` makes its own) and `until` 3 s after the last;
/// - any other type is a scenario event (`{"t":…,"type":"pointerDown","x":…,"y":…}`), its `t` in
///   seconds on the page's one clock, never earlier than the last message's. It is answered with
///   `{"type":"frame","frame":{…},"events":[…],"view":{…}}`: the frame exactly as `simulate` writes
///   it, the events of that step as in `simulate`'s events list, and the rest of the host frame a
///   page applies (header rect, corner radius, dim taps, pass-through, stop the list's momentum, …).
///
/// A bad message is answered with `{"type":"error","field","message"}` naming the field at fault
/// (its JSON path); the session goes on unchanged.
public struct SheetSession: Sendable {
    /// The largest message accepted, in bytes.
    public static let messageLimit = 8_192
    /// The most events one recording keeps; later ones still run, and the export says so.
    public static let recordingLimit = 100_000
    /// The seconds an exported scenario runs past its last event.
    public static let exportTail = 3.0

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
    /// The recorded events, each the message's own text (already read strictly, so replayed exactly).
    private var recording: [String] = []
    private var recordingOverflowed = false
    private var lastTime = 0.0
    /// Whether frames carry the content offset (as `simulate` decides: the sheet tracks a list).
    private var tracksScrollContent: Bool

    public init() {
        // The default setup is a constant that the tests read: it can't fail.
        let scenario = try! ScenarioStream.setup(Data(Self.defaultSetup.utf8))
        host = try! scenario.makeHost()
        stream = ScenarioStream(scenario: scenario)
        setup = try! Self.setupJSON(Data(Self.defaultSetup.utf8))
        tracksScrollContent = scenario.tracksScrollContent
    }

    /// Handles one message and returns the reply (a frame, the scenario, or an error).
    public mutating func receive(_ text: String) -> String {
        do {
            try PlaygroundError.checkSize(text, limit: Self.messageLimit)
            let data = Data(text.utf8)
            var reader = stream
            switch try reader.message(data, otherTypes: ["configure", "export"]) {
            case .other("configure"): return try configure(data)
            case .other(_): return try export()
            case .event(let event): return try handle(event, text: text, reader: reader)
            }
        } catch let error as PlaygroundError {
            return error.reply
        } catch let error as ScenarioError {
            return PlaygroundError(error).reply
        } catch {
            return PlaygroundError(field: "message", "\(error)").reply
        }
    }

    // MARK: Configuration

    private mutating func configure(_ data: Data) throws -> String {
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
        recordingOverflowed = false
        lastTime = 0
        return try reply(host.frame)
    }

    /// The `container` and `sheet` objects of a setup message that has been read strictly, written
    /// back by `JSONSerialization` (keys sorted) for the export.
    private static func setupJSON(_ data: Data) throws -> (container: String, sheet: String) {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let container = object["container"], let sheet = object["sheet"]
        else { throw PlaygroundError(field: "message", "expected container and sheet") }
        func text(_ value: Any) throws -> String {
            String(
                decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]),
                as: UTF8.self)
        }
        return (try text(container), try text(sheet))
    }

    // MARK: Events

    /// Runs an event read by `reader` (the stream after it), unless it goes back in time.
    private mutating func handle(_ event: ScenarioEvent, text: String, reader: ScenarioStream) throws
        -> String
    {
        guard event.time >= lastTime else {
            throw PlaygroundError(
                field: "t",
                "\(JSONText.number(event.time)) is earlier than the last message's \(JSONText.number(lastTime))"
            )
        }
        stream = reader
        lastTime = event.time
        if case .scroll = event.event { tracksScrollContent = true }
        if case .engine(.scrollContentChanged) = event.event { tracksScrollContent = true }
        guard event.type != "tick" else { return try reply(host.handle(event.event, at: event.time)) }
        // The host reads some of the sheet's state as of its last step before an event reaches the
        // engine (the hit test, the list's content height): while the sheet moves by itself, that
        // state would be the page's last tick's, which `simulate`'s ticks don't repeat. A tick at the
        // event's own time first, recorded with it, makes the state at every event the scenario's.
        var earlier: [String] = []
        if Self.movesByItself(host.interaction.state), event.time > host.interaction.time {
            earlier = ScenarioJSON.events(of: host.handle(.tick(), at: event.time))
            record("{\"t\":\(JSONText.number(event.time)),\"type\":\"tick\"}")
        }
        record(text)
        return try reply(host.handle(event.event, at: event.time), earlierEvents: earlier)
    }

    /// Whether the sheet's position depends on time alone in this state (a spring runs).
    static func movesByItself(_ state: SheetState) -> Bool {
        switch state {
        case .presenting, .settling, .dismissing: true
        case .dismissed, .resting, .dragging: false
        }
    }

    private mutating func record(_ event: String) {
        guard recording.count < Self.recordingLimit else {
            recordingOverflowed = true
            return
        }
        recording.append(event)
    }

    // MARK: Output

    /// The frame as `simulate` writes it, its events, and what else the page applies.
    func reply(_ frame: HostFrame, earlierEvents: [String] = []) throws -> String {
        guard frame.isFinite else {
            throw PlaygroundError(field: "frame", "the host produced a non-finite value")
        }
        let effects = frame.effects
        let accessibility = frame.accessibility
        let view = JSONText.object([
            "headerRect": ScenarioJSON.rect(frame.headerRect),
            "contentInsets": JSONText.object([
                "left": JSONText.number(frame.contentInsets.left),
                "right": JSONText.number(frame.contentInsets.right),
            ]),
            "cornerRadius": JSONText.number(frame.cornerRadius),
            "hidden": "\(frame.isHidden)",
            "dimTakesTaps": "\(frame.dimTakesTaps)",
            "passesTouchesThrough": "\(frame.passesTouchesThrough)",
            "stopsDeceleration": "\(frame.scroll.stopsDeceleration)",
            "style": JSONText.string(host.interaction.configuration.style.background.rawValue),
            "closeButtonLabel": JSONText.string(accessibility.closeButtonLabel),
            "focus": JSONText.optionalString(accessibility.focus?.rawValue),
            "escapeHandled": accessibility.escapeHandled.map { "\($0)" } ?? "null",
            "asksDismissalGuard": "\(effects.asksDismissalGuard)",
        ])
        return "{\"type\":\"frame\",\"frame\":"
            + ScenarioJSON.frame(frame, showsContentOffset: tracksScrollContent)
            + ",\"events\":[" + (earlierEvents + ScenarioJSON.events(of: frame)).joined(separator: ",")
            + "],\"view\":" + view + "}"
    }

    /// The recording as a `sheetkit simulate` scenario.
    private func export() throws -> String {
        guard !recordingOverflowed else {
            throw PlaygroundError(
                field: "export",
                "the recording passed \(Self.recordingLimit) events; configure to start a new one")
        }
        let until = (lastTime + Self.exportTail).rounded(.up)
        return
            "{\"type\":\"scenario\",\"scenario\":{\"container\":\(setup.container),\"sheet\":\(setup.sheet),"
            + "\"events\":[" + recording.joined(separator: ",")
            + "],\"until\":\(JSONText.number(until)),\"fps\":60}}"
    }
}

extension HostFrame {
    /// Whether every number a reply carries is finite.
    var isFinite: Bool {
        let rects = [sheetRect, contentRect, grabberRect, headerRect, closeButtonRect]
        let numbers: [CGFloat] =
            [
                CGFloat(time), sheet.height, sheet.top, sheet.velocity, sheet.dimAlpha, sheet.contentOffset,
                cornerRadius, dimAlpha, contentInsets.left, contentInsets.bottom, contentInsets.right,
                scroll.pinnedOffset ?? 0,
            ] + rects.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
        return numbers.allSatisfy(\.isFinite)
    }
}
