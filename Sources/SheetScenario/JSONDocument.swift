import Foundation

/// A JSON text read once by `JSONReader` into a flat list of its values in the text's order (each
/// container followed by its contents): the one JSON reader of the scenario format, the live
/// messages and the playground's requests. Strings stay bytes until they are asked for, numbers are
/// read as they are met, and each value keeps where it stands, so any error can say the line and
/// column.
@_spi(Playground) public struct JSONDocument: Sendable {
    /// What a value is.
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    /// One value of the text.
    struct Value: Sendable {
        var kind: Kind
        /// A string with a backslash in it, decoded when it is read.
        var isEscaped = false
        /// The offset of the value's first byte (a string's opening quote).
        var start: Int
        /// An object or array: the index just after its last content. A string: the offset of its
        /// closing quote. A number: the offset just after its last digit.
        var end: Int
        /// A number's value (infinite when the literal is too large for a `Double`).
        var number = 0.0
    }

    /// The text, as UTF-8.
    let bytes: [UInt8]
    /// The values in the text's order; the root is the first. An object's contents alternate key
    /// (a string) and value.
    let values: [Value]

    init(bytes: [UInt8], values: [Value]) {
        self.bytes = bytes
        self.values = values
    }

    /// Reads `data` as JSON.
    /// - Throws: ``ScenarioError`` `malformed JSON at line L, column C: …` for the first place the
    ///   text stops being JSON (a trailing comma and a repeated key included).
    @_spi(Playground) public init(_ data: Data) throws {
        try self.init(bytes: [UInt8](data))
    }

    /// Reads the UTF-8 `bytes` (a socket's buffer, copied) as JSON.
    @_spi(Playground) public init(utf8 bytes: UnsafeRawBufferPointer) throws {
        try self.init(bytes: [UInt8](bytes))
    }

    private init(bytes: [UInt8]) throws {
        var reader = JSONReader(bytes: bytes)
        let values = try reader.read()
        self.init(bytes: bytes, values: values)
    }

    /// A document's text and values, kept by a reader of many messages (the playground's session)
    /// so that each is read into the last one's storage: no allocation a message once they fit.
    @_spi(Playground) public struct Buffers: Sendable {
        var bytes: [UInt8] = []
        var values: [Value] = []

        @_spi(Playground) public init() {}

        init(bytes: [UInt8], values: [Value]) {
            self.bytes = bytes
            self.values = values
        }
    }

    /// Reads the UTF-8 `bytes` as JSON into the storage of `buffers`, which it takes (they are empty
    /// until ``buffers`` hands it back).
    @_spi(Playground) public init(utf8 bytes: UnsafeRawBufferPointer, reusing buffers: inout Buffers) throws {
        var text = buffers.bytes
        buffers.bytes = []
        text.removeAll(keepingCapacity: true)
        bytes.withMemoryRebound(to: UInt8.self) { text.append(contentsOf: $0) }
        var reader = JSONReader(bytes: text, reusing: &buffers.values)
        let values = try reader.read()
        self.init(bytes: text, values: values)
    }

    /// The document's storage, for the next ``init(utf8:reusing:)`` once this document is gone.
    @_spi(Playground) public var buffers: Buffers { Buffers(bytes: bytes, values: values) }

    /// The index of the value after the one at `index` and its contents.
    func next(after index: Int) -> Int {
        let value = values[index]
        return value.kind == .object || value.kind == .array ? value.end : index + 1
    }

    /// The string at `index` (a key or a value).
    func string(at index: Int) -> String {
        let value = values[index]
        if value.isEscaped { return JSONReader.unescaped(bytes[(value.start + 1)..<value.end]) }
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[(value.start + 1)..<value.end]), as: UTF8.self)
        }
    }

    /// Whether the string at `index` is `key`, compared as bytes where it has no escape.
    func string(at index: Int, equals key: String) -> Bool {
        var key = key
        return key.withUTF8 { string(at: index, equals: $0) }
    }

    /// Whether the string at `index` is the UTF-8 text `key`.
    func string(at index: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        let value = values[index]
        guard !value.isEscaped else { return string(at: index) == String(decoding: key, as: UTF8.self) }
        guard key.count == value.end - value.start - 1 else { return false }
        return key.isEmpty
            || bytes.withUnsafeBufferPointer {
                memcmp($0.baseAddress! + value.start + 1, key.baseAddress!, key.count) == 0
            }
    }

    /// The literal of the number at `index`, as written.
    func literal(at index: Int) -> String {
        let value = values[index]
        return String(decoding: bytes[value.start..<value.end], as: UTF8.self)
    }

    /// `line L, column C` of the value at `index`.
    func location(of index: Int) -> String {
        let place = Self.lineAndColumn(ofOffset: values[index].start, in: bytes)
        return "line \(place.line), column \(place.column)"
    }

    /// The line and column (both from 1, a column counting characters) of the byte at `offset`.
    static func lineAndColumn(ofOffset offset: Int, in bytes: some Collection<UInt8>) -> (
        line: Int, column: Int
    ) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(offset, 0)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
