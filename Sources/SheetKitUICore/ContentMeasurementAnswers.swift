import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a SwiftUI sheet answers the host's content measurements: the host asks at a width
/// (`HostEffects.measureContent`); the content reports its size whenever it lays out, before or
/// after the question; the answer goes to the host once a report at the asked width (within half a
/// point) is at hand, and only once. Until the host first asks, the content isn't measured at all.
package struct ContentMeasurementAnswers: Equatable, Sendable {
    /// Whether the content must report its size (a detent depends on its height).
    package private(set) var isActive = false
    private var pendingWidth: CGFloat?
    private var pendingRequest: Int?
    private var measuredHeight: CGFloat?
    private var measuredWidth: CGFloat?

    package init() {}

    /// The host asked for the content's height at `width` (request number `request`): the answer,
    /// when the last report was made at that width.
    package mutating func hostAsked(width: CGFloat, request: Int) -> HostEvent? {
        isActive = true
        pendingWidth = width
        pendingRequest = request
        return answer()
    }

    /// The content laid out at `width` with `height`: the answer to a question waiting for it.
    package mutating func contentMeasured(height: CGFloat, width: CGFloat) -> HostEvent? {
        measuredHeight = height
        measuredWidth = width
        return answer()
    }

    private mutating func answer() -> HostEvent? {
        guard let width = pendingWidth, let request = pendingRequest, let measuredWidth, let measuredHeight,
            abs(measuredWidth - width) < 0.5
        else { return nil }
        pendingWidth = nil
        pendingRequest = nil
        // A NaN or negative height (a view mid-layout) is measured as nothing.
        let height = measuredHeight.isFinite ? max(measuredHeight, 0) : 0
        return .contentMeasured(height: height, width: measuredWidth, request: request)
    }

    /// The `preferredContentSize.height` a hosting controller should take for a measured `height`,
    /// or nil to leave `current` as it is: a NaN, infinite or negative height is no measurement, and
    /// a change of half a point or less is none (a relayout would follow every rounding).
    package static func preferredHeight(_ height: CGFloat, replacing current: CGFloat) -> CGFloat? {
        guard height.isFinite, height >= 0, abs(current - height) > 0.5 else { return nil }
        return height
    }
}
