import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The one conversion from the platform's container to the engine's: the host and the bindings
// go through this initializer.

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
        let direction = container.layoutDirection
        self =
            SheetContainer(
                size: container.size,
                safeAreaInsets: SafeAreaInsets(
                    top: safeArea.top, bottom: safeArea.bottom, leading: safeArea.leading(in: direction),
                    trailing: safeArea.trailing(in: direction)),
                keyboardHeight: keyboardHeight, isCompactHeight: container.verticalSizeClass == .compact,
                fillsHeight: fillsHeight
            ).sanitized
    }
}
