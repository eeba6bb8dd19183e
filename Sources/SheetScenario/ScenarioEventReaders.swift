import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How each event type of a scenario reads its fields: a table, not a branch per case. Every type
/// is read as the host events it means (the engine's names, `dragBegan`, `select`, `keyboard`, …,
/// as the host's pan by translations, selection, keyboard, …): host events are the one vocabulary.
enum ScenarioEventReaders {
    typealias Reader = @Sendable (StrictNode, inout ScenarioDocument.ReadState) throws -> HostEvent

    static let table: [String: Reader] = engine.merging(host) { first, _ in first }

    /// A type's reader with what reading it needs besides.
    struct Entry: Sendable {
        let name: String
        let read: Reader
        /// The keys its object may have (``ScenarioKeys/keys(ofEvent:)``).
        let keys: UTF8KeySet
        /// Whether its reader changes what later events are read against (the detents, the
        /// container): a stream reads it against a copy, kept only if the whole event reads.
        let changesReadState: Bool
    }

    /// The types whose readers change the ``ScenarioDocument/ReadState`` they are given.
    static let readStateChangers: Set<String> = ["configure", "set", "container", "detents"]

    /// Every type's entry, in the order of ``typeNames``.
    static let entries: [Entry] = typeNames.names.map { type in
        Entry(
            name: type, read: table[type]!, keys: UTF8KeySet(ScenarioKeys.keys(ofEvent: type).sorted()),
            changesReadState: readStateChangers.contains(type))
    }

    /// The types, found by their bytes: a live stream looks one up for every message, and this
    /// hashes nothing.
    static let typeNames = UTF8KeySet(table.keys.sorted())

    /// The entry of the type that the string `type` names, if any.
    static func entry(for type: StrictNode) -> Entry? {
        type.position(in: typeNames).map { entries[$0] }
    }

