import Foundation
import SheetCore

/// One browser tab's sheet: a ``SheetInteraction`` driven by the page's messages, and the record
/// of its inputs as a `sheetkit simulate` scenario.
///
/// Messages are JSON objects. `{"type":"configure", …}` sets up a new sheet (and starts a new
/// recording); `{"type":"export"}` answers the recording; every other type is a `simulate` event
/// with its `t` in seconds (`present`, `dragBegan`, `dragChanged`, `dragEnded`, `dragCancelled`,
/// `tick`, `select`, `selectNextDetent`, `selectPreviousDetent`, `keyboard`, `scrollContent`,
/// `modalInPresentation`, `tapDimmed`, `closeButton`, `dismiss`) and is answered with the frame.
/// A bad message is answered with `{"type":"error","field","message"}`; the session goes on.
public struct SheetSession: Sendable {
    /// The largest message accepted, in bytes.
    public static let messageLimit = 8_192
    /// The container every session uses: a 390 × 844 pt iPhone, safe area 47 / 34.
    public static let container = SheetContainer.iPhone
    /// The header the playground's sheet draws (its chrome counts in the geometry).
    static let header = SheetStyle.Header(title: "Places nearby", showsCloseButton: true)

    public private(set) var interaction: SheetInteraction
    /// The configure message's sheet, as the scenario's `sheet` object.
    private var sheetJSON: String
    /// The recorded inputs, as scenario events.
    private var events: [String] = []
    private var lastTime = 0.0
    /// The finger's translations, for a `dragEnded` that gives no velocity.
    private var finger = VelocityTracker()

    public init() {
        var configuration = SheetConfiguration()
        configuration.style = SheetStyle(prefersGrabberVisible: true, header: Self.header)
        interaction = try! SheetInteraction(configuration: configuration, container: Self.container)
        sheetJSON = Self.sheetJSON(
            detents: "[{\"id\":\"medium\"},{\"id\":\"large\"}]", selected: nil, undimmed: nil, modal: false,
            style: .white, reduceMotion: false, fitting: 0, scroll: 0)
    }

    /// Handles one message and returns the reply (a frame, the scenario, or an error).
    public mutating func receive(_ text: String) -> String {
        do {
            let fields = Fields(values: try JSONMessage.parse(text, limit: Self.messageLimit))
            let type = try fields.string("type")
            switch type {
            case "configure": return try configure(fields)
            case "export": return "{\"type\":\"scenario\",\"scenario\":\(scenarioJSON())}"
            default: return try event(type, fields)
            }
        } catch let error as PlaygroundError {
            return JSONOut.error(error)
        } catch {
            return JSONOut.error(PlaygroundError(field: "message", "\(error)"))
        }
    }

    // MARK: Configuration

    private mutating func configure(_ fields: Fields) throws -> String {
        guard case .array(let list)? = fields.optional("detents"), !list.isEmpty, list.count <= 8 else {
            throw PlaygroundError(field: "detents", "expected a list of 1 to 8 detents")
        }
        var detents: [Detent] = []
        var detentJSON: [String] = []
        for (index, item) in list.enumerated() {
            guard case .object(let values) = item else {
                throw PlaygroundError(field: "detents[\(index)]", "expected an object")
            }
            let detent = Fields(values: values)
            let id = try detent.string("id")
            let parsed: Detent
            var json = "{\"id\":\(JSONOut.string(id))"
            if let height = try detent.optionalNumber("height", nonNegative: true) {
                parsed = .height(CGFloat(height), identifier: Detent.Identifier(id))
                json += ",\"height\":\(JSONOut.number(height))"
            } else if let fraction = try detent.optionalNumber("fraction", nonNegative: true, magnitude: 1) {
                parsed = .fraction(CGFloat(fraction), identifier: Detent.Identifier(id))
                json += ",\"fraction\":\(JSONOut.number(fraction))"
            } else if try detent.bool("fitting", default: false) {
                parsed = .fitting(identifier: Detent.Identifier(id))
                json += ",\"fitting\":true"
            } else if id == "medium" || id == "large" {
                parsed = id == "medium" ? .medium : .large
            } else {
                throw PlaygroundError(field: "detents[\(index)]", "give height, fraction or fitting")
            }
            detents.append(parsed)
            detentJSON.append(json + "}")
        }
        let identifiers = detents.map(\.identifier)
        func known(_ key: String) throws -> Detent.Identifier? {
            guard let id = try fields.optionalString(key) else { return nil }
            guard identifiers.contains(Detent.Identifier(id)) else {
                throw PlaygroundError(field: key, "'\(id)' is not among the detents")
            }
            return Detent.Identifier(id)
        }
        let selected = try known("selected")
        let undimmed = try known("largestUndimmed")
        let modal = try fields.bool("modalInPresentation", default: false)
        let styleName = try fields.optionalString("style") ?? "white"
        guard let style = SheetStyle.Background(rawValue: styleName) else {
            throw PlaygroundError(field: "style", "'\(styleName)' is not a style (accepted: white, gray)")
        }
        let reduceMotion = try fields.bool("reduceMotion", default: false)
        let fitting = try fields.optionalNumber("contentFittingHeight", nonNegative: true) ?? 0
        let scroll = try fields.optionalNumber("scrollContentHeight", nonNegative: true) ?? 0

        var configuration = SheetConfiguration(
            detents: detents, selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: undimmed,
            isModalInPresentation: modal)
        configuration.style = SheetStyle(background: style, prefersGrabberVisible: true, header: Self.header)
        configuration.behavior.reducesMotion = reduceMotion
        do {
            var fresh = try SheetInteraction(
                configuration: configuration, container: Self.container,
                contentFittingHeight: CGFloat(fitting))
            if scroll > 0 {
                fresh.handle(.scrollContentChanged(contentHeight: CGFloat(scroll), offset: 0), at: 0)
            }
            interaction = fresh
        } catch {
            throw PlaygroundError(field: "configure", "\(error)")
        }
        sheetJSON = Self.sheetJSON(
            detents: "[" + detentJSON.joined(separator: ",") + "]", selected: selected?.rawValue,
            undimmed: undimmed?.rawValue, modal: modal, style: style, reduceMotion: reduceMotion,
            fitting: fitting,
            scroll: scroll)
        events = []
        lastTime = 0
        return try frameJSON(interaction.frame)
    }

