import Foundation
import SheetCore
import SheetPreview

/// A `simulate` scenario: a container, a sheet and a script of timestamped events.
///
/// ```
/// {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34},"keyboard":0},
///  "sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":120}], "selected":"medium", …},
///  "events":[{"t":0,"type":"present"}, …], "until":6.0, "fps":60}
/// ```
/// Every error names the JSON path of the value at fault and the values accepted there; a key
/// the format does not have is an error too (see ``ScenarioKeys``).
///
/// Events run in time order whatever their order in the file (a stable sort: equal times keep
/// their order). Events after `until` still run, each with its frame; the ticks stop at `until`.
struct Scenario {
    var container: SheetContainer
    var configuration: SheetConfiguration
    var contentFittingHeight: CGFloat
    var scrollContentHeight: CGFloat
    var events: [(time: Double, input: SheetInput)]
    var until: Double
    var fps: Double

    /// Whether the sheet tracks a scroll view: the sheet gives `scrollContentHeight`, or an event
    /// reports scroll content. Frames then carry the content offset.
    var tracksScrollContent: Bool {
        scrollContentHeight > 0
            || events.contains { event in
                if case .scrollContentChanged = event.input { return true }
                return false
            }
    }

    /// The seconds `until` adds after the last event when the scenario does not give it.
    static let defaultTail = 2.0
    /// The frame rates accepted.
    static let fpsRange = NumberRange(lower: 0, lowerIncluded: false, upper: 1000)
    /// Times (`t`, `until`): zero or more seconds.
    static let timeRange = NumberRange(lower: 0, lowerIncluded: true, upper: .infinity)

    /// The number of frames the simulation will print (see ``Simulation/frameCount(inputs:until:fps:)``).
    var frameCount: Double { Simulation.frameCount(inputs: events.count, until: until, fps: fps) }

    static func parse(_ data: Data) throws -> Scenario {
        let root = JSONNode(try JSONValue.parse(data), path: "")
        guard case .object = root.value else { throw CommandError("the scenario must be a JSON object") }
        try root.checkKeys(ScenarioKeys.scenario)
        let container = try parseContainer(try root.required("container"))
        let sheet = try root.required("sheet")
        try sheet.checkKeys(ScenarioKeys.sheet)
        let configuration = try parseConfiguration(sheet)
        var scenario = Scenario(
            container: container, configuration: configuration,
            contentFittingHeight: CGFloat(try sheet.size("contentFittingHeight", default: 0)),
            scrollContentHeight: CGFloat(try sheet.size("scrollContentHeight", default: 0)), events: [],
            until: 0,
            fps: try root.child("fps")?.number(in: fpsRange) ?? 60)
        try scenario.parseEvents(try root.required("events"))
        let lastEvent = scenario.events.map(\.time).max() ?? 0
        scenario.until = try root.child("until")?.number(in: timeRange) ?? lastEvent + defaultTail
        if scenario.scrollContentHeight > 0 {
            scenario.events.insert(
                (0, .scrollContentChanged(contentHeight: scenario.scrollContentHeight, offset: 0)), at: 0)
        }
        return scenario
    }

    static func parseContainer(_ node: JSONNode, allowing extraKeys: Set<String> = []) throws
        -> SheetContainer
    {
        try node.checkKeys(ScenarioKeys.container.union(extraKeys))
        let width = try node.required("width").number(in: .positive)
        let height = try node.required("height").number(in: .positive)
        let safeArea = node.child("safeArea")
        try safeArea?.checkKeys(ScenarioKeys.safeArea)
        return SheetContainer(
            size: CGSize(width: width, height: height),
            safeAreaInsets: SafeAreaInsets(
                top: try safeArea?.size("top", default: 0) ?? 0,
                bottom: try safeArea?.size("bottom", default: 0) ?? 0,
                leading: try safeArea?.size("leading", default: 0) ?? 0,
                trailing: try safeArea?.size("trailing", default: 0) ?? 0),
            keyboardHeight: try node.child("keyboard")?.keyboardHeight(inContainerOfHeight: height) ?? 0,
            isCompactHeight: try node.bool(
                "compactHeight", default: SheetContainer.infersCompactHeight(height: height)))
    }

    static func parseDetent(_ node: JSONNode) throws -> Detent {
        try node.checkKeys(ScenarioKeys.detent)
        let identifier = Detent.Identifier(try node.required("id").string)
        if let height = node.child("height") {
            return .height(try height.number(in: .positive), identifier: identifier)
        }
        if let fraction = node.child("fraction") {
            return .fraction(
                try fraction.number(in: NumberRange(lower: 0, lowerIncluded: false, upper: 1)),
                identifier: identifier)
        }
        if try node.bool("fitting", default: false) { return .fitting(identifier: identifier) }
        switch identifier {
        case .medium: return .medium
        case .large: return .large
        default:
            throw CommandError(
                "\(node.path): '\(identifier.rawValue)' needs a height, a fraction or \"fitting\": true "
                    + "(only medium and large need none)")
        }
    }

    /// The detents of a list, checked for an empty list and repeated identifiers.
    static func parseDetents(_ node: JSONNode) throws -> [Detent] {
        let nodes = try node.array
        guard !nodes.isEmpty else {
            throw CommandError("\(node.path): the list is empty (accepted: at least one detent)")
        }
        var detents: [Detent] = []
        for item in nodes {
            let detent = try parseDetent(item)
            guard !detents.contains(where: { $0.identifier == detent.identifier }) else {
                throw CommandError(
                    "\(item.path).id: '\(detent.identifier.rawValue)' is used twice (each detent needs its own id)"
                )
            }
            detents.append(detent)
        }
        return detents
    }

