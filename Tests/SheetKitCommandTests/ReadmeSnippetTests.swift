import Foundation
import Testing

/// The Swift snippets of the README and the DocC articles, type-checked against the package's own modules, so the README
/// cannot drift from the API.
///
/// The rule (CONTRIBUTING.md, "Tests"): every ```swift block is compiled, except
/// - a block whose first line imports `SheetKit`, `SheetKitUI`, `UIKit` or `SwiftUI` (those need
///   Apple's SDK; their code lives in the Examples package, compiled for iOS by CI), and
/// - a block right after the line `<!-- snippet: not compiled -->`.
/// A block that begins with an `import` starts a new program; a block without one continues the
/// program before it, as the README reads.
///
/// `swiftc -typecheck` runs on each program with `-I` pointing at the modules `swift build` left
/// beside this test bundle: a few seconds, no second build, nothing written outside a temporary
/// folder.
@Suite("README snippets")
struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let appleFrontEndImports = ["SheetKit", "SheetKitUI", "UIKit", "SwiftUI"]
    static let notCompiledMarker = "<!-- snippet: not compiled -->"

    /// A program made of consecutive snippets, with the README line where it starts.
    struct Program: CustomStringConvertible {
        var line: Int
        var source: String
        var file = "README.md"
        var description: String { "\(file):\(line)" }
    }

    /// The programs of `markdown`, following the rule above.
    static func programs(in markdown: String) -> [Program] {
        var programs: [Program] = []
        var block: [String]?
        var blockLine = 0
        var skipped = false
        var previous = ""
        for (offset, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var lines = block {
                if trimmed == "```" {
                    block = nil
                    let first = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                    let imported = first.hasPrefix("import ") ? String(first.dropFirst(7)) : nil
                    if skipped || appleFrontEndImports.contains(imported ?? "") { continue }
                    if imported == nil, !programs.isEmpty {
                        programs[programs.count - 1].source += "\n" + lines.joined(separator: "\n")
                    } else {
                        programs.append(Program(line: blockLine, source: lines.joined(separator: "\n")))
                    }
                } else {
                    lines.append(line)
                    block = lines
                }
            } else if trimmed == "```swift" {
                block = []
                blockLine = offset + 1
                skipped = previous.trimmingCharacters(in: .whitespaces) == notCompiledMarker
            }
            if !trimmed.isEmpty { previous = line }
        }
        return programs
    }

    /// The folder holding the package's `.swiftmodule`s, beside the test bundle.
    static var modules: URL? {
        let candidates = [
            sheetkitBinary.deletingLastPathComponent().appendingPathComponent("Modules"),
            sheetkitBinary.deletingLastPathComponent(),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("SheetCore.swiftmodule").path)
        }
    }

    @Test func theRuleFindsBlocksAndContinuations() {
        let markdown = """
            ```swift
            import SheetCore
            let a = 1
            ```
            text
            ```swift
            let b = a
            ```
            ```swift
            import UIKit
            ```
            <!-- snippet: not compiled -->
            ```swift
            view.addSubview(x)
            ```
            ```sh
            swift test
            ```
            """
        let programs = Self.programs(in: markdown)
        #expect(programs.count == 1)
        #expect(programs.first?.source == "import SheetCore\nlet a = 1\nlet b = a")
        #expect(programs.first?.line == 1)
    }

    /// The README and every DocC article of the package: the documents a reader copies code from.
    static var documents: [URL] {
        let sources = root.appendingPathComponent("Sources")
        let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let articles = catalogs.sorted().flatMap { module -> [URL] in
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            return files.sorted().filter { $0.hasSuffix(".md") }.map { catalog.appendingPathComponent($0) }
        }
        return [root.appendingPathComponent("README.md")] + articles
    }

    @Test func everySnippetCompiles() throws {
        var programs: [Program] = []
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            programs += Self.programs(in: text).map {
                Program(line: $0.line, source: $0.source, file: document.lastPathComponent)
            }
        }
        #expect(programs.count >= 2, "the engine snippets of the README and the articles were not found")
        let modules = try #require(Self.modules, "no SheetCore.swiftmodule beside \(sheetkitBinary.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, program) in programs.enumerated() {
            let directory = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("main.swift")
            try Data(program.source.utf8).write(to: file)
            let result = try Self.typecheck(file, modules: modules)
            #expect(
                result.status == 0, "\(program) does not compile:\n\(result.output)\n---\n\(program.source)")
        }
    }

    static func typecheck(_ file: URL, modules: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["xcrun", "swiftc"]
        #else
            process.arguments = ["swiftc"]
        #endif
        process.arguments! += [
            "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-cache-path",
            file.deletingLastPathComponent().appendingPathComponent("cache").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
