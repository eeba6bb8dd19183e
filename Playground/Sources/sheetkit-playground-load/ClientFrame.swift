// It reads the server's CPU time and memory from /proc: Linux only.
#if os(Linux)
    import NIOCore

    /// A WebSocket client's frames (RFC 6455): masked frames out, the server's unmasked frames in.
    enum ClientFrame {
        /// The mask every frame is sent with (any key will do: the server unmasks what it gets).
        static let mask: [UInt8] = [0x5A, 0x17, 0xC3, 0x81]

        /// One final frame of `opcode` carrying `payload`, masked as a client must.
        static func masked(opcode: UInt8, _ payload: [UInt8], allocator: ByteBufferAllocator) -> ByteBuffer {
            var frame = allocator.buffer(capacity: payload.count + 8)
            frame.writeInteger(UInt8(0x80 | opcode))
            if payload.count < 126 {
                frame.writeInteger(UInt8(0x80 | payload.count))
            } else {
                frame.writeInteger(UInt8(0x80 | 126))
                frame.writeInteger(UInt16(payload.count))
            }
            frame.writeBytes(mask)
            frame.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset & 3] })
            return frame
        }

        /// The next whole frame at the front of `buffer` (its opcode and payload), consumed; nil
        /// until one has fully arrived.
        static func next(in buffer: inout ByteBuffer) -> (opcode: UInt8, payload: [UInt8])? {
            guard buffer.readableBytes >= 2,
                let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
                let second = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt8.self)
            else { return nil }
            var offset = 2
            var length = Int(second & 0x7F)
            if length == 126 {
                guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt16.self) else {
                    return nil
                }
                length = Int(extended)
                offset = 4
            } else if length == 127 {
                guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt64.self) else {
                    return nil
                }
                length = Int(extended)
                offset = 10
            }
            guard buffer.readableBytes >= offset + length else { return nil }
            buffer.moveReaderIndex(forwardBy: offset)
            let payload = buffer.readBytes(length: length) ?? []
            return (first & 0x0F, payload)
        }
    }
#endif
