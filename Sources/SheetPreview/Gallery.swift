import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An HTML page that lays out pictures with captions, in sections.
///
/// The page checks on load that every image decoded and records the result on `<body>`
/// (`data-images-loaded`, `data-images-failed`), so a headless browser can verify it.
struct Gallery: Sendable {
    struct Figure: Sendable {
        /// The picture's file name, relative to the page.
        var file: String
        var caption: String
    }

    struct Section: Sendable {
        var title: String
        var text: String
        var figures: [Figure]
    }

    var title: String
    var sections: [Section]

    var html: String {
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(SVG.escape(title))</title>
            <style>
            body { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 32px; color: #1c1c1e; background: #f5f5f7; }
            h1 { font-size: 28px; margin-bottom: 4px; }
            h2 { font-size: 20px; margin-top: 36px; }
            p { max-width: 820px; line-height: 1.45; }
            .row { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
            figure { margin: 0; background: #fff; padding: 12px; border-radius: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
            figure img { display: block; }
            figure a { display: block; cursor: zoom-in; }
            figcaption { font-size: 13px; color: #3a3a3c; margin-top: 8px; max-width: 320px; }
            </style>
            </head>
            <body>
            <h1>\(SVG.escape(title))</h1>

            """
        for section in sections {
            html +=
                "<h2>\(SVG.escape(section.title))</h2>\n<p>\(SVG.escape(section.text))</p>\n<div class=\"row\">\n"
            for figure in section.figures {
                // Each picture at its natural size; a click opens it alone.
                html +=
                    "<figure><a href=\"\(SVG.escape(figure.file))\" target=\"_blank\">"
                    + "<img src=\"\(SVG.escape(figure.file))\" alt=\"\(SVG.escape(figure.caption))\"></a>"
                html += "<figcaption>\(SVG.escape(figure.caption))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        html += """
            <script>
            window.addEventListener("load", function () {
              var images = Array.prototype.slice.call(document.images);
              var failed = images.filter(function (image) { return !image.complete || image.naturalWidth === 0; });
              document.body.setAttribute("data-images-loaded", String(images.length - failed.length));
              document.body.setAttribute("data-images-failed", String(failed.length));
            });
            </script>
            </body>
            </html>

            """
        return html
    }
}
