import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The largest magnitude, in points or points per second, that the engine accepts from its inputs.
///
/// Anything larger is clamped to it, which keeps every product and sum inside the engine finite.
public let sheetMaximumMagnitude: CGFloat = 1_000_000

extension CGFloat {
    /// The value made safe for arithmetic, the one way every module sanitizes one: NaN becomes `fallback`, ±infinity and huge values clamp
    /// to ±``sheetMaximumMagnitude``.
    @inlinable
    package func sanitized(_ fallback: CGFloat = 0) -> CGFloat {
        if isNaN { return fallback }
        return Swift.min(Swift.max(self, -sheetMaximumMagnitude), sheetMaximumMagnitude)
    }

    /// ``sanitized(_:)`` and then clamped to zero or more: a size can't be negative.
    @inlinable
    package var sanitizedSize: CGFloat { Swift.max(sanitized(), 0) }

    /// Whether the value is a usable size: finite and not negative.
    @inlinable
    package var isValidSize: Bool { isFinite && self >= 0 }
}