    /// The names the engine's vocabulary gave them.
    static let engine: [String: Reader] = [
        // `animated: false`: at its detent at once, as UIKit's `present(_:animated: false)`.
        "present": { node, _ in .present(animated: try node.bool("animated", default: true)) },
        "dragBegan": { node, _ in
            guard let location = node.child("location") else { return .dragBegan() }
            guard let value = DragLocation(rawValue: try location.string) else {
                throw ScenarioError(
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
        // Without a velocity, the engine estimates it from the drag's recent changes.
        "dragEnded": { node, _ in
            .dragEnded(velocity: try node.child("velocity").map { CGFloat(try $0.number) })
        },
        "dragCancelled": { _, _ in .dragCancelled },
        // With `renderTime`, the frame is computed for when it will be shown (a display link's
        // target time), as a binding's tick.
        "tick": { node, _ in .tick(renderTime: try node.child("renderTime")?.number(in: Scenario.timeRange))
        },
        // Without `detent`, the app's selection is cleared (`selectedDetentIdentifier = nil`).
        "select": { node, state in
            // Any identifier: one naming no detent is kept until a detent with it arrives.
            let identifier = try node.child("detent").map(ScenarioDocument.identifier)
            return .select(identifier, animated: try node.bool("animated", default: true))
        },
        // A docked keyboard overlapping `height`: the host event of the container it is read in
        // (the readers see the container of the event's time, as the run does).
        "keyboard": { node, state in
            let height = try node.required("height").keyboardHeight(
                inContainerOfHeight: Double(state.container.size.height))
            return .keyboard(.docked(height: CGFloat(height), in: state.container.size))
        },
        // A new container and, at once, its keyboard: no "keyboard" means no keyboard, and
        // `keepsKeyboard` keeps it as it is (a platform's container). Traits it doesn't give stay as
        // they were.
        "container": { node, state in
            var (container, keyboard) = try ScenarioDocument.container(
                node, allowing: ScenarioKeys.eventFields["container"]!.union(ScenarioKeys.event),
                previous: state.container, sizes: .size)
            state.container = container
            if try node.bool("keepsKeyboard", default: false) {
                if let given = node.child("keyboard") {
                    throw ScenarioError(
                        "\(given.path): a container that keeps the keyboard takes no \"keyboard\" "
                            + "(accepted: one of keyboard, keepsKeyboard)")
                }
            } else {
                container.keyboardOverlap = keyboard
            }
            return .container(container)
        },
        "detents": { node, state in
            let detents = try ScenarioDocument.detents(try node.required("detents"), resolved: state.resolved)
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
        "modalInPresentation": { node, _ in
            .modalInPresentationChanged(try node.required("value").bool)
        },
        "tapDimmed": { _, _ in .tapDimmed },
        "selectNextDetent": { _, _ in .selectNextDetent },
        "selectPreviousDetent": { _, _ in .selectPreviousDetent },
        "closeButton": { _, _ in .closeButton },
        "dismiss": { node, _ in .dismiss(animated: try node.bool("animated", default: true)) },
    ]

    /// The host's vocabulary: raw platform events.
    static let host: [String: Reader] = [
        "pointerDown": { node, _ in .pointerDown(try node.point) },
        "pointerMove": { node, _ in .pointerMoved(try node.point) },
        "pointerUp": { node, _ in
            .pointerUp(try node.point, velocity: try node.child("velocity").map { CGFloat(try $0.number) })
        },
        "pointerCancel": { _, _ in .pointerCancelled },
        "tap": { node, _ in .tap(try node.point) },
        "scroll": { node, _ in
            // No geometry: the tracked scroll view went away (a push inside the sheet, a removal).
            guard node.child("contentHeight") != nil || node.child("viewportHeight") != nil else {
                for key in ["offset", "tracking", "decelerating"] where node.child(key) != nil {
                    throw ScenarioError(
                        "\(node.path.isEmpty ? key : node.path + "." + key): needs contentHeight and "
                            + "viewportHeight (a scroll with no geometry ends tracking and takes no other field)"
                    )
                }
                return .scroll(nil)
            }
            return .scroll(
                HostScrollGeometry(
                    offset: CGFloat(try node.number("offset", default: 0)),
                    contentHeight: CGFloat(try node.required("contentHeight").size),
                    viewportHeight: CGFloat(try node.required("viewportHeight").size),
                    topInset: CGFloat(try node.number("topInset", default: 0)),
                    bottomInset: CGFloat(try node.number("bottomInset", default: 0)),
                    frameInContent: try node.child("frameInContent")?.rect,
                    isTracking: try node.bool("tracking", default: false),
                    isDecelerating: try node.bool("decelerating", default: false)))
        },
        "scrollWillEndDragging": { node, _ in
            .scrollWillEndDragging(
                velocity: CGFloat(try node.required("velocity").number),
                targetOffset: CGFloat(try node.required("targetOffset").number))
        },
        "keyboardFrame": { node, _ in
            let frame = CGRect(
                x: try node.number("x", default: 0), y: try node.number("y", default: 0),
                width: try node.size("width", default: 0), height: try node.size("height", default: 0))
            let curve = try node.child("curve").map {
                try ScenarioDocument.enumValue($0, HostAnimationCurve.self, list: ScenarioDocument.curves)
            }
            return .keyboard(
                HostKeyboard(
                    frame: frame, isDocked: try node.bool("docked", default: true),
                    animationDuration: try node.child("duration")?.number(in: ScenarioDocument.durationRange)
                        ?? 0,
                    animationCurve: curve ?? .keyboard))
        },
        "accessibility": { node, _ in
            let action = try node.required("action")
            let list = HostAccessibilityAction.allCases.map(\.rawValue).joined(separator: ", ")
            return .accessibility(
                try ScenarioDocument.enumValue(action, HostAccessibilityAction.self, list: list))
        },
        "reduceMotion": { node, _ in .reduceMotion(try node.required("value").bool) },
        "voiceOver": { node, _ in .voiceOver(try node.required("value").bool) },
        // Read by ``ScenarioDocument/configure(_:state:)``, which makes several host events.
        "configure": { node, state in try ScenarioDocument.configure(node, state: &state).event },
        // Read by ``ScenarioDocument/set(_:state:)``, which makes one host event per key.
        "set": { node, state in try ScenarioDocument.set(node, state: &state).event },
        "options": { node, _ in .options(try ScenarioDocument.options(node)) },
        // A measurement's answer, to the request the host's frame asked it with.
        "contentMeasured": { node, _ in
            .contentMeasured(
                height: CGFloat(try node.required("height").number),
                width: CGFloat(try node.required("width").number),
                request: try node.required("request").integer)
        },
        "headerMeasured": { node, _ in
            .headerMeasured(
                height: CGFloat(try node.required("height").number),
                request: try node.required("request").integer)
        },
        "contentInvalidated": { _, _ in .contentInvalidated },
        "teardown": { _, _ in .teardown },
        "dismissalTransitionWillBegin": { _, _ in .dismissalTransitionWillBegin },
        "dismissalTransitionDidEnd": { _, _ in .dismissalTransitionDidEnd },
        // The presentation's lifecycle events (the request, the platform's answer, the transitions)
        // are read here too, once the host has them.
        "dismissalGuard": { node, _ in
            .dismissalGuardAnswered(allowsDismissal: try node.required("allowsDismissal").bool)
        },
    ]
}
