import Foundation
import MosaicCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything that shapes a mosaic layout: a cached layout is reused only while its key is equal,
/// so a change of pattern, spacing, scale, insets or direction is never drawn with stale frames.
package struct MosaicLayoutKey: Equatable, Sendable {
    package var itemCount: Int
    package var width: CGFloat
    package var pattern: MosaicPattern
    package var spacing: CGFloat
    package var scale: CGFloat?
    package var contentInsets: MosaicInsets
    package var layoutDirection: MosaicLayoutDirection

    package init(
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
    package func makeLayout() -> MosaicLayout? {
        try? MosaicLayout(
            pattern: pattern, width: width, spacing: spacing, itemCount: itemCount, scale: scale,
            layoutDirection: layoutDirection, contentInsets: contentInsets)
    }
}

/// The last layout made and the key it was made for, as a SwiftUI `Layout`'s cache holds it between
/// `sizeThatFits` and `placeSubviews`.
package struct MosaicLayoutCache: Sendable {
    /// The key of ``layout``; nil before the first request.
    package private(set) var key: MosaicLayoutKey?
    /// The layout for ``key`` (nil when the engine refused it).
    package private(set) var layout: MosaicLayout?
    /// How many layouts were made: a cached request makes none.
    package private(set) var builds = 0

    package init() {}

    /// The layout for `key`, made again only when `key` differs from the last one.
    package mutating func layout(for key: MosaicLayoutKey) -> MosaicLayout? {
        if key == self.key { return layout }
        self.key = key
        layout = key.makeLayout()
        builds += 1
        return layout
    }

    /// Forgets the cached layout (the subviews changed).
    package mutating func invalidate() {
        key = nil
        layout = nil
    }
}

/// The width a grid lays out at for the width its container proposes.
package enum MosaicProposedWidth {
    /// The width used when the container proposes none or an infinite one (a horizontal
    /// `ScrollView`, an `.fixedSize()` parent, an ideal-size query): an iPhone's portrait width, so
    /// the tiles keep a phone's size.
    package static let unspecified: CGFloat = 390

    /// `proposal` when it is a finite width; ``unspecified`` for nil or infinity; 0 for zero,
    /// negative or NaN (the grid then takes no room, as SwiftUI's own stacks do for a 0 proposal).
    package static func width(for proposal: CGFloat?) -> CGFloat {
        guard let proposal else { return unspecified }
        if proposal.isNaN || proposal <= 0 { return 0 }
        return proposal.isFinite ? proposal : unspecified
    }

    /// The width a lazy grid lays out at before its container has reported one (`measured` nil): an
    /// iPhone's portrait width (``unspecified``) until then.
    package static func layoutWidth(measured: CGFloat?) -> CGFloat {
        measured ?? unspecified
    }

    /// Whether a lazy grid reuses the layout it made at its kept width for the width its geometry
    /// reader reports: only when they are equal; else the reader's width is laid out.
    package static func reusesLayout(madeAt layoutWidth: CGFloat?, forReported reported: CGFloat) -> Bool {
        layoutWidth == reported
    }

    /// The width a lazy grid keeps after its container reported `measured`, or nil to keep the
    /// `current` one: a zero, negative or NaN report (a layout pass before the grid has a size) and
    /// an unchanged width change nothing.
    package static func measuredWidth(_ measured: CGFloat, replacing current: CGFloat?) -> CGFloat? {
        guard measured.isFinite, measured > 0, measured != current else { return nil }
        return measured
    }
}
