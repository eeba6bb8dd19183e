/// Which `Host` and `Origin` values the playground answers, as a careful local dev server does:
/// a page elsewhere on the web must neither reach it through a rebound DNS name (the `Host` check)
/// nor open its sockets from the developer's browser (the `Origin` check).
///
/// Accepted hosts are the loopback names (`localhost`, `127.0.0.0/8`, `[::1]`) and the `--host`
/// the command was given explicitly, with any port. A request's `Origin`, when present, must be
/// the page's own: `http://` followed by that request's `Host`, exactly.
public struct HostPolicy: Sendable, Equatable {
    /// Host names accepted besides loopback, lowercased (the explicit `--host`).
    public var extraHosts: Set<String>

    public init(extraHosts: Set<String> = []) {
        self.extraHosts = Set(extraHosts.map { $0.lowercased() })
    }

    /// Why a request is refused, as the response's status and a line of text.
    public struct Refusal: Error, Equatable, Sendable {
        public var status: Int
        public var reason: String
    }

    /// Checks one request's `Host` values (every one it carried) and `Origin` values.
    /// - Returns: nil when accepted, else the refusal.
    public func check(hosts: [String], origins: [String]) -> Refusal? {
        guard hosts.count == 1, let host = hosts.first else {
            return Refusal(status: 400, reason: "exactly one Host header is required")
        }
        guard let name = Self.hostName(host), isAccepted(name: name) else {
            return Refusal(
                status: 403, reason: "Host '\(host.prefix(100))' is not served here (loopback names only)")
        }
        guard origins.count <= 1 else { return Refusal(status: 403, reason: "more than one Origin header") }
        if let origin = origins.first, origin.lowercased() != "http://" + host.lowercased() {
            return Refusal(
                status: 403,
                reason: "Origin '\(origin.prefix(100))' is not this page's own (http://\(host.prefix(100)))")
        }
        return nil
    }

    /// Whether a host name (no port, IPv6 in brackets) is loopback or the explicit `--host`.
    public func isAccepted(name: String) -> Bool {
        let name = name.lowercased()
        return name == "localhost" || name == "[::1]" || Self.isLoopbackIPv4(name)
            || extraHosts.contains(name)
    }

    /// The name part of a `Host` value (`name[:port]` or `[v6][:port]`), or nil when malformed.
    static func hostName(_ host: String) -> String? {
        let value = Substring(host)
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return nil }
            let rest = value[value.index(after: close)...]
            guard rest.isEmpty || isPort(rest.dropFirst()) && rest.hasPrefix(":") else { return nil }
            return String(value[...close])
        }
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.first, !name.isEmpty else { return nil }
        if parts.count == 2, !isPort(parts[1]) { return nil }
        return String(name)
    }

    static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
            && Int(text).map { $0 <= 65_535 } == true
    }

    /// `127.a.b.c` in dotted decimal: the whole loopback block.
    static func isLoopbackIPv4(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
                && Int(part).map { $0 <= 255 } == true
        }
    }

    /// Whether a bind address reaches only this machine (else the command warns).
    public static func isLoopbackAddress(_ address: String) -> Bool {
        let name = address.lowercased()
        return name == "localhost" || name == "::1" || name == "[::1]" || isLoopbackIPv4(name)
    }
}
