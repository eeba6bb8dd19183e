import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The baseline a measurement of the playground is compared with, in the same run on the same
/// machine: a bare SwiftNIO WebSocket server that answers every text message with the same reply
/// of a real frame's length, written and flushed as the playground writes its own. What it costs per
/// message is what the machine charges for the transport alone (the wake-up, the reads and writes,
/// loopback delivery), which no server can go below.
enum BaselineServer {
    /// Serves `/` on loopback `port` until the process ends.
    static func run(port: Int, replyBytes: Int) throws -> Never {
        let reply =
            #"{"type":"frame","padding":""# + String(repeating: "x", count: max(0, replyBytes - 30)) + #""}"#
        let group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: 8_192,
            shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(FixedReply(reply: reply))
                }
            })
        let channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline(
                    withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }))
            }
            .bind(host: "127.0.0.1", port: port).wait()
        print("baseline server on 127.0.0.1:\(channel.localAddress?.port ?? port)")
        try channel.closeFuture.wait()
        fatalError("the baseline server stopped")
    }

    /// Answers each text frame with the same text; closes on a close frame.
    final class FixedReply: ChannelInboundHandler {
        typealias InboundIn = WebSocketFrame
        typealias OutboundOut = WebSocketFrame

        let reply: String
        var unflushed = false

        init(reply: String) { self.reply = reply }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let frame = unwrapInboundIn(data)
            switch frame.opcode {
            case .text:
                // As the playground does: room for the frame header before the reply.
                var data = context.channel.allocator.buffer(capacity: reply.utf8.count + 16)
                data.moveWriterIndex(to: 16)
                data.moveReaderIndex(to: 16)
                data.writeString(reply)
                context.write(
                    wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: data)), promise: nil)
                unflushed = true
            case .connectionClose:
                context.close(promise: nil)
            default:
                break
            }
        }

        func channelReadComplete(context: ChannelHandlerContext) {
            if unflushed {
                unflushed = false
                context.flush()
            }
        }
    }
}
