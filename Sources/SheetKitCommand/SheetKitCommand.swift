import ArgumentParser
import Foundation

/// `sheetkit`: see and script the SheetKit engines on any machine.
@main
struct SheetKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheetkit",
        abstract:
            "See and script the SheetKit engines: a preview gallery, sheet simulations and mosaic layouts.",
        subcommands: [PreviewCommand.self, SimulateCommand.self, MosaicCommand.self])

    /// Runs the command; every failure prints one line naming the bad field and exits with status 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CommandError {
            fail(error.description)
        } catch {
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            fail(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(2)
    }
}

/// The output formats of `simulate` and `mosaic`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case json
    case svg
}
