import Foundation
import MosaicCore
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PhoneScene {
    /// The letter keys, row by row, as an English iPhone keyboard labels them.
    static let keyRows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"].map { $0.map(String.init) }
    /// What the suggestion bar offers.
    static let suggestions = ["\"Places\"", "Park", "Parking"]

    /// The keyboard: a suggestion bar, three rows of labelled letter keys with shift and delete,
    /// and a bottom row with 123, space and return.
    func drawKeyboard(into svg: inout SVG, width: Double, height: Double) {
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