    static func sheetJSON(
        detents: String, selected: String?, undimmed: String?, modal: Bool, style: SheetStyle.Background,
        reduceMotion: Bool, fitting: Double, scroll: Double
    ) -> String {
        "{\"detents\":\(detents),\"selected\":\(JSONOut.optionalString(selected)),"
            + "\"largestUndimmed\":\(JSONOut.optionalString(undimmed)),\"modalInPresentation\":\(modal),"
            + "\"style\":\(JSONOut.string(style.rawValue)),\"reduceMotion\":\(reduceMotion),"
            + "\"prefersGrabberVisible\":true,\"header\":{\"title\":\(JSONOut.string(header.title)),\"closeButton\":true},"
            + "\"contentFittingHeight\":\(JSONOut.number(fitting)),\"scrollContentHeight\":\(JSONOut.number(scroll))}"
    }

    // MARK: Events

    /// How each event type reads its fields into an input and its canonical scenario fields.
    static let readers: [String: @Sendable (Fields) throws -> (SheetInput, String)] = [
        "present": { _ in (.present, "") },
        "dragBegan": { fields in
            let location = try fields.optionalString("location") ?? "content"
            guard let value = DragLocation(rawValue: location) else {
                throw PlaygroundError(
                    field: "location", "'\(location)' is not a location (accepted: content, chrome)")
            }
            return (.dragBegan(location: value), ",\"location\":\(JSONOut.string(location))")
        },
        "dragChanged": { fields in
            let translation = try fields.number("translation")
            let horizontal = try fields.optionalNumber("horizontal")
            return (
                .dragChanged(
                    translation: CGFloat(translation), horizontalTranslation: horizontal.map { CGFloat($0) }),
                ",\"translation\":\(JSONOut.number(translation))"
                    + (horizontal.map { ",\"horizontal\":\(JSONOut.number($0))" } ?? "")
            )
        },
        "dragEnded": { fields in  // without `velocity`, the session fills in the estimate
            let velocity = try fields.number("velocity", magnitude: 100_000)
            return (.dragEnded(velocity: CGFloat(velocity)), ",\"velocity\":\(JSONOut.number(velocity))")
        },
        "dragCancelled": { _ in (.dragCancelled, "") },
        "tick": { _ in (.tick, "") },
        "select": { fields in
            let detent = try fields.string("detent")
            let animated = try fields.bool("animated", default: true)
            return (
                .select(Detent.Identifier(detent), animated: animated),
                ",\"detent\":\(JSONOut.string(detent)),\"animated\":\(animated)"
            )
        },
        "selectNextDetent": { _ in (.selectNextDetent, "") },
        "selectPreviousDetent": { _ in (.selectPreviousDetent, "") },
        "keyboard": { fields in
            let height = try fields.number("height", nonNegative: true, magnitude: 844)
            return (.keyboardChanged(height: CGFloat(height)), ",\"height\":\(JSONOut.number(height))")
        },
        "scrollContent": { fields in
            let height = try fields.number("contentHeight", nonNegative: true)
            let offset = try fields.number("offset", nonNegative: true)
            return (
                .scrollContentChanged(contentHeight: CGFloat(height), offset: CGFloat(offset)),
                ",\"contentHeight\":\(JSONOut.number(height)),\"offset\":\(JSONOut.number(offset))"
            )
        },
        "modalInPresentation": { fields in
            let value = try fields.bool("value", default: false)
            return (.modalInPresentationChanged(value), ",\"value\":\(value)")
        },
        "tapDimmed": { _ in (.tapDimmed, "") },
        "closeButton": { _ in (.closeButton, "") },
        "dismiss": { _ in (.dismiss, "") },
    ]

