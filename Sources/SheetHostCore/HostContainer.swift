import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The view the sheet lives in, as a binding reads it from the platform: size, safe area, traits.
///
/// The host turns it into the engine's `SheetContainer` (`SheetContainer(_:keyboardHeight:fillsHeight:)`:
/// compact height from the vertical size class, the keyboard's overlap from the last
/// ``HostKeyboard``) and into the width rule.
public struct HostContainer: Equatable, Sendable {
    /// The container's size in points.
    public var size: CGSize
    /// The safe-area insets on the physical edges.
    public var safeArea: HostInsets
    public var layoutDirection: HostLayoutDirection
    public var horizontalSizeClass: HostSizeClass
    public var verticalSizeClass: HostSizeClass
    /// Pixels per point (`UITraitCollection.displayScale`): rects are snapped to this grid so edges
    /// don't blur. 0 (a script's default) leaves them exact.
    public var displayScale: CGFloat
    /// The Dynamic Type size, as `UIContentSizeCategory`'s raw value; a change re-measures the header.
    public var contentSizeCategory: String
    /// The keyboard's overlap that comes with this container, replacing the keyboard at once: a
    /// scenario's `container` event carries one (its `keyboard` key; absent, none), as no platform
    /// does. nil, a platform's container (a scenario's with `keepsKeyboard`), leaves the keyboard as
    /// it is. The host keeps the container without it.
    package var keyboardOverlap: CGFloat?

    /// A container; a size class the platform leaves unspecified (nil) is decided here: horizontal
    /// compact (the full width), vertical from the height (`SheetContainer.infersCompactHeight`).
    public init(
        size: CGSize, safeArea: HostInsets = .zero, layoutDirection: HostLayoutDirection = .leftToRight,
        horizontalSizeClass: HostSizeClass? = .compact, verticalSizeClass: HostSizeClass? = nil,
        displayScale: CGFloat = 0, contentSizeCategory: String = "UICTContentSizeCategoryL"
    ) {
        self.size = size
        self.safeArea = safeArea
        self.layoutDirection = layoutDirection
        // Unspecified (a view not yet in a window): compact, the full width, as UIKit lays out a
        // sheet before it knows its traits.
        self.horizontalSizeClass = horizontalSizeClass ?? .compact
        self.verticalSizeClass =
            verticalSizeClass
            ?? (SheetContainer.infersCompactHeight(height: size.height) ? .compact : .regular)
        self.displayScale = displayScale
        self.contentSizeCategory = contentSizeCategory
    }

    /// A portrait iPhone, the reference device of the docs and tests: the engine's
    /// `SheetContainer.iPhone` (390 × 844, safe area 47 / 34) as a binding reports it.
    public static let iPhone = HostContainer(
        size: SheetContainer.iPhone.size,
        safeArea: HostInsets(
            top: SheetContainer.iPhone.safeAreaInsets.top, bottom: SheetContainer.iPhone.safeAreaInsets.bottom
        ))

    /// Whether the container can hold a sheet: a presentation waits for the first one that can.
    public var isUsable: Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }
}
