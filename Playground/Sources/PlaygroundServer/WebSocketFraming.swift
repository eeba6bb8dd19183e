import NIOCore

/// RFC 6455 frames as the session reads and writes them, straight from and into the socket's bytes.
///
/// The session reads a client's frames itself rather than through NIOWebSocket's decoder and
/// encoder: ``ConnectionGuard``'s ``FrameScanner`` has already checked every header (masked, no
/// reserved bits, known opcodes, short whole control frames, within the message limit), so what is
/// left is finding where each frame's payload is, and that read costs less than the decoder's
/// buffering and a `WebSocketFrame` per message. A reply is one buffer, its header written in front
/// of its payload.
enum WebSocketFraming {
    /// A client frame whose bytes have all arrived: where its payload is in the bytes read, and the
    /// key it is masked with.
    struct Frame {
        var fin: Bool
        var opcode: UInt8
        /// The masking key's four bytes as read (in memory order), or nil for an unmasked frame.
        var mask: UInt32?
        var payload: Range<Int>
    }

    /// The frame starting at `offset` in `bytes`, or nil until all of its bytes have arrived.
    static func frame(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Frame? {
        let available = bytes.count - offset
        guard available >= 2 else { return nil }
        let first = bytes[offset]
        let second = bytes[offset + 1]
        let length7 = Int(second & 0x7F)
        let masked = second & 0x80 != 0
        var header = 2
        var length = length7
        if length7 == 126 {
            guard available >= 4 else { return nil }
            length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            header = 4
        } else if length7 == 127 {
            guard available >= 10 else { return nil }
            // The guard refuses anything over the message limit before its payload arrives, so
            // this length is small; it is read whole all the same.
            var wide: UInt64 = 0
            for index in 2..<10 { wide = wide << 8 | UInt64(bytes[offset + index]) }
            guard wide <= UInt64(Int.max / 2) else { return nil }
            length = Int(wide)
            header = 10
        }
        var mask: UInt32?
        if masked {
            guard available >= header + 4 else { return nil }
            mask = bytes.loadUnaligned(fromByteOffset: offset + header, as: UInt32.self)
            header += 4
        }
        guard available - header >= length else { return nil }
        let start = offset + header
        return Frame(
            fin: first & 0x80 != 0, opcode: first & 0x0F, mask: mask, payload: start..<start + length)
    }

    /// Copies `source` into `target` (at least as long), undoing the client's mask: eight bytes at
    /// a time, in one pass.
    static func unmask(
        _ source: UnsafeRawBufferPointer, mask: UInt32?, into target: UnsafeMutableRawBufferPointer
    ) {
        guard let mask else {
            if let base = source.baseAddress, source.count > 0 {
                target.baseAddress!.copyMemory(from: base, byteCount: source.count)
            }
            return
        }
        // The key was loaded in memory order, so a word loaded the same way lines up with it.
        let wide = UInt64(mask) | UInt64(mask) << 32
        var index = 0
        while index + 8 <= source.count {
            let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ wide
            target.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
            index += 8
        }
        withUnsafeBytes(of: wide) { key in
            while index < source.count {
                target[index] = source[index] ^ key[index & 7]
                index += 1
            }
        }
    }

    /// The most bytes a server frame's header takes (no mask, a 64-bit length).
    static let maximumHeaderBytes = 10

    /// Writes a whole, unmasked server frame's header for a payload of `length` bytes.
    static func writeHeader(opcode: UInt8, length: Int, into buffer: inout ByteBuffer) {
        buffer.writeInteger(0x80 | opcode)
        if length < 126 {
            buffer.writeInteger(UInt8(length))
        } else if length <= Int(UInt16.max) {
            buffer.writeInteger(UInt8(126))
            buffer.writeInteger(UInt16(length))
        } else {
            buffer.writeInteger(UInt8(127))
            buffer.writeInteger(UInt64(length))
        }
    }

    /// The opcodes of RFC 6455 the session answers.
    enum Opcode {
        static let continuation: UInt8 = 0x0
        static let text: UInt8 = 0x1
        static let binary: UInt8 = 0x2
        static let close: UInt8 = 0x8
        static let ping: UInt8 = 0x9
        static let pong: UInt8 = 0xA
    }
}
