import Foundation
import MosaicCore
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PhoneScene {
    /// The sheet where the frame puts it: its corners, grabber, header, close button and rows, the
    /// rows scrolled by the frame's content offset and clipped to the content area.
    func drawSheet(into svg: inout SVG) {
        let sheet = frame.sheetRect
        let (left, right) = (Double(sheet.minX), Double(sheet.maxX))
        let (top, bottom) = (Double(sheet.minY), Double(sheet.maxY))
        let radius = min(Double(frame.cornerRadius), max(bottom - top, 0) / 2, (right - left) / 2)
        let fill = style.background == .white ? "#ffffff" : "#f2f2f7"
        svg.rect(
            x: left, y: top - 1, width: right - left, height: bottom - top + 1, fill: "#000", opacity: 0.08,
            cornerRadius: radius)
        svg.path(
            "M\(SVG.number(left)) \(SVG.number(bottom)) L\(SVG.number(left)) \(SVG.number(top + radius)) "
                + "Q\(SVG.number(left)) \(SVG.number(top)) \(SVG.number(left + radius)) \(SVG.number(top)) "
                + "L\(SVG.number(right - radius)) \(SVG.number(top)) Q\(SVG.number(right)) \(SVG.number(top)) "
                + "\(SVG.number(right)) \(SVG.number(top + radius)) L\(SVG.number(right)) \(SVG.number(bottom)) Z",
            fill: fill)
        svg.beginClip(id: "sheet", x: left, y: top, width: right - left, height: bottom - top)
        let capsule = frame.grabberCapsuleRect
        if capsule != .zero {
            // The 36 × 5 pt capsule where the host puts it (both app bindings draw it there).
            svg.rect(
                x: Double(capsule.minX), y: Double(capsule.minY), width: Double(capsule.width),
                height: Double(capsule.height), fill: "#c7c7cc", cornerRadius: Double(capsule.height) / 2)
        }
        let header = frame.headerRect
        if header != .zero, let title = style.header?.title {
            svg.text(
                title, x: Double(header.midX), y: Double(header.midY) + 6, size: 17, anchor: .middle,
                fill: "#000",
                weight: "600")
        }
        let close = frame.closeButtonRect
        if close != .zero {
            svg.circle(cx: Double(close.midX), cy: Double(close.midY), r: 15, fill: "#e5e5ea")
            svg.text(
                "×", x: Double(close.midX), y: Double(close.midY) + 6, size: 20, anchor: .middle,
                fill: "#6c6c70",
                weight: "600")
        }
        let content = frame.contentRect
        let contentTop = Double(content.minY)
        let cardFill = style.background == .white ? "#f2f2f7" : "#ffffff"
        let firstRow = contentTop + 8 - Double(frame.sheet.contentOffset)
        // The rows scroll inside the content area, which ends above the bottom safe area.
        let contentBottom = contentBottom
        let rowLeft = Double(content.minX) + 16
        let rowWidth = Double(content.width) - 32
        svg.beginClip(
            id: "content", x: Double(content.minX), y: contentTop, width: Double(content.width),
            height: contentBottom - contentTop)
        defer { svg.endGroup() }
        for (index, title) in rows.enumerated() {
            let rowTop = firstRow + Double(index) * Self.rowHeight
            if rowTop >= contentBottom { break }
            if rowTop + Self.rowHeight < contentTop { continue }
            svg.rect(
                x: rowLeft, y: rowTop, width: rowWidth, height: Self.rowHeight - 8, fill: cardFill,
                cornerRadius: 10)
            svg.circle(
                cx: rowLeft + 24, cy: rowTop + 24, r: 12,
                fill: MosaicPicture.palette[index % MosaicPicture.palette.count])
            svg.text(title, x: rowLeft + 46, y: rowTop + 29, size: 15, fill: "#1c1c1e")
        }
        svg.endGroup()
    }
}
