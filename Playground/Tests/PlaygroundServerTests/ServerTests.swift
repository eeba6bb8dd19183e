import Foundation
import NIOCore
import PlaygroundCore
import PlaygroundServer
import Testing

@Suite("Host and Origin policy")
struct HostPolicyTests {
    @Test(
        arguments: [
            ("localhost", nil),
            ("localhost:8080", nil),
            ("LOCALHOST:1", nil),
            ("127.0.0.1", nil),
            ("127.0.0.1:8080", nil),
            ("127.1.2.3:80", nil),
            ("[::1]:8080", nil),
            ("[::1]", nil),
            ("evil.example", 403),
            ("evil.example:8080", 403),
            ("localhost.evil.example", 403),
            ("127.0.0.1.evil.example", 403),
            ("128.0.0.1", 403),
            ("127.0.0.256", 403),
            ("[::2]:80", 403),
            ("localhost:99999", 403),
            ("localhost:80:80", 403),
            ("", 403),
        ] as [(String, Int?)])
    func loopbackHostsOnly(host: String, status: Int?) {
        #expect(HostPolicy().check(hosts: [host], origins: [])?.status == status)
    }

    @Test func anExplicitHostIsAddedAndOnlyIt() {
        let policy = HostPolicy(extraHosts: ["devbox.lan"])
        #expect(policy.check(hosts: ["devbox.lan:8080"], origins: ["http://devbox.lan:8080"]) == nil)
        #expect(policy.check(hosts: ["other.lan:8080"], origins: [])?.status == 403)
    }

    @Test func bindingEveryInterfaceAcceptsIPLiteralsButNoOtherNames() {
        let policy = HostPolicy.explicitHost("0.0.0.0")
        #expect(policy.check(hosts: ["192.168.1.5:8080"], origins: ["http://192.168.1.5:8080"]) == nil)
        #expect(policy.check(hosts: ["[fe80::1]:8080"], origins: []) == nil)
        #expect(policy.check(hosts: ["rebound.example:8080"], origins: [])?.status == 403)
        #expect(HostPolicy.explicitHost("192.168.1.5").check(hosts: ["10.0.0.1"], origins: [])?.status == 403)
        #expect(HostPolicy.explicitHost("::1").check(hosts: ["[::1]:80"], origins: []) == nil)
    }

    @Test(
        arguments: [
            ("http://127.0.0.1:8080", nil),
            ("HTTP://127.0.0.1:8080", nil),
            ("http://localhost:8080", 403),  // a different origin, even if also loopback
            ("http://127.0.0.1:8081", 403),
            ("https://127.0.0.1:8080", 403),
            ("http://evil.example", 403),
            ("null", 403),
        ] as [(String, Int?)])
    func theOriginMustBeThePagesOwn(origin: String, status: Int?) {
        #expect(HostPolicy().check(hosts: ["127.0.0.1:8080"], origins: [origin])?.status == status)
    }

    @Test func oneHostAndAtMostOneOrigin() {
        #expect(HostPolicy().check(hosts: [], origins: [])?.status == 400)
        #expect(HostPolicy().check(hosts: ["localhost", "localhost"], origins: [])?.status == 400)
        #expect(
            HostPolicy().check(hosts: ["localhost"], origins: ["http://localhost", "http://localhost"])?
                .status
                == 403)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("localhost", true), ("::1", true), ("0.0.0.0", false), ("192.168.1.4", false),
        ("::", false),
    ])
    func bindAddresses(address: String, loopback: Bool) {
        #expect(HostPolicy.isLoopbackAddress(address) == loopback)
    }
}

