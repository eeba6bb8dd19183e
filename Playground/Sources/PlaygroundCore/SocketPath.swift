/// The playground's WebSocket paths, written once: the connection guard refuses an upgrade to any
/// other path, the upgrader picks the session by it, the server writes it into each page (the
/// `data-socket` of its `<body>`, which the page's script opens) and the load generator asks for it.
public enum SocketPath: String, CaseIterable, Sendable {
    /// A ``SheetSession``: scenario events in, frames out.
    case sheet = "/ws/sheet"
    /// A ``GridSession``: item requests in, items out.
    case grid = "/ws/grid"

    /// The socket a request target (a path, its query ignored) names, if any.
    public init?(target: some StringProtocol) {
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        self.init(rawValue: String(path))
    }
}
