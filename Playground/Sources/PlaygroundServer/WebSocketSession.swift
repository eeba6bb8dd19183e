import NIOCore
import NIOWebSocket

/// One WebSocket connection's session, on its connection's event loop: each text message is
/// answered with the session's reply as it is read, with no task or thread hop per message.
/// Replies are flushed when a read ends (or every ``flushBytes``), so the messages of one read
/// leave in one system call.
///
/// Fragmented messages are collected (their size is already bounded by ``ConnectionGuard``);
/// text must be UTF-8 (1007 otherwise); binary messages get an error reply. The peer is pinged
/// every `pingInterval` and closed (1001) when a ping goes unanswered until the next one, so a
/// half-open connection ends. A close frame is answered and the connection closed.
final class WebSocketSession<Session: MessageSession>: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private var session = Session()
    private var fragments: ByteBuffer?
    /// A one-frame message's unmasked bytes; kept, so that its storage is allocated once.
    private var scratch: [UInt8] = []
    private var fragmentsAreText = false
    private var awaitingPong = false
    private var pinger: RepeatedTask?
    private var closing = false
    private let pingInterval: TimeAmount
    /// Bytes of replies written but not yet flushed.
    private var unflushed = 0
    /// The most reply bytes held back before a flush, so one read of many messages can't queue
    /// more than this.
    static var flushBytes: Int { 65_536 }

    init(pingInterval: TimeAmount) {
        self.pingInterval = pingInterval
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
        let frame = unwrapInboundIn(data)
        guard !closing else { return }
        switch frame.opcode {
        case .text, .binary:
            if frame.fin {
                answer(unmasking: frame, context: context)
            } else {
                fragments = frame.unmaskedData
                fragmentsAreText = frame.opcode == .text
            }
        case .continuation:
            guard var collected = fragments else { return close(context: context, code: .protocolError) }
            var part = frame.unmaskedData
            collected.writeBuffer(&part)
            if frame.fin {
                fragments = nil
                answer(collected, isText: fragmentsAreText, context: context)
            } else {
                fragments = collected
            }
        case .ping:
            send(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData), context: context)
        case .pong:
            awaitingPong = false
        case .connectionClose:
            var data = frame.unmaskedData
            close(context: context, code: data.readWebSocketErrorCode() ?? .normalClosure)
        default:
            close(context: context, code: .protocolError)
        }
    }

    /// A message of one frame, the common case: unmasked into the scratch buffer kept for every
    /// message rather than into a new buffer each time.
    private func answer(unmasking frame: WebSocketFrame, context: ChannelHandlerContext) {
        guard frame.opcode == .text else {
            return answer(frame.unmaskedData, isText: false, context: context)
        }
        scratch.removeAll(keepingCapacity: true)
        frame.data.withUnsafeReadableBytes { scratch.append(contentsOf: $0) }
        if let key = frame.maskKey {
            let mask = (key[0], key[1], key[2], key[3])
            scratch.withUnsafeMutableBytes { bytes in
                for index in bytes.indices {
                    switch index & 3 {
                    case 0: bytes[index] ^= mask.0
                    case 1: bytes[index] ^= mask.1
                    case 2: bytes[index] ^= mask.2
                    default: bytes[index] ^= mask.3
                    }
                }
            }
        }
        scratch.withUnsafeBytes { answer(text: $0, context: context) }
    }

    private func answer(_ message: ByteBuffer, isText: Bool, context: ChannelHandlerContext) {
        guard isText else {
            return reply(
                #"{"type":"error","field":"message","message":"message: send text (JSON), not binary"}"#,
                context: context)
        }
        message.withUnsafeReadableBytes { answer(text: $0, context: context) }
    }

    private func answer(text: UnsafeRawBufferPointer, context: ChannelHandlerContext) {
        // Pointer moves are ASCII: checked in place, eight bytes at a time, without making a string.
        guard Self.isASCII(text) || String(validating: text, as: UTF8.self) != nil else {
            return close(context: context, code: .dataInconsistentWithMessage)
        }
        reply(session.receive(utf8: text), context: context)
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

    private func reply(_ text: some Collection<UInt8>, context: ChannelHandlerContext) {
        // Room before the reply for the frame's header (at most 10 bytes from a server), which the
        // encoder then writes in place rather than as a buffer and a write of its own.
        var data = context.channel.allocator.buffer(capacity: text.count + Self.headerRoom)
        data.moveWriterIndex(to: Self.headerRoom)
        data.moveReaderIndex(to: Self.headerRoom)
        data.writeBytes(text)
        reply(data, context: context)
    }

    private func reply(_ text: String, context: ChannelHandlerContext) {
        reply(text.utf8, context: context)
    }

    private static var headerRoom: Int { 16 }

    private func reply(_ data: ByteBuffer, context: ChannelHandlerContext) {
        unflushed += data.readableBytes
        context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: data)), promise: nil)
        if unflushed >= Self.flushBytes { flush(context: context) }
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

    private func send(_ frame: WebSocketFrame, context: ChannelHandlerContext) {
        unflushed = 0
        context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
    }

    private func ping(context: ChannelHandlerContext) {
        guard !closing else { return }
        if awaitingPong { return close(context: context, code: .goingAway) }
        awaitingPong = true
        send(
            WebSocketFrame(fin: true, opcode: .ping, data: context.channel.allocator.buffer(string: "p")),
            context: context)
    }

    /// Sends a close frame and closes the connection once it is written.
    private func close(context: ChannelHandlerContext, code: WebSocketErrorCode) {
        guard !closing else { return }
        closing = true
        pinger?.cancel()
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(
            wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))
        )
        .whenComplete { _ in channel.close(promise: nil) }
    }
}
