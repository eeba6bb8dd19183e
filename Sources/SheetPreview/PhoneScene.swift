import Foundation
import MosaicCore
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A phone-sized picture of one host frame: the content behind the sheet, the dim layer at the
/// frame's alpha, the sheet with its corners, grabber, header and rows, and the keyboard. Every
/// place comes from the frame's rects (`HostFrame.sheetRect`, `HostFrame.grabberRect`, …), so
/// the picture shows what a binding would lay out.
public struct PhoneScene: Sendable {
    /// What is behind the sheet.
    public enum Background: Sendable {
        /// A plain map-like backdrop: parks, water and roads.
        case map
        /// A mosaic grid scrolled to this content offset.
        case mosaic(MosaicLayout, scrollOffset: Double)
    }

    /// The screen: its size, safe area (for the status bar) and keyboard.
    public var container: SheetContainer
    public var frame: HostFrame
    /// The sheet's colours, header title and close button; their places come from ``frame``.
    public var style: SheetStyle
    public var background: Background
    /// The titles of the list rows inside the sheet.
    public var rows: [String]

    public init(
        container: SheetContainer, frame: HostFrame, style: SheetStyle, background: Background = .map,
        rows: [String] = PhoneScene.sampleRows
    ) {
        self.container = container
        self.frame = frame
        self.style = style
        self.background = background
        self.rows = rows
    }

    /// The host's current frame in the host's container, with the sheet's own style.
    public init(host: SheetHost, background: Background = .map, rows: [String] = PhoneScene.sampleRows) {
        self.init(
            container: host.interaction.container, frame: host.frame,
            style: host.interaction.configuration.style, background: background, rows: rows)
    }

    public static let sampleRows = [
        "Coffee Roasters", "City Library", "Riverside Park", "Night Market", "Harbour Museum",
        "Botanic Garden",
        "Old Town Bakery", "Central Station", "Skate Park", "Observatory", "Flower Market", "Ferry Terminal",
        "Jazz Club", "Book Exchange", "Climbing Gym", "Tea House",
    ]

    static let rowHeight = 56.0

    /// How far the presenting view is pushed back, from 0 (not at all) to 1 (fully, as behind a
    /// `.large` sheet on iPhone). It is full when the sheet's top edge is at `.large`'s, 10 pt under
    /// the top safe area, and fades out over the next quarter of the screen's height, so a sheet
    /// dragged down from `.large` lets the presenting view come forward while `.medium` (even above
    /// a keyboard) leaves it alone. Only a dimming sheet pushes it back, as in UIKit.
    public var pushBackProgress: Double {
        guard frame.dimAlpha > 0, !frame.isHidden, frame.sheetRect.height > 0 else { return 0 }
        let largeTop = Double(container.safeAreaInsets.top) + 10
        let span = Double(container.size.height) / 4
        guard span > 0 else { return 0 }
        return min(max(1 - (Double(frame.sheetRect.minY) - largeTop) / span, 0), 1)
    }

    /// The bottom of the sheet's content area: the content rect less the frame's bottom inset (the
    /// home indicator's while the sheet rests on the screen's bottom edge, none on a keyboard).
    public var contentBottom: Double {
        Double(frame.contentRect.maxY - frame.contentInsets.bottom)
    }

