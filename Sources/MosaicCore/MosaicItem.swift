import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An item's index and frame.
public struct MosaicItem: Hashable, Sendable {
    public var index: Int
    public var frame: CGRect

    public init(index: Int, frame: CGRect) {
        self.index = index
        self.frame = frame
    }

    // Written by hand: Apple's CoreGraphics makes `CGRect` Equatable but not Hashable.
    public static func == (lhs: MosaicItem, rhs: MosaicItem) -> Bool {
        lhs.index == rhs.index && lhs.frame.origin.x == rhs.frame.origin.x
            && lhs.frame.origin.y == rhs.frame.origin.y && lhs.frame.size.width == rhs.frame.size.width
            && lhs.frame.size.height == rhs.frame.size.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
    }
}
