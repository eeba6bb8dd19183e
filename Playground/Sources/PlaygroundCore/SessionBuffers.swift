import SheetRecorder
@_spi(Playground) import SheetScenario

/// The storage a session reads one message into and writes its reply in, lent to it for that
/// message by a server that serves many sessions on one thread: the server's one set stays in the
/// cache from one session's message to the next, where each session's own would be fetched from
/// memory again (a paced message finds every session's storage cold).
public struct SessionBuffers: Sendable {
    /// The reply's writer, with room for a frame.
    var writer = JSONWriter(capacity: 1_280)
    /// The message's text and values.
    var document = JSONDocument.Buffers()

    public init() {}
}
