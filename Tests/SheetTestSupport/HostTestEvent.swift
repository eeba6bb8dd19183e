import SheetCore
import SheetHostCore

/// One thing a host frame reported in ``HostCallbacks``, as a value a test asserts with
/// ``HostTestStore/receive(_:sourceLocation:)``.
public enum HostTestEvent: Equatable, Sendable, CustomStringConvertible {
    case willPresent
    case didPresent
    case selectedDetentChanged(Detent.Identifier, cause: HostCause?)
    case crossedDetent(Detent.Identifier)
    case attemptedToDismiss
    case willDismiss(cause: HostCause?)
    case didDismiss(cause: HostCause?)

    /// The events of one frame, in the order a binding reports them.
    public static func list(_ events: HostCallbacks) -> [HostTestEvent] {
        var list: [HostTestEvent] = []
        if events.willPresent { list.append(.willPresent) }
        if events.didPresent { list.append(.didPresent) }
        if let detent = events.selectedDetentChanged {
            list.append(.selectedDetentChanged(detent, cause: events.selectedDetentChangeCause))
        }
        if let detent = events.crossedDetent { list.append(.crossedDetent(detent)) }
        if events.attemptedToDismiss { list.append(.attemptedToDismiss) }
        if events.willDismiss { list.append(.willDismiss(cause: events.dismissalCause)) }
        if events.didDismiss { list.append(.didDismiss(cause: events.dismissalCause)) }
        return list
    }

    public var description: String {
        switch self {
        case .willPresent: "willPresent"
        case .didPresent: "didPresent"
        case .selectedDetentChanged(let detent, let cause):
            "selectedDetentChanged(\(detent.rawValue), cause: \(cause.map(\.rawValue) ?? "nil"))"
        case .crossedDetent(let detent): "crossedDetent(\(detent.rawValue))"
        case .attemptedToDismiss: "attemptedToDismiss"
        case .willDismiss(let cause): "willDismiss(cause: \(cause.map(\.rawValue) ?? "nil"))"
        case .didDismiss(let cause): "didDismiss(cause: \(cause.map(\.rawValue) ?? "nil"))"
        }
    }
}
