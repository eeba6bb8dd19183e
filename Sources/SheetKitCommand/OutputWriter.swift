import Foundation

/// Writes a command's output as it is produced, in chunks, so memory stays the same however long
/// the output grows.
///
/// To a file (`-o/--output`) the text goes to a temporary file beside it that replaces the file
/// only when ``finish()`` is called: a failure leaves the old file untouched and nothing
/// half-written. To standard output the chunks go out as they fill.
final class OutputWriter {
    /// Where the text goes.
    private enum Destination {
        case standardOutput
        case file(handle: FileHandle, temporary: URL, final: URL)
        case memory
    }

    private let destination: Destination
    private var buffer = ""
    /// Everything written, for ``memory()`` writers (tests and the SVG renderers' strings).
    private(set) var collected = ""
    /// The chunk size at which the buffer is handed on.
    static let chunkSize = 1 << 16

    private init(_ destination: Destination) {
        self.destination = destination
        buffer.reserveCapacity(Self.chunkSize + 1024)
    }

    /// A writer to `path`, or to standard output for nil or "-".
    /// - Throws: a ``CommandError`` naming `--output` when the file cannot be created.
    static func to(_ path: String?) throws -> OutputWriter {
        guard let path, path != "-" else { return OutputWriter(.standardOutput) }
        let final = URL(fileURLWithPath: path)
        let temporary = final.deletingLastPathComponent().appendingPathComponent(
            ".\(final.lastPathComponent).sheetkit-\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: temporary)
        else { throw CommandError("--output: cannot write \(path)") }
        return OutputWriter(.file(handle: handle, temporary: temporary, final: final))
    }

    /// A writer that keeps everything in ``collected``.
    static func memory() -> OutputWriter { OutputWriter(.memory) }

    func write(_ text: String) {
        buffer += text
        if buffer.utf8.count >= Self.chunkSize { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        switch destination {
        case .standardOutput: FileHandle.standardOutput.write(Data(buffer.utf8))
        case .file(let handle, _, _): handle.write(Data(buffer.utf8))
        case .memory: collected += buffer
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is left and, for a file, moves it into place.
    /// - Throws: a ``CommandError`` naming `--output` when the file cannot be put in place.
    func finish() throws {
        flush()
        guard case .file(let handle, let temporary, let final) = destination else { return }
        do {
            try handle.close()
            // rename(2) replaces the old file in one step.
            guard rename(temporary.path, final.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: final.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandError("--output: cannot write \(final.path): \(error.localizedDescription)")
        }
    }

    /// Drops a half-written file after a failure.
    func abandon() {
        guard case .file(let handle, let temporary, _) = destination else { return }
        try? handle.close()
        try? FileManager.default.removeItem(at: temporary)
    }

    /// Runs `body` with a writer to `path` and finishes it, or abandons it if `body` throws.
    static func writing(to path: String?, _ body: (OutputWriter) throws -> Void) throws {
        let writer = try OutputWriter.to(path)
        do {
            try body(writer)
        } catch {
            writer.abandon()
            throw error
        }
        try writer.finish()
    }
}
