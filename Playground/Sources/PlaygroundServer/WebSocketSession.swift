import NIOCore
import NIOWebSocket
import PlaygroundCore

/// One WebSocket connection's session, on its connection's event loop: each text message is
/// answered with the session's reply as it is read, with no task or thread hop per message.
/// Replies are flushed when a read ends (or every ``flushBytes``), so the messages of one read
/// leave in one system call.
///
/// It reads the socket's bytes itself, right after ``ConnectionGuard`` (which has checked every
/// frame header), and writes each reply as one buffer with its frame header in front
/// (``WebSocketFraming``): NIOWebSocket's decoder and encoder, which the upgrade installs, are
/// taken out or left idle behind it. A one-frame text message is unmasked into a buffer the
/// session keeps and read where it is.
///
/// Fragmented messages are collected (their size is already bounded by ``ConnectionGuard``);
/// text must be UTF-8 (1007 otherwise); binary messages get an error reply. The peer is pinged
/// every `pingInterval` and closed (1001) when a ping goes unanswered until the next one, so a
/// half-open connection ends. A close frame is answered and the connection closed.
final class WebSocketSession<Session: MessageSession>: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    typealias Opcode = WebSocketFraming.Opcode

    // `@exclusivity(unchecked)` on the properties every message reaches, which skips the run-time
    // check (a thread-local lookup per access) for overlapping accesses on this thread. None
    // overlap: what NIO may call back during a reply's write or flush (`channelWritabilityChanged`,
    // `channelInactive`, `handlerRemoved`) never touches them while frames are answered: the
    // writability handler answers only frames held in `pending`, which is empty meanwhile. Keep it so
    // when adding a callback.
    @exclusivity(unchecked) private var session = Session()
    /// The bytes of a frame not yet whole, kept for the next read.
    @exclusivity(unchecked) private var pending: ByteBuffer?
    /// A fragmented message's unmasked bytes so far.
    private var fragments: [UInt8]?
    /// The unmasked message and the reply's buffer, shared by the sessions of this event loop.
    private let buffers: LoopBuffers
    private var fragmentsAreText = false
    private var awaitingPong = false
    private var pinger: RepeatedTask?
    @exclusivity(unchecked) private var closing = false
    private let pingInterval: TimeAmount
    /// Bytes of replies written but not yet flushed.
    @exclusivity(unchecked) private var unflushed = 0
    /// The most reply bytes held back before a flush, so one read of many messages can't queue
    /// more than this.
    static var flushBytes: Int { 65_536 }

    /// A session answering on the event loop whose `buffers` it reads and writes through.
    init(pingInterval: TimeAmount, buffers: LoopBuffers) {
        self.pingInterval = pingInterval
        self.buffers = buffers
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        pinger = context.eventLoop.scheduleRepeatedTask(initialDelay: pingInterval, delay: pingInterval) {
            _ in
            let (session, context) = loopBound.value
            session.ping(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        pinger?.cancel()
        PlaygroundServer.returnFreeMemory()
    }

    func channelInactive(context: ChannelHandlerContext) {
        pinger?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        var bytes = unwrapInboundIn(data)
        if var held = pending {
            pending = nil
            held.writeBuffer(&bytes)
            bytes = held
        }
        answerFrames(in: bytes, context: context)
    }

    /// Answers the whole frames of `bytes` in turn while the socket takes replies, and keeps the
    /// rest (a frame not yet whole, or frames met once the socket is full) for the next read or for
    /// ``channelWritabilityChanged(context:)``. A peer that stops reading its replies stops being
    /// answered, as ``ConnectionGuard`` stops reading it: one read of many exports can't hold the
    /// loop that every connection shares, nor queue more than one reply past the high-water mark.
    private func answerFrames(in bytes: ByteBuffer, context: ChannelHandlerContext) {
        var bytes = bytes
        let read = bytes.withUnsafeReadableBytes { raw in
            var offset = 0
            while !closing, context.channel.isWritable,
                let frame = WebSocketFraming.frame(in: raw, at: offset)
            {
                handle(frame, in: raw, context: context)
                offset = frame.payload.upperBound
            }
            return offset
        }
        if !closing, read < bytes.readableBytes {
            bytes.moveReaderIndex(forwardBy: read)
            pending = bytes
        }
    }

    /// The socket takes replies again: the frames held while it didn't are answered now.
    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable, !closing, let held = pending {
            pending = nil
            answerFrames(in: held, context: context)
            flush(context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    private func handle(
        _ frame: WebSocketFraming.Frame, in bytes: UnsafeRawBufferPointer, context: ChannelHandlerContext
    ) {
        let payload = UnsafeRawBufferPointer(rebasing: bytes[frame.payload])
        switch frame.opcode {
        case Opcode.text where frame.fin:
            // A message of one frame, the common case: unmasked into the loop's scratch buffer
            // rather than into a new buffer each time.
            if buffers.scratch.count < payload.count {
                buffers.scratch = [UInt8](repeating: 0, count: payload.count)
            }
            // Taken out while the session reads it, so that the array stays uniquely held.
            var scratch: [UInt8] = []
            swap(&scratch, &buffers.scratch)
            defer { swap(&scratch, &buffers.scratch) }
            scratch.withUnsafeMutableBytes { WebSocketFraming.unmask(payload, mask: frame.mask, into: $0) }
            scratch.withUnsafeBytes {
                answer(text: UnsafeRawBufferPointer(rebasing: $0[..<payload.count]), context: context)
            }
        case Opcode.text, Opcode.binary:
            if frame.fin { return answerBinary(context: context) }
            fragments = Self.unmasked(payload, mask: frame.mask)
            fragmentsAreText = frame.opcode == Opcode.text
        case Opcode.continuation:
            guard var collected = fragments else { return close(context: context, code: .protocolError) }
            fragments = nil
            collected += Self.unmasked(payload, mask: frame.mask)
            guard frame.fin else {
                fragments = collected
                return
            }
            guard fragmentsAreText else { return answerBinary(context: context) }
            collected.withUnsafeBytes { answer(text: $0, context: context) }
        case Opcode.ping:
            send(opcode: Opcode.pong, Self.unmasked(payload, mask: frame.mask), context: context)
        case Opcode.pong:
            awaitingPong = false
        case Opcode.close:
            var data = context.channel.allocator.buffer(bytes: Self.unmasked(payload, mask: frame.mask))
            close(context: context, code: data.readWebSocketErrorCode() ?? .normalClosure)
        default:
            close(context: context, code: .protocolError)
        }
    }

    private static func unmasked(_ payload: UnsafeRawBufferPointer, mask: UInt32?) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: payload.count) { buffer, count in
            WebSocketFraming.unmask(payload, mask: mask, into: UnsafeMutableRawBufferPointer(buffer))
            count = payload.count
        }
    }

    private func answerBinary(context: ChannelHandlerContext) {
        Self.binaryRefusal.withUnsafeBytes { reply($0, context: context) }
    }

    private static var binaryRefusal: [UInt8] {
        Array(#"{"type":"error","field":"message","message":"message: send text (JSON), not binary"}"#.utf8)
    }

    private func answer(text: UnsafeRawBufferPointer, context: ChannelHandlerContext) {
        // Pointer moves are ASCII: checked in place, eight bytes at a time, without making a string.
        guard Self.isASCII(text) || String(validating: text, as: UTF8.self) != nil else {
            return close(context: context, code: .dataInconsistentWithMessage)
        }
        session.receive(utf8: text, lending: &buffers.session) { reply($0, context: context) }
    }

    /// Whether every byte is below 0x80, read a word at a time.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var high: UInt64 = 0
        while index + 8 <= bytes.count {
            high |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// A text frame of `text`, written (flushed when the read ends).
    ///
    /// Into the loop's buffer of the last reply when the socket has sent it (the common case: a
    /// paced message's reply has left before the next message arrives), so a reply allocates
    /// nothing; while it is still queued, `clear()` copies on write into a new one.
    private func reply(_ text: UnsafeRawBufferPointer, context: ChannelHandlerContext) {
        unflushed += text.count
        buffers.reply.clear()
        WebSocketFraming.writeHeader(opcode: Opcode.text, length: text.count, into: &buffers.reply)
        buffers.reply.writeBytes(text)
        context.write(wrapOutboundOut(buffers.reply), promise: nil)
        // A large reply (an export) isn't kept for the small ones that follow.
        if buffers.reply.capacity > Self.flushBytes { buffers.reply = ByteBuffer() }
        if unflushed >= Self.flushBytes { flush(context: context) }
    }

    /// One buffer: the frame's header, then its payload.
    private func frame(opcode: UInt8, _ payload: [UInt8], context: ChannelHandlerContext) -> ByteBuffer {
        var data = context.channel.allocator.buffer(
            capacity: payload.count + WebSocketFraming.maximumHeaderBytes)
        WebSocketFraming.writeHeader(opcode: opcode, length: payload.count, into: &data)
        data.writeBytes(payload)
        return data
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        flush(context: context)
        context.fireChannelReadComplete()
    }

    private func flush(context: ChannelHandlerContext) {
        guard unflushed > 0 else { return }
        unflushed = 0
        context.flush()
    }

    private func send(opcode: UInt8, _ payload: [UInt8], context: ChannelHandlerContext) {
        unflushed = 0
        context.writeAndFlush(wrapOutboundOut(frame(opcode: opcode, payload, context: context)), promise: nil)
    }

    private func ping(context: ChannelHandlerContext) {
        guard !closing else { return }
        if awaitingPong { return close(context: context, code: .goingAway) }
        awaitingPong = true
        send(opcode: Opcode.ping, Array("p".utf8), context: context)
    }

    /// Sends a close frame and closes the connection once it is written.
    private func close(context: ChannelHandlerContext, code: WebSocketErrorCode) {
        guard !closing else { return }
        closing = true
        pending = nil
        pinger?.cancel()
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(
            wrapOutboundOut(frame(opcode: Opcode.close, Array(data.readableBytesView), context: context))
        )
        .whenComplete { _ in channel.close(promise: nil) }
    }
}
