import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A request to measure something at a width, answered by an event carrying the same `request`.
public struct HostMeasureRequest: Equatable, Sendable {
    /// The width to measure at, in points.
    public var width: CGFloat
    /// The request's number; answers to older requests are ignored.
    public var request: Int
}
