import Foundation
import Hummingbird
import NIOCore

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
        ("/", page("sheet", "html")),
        ("/sheet.css", page("sheet", "css")),
        ("/sheet.js", page("sheet", "js")),
        ("/grid", page("grid", "html")),
        ("/grid.css", page("grid", "css")),
        ("/grid.js", page("grid", "js")),
    ]

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
    ]

    /// A file of the bundle's `Pages` folder. The bundle is built with the server, so a missing file
    /// is a broken build, not a condition to serve around.
    static func page(_ name: String, _ ext: String) -> PageAsset {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Pages"),
            let bytes = try? Data(contentsOf: url)
        else { fatalError("the playground's bundle has no Pages/\(name).\(ext)") }
        return PageAsset(contentTypes[ext]!, bytes)
    }
}
