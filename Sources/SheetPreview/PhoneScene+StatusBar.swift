import Foundation
import MosaicCore
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PhoneScene {
    /// The status bar: the time on the left; signal, Wi-Fi and battery on the right. White over a
    /// dark backdrop (dimmed or pushed back), black otherwise.
    func drawStatusBar(into svg: inout SVG, width: Double, light: Bool) {
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
}
