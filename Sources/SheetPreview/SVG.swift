import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A tiny SVG writer: elements appended as text, numbers printed with at most two decimals so the
/// output is stable across platforms and diffs well.
public struct SVG: Sendable {
    public let width: Double
    public let height: Double
    private var body = ""

    /// The largest magnitude ``number(_:)`` writes: far beyond any drawing, well inside `Int`.
    public static let largestNumber: Double = 1e12

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A number with at most two decimals and no trailing zeros: `12`, `12.5`, `-0.33`. NaN and
    /// infinities are written as `0`, and magnitudes are clamped to ``largestNumber`` (a scenario
    /// may run to any time), so a picture never traps on a number it can't hold.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -largestNumber), largestNumber)
        let hundredths = Int((clamped * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits =
            fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }

    /// Text made safe for XML content and attribute values.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escape($0))\"" } }.joined()
    }

    public mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, opacity: Double? = nil,
        cornerRadius: Double? = nil, stroke: String? = nil, strokeWidth: Double? = nil, dash: String? = nil,
        strokeOpacity: Double? = nil
    ) {
        body +=
            "<rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(max(width, 0)))\""
        body += " height=\"\(Self.number(max(height, 0)))\""
        body += Self.attributes([
            ("rx", cornerRadius.map(Self.number)), ("fill", fill), ("fill-opacity", opacity.map(Self.number)),
            ("stroke", stroke), ("stroke-width", strokeWidth.map(Self.number)), ("stroke-dasharray", dash),
            ("stroke-opacity", strokeOpacity.map(Self.number)),
        ])
        body += "/>\n"
    }

    public mutating func circle(cx: Double, cy: Double, r: Double, fill: String) {
        body +=
            "<circle cx=\"\(Self.number(cx))\" cy=\"\(Self.number(cy))\" r=\"\(Self.number(r))\" fill=\"\(fill)\"/>\n"
    }

    public mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dash: String? = nil
    ) {
        body += "<line x1=\"\(Self.number(x1))\" y1=\"\(Self.number(y1))\" x2=\"\(Self.number(x2))\""
        body += " y2=\"\(Self.number(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        body += Self.attributes([("stroke-dasharray", dash)]) + "/>\n"
    }

    public mutating func path(_ d: String, fill: String, stroke: String? = nil, strokeWidth: Double? = nil) {
        body += "<path d=\"\(d)\" fill=\"\(fill)\""
        body +=
            Self.attributes([("stroke", stroke), ("stroke-width", strokeWidth.map(Self.number))]) + "/>\n"
    }

    public mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double = 2) {
        let list = points.map { "\(Self.number($0.0)),\(Self.number($0.1))" }.joined(separator: " ")
        body +=
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        body += " stroke-linejoin=\"round\"/>\n"
    }

    public enum Anchor: String, Sendable {
        case start, middle, end
    }

    public mutating func text(
        _ string: String, x: Double, y: Double, size: Double = 13, anchor: Anchor = .start,
        fill: String = "#000",
        weight: String? = nil
    ) {
        body += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
        body +=
            " text-anchor=\"\(anchor.rawValue)\" fill=\"\(fill)\""
            + Self.attributes([("font-weight", weight)])
        body += ">\(Self.escape(string))</text>\n"
    }

    /// Starts a group clipped to a rectangle; close it with ``endGroup()``.
    public mutating func beginClip(
        id: String, x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0
    ) {
        body += "<clipPath id=\"\(id)\"><rect x=\"\(Self.number(x))\" y=\"\(Self.number(y))\""
        body += " width=\"\(Self.number(max(width, 0)))\" height=\"\(Self.number(max(height, 0)))\""
        body += " rx=\"\(Self.number(cornerRadius))\"/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
    }

    /// Starts a group moved by (`translateX`, `translateY`) and then scaled by `scale` about its
    /// origin; close it with ``endGroup()``.
    public mutating func beginGroup(translateX: Double = 0, translateY: Double = 0, scale: Double = 1) {
        body += "<g transform=\"translate(\(Self.number(translateX)),\(Self.number(translateY)))"
        if scale != 1 { body += " scale(\(String(format: "%.4f", scale)))" }
        body += "\">\n"
    }

    public mutating func endGroup() { body += "</g>\n" }

    /// The opening `<svg>` tag of the standalone document.
    public var header: String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\""
            + " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
            + " font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\">\n"
    }

    /// The closing tag of the standalone document.
    public static let footer = "</svg>\n"

    /// The standalone document.
    public var document: String { header + body + Self.footer }

    /// The size in bytes of the elements written since the last ``takeBody()``.
    public var bodySize: Int { body.utf8.count }

    /// The elements written so far, removed from the picture: lets a long picture be streamed
    /// (``header``, then the bodies as they fill, then ``footer``) in constant memory.
    public mutating func takeBody() -> String {
        defer { body = "" }
        return body
    }
}
