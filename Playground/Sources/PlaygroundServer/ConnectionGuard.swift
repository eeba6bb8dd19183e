import NIOCore
import PlaygroundCore

/// The first handler of every connection: it sees the raw bytes before the HTTP and WebSocket
/// decoders, so every limit holds whatever those decoders would do with oversized input.
///
/// - A request head (request line and headers) is held until complete and refused once it
///   passes the limit: 414 when the request line alone does, 431 otherwise, at once.
/// - A complete head is refused (403/400) unless ``HostPolicy`` accepts its `Host` and
///   `Origin`, and (413) when it announces a body: the playground only serves GET and HEAD.
/// - After a WebSocket upgrade, every frame header is checked by ``FrameScanner`` before its
///   payload arrives: a refused frame gets a close frame (1009 too large, 1002 protocol error)
///   and the connection stops reading.
/// - A request head must arrive within `requestTimeout` of the connection or of the previous
///   request (slow or idle HTTP connections end); a connection whose replies the peer stops
///   reading (unwritable for `slowReaderTimeout`) is closed.
/// - A refused connection is half-closed and read no more; it is closed after `drainTime`.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum Mode {
        case head
        case frames
        case refused
    }

    private let limits: PlaygroundLimits
    private let policy: HostPolicy
    // Unchecked as ``WebSocketSession``'s: on the channel's event loop alone.
    @exclusivity(unchecked) private var mode = Mode.head
    @exclusivity(unchecked) private var pending: ByteBuffer?
    @exclusivity(unchecked) private var scannedTo = 0
    @exclusivity(unchecked) private var scanner: FrameScanner
    private var requestTimer: Scheduled<Void>?
    private var slowReaderTimer: Scheduled<Void>?
    private var readHeld = false
    private var requests = 0

    init(limits: PlaygroundLimits, policy: HostPolicy) {
        self.limits = limits
        self.policy = policy
        self.scanner = FrameScanner(messageLimit: limits.messageBytes)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { armRequestTimer(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        armRequestTimer(context: context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        requestTimer?.cancel()
        slowReaderTimer?.cancel()
    }

    func channelInactive(context: ChannelHandlerContext) {
        requestTimer?.cancel()
        slowReaderTimer?.cancel()
        context.fireChannelInactive()
    }

    // MARK: Inbound bytes

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        switch mode {
        case .refused: return
        case .frames: scanFrames(context: context, bytes)
        case .head:
            if pending == nil {
                pending = bytes
            } else {
                pending!.writeBuffer(&bytes)
            }
            readHeads(context: context)
        }
    }

    /// Forwards each complete, accepted request head; refuses an oversized or foreign one.
    private func readHeads(context: ChannelHandlerContext) {
        while mode == .head, var buffer = pending, buffer.readableBytes > 0 {
            let view = buffer.readableBytesView
            guard let end = Self.endOfHead(view, from: scannedTo) else {
                scannedTo = max(view.count - 3, 0)
                if view.count > limits.headBytes {
                    let lineEnd = view.firstIndex(of: UInt8(ascii: "\n"))
                    let lineLength = lineEnd.map { $0 - view.startIndex } ?? view.count
                    refuse(context: context, status: lineLength > limits.headBytes ? 414 : 431)
                }
                return
            }
            scannedTo = 0
            let headLength = end - view.startIndex
            let lineLength = (view.firstIndex(of: UInt8(ascii: "\n")) ?? end) - view.startIndex
            if headLength > limits.headBytes {
                refuse(context: context, status: lineLength > limits.headBytes ? 414 : 431)
                return
            }
            let head = RequestHead(Array(view.prefix(headLength)))
            if let refusal = policy.check(hosts: head.hosts, origins: head.origins) {
                refuse(context: context, status: refusal.status, reason: refusal.reason)
                return
            }
            if head.hasBody {
                refuse(context: context, status: 413, reason: "request bodies are not accepted")
                return
            }
            if head.upgradesToWebSocket, SocketPath(rawValue: head.path) == nil {
                refuse(context: context, status: 404, reason: "no WebSocket at \(head.path.prefix(100))")
                return
            }
            if head.upgradesToWebSocket, requests > 0 {
                // The upgrade handler reads a connection's first request only.
                refuse(context: context, status: 400, reason: "open a WebSocket on a connection of its own")
                return
            }
            requests += 1
            let headBytes = buffer.readSlice(length: headLength + 4)!
            pending = buffer.readableBytes > 0 ? buffer : nil
            context.fireChannelRead(wrapInboundOut(headBytes))
            armRequestTimer(context: context)
            if head.upgradesToWebSocket {
                // An upgrade either succeeds or the connection is closed: what follows is frames.
                mode = .frames
                requestTimer?.cancel()
                if let rest = pending {
                    pending = nil
                    scanFrames(context: context, rest)
                }
            }
        }
    }

    /// The index of the `\r\n\r\n` ending a head in `view`, searching from `offset`.
    static func endOfHead(_ view: ByteBufferView, from offset: Int) -> Int? {
        var index = view.startIndex + offset
        let last = view.endIndex - 4
        while index <= last {
            if view[index] == 13, view[index + 1] == 10, view[index + 2] == 13, view[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private func scanFrames(context: ChannelHandlerContext, _ bytes: ByteBuffer) {
        let (accepted, refusal) = bytes.withUnsafeReadableBytes { scanner.scan($0) }
        if accepted > 0 {
            context.fireChannelRead(wrapInboundOut(bytes.getSlice(at: bytes.readerIndex, length: accepted)!))
        }
        if let refusal {
            close(context: context, code: refusal.code, reason: refusal.reason)
        }
    }

    // MARK: Refusals

    private func refuse(context: ChannelHandlerContext, status: Int, reason: String? = nil) {
        let text: String
        switch status {
        case 414: text = "URI Too Long"
        case 431: text = "Request Header Fields Too Large"
        case 413: text = "Content Too Large"
        case 408: text = "Request Timeout"
        case 400: text = "Bad Request"
        case 404: text = "Not Found"
        default: text = "Forbidden"
        }
        let body =
            (reason
                ?? (status == 414 || status == 431
                    ? "the request line and headers are limited to \(limits.headBytes) bytes" : text))
            + "\n"
        let response =
            "HTTP/1.1 \(status) \(text)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n"
            + body
        stopAndSend(context: context, context.channel.allocator.buffer(string: response))
    }

    private func close(context: ChannelHandlerContext, code: UInt16, reason: String) {
        let reasonBytes = Array(reason.utf8.prefix(120))
        var frame = context.channel.allocator.buffer(capacity: 4 + reasonBytes.count)
        frame.writeBytes([0x88, UInt8(2 + reasonBytes.count), UInt8(code >> 8), UInt8(code & 0xFF)])
        frame.writeBytes(reasonBytes)
        stopAndSend(context: context, frame)
    }

    /// Reads no more, sends `bytes` and the end of the stream, and closes after the drain time
    /// (the peer can read the refusal before the connection goes).
    private func stopAndSend(context: ChannelHandlerContext, _ bytes: ByteBuffer) {
        mode = .refused
        pending = nil
        requestTimer?.cancel()
        context.writeAndFlush(wrapOutboundOut(bytes), promise: nil)
        context.close(mode: .output, promise: nil)
        let channel = context.channel
        context.eventLoop.assumeIsolated().scheduleTask(in: limits.drainTime) {
            channel.close(promise: nil)
        }
    }

    // MARK: Reading and writing

    /// Reads only while the connection is writable: a peer that doesn't read its replies stops
    /// being read (and ``WebSocketSession`` stops answering the frames already read), so its
    /// outgoing queue stays within the write buffer's high-water mark plus one reply.
    func read(context: ChannelHandlerContext) {
        guard mode != .refused else { return }
        if context.channel.isWritable {
            context.read()
        } else {
            readHeld = true
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        context.write(data, promise: promise)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            slowReaderTimer?.cancel()
            slowReaderTimer = nil
            if readHeld, mode != .refused {
                readHeld = false
                context.read()
            }
        } else if slowReaderTimer == nil {
            let channel = context.channel
            slowReaderTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.slowReaderTimeout) {
                channel.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    private func armRequestTimer(context: ChannelHandlerContext) {
        requestTimer?.cancel()
        let channel = context.channel
        let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
        requestTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.requestTimeout) {
            if loopBound.value.mode == .head { channel.close(promise: nil) }
        }
    }
}

/// The limits every connection is held to.
public struct PlaygroundLimits: Sendable {
    /// The longest request line plus headers, in bytes.
    public var headBytes = 8_192
    /// The longest WebSocket message (one frame or a fragmented message), in bytes.
    public var messageBytes = 8_192
    /// How long a request head may take to arrive, from the connection or the previous request.
    public var requestTimeout: TimeAmount = .seconds(30)
    /// How long a connection may stay unwritable (its peer not reading) before it is closed.
    public var slowReaderTimeout: TimeAmount = .seconds(5)
    /// How long a refused connection stays half-open so the peer can read why.
    public var drainTime: TimeAmount = .seconds(1)
    /// How often an idle WebSocket is pinged; a missing pong by the next ping closes it.
    public var pingInterval: Duration = .seconds(20)

    /// The defaults: 8 KiB heads and messages, 30 s for a request head, 5 s for a slow reader.
    public init() {}
}
