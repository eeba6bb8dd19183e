import Foundation
import SheetCore

/// A `simulate` scenario: a container, a sheet and a script of timestamped events.
///
/// ```
/// {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34},"keyboard":0},
///  "sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":120}], "selected":"medium", …},
///  "events":[{"t":0,"type":"present"}, …], "until":6.0, "fps":60}
/// ```
/// Every error names the JSON path of the value at fault.
struct Scenario {
    var container: SheetContainer
    var configuration: SheetConfiguration
    var contentFittingHeight: CGFloat
    var scrollContentHeight: CGFloat
    var events: [(time: Double, input: SheetInput)]
    var until: Double
    var fps: Double

    /// The most frames a scenario may ask for.
    static let maximumFrames = 1_000_000

    static func parse(_ data: Data) throws -> Scenario {
        let root = JSONNode(try JSONValue.parse(data), path: "")
        guard case .object = root.value else { throw CommandError("the scenario must be a JSON object") }
        let container = try parseContainer(try root.required("container"))
        let sheet = try root.required("sheet")
        let configuration = try parseConfiguration(sheet)
        var scenario = Scenario(
            container: container, configuration: configuration,
            contentFittingHeight: CGFloat(try sheet.size("contentFittingHeight", default: 0)),
            scrollContentHeight: CGFloat(try sheet.size("scrollContentHeight", default: 0)), events: [],
            until: 0,
            fps: try root.number("fps", default: 60))
        guard scenario.fps > 0, scenario.fps <= 1000 else {
            throw CommandError("fps: \(JSONText.number(scenario.fps)) is outside (0, 1000]")
        }
        try scenario.parseEvents(try root.required("events"))
        let lastEvent = scenario.events.map(\.time).max() ?? 0
        scenario.until = try root.number("until", default: lastEvent + 2)
        guard scenario.until >= 0,
            scenario.until * scenario.fps + Double(scenario.events.count) <= Double(maximumFrames)
        else {
            throw CommandError(
                "until: \(JSONText.number(scenario.until)) asks for more than \(maximumFrames) frames")
        }
        if scenario.scrollContentHeight > 0 {
            scenario.events.insert(
                (0, .scrollContentChanged(contentHeight: scenario.scrollContentHeight, offset: 0)), at: 0)
        }
        return scenario
    }

    static func parseContainer(_ node: JSONNode) throws -> SheetContainer {
        let height = try node.required("height").size
        let safeArea = node.child("safeArea")
        return SheetContainer(
            size: CGSize(width: try node.required("width").size, height: height),
            safeAreaInsets: SafeAreaInsets(
                top: try safeArea?.size("top", default: 0) ?? 0,
                bottom: try safeArea?.size("bottom", default: 0) ?? 0,
                leading: try safeArea?.size("leading", default: 0) ?? 0,
                trailing: try safeArea?.size("trailing", default: 0) ?? 0),
            keyboardHeight: try node.size("keyboard", default: 0),
            isCompactHeight: try node.bool(
                "compactHeight", default: SheetContainer.infersCompactHeight(height: height)))
    }

    static func parseDetent(_ node: JSONNode) throws -> Detent {
        let identifier = Detent.Identifier(try node.required("id").string)
        if let height = node.child("height") {
            let value = try height.number
            guard value > 0 else {
                throw CommandError("\(height.path): \(JSONText.number(value)) is not above 0")
            }
            return .height(value, identifier: identifier)
        }
        if let fraction = node.child("fraction") {
            let value = try fraction.number
            guard value > 0, value <= 1 else {
                throw CommandError("\(fraction.path): \(JSONText.number(value)) is outside (0, 1]")
            }
            return .fraction(value, identifier: identifier)
        }
        if try node.bool("fitting", default: false) { return .fitting(identifier: identifier) }
        switch identifier {
        case .medium: return .medium
        case .large: return .large
        default:
            throw CommandError(
                "\(node.path): '\(identifier.rawValue)' needs a height, a fraction or \"fitting\": true")
        }
    }

