import Foundation
import Hummingbird
import PlaygroundServer
import Testing

/// `sheetkit-playground`'s options, its help, and the line it prints when it can't start.
@Suite("Command line")
struct CommandLineOptionsTests {
    @Test func helpSaysWhatItServesAndEveryOption() {
        guard case .help = CommandLineOptions.parse(["--help"]) else {
            Issue.record("--help is not help")
            return
        }
        guard case .help = CommandLineOptions.parse(["--port", "9000", "-h"]) else {
            Issue.record("-h is not help")
            return
        }
        let help = CommandLineOptions.help
        #expect(help.hasPrefix("usage: sheetkit-playground [--host ADDRESS] [--port PORT]\n\n"))
        for text in [
            "--host ADDRESS", "--port PORT", "-h, --help", "/grid", "default 8080", "Playground/README.md",
        ] {
            #expect(help.contains(text), "\(text)")
        }
    }

    @Test func hostAndPortAreRead() throws {
        guard case .run(let configuration) = CommandLineOptions.parse(["--host", "::1", "--port", "9000"])
        else {
            Issue.record("not a run")
            return
        }
        #expect(configuration.host == "::1" && configuration.port == 9000)
        guard case .run(let defaults) = CommandLineOptions.parse([]) else {
            Issue.record("not a run")
            return
        }
        #expect(defaults.host == "127.0.0.1" && defaults.port == 8080)
    }

    @Test(arguments: [
        (["--port", "0"], "--port: expected a port number from 1 to 65535"),
        (["--port", "65536"], "--port: expected a port number from 1 to 65535"),
        (["--port"], "--port: expected a port number from 1 to 65535"),
        (["--host"], "--host: missing value (an address, such as 127.0.0.1)"),
        (["--verbose"], "--verbose: unknown option (accepted: --host, --port, --help)"),
    ])
    func badArgumentsSayWhatIsAccepted(arguments: [String], message: String) {
        guard case .failure(let text) = CommandLineOptions.parse(arguments) else {
            Issue.record("\(arguments) was accepted")
            return
        }
        #expect(text == message)
    }

    #if os(Linux)
        /// A second server on a port the first holds: one line naming the port and the way out.
        @Test func aPortInUseSaysSoAndNamesPort() async throws {
            try await withServer { port in
                let configuration = PlaygroundServer.Configuration(host: "127.0.0.1", port: port)
                let semaphore = DispatchSemaphore(value: 0)
                nonisolated(unsafe) var message = ""
                Task {
                    do {
                        try await PlaygroundServer.application(configuration).run()
                        message = "started"
                    } catch {
                        message = CommandLineOptions.startupFailure(error, configuration: configuration)
                    }
                    semaphore.signal()
                }
                semaphore.wait()  // the second server's start ends, whichever way
                #expect(
                    message
                        == "port \(port) on 127.0.0.1 is already in use (is another playground running?); "
                        + "choose another with --port, e.g. --port \(port + 1)")
            }
        }
    #endif
}
