import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

// The one place where leading and trailing become left and right: the engine's container, SwiftUI's
// geometry and the scenario format speak in reading order, the platform's insets in physical sides.

extension HostInsets {
    /// Insets given in reading order, on the physical sides `direction` puts them.
    package init(
        top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat, direction: HostLayoutDirection
    ) {
        let leftToRight = direction == .leftToRight
        self.init(
            top: top, left: leftToRight ? leading : trailing, bottom: bottom,
            right: leftToRight ? trailing : leading)
    }

    /// The inset on the leading side in `direction`.
    package func leading(in direction: HostLayoutDirection) -> CGFloat {
        direction == .leftToRight ? left : right
    }

    /// The inset on the trailing side in `direction`.
    package func trailing(in direction: HostLayoutDirection) -> CGFloat {
        direction == .leftToRight ? right : left
    }
}
