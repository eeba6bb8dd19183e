// The wire tests speak raw POSIX sockets through Glibc: Linux only (where CI runs them).
#if os(Linux)
    import Dispatch
    import Foundation
    import Hummingbird
    import PlaygroundServer

    #if canImport(Glibc)
        import Glibc
    #endif

    /// Runs the playground on a free loopback port with short timeouts, calls `body` with the port on
    /// a plain thread (the raw-socket clients block), and stops the server.
    func withServer(
        _ tune: (inout PlaygroundLimits) -> Void = { _ in }, _ body: @escaping @Sendable (Int) throws -> Void
    ) async throws {
        var configuration = PlaygroundServer.Configuration(host: "127.0.0.1", port: 0)
        configuration.limits.requestTimeout = .seconds(1)
        configuration.limits.slowReaderTimeout = .milliseconds(200)
        configuration.limits.drainTime = .milliseconds(500)
        configuration.limits.pingInterval = .seconds(1)
        tune(&configuration.limits)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = PlaygroundServer.application(configuration) { port in continuation.yield(port) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await app.run() }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else { return }
            // The same task (so its expectations belong to the test), on a thread of its own.
            let outcome = await withTaskExecutorPreference(BlockingExecutor()) { Result { try body(port) } }
            group.cancelAll()
            try outcome.get()
        }
    }

    /// Runs a task's jobs on a serial queue of its own, off the cooperative pool that the server's
    /// sessions need.
    final class BlockingExecutor: TaskExecutor, @unchecked Sendable {
        let queue = DispatchQueue(label: "raw-client")

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
    }

    /// A blocking TCP client on loopback with a receive timeout: raw bytes in and out, so a test can
    /// send exactly what an attacker would.
    final class RawClient {
        let socket: Int32

        /// `receiveTimeout` bounds a read or a write that the server never answers (a test that
        /// would otherwise hang fails), never more than a second.
        init(port: Int, receiveTimeout: Double = 1) throws {
            socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw ClientError(description: "connect failed: \(errno)") }
            var timeout = timeval(
                tv_sec: Int(receiveTimeout),
                tv_usec: Int((receiveTimeout * 1e6).truncatingRemainder(dividingBy: 1e6)))
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var one: Int32 = 1
            setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        }

        deinit { close(socket) }

        /// Sends all of `bytes`; false when the connection refuses them (closed or reset).
        @discardableResult
        func send(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes {
                    Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }

        func send(_ text: String) -> Bool { send(Array(text.utf8)) }

        /// Sends `bytes` up to `count` times without reading; true once the server has closed the
        /// connection (a write refused as closed or reset, not one that merely timed out).
        func flood(_ bytes: [UInt8], count: Int) -> Bool {
            for _ in 0..<count where !send(bytes) {
                if errno != EAGAIN && errno != EWOULDBLOCK { return true }
            }
            return false
        }

        /// Up to `count` bytes; empty at the end of the stream, nil on a timeout or an error.
        func receive(upTo count: Int = 65_536) -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: count)
            let received = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, count, 0) }
            guard received >= 0 else { return nil }
            return Array(buffer[..<received])
        }

        /// Everything until the peer closes (or `limit` bytes, or a timeout).
        func receiveAll(limit: Int = 1 << 20) -> (bytes: [UInt8], closed: Bool) {
            var all: [UInt8] = []
            while all.count < limit {
                guard let chunk = receive() else { return (all, false) }
                if chunk.isEmpty { return (all, true) }
                all += chunk
            }
            return (all, false)
        }

        /// Exactly `count` bytes, or nil.
        func receive(exactly count: Int) -> [UInt8]? {
            var all: [UInt8] = []
            while all.count < count {
                guard let chunk = receive(upTo: count - all.count), !chunk.isEmpty else { return nil }
                all += chunk
            }
            return all
        }

        /// The response head up to its blank line (a response's status line and headers).
        func receiveHead() -> String? {
            var all: [UInt8] = []
            while !all.suffix(4).elementsEqual([13, 10, 13, 10]) {
                guard let byte = receive(upTo: 1), byte.count == 1 else { return nil }
                all += byte
            }
            return String(decoding: all, as: UTF8.self)
        }

        // MARK: WebSocket

        /// Sends an upgrade request for `path` and returns the response head.
        func upgrade(_ path: String, host: String = "127.0.0.1", origin: String? = nil) -> String? {
            var request =
                "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            if let origin { request += "Origin: \(origin)\r\n" }
            guard send(request + "\r\n") else { return nil }
            return receiveHead()
        }

        /// A client frame: masked unless told otherwise, with the given first byte.
        static func frame(_ payload: [UInt8], first: UInt8 = 0x81, masked: Bool = true) -> [UInt8] {
            var bytes = [first]
            let maskBit: UInt8 = masked ? 0x80 : 0
            if payload.count < 126 {
                bytes.append(maskBit | UInt8(payload.count))
            } else if payload.count < 65_536 {
                bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
            } else {
                bytes.append(maskBit | 127)
                bytes += (0..<8).reversed().map { UInt8((UInt64(payload.count) >> (8 * UInt64($0))) & 0xFF) }
            }
            guard masked else { return bytes + payload }
            let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
            return bytes + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        }

        func sendText(_ text: String) -> Bool { send(Self.frame(Array(text.utf8))) }

        /// The next server frame: opcode and payload (servers don't mask); nil on timeout or end.
        func receiveFrame() -> (opcode: UInt8, payload: [UInt8])? {
            guard let head = receive(exactly: 2) else { return nil }
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                guard let extended = receive(exactly: 2) else { return nil }
                length = Int(extended[0]) << 8 | Int(extended[1])
            } else if length == 127 {
                guard let extended = receive(exactly: 8) else { return nil }
                length = extended.reduce(0) { $0 << 8 | Int($1) }
            }
            guard let payload = length == 0 ? [] : receive(exactly: length) else { return nil }
            return (head[0] & 0x0F, payload)
        }

        /// The next text frame, skipping pings.
        func receiveText() -> String? {
            while let frame = receiveFrame() {
                if frame.opcode == 1 { return String(decoding: frame.payload, as: UTF8.self) }
                if frame.opcode == 8 { return nil }
            }
            return nil
        }

        /// The close code of the next close frame (other frames skipped), or nil.
        func receiveCloseCode() -> Int? {
            while let frame = receiveFrame() {
                if frame.opcode == 8 {
                    return frame.payload.count >= 2
                        ? Int(frame.payload[0]) << 8 | Int(frame.payload[1]) : 1005
                }
            }
            return nil
        }
    }
#endif
