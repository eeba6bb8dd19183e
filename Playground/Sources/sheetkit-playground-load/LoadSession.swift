// It reads the server's CPU time and memory from /proc: Linux only.
#if os(Linux)
    import Foundation
    import NIOCore
    import NIOPosix
    import PlaygroundCore

    /// One session's record, handed back when it ends.
    struct SessionResult: Sendable {
        var latencies: [Int64] = []  // nanoseconds
        var sent = 0
        var errors = 0
        var failure: String?
    }

    /// One WebSocket session: the handshake, then drag messages (dragBegan, 58 dragChanged,
    /// dragEnded, over and over) paced or windowed; each reply's round trip is recorded. Its state is
    /// touched on its channel's event loop only.
    final class LoadSession: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer

        let options: Options
        let port: Int
        let ready: EventLoopPromise<Void>
        let done: EventLoopPromise<SessionResult>
        var result = SessionResult()
        var buffer = ByteBuffer()
        var upgraded = false
        var sentAt: [Int64] = []  // send times of the messages awaiting replies, oldest first
        var sentHead = 0
        var start: NIODeadline = .now()
        var stopAt: NIODeadline = .distantFuture
        var running = false
        var context: ChannelHandlerContext?

        init(options: Options, ready: EventLoopPromise<Void>, done: EventLoopPromise<SessionResult>) {
            self.options = options
            self.port = options.port
            self.ready = ready
            self.done = done
        }

        func channelActive(context: ChannelHandlerContext) {
            self.context = context
            let request =
                "GET \(SocketPath.sheet.rawValue) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            context.writeAndFlush(
                wrapOutboundOut(context.channel.allocator.buffer(string: request)), promise: nil)
        }

        /// Starts sending now; stops at `until`.
        func run(until: NIODeadline) {
            guard context != nil else { return }
            start = .now()
            stopAt = until
            running = true
            send(#"{"type":"present","t":0}"#)
            if options.saturate {
                for _ in 1..<options.window { sendNext() }
            } else {
                // Absolute send times (a random phase, then every 1/rate s), so late timers don't drift
                // the rate and the sessions' messages don't all leave at once.
                let interval = 1e9 / options.rate
                let phase = Double.random(in: 0..<interval)
                schedule(number: 0, first: start.uptimeNanoseconds, phase: phase, interval: interval)
            }
        }

        func schedule(number: Int, first: UInt64, phase: Double, interval: Double) {
            guard let context else { return }
            let deadline = NIODeadline.uptimeNanoseconds(first + UInt64(phase + Double(number) * interval))
            guard deadline < stopAt else {
                // Allow the last replies a moment to arrive before the session closes.
                context.eventLoop.scheduleTask(deadline: stopAt + .milliseconds(200)) { self.finish() }
                return
            }
            context.eventLoop.scheduleTask(deadline: deadline) {
                self.sendNext()
                self.schedule(number: number + 1, first: first, phase: phase, interval: interval)
            }
        }

        func sendNext() {
            let step = (result.sent - 1) % 60  // the first message sent was `present`
            let t = Double((NIODeadline.now() - start).nanoseconds) / 1e9
            let message: String
            switch (step, options.pointerMessages) {
            // A finger on the medium sheet's header of the page's default setup, moving up 3 pt a step.
            case (0, true): message = "{\"t\":\(t),\"type\":\"pointerDown\",\"x\":195,\"y\":460}"
            case (59, true): message = "{\"t\":\(t),\"type\":\"pointerUp\",\"x\":195,\"y\":\(460 - 3 * 58)}"
            case (_, true):
                message = "{\"t\":\(t),\"type\":\"pointerMove\",\"x\":195,\"y\":\(460 - 3 * step)}"
            case (0, false): message = "{\"type\":\"dragBegan\",\"t\":\(t),\"location\":\"chrome\"}"
            case (59, false): message = "{\"type\":\"dragEnded\",\"t\":\(t)}"
            case (_, false): message = "{\"type\":\"dragChanged\",\"t\":\(t),\"translation\":\(-3 * step)}"
            }
            send(message)
        }

        func send(_ text: String) {
            guard let context else { return }
            let frame = ClientFrame.masked(
                opcode: 0x1, Array(text.utf8), allocator: context.channel.allocator)
            sentAt.append(NIODeadline.now().uptimeNanoseconds.asInt64)
            result.sent += 1
            context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var bytes = unwrapInboundIn(data)
            buffer.writeBuffer(&bytes)
            if !upgraded {
                let view = buffer.readableBytesView
                guard let end = view.firstRange(of: Array("\r\n\r\n".utf8)) else { return }
                let head = String(decoding: view[view.startIndex..<end.lowerBound], as: UTF8.self)
                buffer.moveReaderIndex(forwardBy: end.upperBound - view.startIndex)
                guard head.hasPrefix("HTTP/1.1 101") else {
                    fail(context, "upgrade refused: \(head.prefix(60))")
                    return
                }
                upgraded = true
                ready.succeed(())
            }
            while let (opcode, payload) = ClientFrame.next(in: &buffer) {
                switch opcode {
                case 1:
                    let now = NIODeadline.now().uptimeNanoseconds.asInt64
                    if sentHead < sentAt.count {
                        result.latencies.append(now - sentAt[sentHead])
                        sentHead += 1
                        if sentHead > 4096 {
                            sentAt.removeFirst(sentHead)
                            sentHead = 0
                        }
                    }
                    if !payload.starts(with: Array(#"{"type":"frame""#.utf8)) { result.errors += 1 }
                    if options.saturate, running {
                        if NIODeadline.now() >= stopAt { finish() } else { sendNext() }
                    }
                case 9:
                    sendPong(payload, context: context)
                case 8:
                    fail(context, "the server closed the session")
                    return
                default:
                    break
                }
            }
            buffer.discardReadBytes()
        }

        func sendPong(_ payload: [UInt8], context: ChannelHandlerContext) {
            let frame = ClientFrame.masked(opcode: 0xA, payload, allocator: context.channel.allocator)
            context.writeAndFlush(wrapOutboundOut(frame), promise: nil)
        }

        func finish() {
            guard running else { return }
            running = false
            done.succeed(result)
            context?.close(promise: nil)
        }

        func fail(_ context: ChannelHandlerContext, _ reason: String) {
            result.failure = reason
            ready.succeed(())
            running = true
            finish()
        }

        func channelInactive(context: ChannelHandlerContext) {
            if !upgraded { ready.succeed(()) }
            if running || !upgraded {
                result.failure = result.failure ?? "connection closed"
                running = true
                finish()
            }
        }

        func errorCaught(context: ChannelHandlerContext, error: Error) {
            fail(context, "\(error)")
        }
    }

    extension UInt64 {
        var asInt64: Int64 { Int64(bitPattern: self) }
    }
#endif