    /// A detent identifier that must name one of `detents`.
    static func identifier(_ node: JSONNode, among detents: [Detent]) throws -> Detent.Identifier {
        let identifier = Detent.Identifier(try node.string)
        guard detents.contains(where: { $0.identifier == identifier }) else {
            throw CommandError(
                "\(node.path): '\(identifier.rawValue)' is not among the detents (accepted: "
                    + detents.map(\.identifier.rawValue).joined(separator: ", ") + ")")
        }
        return identifier
    }

    static func parseConfiguration(_ sheet: JSONNode) throws -> SheetConfiguration {
        let detents = try parseDetents(try sheet.required("detents"))
        var configuration = SheetConfiguration(
            detents: detents,
            selectedDetentIdentifier: try sheet.child("selected").map { try identifier($0, among: detents) },
            largestUndimmedDetentIdentifier: try sheet.child("largestUndimmed").map {
                try identifier($0, among: detents)
            },
            usesBottomSafeArea: try sheet.bool("usesBottomSafeArea", default: true),
            prefersScrollingExpandsWhenScrolledToEdge: try sheet.bool(
                "prefersScrollingExpandsWhenScrolledToEdge", default: true),
            isModalInPresentation: try sheet.bool("modalInPresentation", default: false),
            isDismissible: try sheet.bool("dismissible", default: true),
            maximumDimAlpha: CGFloat(
                try sheet.child("maximumDimAlpha")?.number(
                    in: NumberRange(lower: 0, lowerIncluded: true, upper: 1))
                    ?? Double(Dimming.defaultMaximumAlpha)))
        configuration.style.prefersGrabberVisible = try sheet.bool("prefersGrabberVisible", default: false)
        if let header = sheet.child("header") {
            try header.checkKeys(ScenarioKeys.header)
            configuration.style.header = SheetStyle.Header(
                title: try header.required("title").string,
                showsCloseButton: try header.bool("closeButton", default: true))
        }
        if let style = sheet.child("style") {
            guard let background = SheetStyle.Background(rawValue: try style.string) else {
                throw CommandError(
                    "\(style.path): '\(try style.string)' is not a style (accepted: white, gray)")
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
                throw CommandError(
                    "\(location.path): '\(try location.string)' is not a location (accepted: content, chrome)"
                )
            }
            return .dragBegan(location: value)
        },
        "dragChanged": { node, _ in
            .dragChanged(
                translation: CGFloat(try node.required("translation").number),
                horizontalTranslation: try node.child("horizontal").map { CGFloat(try $0.number) })
        },
        // Without `velocity`, the engine estimates it from the drag's timestamped translations.
        "dragEnded": { node, _ in
            .dragEnded(velocity: try node.child("velocity").map { CGFloat(try $0.number) })
        },
        "dragCancelled": { _, _ in .dragCancelled },
        "tick": { _, _ in .tick },
        "select": { node, state in
            let identifier = try identifier(node.required("detent"), among: state.detents)
            return .select(identifier, animated: try node.bool("animated", default: true))
        },
        "keyboard": { node, state in
            .keyboardChanged(
                height: CGFloat(
                    try node.required("height").keyboardHeight(inContainerOfHeight: state.containerHeight)))
        },
        // A whole new container, read as the scenario's own: no "keyboard" means no keyboard.
        "container": { node, state in
            let container = try parseContainer(node, allowing: ScenarioKeys.event)
            state.containerHeight = Double(container.size.height)
            return .containerChanged(container)
        },
        "detents": { node, state in
            let detents = try parseDetents(try node.required("detents"))
            state.detents = detents
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
        "selectNextDetent": { _, _ in .selectNextDetent },
        "selectPreviousDetent": { _, _ in .selectPreviousDetent },
        "closeButton": { _, _ in .closeButton },
        "dismiss": { _, _ in .dismiss },
    ]

    /// What event readers need to know of the scenario.
    struct ParseState {
        /// The detents at the event's time.
        var detents: [Detent]
        /// The container's height at the event's time, which bounds the keyboard's.
        var containerHeight: Double
    }

    mutating func parseEvents(_ node: JSONNode) throws {
        var timed: [(time: Double, node: JSONNode)] = []
        for event in try node.array {
            guard case .object = event.value else {
                throw CommandError("\(event.path): expected an object, found \(event.value.typeName)")
            }
            timed.append((try event.required("t").number(in: Self.timeRange), event))
        }
        // In time order (stable), as the simulation runs them, so `select` sees the detents of its time.
        timed = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
            \.element)
        var state = ParseState(
            detents: configuration.detents, containerHeight: Double(container.size.height))
        for (time, event) in timed {
            let type = try event.required("type")
            let name = try type.string
            guard let reader = Self.eventReaders[name] else {
                let known = Self.eventReaders.keys.sorted().joined(separator: ", ")
                throw CommandError("\(type.path): unknown event type '\(name)' (accepted: \(known))")
            }
            try event.checkKeys(ScenarioKeys.keys(ofEvent: name))
            events.append((time, try reader(event, &state)))
        }
    }
}

extension JSONNode {
    /// A keyboard height: from 0 to the container's height. A taller keyboard would leave the sheet
    /// no room at all, so it is refused rather than clamped.
    func keyboardHeight(inContainerOfHeight height: Double) throws -> Double {
        let value = try number
        guard value >= 0, value <= height else {
            throw CommandError(
                "\(path): \(JSONText.number(value)) is out of range (accepted: 0 ≤ keyboard ≤ "
                    + "\(JSONText.number(height)), the container's height)")
        }
        return value
    }
}
