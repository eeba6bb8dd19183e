import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket
import PlaygroundCore
import ServiceLifecycle

/// Every connection of the playground: a ``ConnectionGuard`` first, then HTTP/1.1 with a
/// WebSocket upgrade on `/ws/sheet` and `/ws/grid`. Pages go to Hummingbird's responder; a socket
/// gets a ``WebSocketSession`` on its own event loop, reading the guard's bytes directly.
struct PlaygroundChannel: ServerChildChannel, HTTPChannelHandler {
    enum Negotiated: Sendable {
        case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        case webSocket(any Channel)
    }

    struct Value: ServerChildChannelValue {
        let negotiated: EventLoopFuture<Negotiated>
        let channel: any Channel
    }

    let responder: HTTPChannelHandler.Responder
    let limits: PlaygroundLimits
    let policy: HostPolicy

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = limits
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, policy: policy))
            let upgrader = NIOTypedWebSocketServerUpgrader<Negotiated>(
                maxFrameSize: limits.messageBytes,
                enableAutomaticErrorHandling: false,  // the guard refuses bad frames; the session reads them
                shouldUpgrade: { channel, head in
                    channel.eventLoop.makeSucceededFuture(
                        SocketPath(target: head.uri) != nil ? HTTPHeaders() : nil)
                },
                upgradePipelineHandler: { channel, head in
                    channel.eventLoop.makeCompletedFuture {
                        let ping = TimeAmount.nanoseconds(
                            limits.pingInterval.components.seconds * 1_000_000_000
                                + limits.pingInterval.components.attoseconds / 1_000_000_000)
                        let session: any ChannelHandler
                        let buffers = LoopBuffers.forLoop(channel.eventLoop)
                        switch SocketPath(target: head.uri) {
                        case .sheet:
                            session = WebSocketSession<SheetSession>(pingInterval: ping, buffers: buffers)
                        case .grid:
                            session = WebSocketSession<GridSession>(pingInterval: ping, buffers: buffers)
                        case nil:  // shouldUpgrade refused it first
                            throw ChannelError.inappropriateOperationForState
                        }
                        // The session reads the guard's bytes itself (WebSocketFraming): it goes
                        // right after the guard, and NIOWebSocket's decoder comes out. Its encoder
                        // (not removable) stays behind the session, where no write reaches it.
                        let pipeline = channel.pipeline.syncOperations
                        try pipeline.addHandler(
                            session, position: .after(try pipeline.handler(type: ConnectionGuard.self)))
                        pipeline.removeHandler(
                            context: try pipeline.context(
                                handlerType: ByteToMessageHandler<WebSocketFrameDecoder>.self),
                            promise: nil)
                        return .webSocket(channel)
                    }
                })
            let upgrades = NIOTypedHTTPServerUpgradeConfiguration<Negotiated>(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        return .http(
                            try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                                wrappingChannelSynchronously: channel,
                                configuration: .init(isOutboundHalfClosureEnabled: true)))
                    }
                })
            var configuration = NIOUpgradableHTTPServerPipelineConfiguration(upgradeConfiguration: upgrades)
            configuration.enablePipelining = false  // the async channel answers one request at a time
            configuration.enableErrorHandling = false  // the guard has refused what would fail here
            let negotiated = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
                configuration: configuration)
            return Value(negotiated: negotiated, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.negotiated.get() {
            case .http(let http): await handleHTTP(asyncChannel: http, logger: logger)
            case .webSocket(let channel):
                // The session runs in the pipeline; a shutdown (Ctrl-C) closes it rather than
                // waiting for the page to go away.
                try await withGracefulShutdownHandler {
                    try await channel.closeFuture.get()
                } onGracefulShutdown: {
                    channel.close(promise: nil)
                }
            }
        } catch {
            // A connection that ends during negotiation: nothing to answer.
        }
    }
}
