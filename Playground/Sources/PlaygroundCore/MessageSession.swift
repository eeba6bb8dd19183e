/// One page's connection: each text message's UTF-8 in, one reply's out. The server keeps one per
/// WebSocket; tests and benchmarks send strings through ``receive(_:)``.
public protocol MessageSession: Sendable {
    init()
    /// Handles one message's UTF-8 bytes and calls `body` with the reply's, where the session wrote
    /// them (valid during the call only): a server copies them into its socket's buffer, so a reply
    /// makes no array of its own.
    mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result
    /// ``receive(utf8:reply:)`` with the storage of `buffers` (a server's, shared by the sessions
    /// of one thread) in place of the session's own, for this message: the same reply.
    mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, lending buffers: inout SessionBuffers,
        reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result
}

extension MessageSession {
    /// A session that keeps no storage worth lending reads with its own.
    public mutating func receive<Result>(
        utf8 message: UnsafeRawBufferPointer, lending buffers: inout SessionBuffers,
        reply body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try receive(utf8: message, reply: body)
    }

    /// Handles one message's UTF-8 bytes and returns the reply's.
    public mutating func receive(utf8 message: UnsafeRawBufferPointer) -> [UInt8] {
        receive(utf8: message) { Array($0) }
    }

    /// Handles one message and returns the reply, as strings.
    public mutating func receive(_ text: String) -> String {
        var text = text
        let reply = text.withUTF8 { receive(utf8: UnsafeRawBufferPointer($0)) }
        return String(decoding: reply, as: UTF8.self)
    }
}

extension SheetSession: MessageSession {}

extension GridSession: MessageSession {}