    static func parseConfiguration(_ sheet: JSONNode) throws -> SheetConfiguration {
        let detents = try sheet.required("detents").array.map(parseDetent)
        var configuration = SheetConfiguration(
            detents: detents,
            selectedDetentIdentifier: try sheet.child("selected").map { Detent.Identifier(try $0.string) },
            largestUndimmedDetentIdentifier: try sheet.child("largestUndimmed").map {
                Detent.Identifier(try $0.string)
            },
            usesBottomSafeArea: try sheet.bool("usesBottomSafeArea", default: true),
            prefersScrollingExpandsWhenScrolledToEdge: try sheet.bool(
                "prefersScrollingExpandsWhenScrolledToEdge", default: true),
            isModalInPresentation: try sheet.bool("modalInPresentation", default: false),
            isDismissible: try sheet.bool("dismissible", default: true),
            maximumDimAlpha: CGFloat(
                try sheet.number("maximumDimAlpha", default: Double(Dimming.defaultMaximumAlpha))))
        configuration.style.prefersGrabberVisible = try sheet.bool("prefersGrabberVisible", default: false)
        if let header = sheet.child("header") {
            configuration.style.header = SheetStyle.Header(
                title: try header.required("title").string,
                showsCloseButton: try header.bool("closeButton", default: true))
        }
        if let style = sheet.child("style") {
            guard let background = SheetStyle.Background(rawValue: try style.string) else {
                throw CommandError("\(style.path): expected \"white\" or \"gray\"")
            }
            configuration.style.background = background
        }
        configuration.style.preferredCornerRadius = try sheet.child("cornerRadius").map {
            CGFloat(try $0.size)
        }
        configuration.behavior.reducesMotion = try sheet.bool("reduceMotion", default: false)
        do {
            try configuration.validate()
        } catch let error as SheetError {
            throw CommandError("sheet.\(error.description)")
        }
        return configuration
    }

    /// How each event type reads its fields: a table, not a branch per case.
    static let eventReaders: [String: @Sendable (JSONNode, inout ParseState) throws -> SheetInput] = [
        "present": { _, _ in .present },
        "dragBegan": { node, _ in
            guard let location = node.child("location") else { return .dragBegan() }
            guard let value = DragLocation(rawValue: try location.string) else {
                throw CommandError("\(location.path): expected \"content\" or \"chrome\"")
            }
            return .dragBegan(location: value)
        },
        "dragChanged": { node, _ in
            .dragChanged(
                translation: CGFloat(try node.required("translation").number),
                horizontalTranslation: try node.child("horizontal").map { CGFloat(try $0.number) })
        },
        "dragEnded": { node, _ in .dragEnded(velocity: CGFloat(try node.required("velocity").number)) },
        "dragCancelled": { _, _ in .dragCancelled },
        "tick": { _, _ in .tick },
        "select": { node, state in
            let detent = try node.required("detent")
            let identifier = Detent.Identifier(try detent.string)
            guard state.identifiers.contains(identifier) else {
                throw CommandError(
                    "\(detent.path): '\(identifier.rawValue)' is not among the sheet's detents")
            }
            return .select(identifier, animated: try node.bool("animated", default: true))
        },
        "keyboard": { node, _ in .keyboardChanged(height: CGFloat(try node.required("height").size)) },
        // A whole new container, read as the scenario's own: no "keyboard" means no keyboard.
        "container": { node, _ in .containerChanged(try parseContainer(node)) },
        "detents": { node, state in
            let detents = try node.required("detents").array.map(parseDetent)
            state.identifiers = Set(detents.map(\.identifier))
            return .detentsChanged(detents)
        },
        "contentFittingHeight": { node, _ in
            .contentFittingHeightChanged(CGFloat(try node.required("height").size))
        },
        "scrollContent": { node, _ in
            .scrollContentChanged(
                contentHeight: CGFloat(try node.required("contentHeight").size),
                offset: CGFloat(try node.size("offset", default: 0)))
        },
        "modalInPresentation": { node, _ in .modalInPresentationChanged(try node.required("value").bool) },
        "tapDimmed": { _, _ in .tapDimmed },
        "closeButton": { _, _ in .closeButton },
        "dismiss": { _, _ in .dismiss },
    ]

    /// What event readers need to know of the scenario.
    struct ParseState {
        var identifiers: Set<Detent.Identifier>
    }

    mutating func parseEvents(_ node: JSONNode) throws {
        var timed: [(time: Double, node: JSONNode)] = []
        for event in try node.array {
            let time = try event.required("t")
            let value = try time.number
            guard value >= 0 else {
                throw CommandError("\(time.path): \(JSONText.number(value)) is negative")
            }
            timed.append((value, event))
        }
        // In time order (stable), as the simulation runs them, so `select` sees the detents of its time.
        timed = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
        var state = ParseState(identifiers: Set(configuration.detents.map(\.identifier)))
        for (time, event) in timed {
            let type = try event.required("type")
            let name = try type.string
            guard let reader = Self.eventReaders[name] else {
                let known = Self.eventReaders.keys.sorted().joined(separator: ", ")
                throw CommandError("\(type.path): unknown event type '\(name)' (expected one of \(known))")
            }
            events.append((time, try reader(event, &state)))
        }
    }
}
