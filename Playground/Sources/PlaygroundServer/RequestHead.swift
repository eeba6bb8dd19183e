/// What the connection guard needs from one request's head (request line and header lines, the
/// final blank line excluded): the values that decide whether it is served, and whether it
/// turns the connection into a WebSocket.
struct RequestHead: Equatable {
    var hosts: [String] = []
    var origins: [String] = []
    var upgradesToWebSocket = false
    var hasBody = false

    /// Reads the header lines of `head` (bytes up to, not including, the blank line).
    init(_ head: [UInt8]) {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).makeIterator()
        _ = lines.next()  // the request line: the HTTP decoder reads it
        while let line = lines.next() {
            let trimmedLine = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            guard let colon = trimmedLine.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let name = String(decoding: trimmedLine[..<colon], as: UTF8.self).lowercased()
            let value = String(decoding: trimmedLine[trimmedLine.index(after: colon)...], as: UTF8.self)
                .trimmingSpaces()
            switch name {
            case "host": hosts.append(value)
            case "origin": origins.append(value)
            case "upgrade": upgradesToWebSocket = upgradesToWebSocket || value.lowercased() == "websocket"
            case "content-length": hasBody = hasBody || value != "0"
            case "transfer-encoding": hasBody = true
            default: break
            }
        }
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
