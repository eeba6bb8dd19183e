import Foundation
import MosaicCore
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A phone-sized picture of one engine frame: the content behind the sheet, the dim layer at the
/// engine's alpha, the sheet with its corners, grabber, header and rows, and the keyboard.
public struct PhoneScene: Sendable {
    /// What is behind the sheet.
    public enum Background: Sendable {
        /// A plain map-like backdrop: parks, water and roads.
        case map
        /// A mosaic grid scrolled to this content offset.
        case mosaic(MosaicLayout, scrollOffset: Double)
    }

    public var container: SheetContainer
    public var frame: SheetFrame
    public var style: SheetStyle
    public var background: Background
    /// The titles of the list rows inside the sheet.
    public var rows: [String]

    public init(
        container: SheetContainer, frame: SheetFrame, style: SheetStyle, background: Background = .map,
        rows: [String] = PhoneScene.sampleRows
    ) {
        self.container = container
        self.frame = frame
        self.style = style
        self.background = background
        self.rows = rows
    }

    public static let sampleRows = [
        "Coffee Roasters", "City Library", "Riverside Park", "Night Market", "Harbour Museum",
        "Botanic Garden",
        "Old Town Bakery", "Central Station", "Skate Park", "Observatory", "Flower Market", "Ferry Terminal",
        "Jazz Club", "Book Exchange", "Climbing Gym", "Tea House",
    ]

    static let rowHeight = 56.0

    /// The scene as a standalone SVG.
    public var svg: String {
        let width = Double(container.size.width)
        let height = Double(container.size.height)
        var svg = SVG(width: width, height: height)
        svg.beginClip(id: "screen", x: 0, y: 0, width: width, height: height, cornerRadius: 44)
        drawBackground(into: &svg, width: width, height: height)
        svg.text("9:41", x: 36, y: 32, size: 16, fill: "#000", weight: "600")
        svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(frame.dimAlpha))
        if frame.height > 0 { drawSheet(into: &svg, width: width) }
        if frame.bottom < container.size.height { drawKeyboard(into: &svg, width: width, height: height) }
        svg.rect(x: width / 2 - 67, y: height - 9, width: 134, height: 5, fill: "#000", cornerRadius: 2.5)
        svg.endGroup()
        svg.rect(
            x: 0.5, y: 0.5, width: width - 1, height: height - 1, fill: "none", cornerRadius: 44,
            stroke: "#222",
            strokeWidth: 1)
        return svg.document
    }

    private func drawBackground(into svg: inout SVG, width: Double, height: Double) {
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

    private func drawSheet(into svg: inout SVG, width: Double) {
        let top = Double(frame.top)
        let bottom = Double(frame.bottom)
        let radius = min(Double(frame.cornerRadius), max(bottom - top, 0) / 2)
        let fill = style.background == .white ? "#ffffff" : "#f2f2f7"
        svg.rect(
            x: 0, y: top - 1, width: width, height: bottom - top + 1, fill: "#000", opacity: 0.08,
            cornerRadius: radius)
        svg.path(
            "M0 \(SVG.number(bottom)) L0 \(SVG.number(top + radius)) Q0 \(SVG.number(top)) \(SVG.number(radius)) "
                + "\(SVG.number(top)) L\(SVG.number(width - radius)) \(SVG.number(top)) Q\(SVG.number(width)) "
                + "\(SVG.number(top)) \(SVG.number(width)) \(SVG.number(top + radius)) L\(SVG.number(width)) "
                + "\(SVG.number(bottom)) Z", fill: fill)
        svg.beginClip(id: "sheet", x: 0, y: top, width: width, height: bottom - top)
        var y = top
        if style.prefersGrabberVisible {
            svg.rect(x: width / 2 - 18, y: top + 5, width: 36, height: 5, fill: "#c7c7cc", cornerRadius: 2.5)
            y += Double(SheetStyle.grabberAreaHeight)
        }
        if let header = style.header {
            svg.text(
                header.title, x: width / 2, y: y + 32, size: 17, anchor: .middle, fill: "#000", weight: "600")
            if header.showsCloseButton {
                svg.circle(cx: width - 32, cy: y + 26, r: 15, fill: "#e5e5ea")
                svg.text(
                    "×", x: width - 32, y: y + 32, size: 20, anchor: .middle, fill: "#6c6c70", weight: "600")
            }
            y += Double(SheetStyle.headerHeight)
        }
        let cardFill = style.background == .white ? "#f2f2f7" : "#ffffff"
        let firstRow = y + 8 - Double(frame.contentOffset)
        for (index, title) in rows.enumerated() {
            let rowTop = firstRow + Double(index) * Self.rowHeight
            if rowTop > bottom { break }
            if rowTop + Self.rowHeight < y { continue }
            svg.rect(
                x: 16, y: rowTop, width: width - 32, height: Self.rowHeight - 8, fill: cardFill,
                cornerRadius: 10)
            svg.circle(
                cx: 40, cy: rowTop + 24, r: 12,
                fill: MosaicPicture.palette[index % MosaicPicture.palette.count])
            svg.text(title, x: 62, y: rowTop + 29, size: 15, fill: "#1c1c1e")
        }
        svg.endGroup()
    }

    private func drawKeyboard(into svg: inout SVG, width: Double, height: Double) {
        let top = Double(frame.bottom)
        svg.rect(x: 0, y: top, width: width, height: height - top, fill: "#d1d3d9")
        let keyRows = [10, 9, 7]
        for (row, count) in keyRows.enumerated() {
            let keyWidth = (width - 12) / 10 - 6
            let rowWidth = Double(count) * (keyWidth + 6)
            for key in 0..<count {
                svg.rect(
                    x: (width - rowWidth) / 2 + Double(key) * (keyWidth + 6) + 3,
                    y: top + 10 + Double(row) * 54,
                    width: keyWidth, height: 42, fill: "#fff", cornerRadius: 5)
            }
        }
        svg.rect(x: width * 0.25, y: top + 172, width: width * 0.5, height: 42, fill: "#fff", cornerRadius: 5)
    }
}
