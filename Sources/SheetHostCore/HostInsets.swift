import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Insets on the physical edges (left and right, not leading and trailing), as `UIEdgeInsets`.
public struct HostInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = HostInsets()
}
