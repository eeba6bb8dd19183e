import Foundation
import Hummingbird
import PlaygroundServer

/// `sheetkit-playground [--host 127.0.0.1] [--port 8080]`: serves the sheet page at `/` and the
/// grid page at `/grid`; each page's WebSocket (`/ws/sheet`, `/ws/grid`) gets its own engine,
/// freed when the connection goes away. Binds to loopback unless told otherwise.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("sheetkit-playground: \(message)\n".utf8))
    exit(2)
}

var configuration = PlaygroundServer.Configuration()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--host":
        guard let value = arguments.popFirst(), !value.isEmpty else {
            fail("--host: missing value (an address)")
        }
        configuration.host = value
        // The address the developer typed is a name the pages may be opened with.
        configuration.policy.extraHosts.insert(
            value.contains(":") ? "[\(value)]".lowercased() : value.lowercased())
    case "--port":
        guard let value = arguments.popFirst(), let number = UInt16(value), number > 0 else {
            fail("--port: expected a port number from 1 to 65535")
        }
        configuration.port = Int(number)
    case "--help", "-h":
        print("usage: sheetkit-playground [--host 127.0.0.1] [--port 8080]")
        exit(0)
    default:
        fail("\(argument): unknown option (accepted: --host, --port)")
    }
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
    fail("\(error)")
}
