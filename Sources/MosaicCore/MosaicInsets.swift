import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Space around the grid, inside the content size. Leading is the left in left-to-right layouts.
public struct MosaicInsets: Hashable, Sendable, Codable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = MosaicInsets()
}
