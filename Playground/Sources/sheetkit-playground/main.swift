import Foundation
import Hummingbird
import PlaygroundServer

/// `sheetkit-playground [--host 127.0.0.1] [--port 8080]`: serves the sheet page at `/` and the
/// grid page at `/grid`; each page's WebSocket (`/ws/sheet`, `/ws/grid`) gets its own engine,
/// freed when the connection goes away. Binds to loopback unless told otherwise. The options, the
/// help and the startup errors are `CommandLineOptions`'.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sheetkit-playground: \(message)\n".utf8))
    exit(2)
}

let configuration: PlaygroundServer.Configuration
switch CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .run(let parsed): configuration = parsed
case .help:
    print(CommandLineOptions.help)
    exit(0)
case .failure(let message): fail(message)
}
if !HostPolicy.isLoopbackAddress(configuration.host) {
    FileHandle.standardError.write(
        Data(
            ("sheetkit-playground: warning: \(configuration.host) is not a loopback address; anyone who can "
                + "reach it can drive this server (it has no authentication)\n").utf8))
}
let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
let app = PlaygroundServer.application(configuration) { port in
    let line = "SheetKit playground: http://\(host):\(port)/ (the grid: http://\(host):\(port)/grid)\n"
    FileHandle.standardOutput.write(Data(line.utf8))
}
do {
    try await app.runService()
} catch {
    fail(CommandLineOptions.startupFailure(error, configuration: configuration))
}