#if os(Linux)
    @Suite("The server over the wire", .serialized)
    struct ServerTests {
        static func get(_ port: Int, _ request: String) throws -> (head: String, body: String) {
            let client = try RawClient(port: port)
            #expect(client.send(request))
            let (bytes, _) = client.receiveAll()
            let text = String(decoding: bytes, as: UTF8.self)
            let parts = text.components(separatedBy: "\r\n\r\n")
            return (parts[0], parts.dropFirst().joined(separator: "\r\n\r\n"))
        }

        @Test func pagesCarryNosniffAndACSPNamingTheirOwnSocket() async throws {
            try await withServer { port in
                for path in ["/", "/grid"] {
                    let (head, body) = try Self.get(
                        port, "GET \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
                    #expect(head.hasPrefix("HTTP/1.1 200"), "\(head)")
                    #expect(head.contains("X-Content-Type-Options: nosniff"))
                    #expect(
                        head.contains(
                            "Content-Security-Policy: default-src 'self'; connect-src ws://localhost:\(port);"
                        ))
                    #expect(
                        body.contains("<script src=") && !body.contains("<script>")
                            && !body.contains("style=\""))
                }
                let (missing, _) = try Self.get(
                    port, "GET /nothing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                #expect(
                    missing.hasPrefix("HTTP/1.1 404") && missing.contains("X-Content-Type-Options: nosniff"))
            }
        }

        @Test func eachPageOpensTheSocketItsServerAnswers() async throws {
            try await withServer { port in
                for (path, socket) in [("/", SocketPath.sheet), ("/grid", SocketPath.grid)] {
                    let (_, body) = try Self.get(
                        port, "GET \(path) HTTP/1.1\r\nHost: localhost:\(port)\r\nConnection: close\r\n\r\n")
                    #expect(body.contains("<body data-socket=\"\(socket.rawValue)\">"), "\(path)")
                    #expect(!body.contains("{{socket}}"))
                }
            }
        }

        @Test func headIsAnsweredWithoutABody() async throws {
            try await withServer { port in
                let (head, body) = try Self.get(
                    port, "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                #expect(head.hasPrefix("HTTP/1.1 200") && head.contains("Content-Length: "))
                #expect(body.isEmpty)
            }
        }

        @Test func aForeignHostIsRefused() async throws {
            try await withServer { port in
                let (head, body) = try Self.get(
                    port, "GET / HTTP/1.1\r\nHost: attacker.example:\(port)\r\n\r\n")
                #expect(head.hasPrefix("HTTP/1.1 403"), "\(head)")
                #expect(body.contains("attacker.example"))
            }
        }

        @Test(arguments: [
            (8_500, 0, "414"),  // the request line alone is over the limit
            (65_536, 0, "414"),
            (100, 9_000, "431"),  // the headers are
            (100, 1 << 20, "431"),
        ])
        func anOversizedHeadIsRefusedAtOnce(line: Int, header: Int, status: String) async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                // The head is never finished: the refusal must come before the client is done.
                var request =
                    "GET /" + String(repeating: "a", count: line) + " HTTP/1.1\r\nHost: localhost\r\n"
                if header > 0 { request += "X-Padding: " + String(repeating: "b", count: header) + "\r\n" }
                _ = client.send(request)
                let head = client.receiveHead() ?? ""
                #expect(head.hasPrefix("HTTP/1.1 \(status)"), "\(head.prefix(80))")
                #expect(head.contains("Connection: close"))
            }
        }

        @Test func anUpgradeAfterAnotherRequestIsRefusedNotMisread() async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                #expect(client.send("GET /grid HTTP/1.1\r\nHost: localhost\r\n\r\n"))
                let head = client.receiveHead() ?? ""
                #expect(head.hasPrefix("HTTP/1.1 200"))
                let length = head.split(separator: "\r\n").first {
                    $0.lowercased().hasPrefix("content-length:")
                }
                .flatMap { Int($0.split(separator: " ").last ?? "") }
                _ = client.receive(exactly: try #require(length))  // the page
                #expect(client.upgrade("/ws/sheet", host: "localhost")?.hasPrefix("HTTP/1.1 400") == true)
            }
        }

        @Test func aRequestWithABodyIsRefused() async throws {
            try await withServer { port in
                let (head, _) = try Self.get(
                    port, "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello")
                #expect(head.hasPrefix("HTTP/1.1 413"), "\(head)")
            }
        }

        @Test(arguments: [
            (nil, "101"),
            ("http://127.0.0.1", "101"),
            ("http://evil.example", "403"),
            ("http://localhost", "403"),  // the page was loaded from 127.0.0.1, not localhost
            ("null", "403"),
        ])
        func socketsOpenOnlyFromThePagesOwnOrigin(origin: String?, status: String) async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                let head = client.upgrade("/ws/sheet", host: "127.0.0.1", origin: origin) ?? ""
                #expect(head.hasPrefix("HTTP/1.1 \(status)"), "\(head)")
            }
        }

        @Test func aSocketFromAForeignHostIsRefused() async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                let head = client.upgrade(
                    "/ws/sheet", host: "rebound.example:\(port)", origin: "http://rebound.example:\(port)")
                #expect(head?.hasPrefix("HTTP/1.1 403") == true, "\(head ?? "")")
            }
        }

        @Test func bothSocketsAnswerTheirMessages() async throws {
            try await withServer { port in
                let sheet = try RawClient(port: port)
                #expect(sheet.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                #expect(sheet.sendText(#"{"type":"present","t":0}"#))
                #expect(sheet.receiveText()?.contains(#""type":"frame""#) == true)
                let grid = try RawClient(port: port)
                #expect(grid.upgrade("/ws/grid")?.hasPrefix("HTTP/1.1 101") == true)
                #expect(
                    grid.sendText(
                        #"{"type":"items","spacing":1,"width":390,"count":100,"minY":0,"maxY":800}"#))
                #expect(grid.receiveText()?.contains(#""type":"items""#) == true)
                let other = try RawClient(port: port)
                #expect(other.upgrade("/ws/other")?.hasPrefix("HTTP/1.1 101") == false)
            }
        }

        /// Messages that arrive in one read are answered in one write, each as its own frame, in
        /// order, and exactly as a session answers them one by one.
        @Test func messagesReadTogetherAreEachAnsweredInOrder() async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                #expect(client.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                var messages = [
                    #"{"type":"present","t":0}"#, #"{"t":1,"type":"pointerDown","x":195,"y":460}"#,
                ]
                messages += (1...40).map {
                    #"{"t":\#(1 + Double($0) / 60),"type":"pointerMove","x":195,"y":\#(460 - 3 * $0)}"#
                }
                messages += [
                    #"{"t":2,"type":"pointerUp","x":195,"y":340}"#,
                    #"{"t":2,"type":"select","detent":"nope"}"#,
                ]
                #expect(client.send(Array(messages.map { RawClient.frame(Array($0.utf8)) }.joined())))
                var session = SheetSession()
                for message in messages {
                    #expect(client.receiveText() == session.receive(message))
                }
            }
        }

        /// A frame split across reads, a fragmented message and a ping are read as a client sends
        /// them: the session collects the bytes and answers as it answers a whole frame.
        @Test func splitAndFragmentedMessagesAreAnsweredAsWholeOnes() async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                #expect(client.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                let present = #"{"type":"present","t":0}"#
                let down = #"{"t":1,"type":"pointerDown","x":195,"y":460}"#
                var session = SheetSession()
                let whole = RawClient.frame(Array(present.utf8))
                #expect(client.send(Array(whole.prefix(9))))
                Thread.sleep(forTimeInterval: 0.05)  // the rest in a read of its own
                #expect(client.send(Array(whole.dropFirst(9))))
                #expect(client.receiveText() == session.receive(present))
                let bytes = Array(down.utf8)
                #expect(
                    client.send(
                        RawClient.frame(Array(bytes.prefix(10)), first: 0x01)
                            + RawClient.frame(Array("hi".utf8), first: 0x89)
                            + RawClient.frame(Array(bytes.dropFirst(10)), first: 0x80)))
                let pong = client.receiveFrame()
                #expect(pong?.opcode == 10 && pong?.payload == Array("hi".utf8))
                #expect(client.receiveText() == session.receive(down))
            }
        }

        /// Frame headers refused before any payload is read: the close code, and the connection ends.
        @Test(arguments: [
            (RawClient.frameHeader(length: 1 << 62), 1009),  // announces 2⁶² bytes
            (RawClient.frameHeader(length: 200_000_000), 1009),  // 200 MB
            (RawClient.frameHeader(length: 8_193), 1009),  // one byte over the limit
            (RawClient.frame(Array("{}".utf8), masked: false), 1002),  // unmasked
            (RawClient.frame(Array("{}".utf8), first: 0xC1), 1002),  // RSV1 without an extension
            (RawClient.frame(Array("{}".utf8), first: 0x83), 1002),  // reserved opcode 3
            (RawClient.frame(Array(repeating: 0, count: 126), first: 0x89), 1002),  // a ping over 125 bytes
            (RawClient.frame(Array("{}".utf8), first: 0x80), 1002),  // a continuation with no message
            (
                RawClient.frame(Array(repeating: 32, count: 5_000), first: 0x01)
                    + RawClient.frame(Array(repeating: 32, count: 5_000), first: 0x80), 1009
            ),  // fragments adding up
        ])
        func badFramesAreRefusedAtTheirHeader(frame: [UInt8], code: Int) async throws {
            try await withServer { port in
                let client = try RawClient(port: port)
                #expect(client.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                _ = client.send(frame)
                #expect(client.receiveCloseCode() == code)
                // Nothing more is read: the server closes without waiting for the announced payload.
                #expect(client.receiveAll().closed)
            }
        }

        /// A client that sends without reading fills its own queue and is closed (here after 200 ms
        /// unwritable; the timing itself is `ConnectionClockTests`'); another session is answered
        /// meanwhile. Driven by a count of batches, each a write the server stops taking.
        @Test func aFloodingClientThatNeverReadsIsClosed() async throws {
            try await withServer { port in
                let flood = try RawClient(port: port)
                #expect(flood.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                let tick = RawClient.frame(Array(#"{"type":"present","t":0}"#.utf8))
                let batch = Array((0..<256).map { _ in tick }.joined())
                // 4,000 batches are 30 MB of messages (answered with 1 KB frames each), far past the
                // socket buffers and the queue the server keeps before it stops reading.
                let closed = flood.flood(batch, count: 4_000)
                #expect(closed, "the server kept accepting a client that never reads")
                let other = try RawClient(port: port)
                #expect(other.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                #expect(other.sendText(#"{"type":"present","t":0}"#))
                #expect(other.receiveText()?.contains(#""type":"frame""#) == true)
            }
        }

        /// The request timeout is in the connection's pipeline (0.5 s here; the timing itself is
        /// `ConnectionClockTests`').
        @Test func anIdleConnectionIsClosed() async throws {
            try await withServer({ $0.requestTimeout = .milliseconds(500) }) { port in
                let silent = try RawClient(port: port)
                #expect(silent.receiveAll().closed)  // nothing sent: closed at the request timeout
                let slow = try RawClient(port: port)
                _ = slow.send("GET / HTTP/1.1\r\nHo")  // a head that never ends
                #expect(slow.receiveAll().closed)
            }
        }

        /// The ping interval reaches the socket's session (0.2 s here; the timing itself is
        /// `ConnectionClockTests`').
        @Test func aHalfOpenSocketIsClosedWhenItMissesItsPong() async throws {
            try await withServer({ $0.pingInterval = .milliseconds(200) }) { port in
                let client = try RawClient(port: port)
                #expect(client.upgrade("/ws/sheet")?.hasPrefix("HTTP/1.1 101") == true)
                // Never answers the pings: the server closes after a missed pong.
                var sawPing = false
                while let frame = client.receiveFrame() {
                    if frame.opcode == 9 { sawPing = true }
                    if frame.opcode == 8 { break }
                }
                #expect(sawPing)
                #expect(client.receiveAll().closed)
            }
        }
    }

    extension RawClient {
        /// A masked text frame header announcing `length` bytes, with no payload after it.
        static func frameHeader(length: UInt64) -> [UInt8] {
            [0x81, 0x80 | 127] + (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) } + [
                1, 2, 3, 4,
            ]
        }
    }
#endif
