import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The one conversion between the platform's container and the engine's, in both directions:
// the host, the bindings and the scenario recorder all go through these two initializers.

extension SheetContainer {
    /// The engine's container for a container as a binding reads it from the platform: the
    /// physical side insets become leading and trailing by the reading direction, compact height
    /// comes from the vertical size class, and bad values are clamped (`SheetContainer.sanitized`).
    /// - Parameters:
    ///   - container: The container as the platform reports it.
    ///   - keyboardHeight: The keyboard's overlap from the container's bottom edge, 0 for none.
    ///   - fillsHeight: Whether the sheet is full screen (compact height, not edge-attached).
    public init(_ container: HostContainer, keyboardHeight: CGFloat = 0, fillsHeight: Bool = false) {
        let safeArea = container.safeArea
        let leftToRight = container.layoutDirection == .leftToRight
        self =
            SheetContainer(
                size: container.size,
                safeAreaInsets: SafeAreaInsets(
                    top: safeArea.top, bottom: safeArea.bottom,
                    leading: leftToRight ? safeArea.left : safeArea.right,
                    trailing: leftToRight ? safeArea.right : safeArea.left),
                keyboardHeight: keyboardHeight, isCompactHeight: container.verticalSizeClass == .compact,
                fillsHeight: fillsHeight
            ).sanitized
    }
}

extension HostContainer {
    /// The platform's container an engine container describes, for an engine `containerChanged`
    /// sent through the host and for the recorder writing one: the engine knows no traits but
    /// compact height, so the others (the reading direction, which turns leading and trailing into
    /// physical sides, the horizontal size class, the display scale, the text size) are `traits`'
    /// (a new container's defaults when nil). The keyboard's overlap is not part of it.
    package init(_ container: SheetContainer, traits: HostContainer?) {
        let insets = container.safeAreaInsets
        let direction = traits?.layoutDirection ?? .leftToRight
        let leftToRight = direction == .leftToRight
        self.init(
            size: container.size,
            safeArea: HostInsets(
                top: insets.top, left: leftToRight ? insets.leading : insets.trailing, bottom: insets.bottom,
                right: leftToRight ? insets.trailing : insets.leading),
            layoutDirection: direction, verticalSizeClass: container.isCompactHeight ? .compact : .regular)
        if let traits {
            horizontalSizeClass = traits.horizontalSizeClass
            displayScale = traits.displayScale
            contentSizeCategory = traits.contentSizeCategory
        }
    }
}
