/// Keys held as bytes, in one array of lengths and first eight bytes: an object's key is found by
/// comparing two integers per key (the rest of the bytes only for the one that matches so far), with
/// no string made and nothing hashed. A live stream looks up every message's type and keys.
struct UTF8KeySet: Sendable {
    /// A key's length and its first eight bytes (zero-padded), packed in two integers.
    struct Packed: Equatable, Sendable {
        var length: Int
        var prefix: UInt64

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            length = bytes.count
            prefix = 0
            for (shift, byte) in zip(stride(from: 0, to: 64, by: 8), bytes) {
                prefix |= UInt64(byte) << shift
            }
        }
    }

    /// The keys, in the order given.
    let names: [String]
    private let packed: [Packed]
    /// Each key's bytes, for the keys longer than eight.
    private let utf8: [[UInt8]]

    init(_ names: some Sequence<String>) {
        self.names = Array(names)
        utf8 = self.names.map { Array($0.utf8) }
        packed = utf8.map { $0.withUnsafeBufferPointer(Packed.init) }
    }

    /// The position in ``names`` of the string at `index` of `document`, if it is one of them.
    func position(ofStringAt index: Int, in document: JSONDocument) -> Int? {
        guard let candidate = document.packedString(at: index) else {
            // Escaped: decoded and compared as a string (never a type or key a writer makes).
            return names.firstIndex(of: document.string(at: index))
        }
        for (position, key) in packed.enumerated() where key == candidate {
            if key.length <= 8 { return position }
            if utf8[position].withUnsafeBufferPointer({ document.string(at: index, equals: $0) }) {
                return position
            }
        }
        return nil
    }

    /// Whether the string at `index` of `document` is one of the keys.
    func contains(stringAt index: Int, of document: JSONDocument) -> Bool {
        position(ofStringAt: index, in: document) != nil
    }
}

extension JSONDocument {
    /// The packed length and first bytes of the string at `index`, or nil when it has an escape.
    func packedString(at index: Int) -> UTF8KeySet.Packed? {
        let value = values[index]
        guard !value.isEscaped else { return nil }
        return bytes.withUnsafeBufferPointer {
            UTF8KeySet.Packed(UnsafeBufferPointer(rebasing: $0[(value.start + 1)..<value.end]))
        }
    }
}
