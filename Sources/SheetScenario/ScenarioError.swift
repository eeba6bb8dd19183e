import Foundation

/// Why a scenario was refused: one line that names the JSON path of the value at fault (or the
/// line and column of bad JSON) and what is accepted there.
public struct ScenarioError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// A range of accepted numbers, written as the errors show it (`0 < fps ≤ 1000`).
public struct NumberRange: Sendable {
    public var lower: Double
    public var lowerIncluded: Bool
    public var upper: Double

    public init(lower: Double, lowerIncluded: Bool, upper: Double) {
        self.lower = lower
        self.lowerIncluded = lowerIncluded
        self.upper = upper
    }

    /// `0 < x ≤ 1e9`-style text, with the field's name for x.
    public func describe(_ name: String) -> String {
        guard upper.isFinite else { return "\(name) \(lowerIncluded ? "≥" : ">") \(JSONText.number(lower))" }
        return "\(JSONText.number(lower)) \(lowerIncluded ? "≤" : "<") \(name) ≤ \(JSONText.number(upper))"
    }

    /// Above zero, with no upper limit.
    public static let positive = NumberRange(lower: 0, lowerIncluded: false, upper: .infinity)
    /// Zero or above, with no upper limit.
    public static let nonNegative = NumberRange(lower: 0, lowerIncluded: true, upper: .infinity)

    public func contains(_ value: Double) -> Bool {
        (lowerIncluded ? value >= lower : value > lower) && value <= upper
    }
}
