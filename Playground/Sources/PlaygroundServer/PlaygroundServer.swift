import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import PlaygroundCore

/// The playground's server: the pages over HTTP and one engine per WebSocket (`/ws/sheet`,
/// `/ws/grid`), every connection behind a ``ConnectionGuard``.
public enum PlaygroundServer {
    /// Where to listen and which hosts to answer.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        /// Host names accepted besides loopback (the explicit `--host`).
        public var policy: HostPolicy
        public var limits: PlaygroundLimits

        /// Loopback on port 8080 by default, with the default limits.
        public init(host: String = "127.0.0.1", port: Int = 8080, policy: HostPolicy = HostPolicy()) {
            self.host = host
            self.port = port
            self.policy = policy
            self.limits = PlaygroundLimits()
        }
    }

    /// The application, ready to run; `onRunning` gets the port it listens on (useful with port 0).
    public static func application(
        _ configuration: Configuration, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.middlewares.add(SecurityHeaders())
        for (path, asset) in PageAssets.all {
            router.get(RouterPath(path)) { _, _ in asset.response }
        }
        var logger = Logger(label: "sheetkit-playground")
        logger.logLevel = .critical  // refused connections are expected here, not news
        let limits = configuration.limits
        let policy = configuration.policy
        let server = HTTPServerBuilder { responder in
            PlaygroundChannel(responder: responder, limits: limits, policy: policy)
        }
        return Application(
            router: router, server: server,
            configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            eventLoopGroupProvider: .shared(eventLoopGroup), logger: logger)
    }

    /// The one event loop every connection runs on. A page's messages come at a finger's pace and
    /// cost a few microseconds each: one loop answers over 100,000 a second (`measure-load`'s
    /// saturated row), and keeps the sessions' code and buffers in one core's caches. Spread over a
    /// loop per core, each paced message found them cold: 1.40× a bare NIO server's CPU a message
    /// against 1.16× on one loop, measured in one run.
    static let eventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// Gives freed heap pages back to the system once a session ends, so a burst of sessions
    /// doesn't leave the process at its peak.
    static func returnFreeMemory() {
        #if os(Linux)
            // glibc's malloc_trim (not in Swift's Glibc module); absent elsewhere, which is fine.
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                typealias Trim = @convention(c) (Int) -> Int32
                _ = unsafeBitCast(symbol, to: Trim.self)(0)
            }
        #endif
    }
}

/// `nosniff` on every response; on pages, a CSP that allows their own scripts and styles and
/// their own WebSocket only, and no framing.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.init("X-Content-Type-Options")!] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        if response.headers[.contentType]?.hasPrefix("text/html") == true {
            // The guard has checked Host: the page's own socket is on the same authority.
            let authority = request.head.authority ?? "localhost"
            response.headers[.init("Content-Security-Policy")!] =
                "default-src 'self'; connect-src ws://\(authority); base-uri 'none'; form-action 'none'; "
                + "frame-ancestors 'none'"
        }
        return response
    }
}
