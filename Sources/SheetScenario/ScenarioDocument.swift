import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Reads a ``Scenario`` through `JSONDecoder`, strictly: the reading happens inside the decoder's
/// own `init(from:)`, asking its containers for every field (see ``StrictNode``).
struct ScenarioDocument: Decodable {
    var scenario: Scenario

    /// Decodes `data`; syntax errors say where (line and column), value errors name their path.
    static func decode(_ data: Data) throws -> Scenario {
        try StrictJSON.decode(ScenarioDocument.self, from: data).scenario
    }

    init(from decoder: any Decoder) throws {
        let root = StrictNode(decoder: decoder, path: "")
        guard root.isObject else { throw ScenarioError("the scenario must be a JSON object") }
        try root.checkKeys(ScenarioKeys.scenario)
        var scenario = try Self.setup(root)
        scenario.fps = try root.child("fps")?.number(in: Scenario.fpsRange) ?? 60
        scenario.events = try Self.events(
            try root.required("events"), detents: scenario.configuration.detents,
            container: scenario.container)
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
            container: container, keyboardHeight: keyboard, configuration: try Self.configuration(sheet),
            contentFittingHeight: CGFloat(try sheet.size("contentFittingHeight", default: 0)),
            scrollContentHeight: CGFloat(try sheet.size("scrollContentHeight", default: 0)),
            options: try Self.options(sheet))
    }

    // MARK: Container

    static let sizeClasses = HostSizeClass.allCases.map(\.rawValue).joined(separator: ", ")
    static let directions = HostLayoutDirection.allCases.map(\.rawValue).joined(separator: ", ")

    /// A container and its keyboard's overlap. The traits a `container` event doesn't give (the size
    /// classes but the vertical one, the reading direction, the display scale) stay `previous`'s, as
    /// through a rotation; a scenario's own container takes the defaults.
    static func container(
        _ node: StrictNode, allowing extraKeys: Set<String> = [], previous: HostContainer? = nil
    ) throws -> (HostContainer, CGFloat) {
        try node.checkKeys(ScenarioKeys.container.union(extraKeys))
        let width = try node.required("width").number(in: .positive)
        let height = try node.required("height").number(in: .positive)
        let safeArea = node.child("safeArea")
        try safeArea?.checkKeys(ScenarioKeys.safeArea)
        let direction = try node.child("layoutDirection").map {
            try enumValue($0, HostLayoutDirection.self, list: directions)
        }
        let compactHeight = try node.child("compactHeight")?.bool
        let vertical = try node.child("verticalSizeClass").map {
            try enumValue($0, HostSizeClass.self, list: sizeClasses)
        }
        let leading = CGFloat(try safeArea?.size("leading", default: 0) ?? 0)
        let trailing = CGFloat(try safeArea?.size("trailing", default: 0) ?? 0)
        let isRTL = (direction ?? previous?.layoutDirection) == .rightToLeft
        let container = HostContainer(
            size: CGSize(width: width, height: height),
            safeArea: HostInsets(
                top: CGFloat(try safeArea?.size("top", default: 0) ?? 0), left: isRTL ? trailing : leading,
                bottom: CGFloat(try safeArea?.size("bottom", default: 0) ?? 0),
                right: isRTL ? leading : trailing),
            layoutDirection: direction ?? previous?.layoutDirection ?? .leftToRight,
            horizontalSizeClass: try node.child("horizontalSizeClass").map {
                try enumValue($0, HostSizeClass.self, list: sizeClasses)
            } ?? previous?.horizontalSizeClass ?? .compact,
            verticalSizeClass: vertical ?? compactHeight.map { $0 ? .compact : .regular },
            displayScale: try node.child("displayScale").map {
                CGFloat(try $0.number(in: NumberRange(lower: 1, lowerIncluded: true, upper: 3)))
            } ?? previous?.displayScale ?? 0,
            contentSizeCategory: previous?.contentSizeCategory ?? HostContainer.iPhone.contentSizeCategory)
        let keyboard = try node.child("keyboard")?.keyboardHeight(inContainerOfHeight: height) ?? 0
        return (container, CGFloat(keyboard))
    }

    static func enumValue<Value: RawRepresentable>(_ node: StrictNode, _ type: Value.Type, list: String)
        throws
        -> Value where Value.RawValue == String
    {
        let text = try node.string
        guard let value = Value(rawValue: text) else {
            throw ScenarioError("\(node.path): '\(text)' is not accepted here (accepted: \(list))")
        }
        return value
    }

    // MARK: Sheet

    static func detent(_ node: StrictNode) throws -> Detent {
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
            throw ScenarioError(
                "\(node.path): '\(identifier.rawValue)' needs a height, a fraction or \"fitting\": true "
                    + "(only medium and large need none)")
        }
    }

    /// The detents of a list, checked for an empty list and repeated identifiers.
    static func detents(_ node: StrictNode) throws -> [Detent] {
        let nodes = try node.array
        guard !nodes.isEmpty else {
            throw ScenarioError("\(node.path): the list is empty (accepted: at least one detent)")
        }
        var detents: [Detent] = []
        for item in nodes {
            let detent = try detent(item)
            guard !detents.contains(where: { $0.identifier == detent.identifier }) else {
                throw ScenarioError(
                    "\(item.path).id: '\(detent.identifier.rawValue)' is used twice (each detent needs its own id)"
                )
            }
            detents.append(detent)
        }
        return detents
    }

    /// A detent identifier that must name one of `detents`.
    static func identifier(_ node: StrictNode, among detents: [Detent]) throws -> Detent.Identifier {
        let identifier = Detent.Identifier(try node.string)
        guard detents.contains(where: { $0.identifier == identifier }) else {
            throw ScenarioError(
                "\(node.path): '\(identifier.rawValue)' is not among the detents (accepted: "
                    + detents.map(\.identifier.rawValue).joined(separator: ", ") + ")")
        }
        return identifier
    }

    static func configuration(_ sheet: StrictNode, path: String = "sheet") throws -> SheetConfiguration {
        let detents = try detents(try sheet.required("detents"))
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
            isFloating: try sheet.bool("floating", default: false),
            maximumDimAlpha: CGFloat(
                try sheet.child("maximumDimAlpha")?.number(
                    in: NumberRange(lower: 0, lowerIncluded: true, upper: 1))
                    ?? Double(Dimming.defaultMaximumAlpha)))
        configuration.style.prefersGrabberVisible = try sheet.bool("prefersGrabberVisible", default: false)
        configuration.scrollViewBouncesAtTop = try sheet.bool("scrollViewBouncesAtTop", default: false)
        if let header = sheet.child("header") {
            try header.checkKeys(ScenarioKeys.header)
            configuration.style.header = SheetStyle.Header(
                title: try header.required("title").string,
                showsCloseButton: try header.bool("closeButton", default: true))
        }
        if let style = sheet.child("style") {
            guard let background = SheetStyle.Background(rawValue: try style.string) else {
                throw ScenarioError(
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
            throw ScenarioError(path.isEmpty ? error.description : "\(path).\(error.description)")
        }
        return configuration
    }

    static let curves = HostAnimationCurve.allCases.map(\.rawValue).joined(separator: ", ")
    static let placements = HostSheetPlacement.allCases.map(\.rawValue).joined(separator: ", ")
    /// A keyboard transition's duration: 0 (immediate) to 2 s.
    static let durationRange = NumberRange(lower: 0, lowerIncluded: true, upper: 2)

    /// The sheet's layout options (a `sheet` object's or a `configure` event's keys).
    static func options(_ sheet: StrictNode) throws -> HostOptions {
        HostOptions(
            prefersEdgeAttachedInCompactHeight: try sheet.bool(
                "prefersEdgeAttachedInCompactHeight", default: false),
            widthFollowsPreferredContentSizeWhenEdgeAttached: try sheet.bool(
                "widthFollowsPreferredContentSizeWhenEdgeAttached", default: false),
            preferredContentWidth: CGFloat(try sheet.size("preferredContentWidth", default: 0)),
            regularWidthPlacement: try sheet.child("regularWidthPlacement").map {
                try enumValue($0, HostSheetPlacement.self, list: placements)
            } ?? .center,
            regularWidth: CGFloat(try sheet.size("regularWidth", default: 0)),
            regularWidthMargin: CGFloat(
                try sheet.size("regularWidthMargin", default: Double(SheetHost.sideMargin))))
    }

    /// A `configure` event: the sheet's keys inline (or nested as `sheet`) make a whole new
    /// configuration, keys not given taking a new sheet's defaults; the options go first, then the
    /// configuration; an explicit `selected` is selected with it, and the content's heights and
    /// `reduceMotion`, when given, are sent with it.
    static func configure(_ node: StrictNode, state: inout ReadState) throws -> ScenarioEvent.Parts {
        let sheet: StrictNode
        if let nested = node.child("sheet") {
            let inline = try node.keys.filter { ScenarioKeys.sheet.contains($0) }.sorted()
            if let key = inline.first {
                throw ScenarioError(
                    "\(node.path.isEmpty ? key : node.path + "." + key): the sheet's keys go either inline or in "
                        + "\"sheet\", not both")
            }
            try nested.checkKeys(ScenarioKeys.sheet)
            sheet = nested
        } else {
            sheet = node
        }
        let configuration = try Self.configuration(sheet, path: sheet.path)
        let previousDetents = state.detents
        state.detents = configuration.detents
        var before: [HostEvent] = [.options(try options(sheet))]
        if let reduce = sheet.child("reduceMotion") { before.append(.reduceMotion(try reduce.bool)) }
        if let fitting = sheet.child("contentFittingHeight") {
            before.append(.engine(.contentFittingHeightChanged(CGFloat(try fitting.size))))
        }
        if let content = sheet.child("scrollContentHeight") {
            before.append(.engine(.scrollContentChanged(contentHeight: CGFloat(try content.size), offset: 0)))
        }
        let animated = try node.bool("animated", default: true)
        var after: [HostEvent] = []
        if let selected = configuration.selectedDetentIdentifier {
            // Selected first when the sheet has it already (the configuration then keeps it by
            // identifier, and no other detent is reported on the way); otherwise after.
            let select = HostEvent.engine(.select(selected, animated: animated))
            if previousDetents.contains(where: { $0.identifier == selected }) {
                before.append(select)
            } else {
                after.append(select)
            }
        }
        return ScenarioEvent.Parts(
            before: before, event: .configure(configuration, animated: animated), after: after)
    }

    // MARK: Events

    /// What event readers need to know of the scenario at the event's time.
    struct ReadState: Sendable {
        var detents: [Detent]
        var container: HostContainer
    }

    static func events(_ node: StrictNode, detents: [Detent], container: HostContainer) throws
        -> [ScenarioEvent]
    {
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
        var state = ReadState(detents: detents, container: container)
        var events: [ScenarioEvent] = []
        for (time, event) in timed {
            events.append(try Self.event(event, time: time, state: &state))
        }
        return events
    }

    /// One event object, whose `t` has been read as `time`: its type's keys checked, then its reader.
    static func event(_ event: StrictNode, time: Double, state: inout ReadState) throws -> ScenarioEvent {
        let type = try event.required("type")
        let name = try type.string
        guard let reader = ScenarioEventReaders.table[name] else {
            let known = ScenarioEventReaders.table.keys.sorted().joined(separator: ", ")
            throw ScenarioError("\(type.path): unknown event type '\(name)' (accepted: \(known))")
        }
        try event.checkKeys(ScenarioKeys.keys(ofEvent: name))
        if name == "configure" || name == "set" {
            let parts = name == "set" ? try set(event, state: &state) : try configure(event, state: &state)
            return ScenarioEvent(
                time: time, event: parts.event, type: name, before: parts.before, after: parts.after)
        }
        return ScenarioEvent(time: time, event: try reader(event, &state), type: name)
    }
}

extension StrictNode {
    /// A keyboard height: from 0 to the container's height. A taller keyboard would leave the sheet
    /// no room at all, so it is refused rather than clamped.
    func keyboardHeight(inContainerOfHeight height: Double) throws -> Double {
        let value = try finiteNumber
        guard value >= 0, value <= height else {
            throw ScenarioError(
                "\(path): \(JSONText.number(value)) is out of range (accepted: 0 ≤ keyboard ≤ "
                    + "\(JSONText.number(height)), the container's height)")
        }
        return value
    }

    /// A point from the event's `x` and `y` (container coordinates).
    var point: CGPoint {
        get throws { CGPoint(x: try required("x").number, y: try required("y").number) }
    }
}
