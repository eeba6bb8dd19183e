import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Draws a mosaic layout: tiles labelled with their index, and optionally a viewport outlined.
public struct MosaicPicture: Sendable {
    public var layout: MosaicLayout
    /// The band of content to draw (all of it when nil).
    public var window: ClosedRange<Double>?
    /// A viewport to outline, in content coordinates.
    public var viewport: CGRect?

    public init(layout: MosaicLayout, window: ClosedRange<Double>? = nil, viewport: CGRect? = nil) {
        self.layout = layout
        self.window = window
        self.viewport = viewport
    }

    /// A palette cycled by index, so neighbouring tiles differ.
    static let palette = [
        "#f4a261", "#2a9d8f", "#e9c46a", "#8ab17d", "#e76f51", "#6d597a", "#457b9d", "#b56576",
    ]

    /// Draws the tiles intersecting the window into `svg`, shifted so the window's top is at `originY`.
    public func draw(into svg: inout SVG, originX: Double = 0, originY: Double = 0, showsLabels: Bool = true)
    {
        let band = window ?? 0...Double(layout.contentSize.height)
        let rect = CGRect(
            x: -1, y: band.lowerBound, width: layout.width + 2, height: band.upperBound - band.lowerBound)
        layout.forEachItem(in: rect) { item in
            let frame = item.frame
            let x = originX + frame.minX
            let y = originY + frame.minY - band.lowerBound
            svg.rect(
                x: x, y: y, width: frame.width, height: frame.height,
                fill: Self.palette[item.index % Self.palette.count])
            if showsLabels {
                let size = min(max(frame.width / 5, 9), 28)
                svg.text(
                    "\(item.index)", x: x + frame.width / 2, y: y + frame.height / 2 + size / 3, size: size,
                    anchor: .middle, fill: "#fff", weight: "600")
            }
        }
        if let viewport {
            svg.rect(
                x: originX + viewport.minX, y: originY + viewport.minY - band.lowerBound,
                width: viewport.width,
                height: viewport.height, fill: "none", stroke: "#d00000", strokeWidth: 3, dash: "10 6")
        }
    }

    /// The picture as a standalone SVG, with a caption line.
    public var svg: String {
        let band = window ?? 0...Double(layout.contentSize.height)
        let margin = 16.0
        var svg = SVG(
            width: layout.width + 2 * margin, height: band.upperBound - band.lowerBound + 2 * margin + 20)
        svg.rect(x: 0, y: 0, width: svg.width, height: svg.height, fill: "#fafafa")
        svg.text(
            "\(layout.pattern.name) · \(layout.itemCount) items · width \(SVG.number(layout.width)) · spacing "
                + SVG.number(layout.spacing), x: margin, y: 18, size: 13, fill: "#333")
        svg.beginClip(
            id: "grid", x: margin, y: margin + 20, width: layout.width,
            height: band.upperBound - band.lowerBound)
        draw(into: &svg, originX: margin, originY: margin + 20)
        svg.endGroup()
        return svg.document
    }
}
