import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension JSONWriter {
    /// One number as its own text, by `number(_:)`'s rules, for a message that quotes it
    /// (`0 < fps ≤ 1000`): integers without a decimal point, others in Swift's shortest round-trip
    /// form, a NaN or an infinity never hidden (`nan`, `inf`, `-inf`).
    public static func text(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 24)
        writer.number(value)
        return writer.text
    }

    public static func text(_ value: CGFloat) -> String { text(Double(value)) }

    /// One string as its own JSON text, quoted and escaped by `string(_:)`'s rules.
    public static func quoted(_ value: String) -> String {
        var writer = JSONWriter(capacity: value.utf8.count + 2)
        writer.string(value)
        return writer.text
    }

    /// One item of an indexed list of rects, `{"index":…,"x":…,"y":…,"width":…,"height":…}`: the
    /// shape of a mosaic item in `sheetkit mosaic`'s output and the playground's grid replies.
    public mutating func indexedRect(_ index: Int, _ rect: CGRect) {
        raw("{\"index\":")
        number(Double(index))
        raw(",")
        rectFields(rect)
        raw("}")
    }
}
