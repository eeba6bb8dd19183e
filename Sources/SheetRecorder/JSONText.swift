import Foundation

/// Writes JSON text with keys in the order given, which `JSONSerialization` can't promise: each
/// value a string of its own, by ``JSONWriter``'s rules.
public enum JSONText {
    /// A number as ``JSONWriter`` writes it: integers without a decimal point, others in Swift's
    /// shortest round-trip form, a NaN or an infinity never hidden (`nan`, `inf`, `-inf`).
    public static func number(_ value: Double) -> String {
        var writer = JSONWriter(capacity: 24)
        writer.number(value)
        return writer.text
    }

    public static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A string with `"`, `\` and control characters escaped.
    public static func string(_ value: String) -> String {
        var writer = JSONWriter(capacity: value.utf8.count + 2)
        writer.string(value)
        return writer.text
    }

    public static func optionalString(_ value: String?) -> String { value.map(string) ?? "null" }

    /// An object from already-encoded values, in this order.
    public static func object(_ fields: KeyValuePairs<String, String>) -> String {
        "{" + fields.map { "\(string($0.key)):\($0.value)" }.joined(separator: ",") + "}"
    }
}
