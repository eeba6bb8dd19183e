import Hummingbird
import NIOCore

/// One file the server sends: its type and bytes, built once.
struct PageAsset: Sendable {
    let contentType: String
    let body: ByteBuffer

    init(_ contentType: String, _ text: String) {
        self.contentType = contentType
        self.body = ByteBuffer(string: text)
    }

    var response: Response {
        Response(
            status: .ok,
            headers: [.contentType: contentType, .cacheControl: "no-store"],
            body: .init(byteBuffer: body))
    }
}

/// Every path the server answers over plain HTTP. Scripts and styles are files of their own so
/// the pages' CSP can forbid inline code.
enum PageAssets {
    static let all: [(String, PageAsset)] = [
        ("/", PageAsset("text/html; charset=utf-8", SheetPage.html)),
        ("/sheet.css", PageAsset("text/css; charset=utf-8", SheetPage.style)),
        ("/sheet.js", PageAsset("text/javascript; charset=utf-8", SheetPage.script)),
        ("/grid", PageAsset("text/html; charset=utf-8", GridPage.html)),
        ("/grid.css", PageAsset("text/css; charset=utf-8", GridPage.style)),
        ("/grid.js", PageAsset("text/javascript; charset=utf-8", GridPage.script)),
    ]
}
