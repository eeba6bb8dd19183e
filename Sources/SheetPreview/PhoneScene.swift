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
        // The presenting view recedes as the host's frame says (`presenter`), as a binding draws it.
        let presenter = frame.presenter
        if presenter != .identity {
            // Scaled about its top centre and moved down, its corners rounded, on black.
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000")
            let scale = Double(presenter.scale)
            svg.beginGroup(
                translateX: width * (1 - scale) / 2, translateY: Double(presenter.offset), scale: scale)
            svg.beginClip(
                id: "presenting", x: 0, y: 0, width: width, height: height,
                cornerRadius: Double(presenter.cornerRadius))
            drawBackground(into: &svg, width: width, height: height)
            svg.rect(
                x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(presenter.dimAlpha))
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(frame.dimAlpha))
            svg.endGroup()
            svg.endGroup()
        } else {
            drawBackground(into: &svg, width: width, height: height)
            svg.rect(x: 0, y: 0, width: width, height: height, fill: "#000", opacity: Double(frame.dimAlpha))
        }
        // Light on a view receded more than half way (its radius past half the full one), or on a dark dim.
        let receded = presenter.cornerRadius > PresentingViewRecession.recessionCornerRadius / 2
        drawStatusBar(into: &svg, width: width, light: receded || Double(frame.dimAlpha) > 0.25)
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
}
