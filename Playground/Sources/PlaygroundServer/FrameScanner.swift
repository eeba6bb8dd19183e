/// Reads the headers of a client's WebSocket frames as their bytes arrive, skipping payloads
/// unread, and refuses a frame at its header: strict RFC 6455 (masked, no reserved bits, known
/// opcodes, short unfragmented control frames, 63-bit lengths) and no frame or fragmented message
/// announcing more than the message limit. The payload of a refused frame is never read.
struct FrameScanner {
    /// A refused frame: the close code to send and why.
    struct Refusal: Equatable, Error {
        var code: UInt16
        var reason: String

        static func protocolError(_ reason: String) -> Refusal { Refusal(code: 1002, reason: reason) }
    }

    let messageLimit: Int
    private var header: [UInt8] = []
    private var needed = 2
    private var remaining: UInt64 = 0
    private var messageBytes: UInt64 = 0
    private var inMessage = false

    init(messageLimit: Int) {
        self.messageLimit = messageLimit
        header.reserveCapacity(14)
    }

    /// Scans the next bytes of the stream.
    /// - Returns: how many of `bytes` belong to frames not refused, and the refusal if a frame
    ///   header (starting at that count) is refused. After a refusal the scanner reads no further.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> (accepted: Int, refusal: Refusal?) {
        var index = 0
        var frameStart = 0
        while index < bytes.count {
            if remaining > 0 {
                let skip = Int(min(remaining, UInt64(bytes.count - index)))
                index += skip
                remaining -= UInt64(skip)
                continue
            }
            if header.isEmpty { frameStart = index }
            // The header's bytes up to the next check (its first two, then the rest), taken at once.
            let wanted = (header.count < 2 ? 2 : needed) - header.count
            let taken = min(wanted, bytes.count - index)
            UnsafeRawBufferPointer(rebasing: bytes[index..<index + taken]).withMemoryRebound(to: UInt8.self) {
                header.append(contentsOf: $0)
            }
            index += taken
            if taken < wanted { break }
            if header.count == 2 {
                if let refusal = checkFirstTwoBytes() { return (frameStart, refusal) }
            } else if let refusal = finishHeader() {
                return (frameStart, refusal)
            }
        }
        return (bytes.count, nil)
    }

    private mutating func checkFirstTwoBytes() -> Refusal? {
        let first = header[0]
        let second = header[1]
        guard first & 0x70 == 0 else { return .protocolError("reserved bits set (no extension negotiated)") }
        let opcode = first & 0x0F
        switch opcode {
        case 0, 1, 2, 8, 9, 10: break
        default: return .protocolError("unknown opcode \(opcode)")
        }
        guard second & 0x80 != 0 else { return .protocolError("client frames must be masked") }
        let length7 = second & 0x7F
        if opcode >= 8, first & 0x80 == 0 || length7 > 125 {
            return .protocolError("control frames must be whole and at most 125 bytes")
        }
        needed = 2 + (length7 == 126 ? 2 : length7 == 127 ? 8 : 0) + 4
        return nil
    }

    private mutating func finishHeader() -> Refusal? {
        defer {
            header.removeAll(keepingCapacity: true)
            needed = 2
        }
        let first = header[0]
        let length7 = header[1] & 0x7F
        var length = UInt64(length7)
        if length7 == 126 {
            length = UInt64(header[2]) << 8 | UInt64(header[3])
        } else if length7 == 127 {
            length = header[2..<10].reduce(0) { $0 << 8 | UInt64($1) }
            guard length >> 63 == 0 else { return .protocolError("a frame length's top bit must be 0") }
        }
        let opcode = first & 0x0F
        if opcode < 8 {
            if opcode == 0, !inMessage { return .protocolError("a continuation frame outside a message") }
            if opcode != 0, inMessage { return .protocolError("a new message inside a fragmented one") }
            let total = (opcode == 0 ? messageBytes : 0) &+ length
            guard total <= UInt64(messageLimit) else {
                return Refusal(code: 1009, reason: "messages are limited to \(messageLimit) bytes")
            }
            let fin = first & 0x80 != 0
            inMessage = !fin
            messageBytes = fin ? 0 : total
        }
        remaining = length
        return nil
    }
}
