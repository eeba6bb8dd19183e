import SheetCore

extension SheetError {
    /// Whether this is an identifier that names no detent: not an error for the host, which keeps it.
    var isUnknownIdentifier: Bool {
        switch self {
        case .unknownSelectedDetentIdentifier, .unknownLargestUndimmedDetentIdentifier: true
        default: false
        }
    }
}
