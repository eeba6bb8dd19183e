import FlyingFox
import Foundation
import PlaygroundCore

/// `sheetkit-playground [--host 127.0.0.1] [--port 8080]`: serves the sheet page at `/` and the grid
/// page at `/grid`; each page's WebSocket (`/ws/sheet`, `/ws/grid`) gets its own engine, freed when
/// the connection goes away. Binds to loopback unless told otherwise.
@main
struct PlaygroundServer {
    static func main() async throws {
        var host = "127.0.0.1"
        var port: UInt16 = 8080
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--host":
                guard let value = arguments.popFirst() else {
                    fail("--host: missing value (an IPv4 address)")
                }
                host = value
            case "--port":
                guard let value = arguments.popFirst(), let number = UInt16(value), number > 0 else {
                    fail("--port: expected a port number from 1 to 65535")
                }
                port = number
            case "--help", "-h":
                print("usage: sheetkit-playground [--host 127.0.0.1] [--port 8080]")
                return
            default:
                fail("\(argument): unknown option (accepted: --host, --port)")
            }
        }
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            fail("--host: '\(host)' is not an IPv4 address")
        }
        let server = HTTPServer(address: address, timeout: 60)
        await server.appendRoute("GET /") { _ in page(SheetPage.html) }
        await server.appendRoute("GET /grid") { _ in page(GridPage.html) }
        await server.appendRoute(
            "GET /ws/sheet", to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: SheetSocket())))
        await server.appendRoute(
            "GET /ws/grid", to: WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: GridSocket())))
        Task {
            try await server.waitUntilListening()
            let line =
                "SheetKit playground: http://\(host):\(port)/ (the grid: http://\(host):\(port)/grid)\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        try await server.run()
    }

    static func page(_ html: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
            body: Data(html.utf8))
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("sheetkit-playground: \(message)\n".utf8))
        exit(2)
    }
}

/// One ``SheetSession`` per connection: each text message is answered with the session's reply.
struct SheetSocket: WSMessageHandler {
    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        replies(to: client) { session, text in
            session.receive(text)
        } initial: {
            SheetSession()
        }
    }
}

/// One ``GridSession`` per connection.
struct GridSocket: WSMessageHandler {
    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        replies(to: client) { session, text in
            session.receive(text)
        } initial: {
            GridSession()
        }
    }
}

/// Answers each text message of `client` with `respond`, on a session made per connection; binary
/// messages get an error; the session ends (and is freed) with the connection.
func replies<Session: Sendable>(
    to client: AsyncStream<WSMessage>, respond: @escaping @Sendable (inout Session, String) -> String,
    initial: @escaping @Sendable () -> Session
) -> AsyncStream<WSMessage> {
    AsyncStream { continuation in
        let task = Task {
            var session = initial()
            for await message in client {
                switch message {
                case .text(let text):
                    continuation.yield(.text(respond(&session, text)))
                case .data:
                    continuation.yield(
                        .text(
                            #"{"type":"error","field":"message","message":"message: send text (JSON), not binary"}"#
                        ))
                case .close:
                    continuation.finish()
                    return
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}
