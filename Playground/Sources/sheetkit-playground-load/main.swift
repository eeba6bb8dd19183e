// It reads the server's CPU time and memory from /proc: Linux only.
#if os(Linux)
    import Foundation
    import NIOCore
    import NIOPosix

    // The playground's load generator (a measurement, not a test): many WebSocket sessions on
    // loopback from one compiled process, each dragging a sheet, against a running
    // `sheetkit-playground`. It reports the replies per second, the round-trip percentiles, the
    // server's CPU time per message answered (from /proc/PID/stat) and its peak memory, and its own
    // CPU use, to show it is not the bottleneck.
    //
    //   sheetkit-playground-load --port P --pid SERVER_PID [--sessions 100] [--rate 60] [--seconds 10]
    //                            [--saturate] [--window 4] [--threads 1] [--messages pointer|engine]
    //   sheetkit-playground-load --serve-baseline --port P [--reply-bytes 900]
    //
    // Paced (default): each session sends a drag message every 1/rate s whether or not the last one
    // has been answered (open loop: a slow server shows up as latency, not as fewer messages).
    // --saturate: each session keeps --window messages in flight, as fast as the server answers.
    // --messages: what a drag is made of: the page's own pointer events (pointerDown, 58
    // pointerMove, pointerUp; the default) or the engine's (dragBegan, dragChanged, dragEnded).
    // --serve-baseline: instead of loading a server, be the baseline one (see BaselineServer) that
    // `Playground/Scripts/measure-load` compares the playground with in the same run.

    struct Options {
        var port = 8080
        var pid: Int32 = 0
        var sessions = 100
        var rate = 60.0
        var seconds = 10.0
        var saturate = false
        var window = 4
        var threads = 1
        var pointerMessages = true
        var serveBaseline = false
        var replyBytes = 900

        init(_ arguments: [String]) {
            var rest = arguments.dropFirst()
            func value(_ name: String) -> String {
                guard let value = rest.popFirst() else { fail("\(name): missing value") }
                return value
            }
            while let argument = rest.popFirst() {
                switch argument {
                case "--port": port = Int(value(argument)) ?? 0
                case "--pid": pid = Int32(value(argument)) ?? 0
                case "--sessions": sessions = Int(value(argument)) ?? 0
                case "--rate": rate = Double(value(argument)) ?? 0
                case "--seconds": seconds = Double(value(argument)) ?? 0
                case "--saturate": saturate = true
                case "--window": window = Int(value(argument)) ?? 0
                case "--threads": threads = Int(value(argument)) ?? 0
                case "--serve-baseline": serveBaseline = true
                case "--reply-bytes": replyBytes = Int(value(argument)) ?? 0
                case "--messages":
                    switch value(argument) {
                    case "pointer": pointerMessages = true
                    case "engine": pointerMessages = false
                    default: fail("--messages: expected pointer or engine")
                    }
                default: fail("\(argument): unknown option")
                }
            }
            guard port > 0, pid > 0 || serveBaseline, sessions > 0, rate > 0, seconds > 0, window > 0,
                threads > 0,
                replyBytes > 0, replyBytes <= 8_192
            else {
                fail(
                    "usage: sheetkit-playground-load --port P --pid SERVER_PID [--sessions 100] [--rate 60] "
                        + "[--seconds 10] [--saturate] [--window 4] [--threads 1] [--messages pointer|engine]\n"
                        + "       sheetkit-playground-load --serve-baseline --port P [--reply-bytes 900]")
            }
        }
    }

    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("sheetkit-playground-load: \(message)\n".utf8))
        exit(2)
    }

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
                "GET /ws/sheet HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
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
            let payload = Array(text.utf8)
            var frame = context.channel.allocator.buffer(capacity: payload.count + 8)
            frame.writeInteger(UInt8(0x81))
            if payload.count < 126 {
                frame.writeInteger(UInt8(0x80 | payload.count))
            } else {
                frame.writeInteger(UInt8(0x80 | 126))
                frame.writeInteger(UInt16(payload.count))
            }
            let mask: [UInt8] = [0x5A, 0x17, 0xC3, 0x81]
            frame.writeBytes(mask)
            frame.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset & 3] })
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
            while let (opcode, payload) = nextFrame() {
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

        func nextFrame() -> (UInt8, [UInt8])? {
            guard buffer.readableBytes >= 2,
                let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
                let second = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt8.self)
            else { return nil }
            var offset = 2
            var length = Int(second & 0x7F)
            if length == 126 {
                guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt16.self) else {
                    return nil
                }
                length = Int(extended)
                offset = 4
            } else if length == 127 {
                guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt64.self) else {
                    return nil
                }
                length = Int(extended)
                offset = 10
            }
            guard buffer.readableBytes >= offset + length else { return nil }
            buffer.moveReaderIndex(forwardBy: offset)
            let payload = buffer.readBytes(length: length) ?? []
            return (first & 0x0F, payload)
        }

        func sendPong(_ payload: [UInt8], context: ChannelHandlerContext) {
            var frame = context.channel.allocator.buffer(capacity: payload.count + 6)
            frame.writeBytes([0x8A, UInt8(0x80 | payload.count), 0, 0, 0, 0])
            frame.writeBytes(payload)
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

    /// The server's CPU time (user + system) in seconds, and its memory figures, from /proc.
    func serverCPU(_ pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { fail("no process \(pid)") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the name: state is [0]; utime and stime are the 14th and 15th of the line.
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func memory(_ pid: Int32, _ key: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(key + ":") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    func ownCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
    }

    let options = Options(CommandLine.arguments)
    if options.serveBaseline { try BaselineServer.run(port: options.port, replyBytes: options.replyBytes) }
    let group = MultiThreadedEventLoopGroup(numberOfThreads: options.threads)
    var sessions: [(EventLoopFuture<Void>, EventLoopFuture<SessionResult>, EventLoop, LoadSession)] = []
    for _ in 0..<options.sessions {
        let loop = group.next()
        let ready = loop.makePromise(of: Void.self)
        let done = loop.makePromise(of: SessionResult.self)
        let handler = LoadSession(options: options, ready: ready, done: done)
        _ = try ClientBootstrap(group: loop)
            .channelOption(.tcpOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            .connect(host: "127.0.0.1", port: options.port).wait()
        sessions.append((ready.futureResult, done.futureResult, loop, handler))
    }
    for session in sessions { try session.0.wait() }

    let cpuBefore = serverCPU(options.pid)
    let ownBefore = ownCPU()
    let began = NIODeadline.now()
    let until = began + .nanoseconds(Int64(options.seconds * 1e9))
    for session in sessions {
        let handler = session.3
        session.2.execute { handler.run(until: until) }
    }
    var results: [SessionResult] = []
    for session in sessions { results.append(try session.1.wait()) }
    let elapsed = Double((NIODeadline.now() - began).nanoseconds) / 1e9
    let cpuAfter = serverCPU(options.pid)
    let ownAfter = ownCPU()

    let latencies = results.flatMap(\.latencies).sorted()
    @MainActor func percentile(_ q: Double) -> Double {
        latencies.isEmpty
            ? 0 : Double(latencies[min(Int(q * Double(latencies.count)), latencies.count - 1)]) / 1e6
    }
    let answered = latencies.count
    let failures = results.compactMap(\.failure)
    let report: [(String, String)] = [
        ("mode", options.saturate ? "\"saturate (window \(options.window))\"" : "\"paced\""),
        ("sessions", "\(options.sessions)"),
        ("rate_per_session", options.saturate ? "null" : "\(options.rate)"),
        ("seconds", String(format: "%.2f", elapsed)),
        ("messages_sent", "\(results.map(\.sent).reduce(0, +))"),
        ("messages_answered", "\(answered)"),
        ("answered_per_second", String(format: "%.0f", Double(answered) / elapsed)),
        ("p50_ms", String(format: "%.3f", percentile(0.5))),
        ("p99_ms", String(format: "%.3f", percentile(0.99))),
        ("max_ms", String(format: "%.3f", percentile(1))),
        ("error_replies", "\(results.map(\.errors).reduce(0, +))"),
        ("failed_sessions", "\(failures.count)"),
        ("server_cpu_seconds", String(format: "%.3f", cpuAfter - cpuBefore)),
        (
            "server_cpu_us_per_message",
            String(format: "%.1f", answered > 0 ? (cpuAfter - cpuBefore) / Double(answered) * 1e6 : 0)
        ),
        ("server_cpu_percent_of_one_core", String(format: "%.1f", (cpuAfter - cpuBefore) / elapsed * 100)),
        ("server_peak_memory_kb", "\(memory(options.pid, "VmHWM"))"),
        ("server_memory_now_kb", "\(memory(options.pid, "VmRSS"))"),
        ("client_cpu_percent_of_one_core", String(format: "%.1f", (ownAfter - ownBefore) / elapsed * 100)),
    ]
    print("{" + report.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}")
    if let first = failures.first { print("first failure: \(first)") }
    try group.syncShutdownGracefully()
#else
    print("sheetkit-playground-load reads /proc: it runs on Linux only")
#endif