    private mutating func event(_ type: String, _ fields: Fields) throws -> String {
        guard let reader = Self.readers[type] else {
            throw PlaygroundError(
                field: "type",
                "'\(type)' is not a message type (accepted: configure, export, "
                    + Self.readers.keys.sorted().joined(separator: ", ") + ")")
        }
        let time = try fields.number("t", nonNegative: true, magnitude: 10_000_000)
        guard time >= lastTime else {
            throw PlaygroundError(field: "t", "\(time) is earlier than the last message's \(lastTime)")
        }
        var fields = fields
        if type == "dragEnded", fields.optional("velocity") == nil {
            // A page has no velocity of its own: the engine's tracker estimates it from the
            // translations, and the recording keeps the number, so a replay is exact.
            let estimate = min(max(Double(finger.velocity(at: time)), -100_000), 100_000)
            fields = Fields(values: fields.values.merging(["velocity": .number(estimate)]) { $1 })
        }
        let (input, canonical) = try reader(fields)
        if case .select(let detent, _) = input,
            !interaction.configuration.detents.contains(where: { $0.identifier == detent })
        {
            let known = interaction.configuration.detents.map(\.identifier.rawValue).joined(separator: ", ")
            throw PlaygroundError(field: "detent", "'\(detent.rawValue)' is not among the detents (\(known))")
        }
        switch input {
        case .dragBegan: finger.reset()
        case .dragChanged(let translation, _): finger.record(translation, at: time)
        default: break
        }
        let frame = interaction.handle(input, at: time)
        lastTime = time
        if type != "tick" {
            events.append("{\"t\":\(JSONOut.number(time)),\"type\":\(JSONOut.string(type))\(canonical)}")
        }
        return try frameJSON(frame, events: interaction.takeEvents())
    }

    // MARK: Output

    /// The frame as the page draws it; refuses (as an error reply) a frame with a non-finite value.
    func frameJSON(_ frame: SheetFrame, events: SheetEvents = .none) throws -> String {
        let numbers = [
            frame.time, Double(frame.height), Double(frame.top), Double(frame.velocity),
            Double(frame.dimAlpha),
            Double(frame.contentOffset), Double(frame.cornerRadius),
        ]
        guard numbers.allSatisfy(\.isFinite) else {
            throw PlaygroundError(field: "frame", "the engine produced a non-finite value")
        }
        var names: [String] = []
        if let detent = events.selectedDetentChanged {
            names.append("selectedDetentChanged:\(detent.rawValue)")
        }
        if events.attemptedToDismiss { names.append("attemptedToDismiss") }
        if events.dismissed { names.append("dismissed") }
        return
            "{\"type\":\"frame\",\"t\":\(JSONOut.number(frame.time)),\"state\":\(JSONOut.string(frame.state.rawValue)),"
            + "\"detent\":\(JSONOut.optionalString(frame.selectedDetentIdentifier?.rawValue)),"
            + "\"height\":\(JSONOut.number(frame.height)),\"top\":\(JSONOut.number(frame.top)),"
            + "\"bottom\":\(JSONOut.number(frame.bottom)),\"velocity\":\(JSONOut.number(frame.velocity)),"
            + "\"dim\":\(JSONOut.number(frame.dimAlpha)),\"backgroundInteractive\":\(frame.isBackgroundInteractive),"
            + "\"cornerRadius\":\(JSONOut.number(frame.cornerRadius)),"
            + "\"contentOffset\":\(JSONOut.number(frame.contentOffset)),"
            + "\"isAnimating\":\(frame.isAnimating),"
            + "\"events\":[" + names.map(JSONOut.string).joined(separator: ",") + "]}"
    }

    /// The recorded inputs as a `sheetkit simulate` scenario (every key documented in its format).
    public func scenarioJSON() -> String {
        let until = (lastTime + 3).rounded(.up)
        return
            "{\"container\":{\"width\":390,\"height\":844,\"safeArea\":{\"top\":47,\"bottom\":34},\"keyboard\":0},"
            + "\"sheet\":\(sheetJSON),\"events\":[" + events.joined(separator: ",") + "],"
            + "\"until\":\(JSONOut.number(until)),\"fps\":60}"
    }
}
