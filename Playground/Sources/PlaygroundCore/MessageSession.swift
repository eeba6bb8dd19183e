/// One page's connection: each text message's UTF-8 in, one reply's out. The server keeps one per
/// WebSocket; tests and benchmarks send strings through ``receive(_:)``.
public protocol MessageSession: Sendable {
    init()
    /// Handles one message's UTF-8 bytes and returns the reply's.
    mutating func receive(utf8 message: UnsafeRawBufferPointer) -> [UInt8]
}

extension MessageSession {
    /// Handles one message and returns the reply, as strings.
    public mutating func receive(_ text: String) -> String {
        var text = text
        let reply = text.withUTF8 { receive(utf8: UnsafeRawBufferPointer($0)) }
        return String(decoding: reply, as: UTF8.self)
    }
}

extension SheetSession: MessageSession {}

extension GridSession: MessageSession {}
