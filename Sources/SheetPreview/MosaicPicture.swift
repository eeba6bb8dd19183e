import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws a mosaic layout: tiles labelled with their index, and optionally a viewport outlined.
///
/// A window is widened to whole tiles, so no label is cut off at its edges; a tile that the
/// viewport's edge crosses has its label in the larger of its two parts, clear of the dashed line;
/// content outside the viewport is veiled.
package struct MosaicPicture: Sendable {
    package var layout: MosaicLayout
    /// The band of content to draw (all of it when nil), widened to the tiles it touches.
    package var window: ClosedRange<Double>?
    /// A viewport to outline, in content coordinates.
    package var viewport: CGRect?

    package init(layout: MosaicLayout, window: ClosedRange<Double>? = nil, viewport: CGRect? = nil) {
        self.layout = layout
        self.window = window
        self.viewport = viewport
    }

    /// A palette cycled by index, so neighbouring tiles differ.
    static let palette = [
        "#f4a261", "#2a9d8f", "#e9c46a", "#8ab17d", "#e76f51", "#6d597a", "#457b9d", "#b56576",
    ]

    /// The band drawn: the window widened to the top of its first tile and the bottom of its last.
    /// - Complexity: O(tiles in the window).
    package var drawnBand: ClosedRange<Double> {
        let content = 0...Double(layout.contentSize.height)
        guard let window else { return content }
        var top = window.lowerBound
        var bottom = window.upperBound
        layout.forEachItem(in: Self.fullWidth(window, layout)) { item in
            top = min(top, Double(item.frame.minY))
            bottom = max(bottom, Double(item.frame.maxY))
        }
        return max(top, 0)...max(min(bottom, content.upperBound), max(top, 0))
    }

    static func fullWidth(_ band: ClosedRange<Double>, _ layout: MosaicLayout) -> CGRect {
        CGRect(x: -1, y: band.lowerBound, width: layout.width + 2, height: band.upperBound - band.lowerBound)
    }

    /// Where a tile's label goes: its centre, or, when the viewport's top or bottom edge crosses
    /// the tile, the centre of its larger part.
    func labelCenterY(of frame: CGRect) -> Double {
        var top = Double(frame.minY)
        var bottom = Double(frame.maxY)
        if let viewport {
            for edge in [Double(viewport.minY), Double(viewport.maxY)] where edge > top && edge < bottom {
                if edge - top > bottom - edge { bottom = edge } else { top = edge }
            }
        }
        return (top + bottom) / 2
    }

    /// Draws the tiles of `band` (``drawnBand`` by default) into `svg`, shifted so the band's top is
    /// at `originY`; with a window, only the tiles the band holds whole. `flush` is
    /// called whenever the picture's text has grown past 64 KB, so a caller can stream it.
    package func draw(
        into svg: inout SVG, originX: Double = 0, originY: Double = 0, showsLabels: Bool = true,
        band: ClosedRange<Double>? = nil, flush: (inout SVG) -> Void = { _ in }
    ) {
        let band = band ?? drawnBand
        // With a window, every tile the band holds whole (the window's and any beside them), none cut.
        let wholeTilesOnly = window != nil
        layout.forEachItem(in: Self.fullWidth(band, layout)) { item in
            let frame = item.frame
            if wholeTilesOnly,
                Double(frame.minY) < band.lowerBound - 0.001 || Double(frame.maxY) > band.upperBound + 0.001
            {
                return
            }
            let x = originX + frame.minX
            let y = originY + frame.minY - band.lowerBound
            svg.rect(
                x: x, y: y, width: frame.width, height: frame.height,
                fill: Self.palette[item.index % Self.palette.count])
            if showsLabels {
                let size = min(max(frame.width / 5, 9), 28)
                let center = originY + labelCenterY(of: frame) - band.lowerBound
                svg.text(
                    "\(item.index)", x: x + frame.width / 2, y: center + size / 3, size: size,
                    anchor: .middle, fill: "#fff", weight: "600")
            }
            if svg.bodySize > 1 << 16 { flush(&svg) }
        }
        if let viewport {
            let top = originY + viewport.minY - band.lowerBound
            let bottom = top + viewport.height
            let height = band.upperBound - band.lowerBound
            // Veil what the viewport does not show, then outline it.
            svg.rect(
                x: originX, y: originY, width: layout.width,
                height: max(min(top, originY + height) - originY, 0),
                fill: "#fff", opacity: 0.45)
            svg.rect(
                x: originX, y: max(bottom, originY), width: layout.width,
                height: max(originY + height - max(bottom, originY), 0), fill: "#fff", opacity: 0.45)
            svg.rect(
                x: originX + viewport.minX, y: top, width: viewport.width, height: viewport.height,
                fill: "none", stroke: "#d00000", strokeWidth: 3, dash: "10 6")
        }
    }

    /// The picture as a standalone SVG, with a caption line.
    package var svg: String {
        var text = ""
        write { text += $0 }
        return text
    }

    /// Writes the standalone SVG in pieces of at most about 64 KB, in constant memory however many
    /// items it draws.
    package func write(to sink: (String) -> Void) {
        let band = drawnBand
        let margin = 16.0
        let captionHeight = 20.0
        var svg = SVG(
            width: layout.width + 2 * margin,
            height: band.upperBound - band.lowerBound + 2 * margin + captionHeight)
        svg.rect(x: 0, y: 0, width: svg.width, height: svg.height, fill: "#fafafa")
        var caption =
            "\(layout.pattern.name) · \(layout.itemCount) items · width \(SVG.number(layout.width)) · spacing "
            + SVG.number(layout.spacing)
        if window != nil { caption += " · y \(SVG.number(band.lowerBound))–\(SVG.number(band.upperBound))" }
        svg.text(caption, x: margin, y: 18, size: 13, fill: "#333")
        svg.beginClip(
            id: "grid", x: margin, y: margin + captionHeight, width: layout.width,
            height: band.upperBound - band.lowerBound)
        sink(svg.header)
        draw(into: &svg, originX: margin, originY: margin + captionHeight, band: band) { sink($0.takeBody()) }
        svg.endGroup()
        sink(svg.takeBody() + SVG.footer)
    }
}