    /// The scene as a standalone SVG.
    public var svg: String {
        let width = Double(container.size.width)
        let height = Double(container.size.height)
        var svg = SVG(width: width, height: height)
        svg.beginClip(id: "screen", x: 0, y: 0, width: width, height: height, cornerRadius: 44)
        let pushBack = pushBackProgress
        if pushBack > 0 {
            // The presenting view, scaled down and rounded on black, its top edge at the top safe area.
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000")
            let scale = 1 - pushBack * 32 / width
            let top = pushBack * Double(container.safeAreaInsets.top)
            svg.beginGroup(translateX: width * (1 - scale) / 2, translateY: top, scale: scale)
            svg.beginClip(
                id: "presenting", x: 0, y: 0, width: width, height: height,
                cornerRadius: 10 * pushBack + 44 * (1 - pushBack))
            drawBackground(into: &svg, width: width, height: height)
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(frame.dimAlpha))
            svg.endGroup()
            svg.endGroup()
        } else {
            drawBackground(into: &svg, width: width, height: height)
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(frame.dimAlpha))
        }
        drawStatusBar(into: &svg, width: width, light: pushBack > 0.5 || Double(frame.dimAlpha) > 0.25)
        if !frame.isHidden, frame.sheetRect.height > 0 { drawSheet(into: &svg) }
        if container.keyboardHeight > 0 { drawKeyboard(into: &svg, width: width, height: height) }
        svg.rect(x: width / 2 - 67, y: height - 9, width: 134, height: 5, fill: "#000", cornerRadius: 2.5)
        svg.endGroup()
        svg.rect(
            x: 0.5, y: 0.5, width: width - 1, height: height - 1, fill: "none", cornerRadius: 44,
            stroke: "#222",
            strokeWidth: 1)
        return svg.document
    }

    /// The status bar: the time on the left; signal, Wi-Fi and battery on the right. White over a
    /// dark backdrop (dimmed or pushed back), black otherwise.
    private func drawStatusBar(into svg: inout SVG, width: Double, light: Bool) {
        let ink = light ? "#fff" : "#000"
        let middle = min(Double(container.safeAreaInsets.top), 47) / 2 + 4
        svg.text("9:41", x: 52, y: middle + 6, size: 16, anchor: .middle, fill: ink, weight: "600")
        // Signal: four bars of rising height.
        let right = width - 28
        for bar in 0..<4 {
            let barHeight = 4 + Double(bar) * 2.3
            svg.rect(
                x: right - 68 + Double(bar) * 4.5, y: middle + 5 - barHeight, width: 3, height: barHeight,
                fill: ink,
                cornerRadius: 0.8)
        }
        // Wi-Fi: three arcs over a dot.
        let wifiX = right - 38
        let wifiY = middle + 5
        for (index, radius) in [9.5, 6.2, 2.9].enumerated() {
            let dx = radius * 0.72
            let dy = radius * 0.69
            if index < 2 {
                svg.path(
                    "M\(SVG.number(wifiX - dx)) \(SVG.number(wifiY - dy)) A\(SVG.number(radius)) \(SVG.number(radius)) 0 0 1 "
                        + "\(SVG.number(wifiX + dx)) \(SVG.number(wifiY - dy))", fill: "none", stroke: ink,
                    strokeWidth: 2)
            } else {
                svg.circle(cx: wifiX, cy: wifiY - 1.5, r: 1.8, fill: ink)
            }
        }
        // Battery: an outline, its charge and the nub.
        svg.rect(
            x: right - 24, y: middle - 6, width: 24, height: 12, fill: "none", cornerRadius: 3.5, stroke: ink,
            strokeWidth: 1, strokeOpacity: 0.4)
        svg.rect(x: right - 22, y: middle - 4, width: 17, height: 8, fill: ink, cornerRadius: 2)
        svg.rect(x: right + 1, y: middle - 2, width: 1.5, height: 4, fill: ink, cornerRadius: 0.7)
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

    private func drawSheet(into svg: inout SVG) {
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

    /// The letter keys, row by row, as an English iPhone keyboard labels them.
    static let keyRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"].map { $0.map(String.init) }
    /// What the suggestion bar offers.
    static let suggestions = ["\"Places\"", "Park", "Parking"]

    /// The keyboard: a suggestion bar, three rows of labelled letter keys with shift and delete,
    /// and a bottom row with 123, space and return.
    private func drawKeyboard(into svg: inout SVG, width: Double, height: Double) {
        let top = height - Double(container.keyboardHeight)
        svg.rect(x: 0, y: top, width: width, height: height - top, fill: "#d1d3d9")
        // Suggestions, separated by hairlines.
        let third = width / 3
        for (index, word) in Self.suggestions.enumerated() {
            svg.text(
                word, x: third * (Double(index) + 0.5), y: top + 28, size: 16, anchor: .middle,
                fill: "#1c1c1e")
            if index > 0 {
                svg.line(
                    x1: third * Double(index), y1: top + 12, x2: third * Double(index), y2: top + 34,
                    stroke: "#a7a9b0",
                    width: 1)
            }
        }
        let keyTop = top + 46
        let pitch = (width - 6) / 10
        let keyWidth = pitch - 6
        let keyHeight = 42.0
        let rowPitch = 54.0
        func key(
            _ label: String, x: Double, y: Double, width: Double, fill: String = "#fff", size: Double = 22
        ) {
            svg.rect(x: x, y: y + 1, width: width, height: keyHeight, fill: "#898a8d", cornerRadius: 5)
            svg.rect(x: x, y: y, width: width, height: keyHeight, fill: fill, cornerRadius: 5)
            svg.text(
                label, x: x + width / 2, y: y + keyHeight / 2 + size * 0.35, size: size, anchor: .middle,
                fill: "#000")
        }
        for (row, letters) in Self.keyRows.enumerated() {
            let rowWidth = Double(letters.count) * pitch
            let start = (width - rowWidth) / 2 + 3
            let y = keyTop + Double(row) * rowPitch
            for (index, letter) in letters.enumerated() {
                key(letter, x: start + Double(index) * pitch, y: y, width: keyWidth)
            }
        }
        let thirdRow = keyTop + 2 * rowPitch
        let sideWidth = pitch * 1.3
        key("⇧", x: 3, y: thirdRow, width: sideWidth, fill: "#abb0ba", size: 20)
        key("⌫", x: width - 3 - sideWidth, y: thirdRow, width: sideWidth, fill: "#abb0ba", size: 20)
        let bottomRow = keyTop + 3 * rowPitch
        let sideKey = pitch * 2.3
        key("123", x: 3, y: bottomRow, width: sideKey, fill: "#abb0ba", size: 16)
        key("space", x: 3 + sideKey + 6, y: bottomRow, width: width - 2 * sideKey - 18, size: 16)
        key("return", x: width - 3 - sideKey, y: bottomRow, width: sideKey, fill: "#abb0ba", size: 16)
    }
}
