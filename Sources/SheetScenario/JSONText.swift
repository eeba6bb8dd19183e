import Foundation

/// Writes JSON text with keys in the order given, which `JSONSerialization` can't promise.
public enum JSONText {
    /// A finite number as JSON: integers without a decimal point, others in Swift's shortest
    /// round-trip form.
    ///
    /// A NaN or infinity is an engine bug, and is never hidden: it is written as `nan`, `inf` or
    /// `-inf`, which no JSON parser accepts, so any check that reads the output fails on it.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    public static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    public static func optionalString(_ value: String?) -> String { value.map(string) ?? "null" }

    /// An object from already-encoded values, in this order.
    public static func object(_ fields: KeyValuePairs<String, String>) -> String {
        "{" + fields.map { "\(string($0.key)):\($0.value)" }.joined(separator: ",") + "}"
    }
}
