import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Insets of the safe area, as UIKit's `UIEdgeInsets` / SwiftUI's `EdgeInsets`.
public struct SafeAreaInsets: Hashable, Sendable, Codable {
    public var top: CGFloat
    public var bottom: CGFloat
    public var leading: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, bottom: CGFloat = 0, leading: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = SafeAreaInsets()
}

/// The view a sheet is presented in: its size, safe area, keyboard and size class.
///
/// Everything the engine knows about the screen comes through this value, so a rotation or a
/// keyboard appearing is just a new container.
public struct SheetContainer: Hashable, Sendable {
    /// The container's size in points.
    public var size: CGSize
    /// The container's safe-area insets.
    public var safeAreaInsets: SafeAreaInsets
    /// How far the keyboard overlaps the container from its bottom edge; 0 when it is hidden.
    public var keyboardHeight: CGFloat
    /// Whether the vertical size class is compact (an iPhone in landscape). `.medium` is inactive then.
    public var isCompactHeight: Bool
    /// Whether the sheet fills the container's height whatever its detents, as UIKit's sheet in
    /// compact height when it doesn't prefer to be edge-attached: every detent resolves to the full
    /// height (its top edge at y 0), so the selection is kept and comes back with a regular height.
    public var fillsHeight: Bool

    public init(
        size: CGSize,
        safeAreaInsets: SafeAreaInsets = .zero,
        keyboardHeight: CGFloat = 0,
        isCompactHeight: Bool = false,
        fillsHeight: Bool = false
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.keyboardHeight = keyboardHeight
        self.isCompactHeight = isCompactHeight
        self.fillsHeight = fillsHeight
    }

    /// A portrait iPhone (390 × 844, safe area 47 / 34): the reference device of the docs and tests.
    public static let iPhone = SheetContainer(
        size: CGSize(width: 390, height: 844), safeAreaInsets: SafeAreaInsets(top: 47, bottom: 34))

    /// Whether a container of this height is treated as compact when nobody says otherwise.
    ///
    /// iPhones in landscape are under 500 pt tall; every iPad and every portrait iPhone is taller.
    public static func infersCompactHeight(height: CGFloat) -> Bool { height < 500 }

    /// Throws ``SheetError`` when a size, inset or keyboard height is negative, NaN or infinite.
    public func validate() throws {
        let fields: [(String, CGFloat)] = [
            ("container.width", size.width), ("container.height", size.height),
            ("safeArea.top", safeAreaInsets.top), ("safeArea.bottom", safeAreaInsets.bottom),
            ("safeArea.leading", safeAreaInsets.leading), ("safeArea.trailing", safeAreaInsets.trailing),
            ("keyboard", keyboardHeight),
        ]
        for (name, value) in fields where !value.isValidSize {
            throw SheetError.invalidSize(field: name, value: value)
        }
    }

    /// The container with every field clamped into range: NaN and negatives become 0, huge values
    /// clamp to ``sheetMaximumMagnitude``, the keyboard to the container height.
    ///
    /// The interaction applies this to containers it receives as events, which cannot throw.
    public var sanitized: SheetContainer {
        let height = size.height.sanitizedSize
        return SheetContainer(
            size: CGSize(width: size.width.sanitizedSize, height: height),
            safeAreaInsets: SafeAreaInsets(
                top: safeAreaInsets.top.sanitizedSize, bottom: safeAreaInsets.bottom.sanitizedSize,
                leading: safeAreaInsets.leading.sanitizedSize, trailing: safeAreaInsets.trailing.sanitizedSize
            ),
            keyboardHeight: min(keyboardHeight.sanitizedSize, height),
            isCompactHeight: isCompactHeight, fillsHeight: fillsHeight)
    }

    // Written by hand: Apple's CoreGraphics makes `CGSize` Equatable but not Hashable, so the
    // conformance can't be synthesized on iOS.
    public static func == (lhs: SheetContainer, rhs: SheetContainer) -> Bool {
        lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
            && lhs.safeAreaInsets == rhs.safeAreaInsets && lhs.keyboardHeight == rhs.keyboardHeight
            && lhs.isCompactHeight == rhs.isCompactHeight && lhs.fillsHeight == rhs.fillsHeight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(safeAreaInsets)
        hasher.combine(keyboardHeight)
        hasher.combine(isCompactHeight)
        hasher.combine(fillsHeight)
    }
}
