import Foundation

/// Reads the numbers of command-line options with messages that name the option as the user typed
/// it and state the accepted range: `--width: nan is not a finite number (accepted: 0 < width ≤ 1e9)`.
///
/// The options are declared as text and read here, because the argument parser's own messages
/// ("is invalid") give no range and read `-5` as an option name.
struct NumberRange {
    var lower: Double
    var lowerIncluded: Bool
    var upper: Double

    /// `0 < x ≤ 1e9`-style text, with the option's name for x.
    func describe(_ name: String) -> String {
        guard upper.isFinite else { return "\(name) \(lowerIncluded ? "≥" : ">") \(JSONText.number(lower))" }
        return "\(JSONText.number(lower)) \(lowerIncluded ? "≤" : "<") \(name) ≤ \(JSONText.number(upper))"
    }

    /// Above zero, with no upper limit.
    static let positive = NumberRange(lower: 0, lowerIncluded: false, upper: .infinity)

    func contains(_ value: Double) -> Bool {
        (lowerIncluded ? value >= lower : value > lower) && value <= upper
    }
}

enum OptionValue {
    /// A whole number in `range`.
    static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws -> Int {
        let accepted = "(accepted: a whole number from \(range.lowerBound) to \(range.upperBound))"
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw CommandError("\(option): '\(text)' is not a whole number \(accepted)")
        }
        guard range.contains(value) else {
            throw CommandError("\(option): \(value) is out of range \(accepted)")
        }
        return value
    }

    /// A finite number in `range`; `name` is what the range text calls it.
    static func number(_ text: String, option: String, name: String, range: NumberRange) throws -> Double {
        let accepted = "(accepted: \(range.describe(name)))"
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw CommandError("\(option): '\(text)' is not a number \(accepted)")
        }
        guard value.isFinite else {
            throw CommandError("\(option): \(text) is not a finite number \(accepted)")
        }
        guard range.contains(value) else {
            throw CommandError("\(option): \(JSONText.number(value)) is out of range \(accepted)")
        }
        return value
    }
}
