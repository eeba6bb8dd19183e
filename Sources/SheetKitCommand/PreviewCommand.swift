import ArgumentParser
import Foundation
import SheetPreview

/// `sheetkit preview`: writes the preview gallery (index.html and its SVGs).
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract:
            "Write the preview gallery: the Explore grid, the sheet at each detent and gesture timelines.")

    @Option(help: "The folder to write index.html and its SVGs into.")
    var out: String = "preview"

    func run() throws {
        // Everything is rendered before the first file is written.
        let files = try StandardPreview.files()
        let folder = URL(fileURLWithPath: out, isDirectory: true).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in files {
                try Data(file.contents.utf8).write(
                    to: folder.appendingPathComponent(file.name), options: .atomic)
            }
        } catch {
            throw CommandError("--out: cannot write to \(folder.path): \(error.localizedDescription)")
        }
        print(folder.appendingPathComponent("index.html").path)
    }
}
