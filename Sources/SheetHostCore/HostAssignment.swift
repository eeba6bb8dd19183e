import SheetCore

/// One assignment by the app: a property, a whole configuration, or the layout options.
enum HostAssignment {
    case property(SheetProperty)
    case configuration(SheetConfiguration)
    case options(HostOptions)
}

extension HostEvent {
    /// Whether this event is an assignment by the app, resolved with the others of its instant.
    var isAssignment: Bool {
        switch self {
        case .set, .configure, .options, .select, .modalInPresentationChanged: true
        default: false
        }
    }
}
