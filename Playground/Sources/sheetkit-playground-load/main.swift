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
    //   sheetkit-playground-load --serve-baseline --port P [--reply-bytes 1080]
    //
    // Paced (default): each session sends a drag message every 1/rate s whether or not the last one
    // has been answered (open loop: a slow server shows up as latency, not as fewer messages).
    // --saturate: each session keeps --window messages in flight, as fast as the server answers.
    // --messages: what a drag is made of: the page's own pointer events (pointerDown, 58
    // pointerMove, pointerUp; the default) or the engine's (dragBegan, dragChanged, dragEnded).
    // --serve-baseline: instead of loading a server, be the baseline one (see BaselineServer) that
    // `Playground/Scripts/measure-load` compares the playground with in the same run.

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
