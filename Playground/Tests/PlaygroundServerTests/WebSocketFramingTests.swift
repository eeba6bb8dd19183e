import NIOCore
import Testing

@testable import PlaygroundServer

/// The session's own frame reading and writing, against frames built by hand as RFC 6455 lays
/// them out.
@Suite struct WebSocketFramingTests {
    /// A masked client frame of `payload`, as a browser sends it.
    static func clientFrame(_ payload: [UInt8], first: UInt8 = 0x81, key: [UInt8] = [0x12, 0x34, 0x56, 0x78])
        -> [UInt8]
    {
        var frame = [first]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        return frame + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    /// Every length around the word and header boundaries: the payload is found and unmasked
    /// exactly, and no frame is reported before its last byte.
    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 125, 126, 127, 1_000, 8_192])
    func aFrameIsFoundOnlyWhenWholeAndUnmaskedExactly(length: Int) {
        let payload = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 + 3) }
        let bytes = Self.clientFrame(payload)
        bytes.withUnsafeBytes { raw in
            for cut in [0, 1, 2, 3, 5, bytes.count - 1] where cut < bytes.count {
                #expect(
                    WebSocketFraming.frame(in: UnsafeRawBufferPointer(rebasing: raw[..<cut]), at: 0) == nil)
            }
            guard let frame = WebSocketFraming.frame(in: raw, at: 0) else {
                Issue.record("no frame in \(bytes.count) bytes")
                return
            }
            #expect(frame.fin && frame.opcode == 1 && frame.payload.upperBound == bytes.count)
            var unmasked = [UInt8](repeating: 0, count: length)
            unmasked.withUnsafeMutableBytes {
                WebSocketFraming.unmask(
                    UnsafeRawBufferPointer(rebasing: raw[frame.payload]), mask: frame.mask, into: $0)
            }
            #expect(unmasked == payload)
        }
    }

    /// Two frames read together are found one after the other.
    @Test func framesReadTogetherAreFoundInTurn() {
        let bytes =
            Self.clientFrame(Array("ab".utf8), first: 0x01) + Self.clientFrame(Array("cd".utf8), first: 0x80)
        bytes.withUnsafeBytes { raw in
            let first = WebSocketFraming.frame(in: raw, at: 0)
            #expect(first?.fin == false && first?.opcode == 1)
            let second = first.flatMap { WebSocketFraming.frame(in: raw, at: $0.payload.upperBound) }
            #expect(second?.fin == true && second?.opcode == 0 && second?.payload.upperBound == bytes.count)
        }
    }

    /// A server frame's header: the shortest length form, as a client expects it.
    @Test(arguments: [
        (0, [0x81, 0]), (125, [0x81, 125]), (126, [0x81, 126, 0, 126]), (65_535, [0x81, 126, 0xFF, 0xFF]),
        (65_536, [0x81, 127, 0, 0, 0, 0, 0, 1, 0, 0]),
    ])
    func aServerHeaderUsesTheShortestLength(length: Int, header: [UInt8]) {
        var buffer = ByteBuffer()
        WebSocketFraming.writeHeader(opcode: WebSocketFraming.Opcode.text, length: length, into: &buffer)
        #expect(Array(buffer.readableBytesView) == header)
    }
}
