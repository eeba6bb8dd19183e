import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything that shapes a mosaic layout: a cached layout is reused only while its key is equal,
/// so a change of pattern, spacing, scale, insets or direction is never drawn with stale frames.
public struct MosaicLayoutKey: Equatable, Sendable {
    public var itemCount: Int
    public var width: CGFloat
    public var pattern: MosaicPattern
    public var spacing: CGFloat
    public var scale: CGFloat?
    public var contentInsets: MosaicInsets
    public var layoutDirection: MosaicLayoutDirection

    public init(
        itemCount: Int, width: CGFloat, pattern: MosaicPattern, spacing: CGFloat, scale: CGFloat? = nil,
        contentInsets: MosaicInsets = .zero, layoutDirection: MosaicLayoutDirection = .leftToRight
    ) {
        self.itemCount = itemCount
        self.width = width
        self.pattern = pattern
        self.spacing = spacing
        self.scale = scale
        self.contentInsets = contentInsets
        self.layoutDirection = layoutDirection
    }

    /// The engine's layout for this key, or nil when the engine refuses it (a zero width, a spacing
    /// that leaves no room for the columns, a NaN): the grid is then empty.
    public func makeLayout() -> MosaicLayout? {
        try? MosaicLayout(
            pattern: pattern, width: width, spacing: spacing, itemCount: itemCount, scale: scale,
            layoutDirection: layoutDirection, contentInsets: contentInsets)
    }
}

/// The last layout made and the key it was made for, as a SwiftUI `Layout`'s cache holds it between
/// `sizeThatFits` and `placeSubviews`.
public struct MosaicLayoutCache: Sendable {
    /// The key of ``layout``; nil before the first request.
    public private(set) var key: MosaicLayoutKey?
    /// The layout for ``key`` (nil when the engine refused it).
    public private(set) var layout: MosaicLayout?
    /// How many layouts were made: a cached request makes none.
    public private(set) var builds = 0

    public init() {}

    /// The layout for `key`, made again only when `key` differs from the last one.
    public mutating func layout(for key: MosaicLayoutKey) -> MosaicLayout? {
        if key == self.key { return layout }
        self.key = key
        layout = key.makeLayout()
        builds += 1
        return layout
    }

    /// Forgets the cached layout (the subviews changed).
    public mutating func invalidate() {
        key = nil
        layout = nil
    }
}

/// The width a grid lays out at for the width its container proposes.
public enum MosaicProposedWidth {
    /// The width used when the container proposes none or an infinite one (a horizontal
    /// `ScrollView`, an `.fixedSize()` parent, an ideal-size query): an iPhone's portrait width, so
    /// the tiles keep a phone's size.
    public static let unspecified: CGFloat = 390

    /// `proposal` when it is a finite width; ``unspecified`` for nil or infinity; 0 for zero,
    /// negative or NaN (the grid then takes no room, as SwiftUI's own stacks do for a 0 proposal).
    public static func width(for proposal: CGFloat?) -> CGFloat {
        guard let proposal else { return unspecified }
        if proposal.isNaN || proposal <= 0 { return 0 }
        return proposal.isFinite ? proposal : unspecified
    }

    /// The width a lazy grid keeps after its container reported `measured`, or nil to keep the
    /// `current` one: a zero, negative or NaN report (a layout pass before the grid has a size) and
    /// an unchanged width change nothing.
    public static func measuredWidth(_ measured: CGFloat, replacing current: CGFloat?) -> CGFloat? {
        guard measured.isFinite, measured > 0, measured != current else { return nil }
        return measured
    }
}
