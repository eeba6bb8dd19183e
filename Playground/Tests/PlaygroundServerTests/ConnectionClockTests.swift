import NIOCore
import NIOEmbedded
import PlaygroundCore
import Testing

@testable import PlaygroundServer

/// The connection's time limits on an embedded channel, whose event loop's clock the test moves:
/// each limit is checked a nanosecond before it and at it, with no wall clock and no waiting.
@Suite("Connection time limits, on a test clock")
struct ConnectionClockTests {
    static func guarded(_ tune: (inout PlaygroundLimits) -> Void = { _ in }) throws -> EmbeddedChannel {
        var limits = PlaygroundLimits()
        tune(&limits)
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ConnectionGuard(limits: limits, policy: HostPolicy()))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    /// The bytes the channel has written, as text.
    static func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
            text += buffer.readString(length: buffer.readableBytes) ?? ""
        }
        return text
    }

    @Test func aConnectionWithoutARequestHeadIsClosedAtTheRequestTimeoutNotBefore() throws {
        let channel = try Self.guarded { $0.requestTimeout = .seconds(30) }
        channel.embeddedEventLoop.advanceTime(by: .seconds(30) - .nanoseconds(1))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .nanoseconds(1))
        #expect(!channel.isActive)
    }

    @Test func aHeadThatNeverEndsIsClosedAtTheRequestTimeout() throws {
        let channel = try Self.guarded { $0.requestTimeout = .seconds(30) }
        try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHo"))
        channel.embeddedEventLoop.advanceTime(by: .seconds(30) - .nanoseconds(1))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .nanoseconds(1))
        #expect(!channel.isActive)
    }

    /// A peer that stops reading (the channel unwritable) stops being read, and is closed once it
    /// has been unwritable for the slow reader's timeout; one that reads again in time stays.
    @Test func aPeerThatStopsReadingIsClosedAtTheSlowReaderTimeoutAndOneThatResumesStays() throws {
        let channel = try Self.guarded { $0.slowReaderTimeout = .seconds(5) }
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        channel.embeddedEventLoop.advanceTime(by: .seconds(4))
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(channel.isActive, "writable again before the timeout: kept")

        let stalled = try Self.guarded {
            $0.slowReaderTimeout = .seconds(5); $0.requestTimeout = .seconds(60)
        }
        stalled.isWritable = false
        stalled.pipeline.fireChannelWritabilityChanged()
        stalled.embeddedEventLoop.advanceTime(by: .seconds(5) - .nanoseconds(1))
        #expect(stalled.isActive)
        stalled.embeddedEventLoop.advanceTime(by: .nanoseconds(1))
        #expect(!stalled.isActive)
    }

    static func session(ping: TimeAmount) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        try channel.pipeline.syncOperations.addHandler(
            WebSocketSession<SheetSession>(
                pingInterval: ping, buffers: LoopBuffers.forLoop(channel.eventLoop)))
        return channel
    }

    /// Server frames written so far: each frame's opcode.
    static func opcodes(_ channel: EmbeddedChannel) throws -> [UInt8] {
        var codes: [UInt8] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) {
            codes.append(buffer.getInteger(at: buffer.readerIndex, as: UInt8.self)! & 0x0F)
        }
        return codes
    }

    /// A masked client frame.
    static func clientFrame(opcode: UInt8, _ payload: [UInt8]) -> ByteBuffer {
        let mask: [UInt8] = [1, 2, 3, 4]
        let masked = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return ByteBuffer(bytes: [0x80 | opcode, 0x80 | UInt8(payload.count)] + mask + masked)
    }

    /// A peer that doesn't read its replies isn't answered until it does: frames read while the
    /// socket is full (many exports in one read, say) wait, in order, rather than queue their
    /// replies on the one loop every connection shares.
    @Test func framesReadWhileTheSocketIsFullAreAnsweredOnceItTakesRepliesAgain() throws {
        let channel = try Self.session(ping: .seconds(600))
        var read = Self.clientFrame(opcode: 0x1, Array(#"{"type":"present","t":0}"#.utf8))
        try channel.writeInbound(read)
        #expect(try Self.opcodes(channel) == [0x1])
        channel.isWritable = false
        channel.pipeline.fireChannelWritabilityChanged()
        read = ByteBuffer()
        for message in [#"{"type":"tick","t":1}"#, #"{"type":"export"}"#, #"{"type":"tick","t":2}"#] {
            var frame = Self.clientFrame(opcode: 0x1, Array(message.utf8))
            read.writeBuffer(&frame)
        }
        try channel.writeInbound(read)
        channel.pipeline.fireChannelReadComplete()
        #expect(try Self.opcodes(channel) == [], "nothing answered while the socket is full")
        channel.isWritable = true
        channel.pipeline.fireChannelWritabilityChanged()
        var replies: [String] = []
        while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
            // A server frame's header: two bytes, or four for a payload of 126 bytes to 64 KiB.
            let length = Int(buffer.getInteger(at: buffer.readerIndex + 1, as: UInt8.self)! & 0x7F)
            buffer.moveReaderIndex(forwardBy: length == 126 ? 4 : 2)
            replies.append(buffer.readString(length: buffer.readableBytes) ?? "")
        }
        let types = replies.map { reply in
            ["frame", "scenario"].first { reply.hasPrefix("{\"type\":\"\($0)\"") } ?? reply
        }
        #expect(types == ["frame", "scenario", "frame"])
        #expect(replies.first?.contains(#""t":1,"#) == true && replies.last?.contains(#""t":2,"#) == true)
    }

    @Test func aSocketIsPingedEachIntervalAndClosedWhenAPingGoesUnanswered() throws {
        let channel = try Self.session(ping: .seconds(20))
        channel.embeddedEventLoop.advanceTime(by: .seconds(20) - .nanoseconds(1))
        #expect(try Self.opcodes(channel) == [])
        channel.embeddedEventLoop.advanceTime(by: .nanoseconds(1))
        #expect(try Self.opcodes(channel) == [0x9], "a ping at the interval")
        try channel.writeInbound(Self.clientFrame(opcode: 0xA, Array("p".utf8)))
        channel.embeddedEventLoop.advanceTime(by: .seconds(20))
        #expect(try Self.opcodes(channel) == [0x9] && channel.isActive, "answered: pinged again, kept")
        channel.embeddedEventLoop.advanceTime(by: .seconds(20))
        #expect(try Self.opcodes(channel) == [0x8], "unanswered: a close frame")
        #expect(!channel.isActive)
    }
}
