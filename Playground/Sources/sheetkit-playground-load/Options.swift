// It reads the server's CPU time and memory from /proc: Linux only.
#if os(Linux)
    import Foundation

    /// The command line's options (see main.swift for their meaning).
    struct Options {
        var port = 8080
        var pid: Int32 = 0
        var sessions = 100
        var rate = 60.0
        var seconds = 10.0
        var saturate = false
        var window = 4
        var threads = 1
        var pointerMessages = true
        var serveBaseline = false
        var replyBytes = 1_080  // the playground's reply to a pointer move: 1,066–1,087 bytes

        init(_ arguments: [String]) {
            var rest = arguments.dropFirst()
            func value(_ name: String) -> String {
                guard let value = rest.popFirst() else { fail("\(name): missing value") }
                return value
            }
            while let argument = rest.popFirst() {
                switch argument {
                case "--port": port = Int(value(argument)) ?? 0
                case "--pid": pid = Int32(value(argument)) ?? 0
                case "--sessions": sessions = Int(value(argument)) ?? 0
                case "--rate": rate = Double(value(argument)) ?? 0
                case "--seconds": seconds = Double(value(argument)) ?? 0
                case "--saturate": saturate = true
                case "--window": window = Int(value(argument)) ?? 0
                case "--threads": threads = Int(value(argument)) ?? 0
                case "--serve-baseline": serveBaseline = true
                case "--reply-bytes": replyBytes = Int(value(argument)) ?? 0
                case "--messages":
                    switch value(argument) {
                    case "pointer": pointerMessages = true
                    case "engine": pointerMessages = false
                    default: fail("--messages: expected pointer or engine")
                    }
                default: fail("\(argument): unknown option")
                }
            }
            guard port > 0, pid > 0 || serveBaseline, sessions > 0, rate > 0, seconds > 0, window > 0,
                threads > 0,
                replyBytes > 0, replyBytes <= 8_192
            else {
                fail(
                    "usage: sheetkit-playground-load --port P --pid SERVER_PID [--sessions 100] [--rate 60] "
                        + "[--seconds 10] [--saturate] [--window 4] [--threads 1] [--messages pointer|engine]\n"
                        + "       sheetkit-playground-load --serve-baseline --port P [--reply-bytes 1080]")
            }
        }
    }

    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("sheetkit-playground-load: \(message)\n".utf8))
        exit(2)
    }
#endif
