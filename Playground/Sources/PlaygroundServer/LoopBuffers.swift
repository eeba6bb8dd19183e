import NIOCore
import PlaygroundCore
import Synchronization

/// The buffers that every session of one event loop reads and writes through: the unmasked
/// message, the session's reading and writing storage and the reply's frame. Shared rather than
/// one set per session, so that a paced message (one connection's read, then the next
/// connection's) finds them in the cache the last message left them in, instead of fetching each
/// session's own from memory.
///
/// A session uses them only during its own read on its loop, and the reply leaves when that read
/// ends (its flush): the next session finds the reply buffer free again. When the socket has not
/// taken a reply yet, `clear()` copies on write into a new buffer, as with a session's own buffer.
final class LoopBuffers: @unchecked Sendable {
    // Unchecked: touched only on the event loop it belongs to (`forLoop` gives each its own), so
    // neither `Sendable` nor the run-time exclusivity check (a thread-local lookup per access) has
    // anything to guard.

    /// A one-frame message's unmasked bytes.
    @exclusivity(unchecked) var scratch: [UInt8] = []
    /// The storage a session reads a message into and writes its reply in, lent for each message.
    @exclusivity(unchecked) var session = SessionBuffers()
    /// The last reply's frame, reused for the next one once the socket has let it go.
    @exclusivity(unchecked) var reply = ByteBuffer()

    private static let byLoop = Mutex<[ObjectIdentifier: LoopBuffers]>([:])

    /// The buffers of `loop`, made on first use.
    static func forLoop(_ loop: any EventLoop) -> LoopBuffers {
        byLoop.withLock { all in
            if let buffers = all[ObjectIdentifier(loop)] { return buffers }
            let buffers = LoopBuffers()
            all[ObjectIdentifier(loop)] = buffers
            return buffers
        }
    }
}
