import Foundation
import SheetScenario

/// Reads the numbers of command-line options with messages that name the option as the user typed
/// it and state the accepted range: `--width: nan is not a finite number (accepted: 0 < width ≤ 1e9)`.
///
/// The options are declared as text and read here, because the argument parser's own messages
/// ("is invalid") give no range and read `-5` as an option name.

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
            throw CommandError("\(option): \(JSONWriter.text(value)) is out of range \(accepted)")
        }
        return value
    }
}
