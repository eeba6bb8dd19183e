import Foundation
import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `sheetkit-playground`'s options, its help and what it says when it can't start: read here, where
/// tests reach them, rather than in the executable's top-level code.
public enum CommandLineOptions {
    /// What the arguments ask for.
    public enum Invocation: Sendable {
        /// Serve with this configuration.
        case run(PlaygroundServer.Configuration)
        /// Print ``help`` and exit successfully.
        case help
        /// Print this one line (without the program's name) and exit with status 2.
        case failure(String)
    }

    /// The text `--help` prints.
    public static let help = """
        usage: sheetkit-playground [--host ADDRESS] [--port PORT]

        Serves SheetKit's browser playground: the sheet page at / (a phone with a bottom sheet to drag,
        flick, scroll and type into, run by SheetKit's host core on this machine) and the mosaic grid
        at /grid. Each page's WebSocket gets its own engine. Prints the URL to open, then runs until
        interrupted (Ctrl-C).

        options:
          --host ADDRESS  the address to listen on (default 127.0.0.1, loopback only; another address
                          lets anyone who can reach it drive this server: it has no authentication)
          --port PORT     the port to listen on, 1 to 65535 (default 8080); choose another when 8080
                          is taken, e.g. --port 8081
          -h, --help      show this help

        More: Playground/README.md.
        """

    /// Reads the arguments after the program's name.
    public static func parse(_ arguments: [String]) -> Invocation {
        var configuration = PlaygroundServer.Configuration()
        var arguments = arguments[...]
        while let argument = arguments.popFirst() {
            switch argument {
            case "--host":
                guard let value = arguments.popFirst(), !value.isEmpty else {
                    return .failure("--host: missing value (an address, such as 127.0.0.1)")
                }
                configuration.host = value
                // The address the developer typed is a name the pages may be opened with.
                configuration.policy = .explicitHost(value)
            case "--port":
                guard let value = arguments.popFirst(), let number = UInt16(value), number > 0 else {
                    return .failure("--port: expected a port number from 1 to 65535")
                }
                configuration.port = Int(number)
            case "--help", "-h":
                return .help
            default:
                return .failure("\(argument): unknown option (accepted: --host, --port, --help)")
            }
        }
        return .run(configuration)
    }

    /// The one line to print when the server could not start listening with `configuration`.
    public static func startupFailure(_ error: any Error, configuration: PlaygroundServer.Configuration)
        -> String
    {
        let address = "\(configuration.host):\(configuration.port)"
        guard let error = error as? IOError else { return "cannot listen on \(address): \(error)" }
        switch error.errnoCode {
        case EADDRINUSE:
            let next = configuration.port < 65535 ? configuration.port + 1 : 8080
            return
                "port \(configuration.port) on \(configuration.host) is already in use (is another playground "
                + "running?); choose another with --port, e.g. --port \(next)"
        case EADDRNOTAVAIL:
            return "cannot listen on \(address): \(configuration.host) is not an address of this machine "
                + "(accepted with --host: one of its addresses, such as 127.0.0.1)"
        case EACCES:
            return "cannot listen on \(address): permission denied (ports below 1024 need privileges; "
                + "choose another with --port, e.g. --port 8080)"
        default:
            return "cannot listen on \(address): \(String(cString: strerror(error.errnoCode)))"
        }
    }
}
