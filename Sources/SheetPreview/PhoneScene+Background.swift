import Foundation
import MosaicCore
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PhoneScene {
    /// What the sheet stands over: a map, or a mosaic grid scrolled to an offset.
    func drawBackground(into svg: inout SVG, width: Double, height: Double) {
        switch background {
        case .map:
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#eef0e5")
            svg.rect(
                x: width * 0.08, y: height * 0.12, width: width * 0.38, height: height * 0.16,
                fill: "#c8e6b0",
                cornerRadius: 18)
            svg.rect(
                x: width * 0.55, y: height * 0.42, width: width * 0.35, height: height * 0.2, fill: "#c8e6b0",
                cornerRadius: 24)
            svg.path(
                "M0 \(SVG.number(height * 0.7)) C \(SVG.number(width * 0.3)) \(SVG.number(height * 0.62)), "
                    + "\(SVG.number(width * 0.6)) \(SVG.number(height * 0.82)), \(SVG.number(width)) "
                    + "\(SVG.number(height * 0.74)) L \(SVG.number(width)) \(SVG.number(height)) L 0 \(SVG.number(height)) Z",
                fill: "#a9d3f5")
            for fraction in [0.33, 0.58] {
                svg.line(
                    x1: 0, y1: height * fraction, x2: width, y2: height * (fraction + 0.05), stroke: "#fff",
                    width: 9)
            }
            svg.line(x1: width * 0.5, y1: 0, x2: width * 0.42, y2: height, stroke: "#fff", width: 11)
            svg.line(x1: width * 0.5, y1: 0, x2: width * 0.42, y2: height, stroke: "#f6d67a", width: 4)
            svg.circle(cx: width * 0.3, cy: height * 0.38, r: 9, fill: "#e63946")
            svg.circle(cx: width * 0.7, cy: height * 0.25, r: 9, fill: "#e63946")
        case .mosaic(let layout, let offset):
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#fff")
            MosaicPicture(layout: layout).draw(
                into: &svg, showsLabels: true, band: offset...(offset + height))
            svg.rect(x: 0, y: 0, width: width, height: 44, fill: "#fff", opacity: 0.85)
        }
    }
}
