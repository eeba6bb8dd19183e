import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How each event type of a scenario reads its fields: a table, not a branch per case. Engine
/// events are passed to the host as ``HostEvent/engine(_:)``, but for those that describe the
/// platform (`container`, `keyboard`), which are read as the host events they are; host events are
/// the host's own.
enum ScenarioEventReaders {
    typealias Reader = @Sendable (StrictNode, inout ScenarioDocument.ReadState) throws -> HostEvent

    static let table: [String: Reader] = engine.merging(host) { first, _ in first }

    /// The engine's vocabulary.
    static let engine: [String: Reader] = [
        "present": { _, _ in .present },
        "dragBegan": { node, _ in
            guard let location = node.child("location") else { return .engine(.dragBegan()) }
            guard let value = DragLocation(rawValue: try location.string) else {
                throw ScenarioError(
                    "\(location.path): '\(try location.string)' is not a location (accepted: content, chrome)"
                )
            }
            return .engine(.dragBegan(location: value))
        },
        "dragChanged": { node, _ in
            .engine(
                .dragChanged(
                    translation: CGFloat(try node.required("translation").number),
                    horizontalTranslation: try node.child("horizontal").map { CGFloat(try $0.number) }))
        },
        // Without a velocity, the engine estimates it from the drag's recent changes.
        "dragEnded": { node, _ in
            .engine(.dragEnded(velocity: try node.child("velocity").map { CGFloat(try $0.number) }))
        },
        "dragCancelled": { _, _ in .engine(.dragCancelled) },
        "tick": { _, _ in .tick() },
        "select": { node, state in
            let identifier = try ScenarioDocument.identifier(node.required("detent"), among: state.detents)
            return .engine(.select(identifier, animated: try node.bool("animated", default: true)))
        },
        // A docked keyboard overlapping `height`: the host event of the container it is read in
        // (the readers see the container of the event's time, as the run does).
        "keyboard": { node, state in
            let height = try node.required("height").keyboardHeight(
                inContainerOfHeight: Double(state.container.size.height))
            return .keyboard(.docked(height: CGFloat(height), in: state.container.size))
        },
        // A new container and, at once, its keyboard: no "keyboard" means no keyboard. Traits it
        // doesn't give stay as they were.
        "container": { node, state in
            var (container, keyboard) = try ScenarioDocument.container(
                node, allowing: ScenarioKeys.event, previous: state.container)
            state.container = container
            container.keyboardOverlap = keyboard
            return .container(container)
        },
        "detents": { node, state in
            let detents = try ScenarioDocument.detents(try node.required("detents"))
            state.detents = detents
            return .engine(.detentsChanged(detents))
        },
        "contentFittingHeight": { node, _ in
            .engine(.contentFittingHeightChanged(CGFloat(try node.required("height").size)))
        },
        "scrollContent": { node, _ in
            .engine(
                .scrollContentChanged(
                    contentHeight: CGFloat(try node.required("contentHeight").size),
                    offset: CGFloat(try node.size("offset", default: 0))))
        },
        "modalInPresentation": { node, _ in
            .engine(.modalInPresentationChanged(try node.required("value").bool))
        },
        "tapDimmed": { _, _ in .engine(.tapDimmed) },
        "selectNextDetent": { _, _ in .engine(.selectNextDetent) },
        "selectPreviousDetent": { _, _ in .engine(.selectPreviousDetent) },
        "closeButton": { _, _ in .engine(.closeButton) },
        "dismiss": { _, _ in .dismiss() },
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
                    isTracking: try node.bool("tracking", default: false),
                    isDecelerating: try node.bool("decelerating", default: false)))
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
        "dismissalGuard": { node, _ in
            .dismissalGuardAnswered(allowsDismissal: try node.required("allowsDismissal").bool)
        },
    ]
}
