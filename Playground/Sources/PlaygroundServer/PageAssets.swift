import Foundation
import Hummingbird
import NIOCore
import PlaygroundCore

/// One file the server sends: its type and bytes, read once.
struct PageAsset: Sendable {
    let contentType: String
    let body: ByteBuffer

    init(_ contentType: String, _ bytes: Data) {
        self.contentType = contentType
        self.body = ByteBuffer(bytes: bytes)
    }

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "no-store"],
            body: .init(byteBuffer: body))
    }
}

/// Every path the server answers over plain HTTP, from the `Pages` folder that SwiftPM copies into
/// the target's resource bundle: the pages are edited as the HTML, CSS and JavaScript files they
/// are (a browser's tools and a formatter read them), and served from memory. Scripts and styles
/// are files of their own so the pages' CSP can forbid inline code.
enum PageAssets {
    static let all: [(path: String, asset: PageAsset)] = [
        ("/", page("sheet", "html", socket: .sheet)),
        ("/sheet.css", page("sheet", "css")),
        ("/sheet.js", page("sheet", "js")),
        ("/grid", page("grid", "html", socket: .grid)),
        ("/grid.css", page("grid", "css")),
        ("/grid.js", page("grid", "js")),
    ]

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
    ]

    /// A file of the bundle's `Pages` folder. The bundle is built with the server, so a missing file
    /// is a broken build, not a condition to serve around. A page gets the path of the socket its
    /// script opens in place of `{{socket}}` (its `<body data-socket>`), so the path is written once.
    static func page(_ name: String, _ ext: String, socket: SocketPath? = nil) -> PageAsset {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Pages"),
            var text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("the playground's bundle has no Pages/\(name).\(ext)") }
        if let socket {
            guard text.contains(socketPlaceholder) else {
                fatalError("Pages/\(name).\(ext) has no \(socketPlaceholder) for its socket's path")
            }
            text = text.replacingOccurrences(of: socketPlaceholder, with: socket.rawValue)
        }
        return PageAsset(contentTypes[ext]!, Data(text.utf8))
    }

    /// Where a page's HTML takes its socket's path.
    static let socketPlaceholder = "{{socket}}"
}
