import Foundation
import SheetCore

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
        guard upper.isFinite else { return "\(name) \(lowerIncluded ? "≥" : ">") \(JSONWriter.text(lower))" }
        return "\(JSONWriter.text(lower)) \(lowerIncluded ? "≤" : "<") \(name) ≤ \(JSONWriter.text(upper))"
    }

    /// Above zero, up to the engine's limit (`sheetMaximumMagnitude`): a container's side, a detent's
    /// height.
    public static let positive = NumberRange(
        lower: 0, lowerIncluded: false, upper: Double(sheetMaximumMagnitude))

    /// Zero up to the engine's limit: a size (a safe-area inset, a content height).
    public static let size = NumberRange(lower: 0, lowerIncluded: true, upper: Double(sheetMaximumMagnitude))

    /// Within the engine's limit either way: a point's coordinate, a translation, a velocity.
    public static let magnitude = NumberRange(
        lower: -Double(sheetMaximumMagnitude), lowerIncluded: true, upper: Double(sheetMaximumMagnitude))

    public func contains(_ value: Double) -> Bool {
        (lowerIncluded ? value >= lower : value > lower) && value <= upper
    }
}
