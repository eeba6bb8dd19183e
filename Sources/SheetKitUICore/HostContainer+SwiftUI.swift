import Foundation
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostContainer {
    /// The container a SwiftUI `GeometryReader` describes: `safeSize` is its size inside the safe
    /// area, the insets are SwiftUI's (leading and trailing). The container is the whole area behind
    /// the safe area; its insets are turned to physical sides by the reading direction.
    package init(
        safeSize: CGSize, top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat,
        layoutDirection: HostLayoutDirection, horizontalSizeClass: HostSizeClass,
        verticalSizeClass: HostSizeClass?, displayScale: CGFloat, contentSizeCategory: String
    ) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let insets = HostInsets(
            top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing),
            direction: layoutDirection)
        self.init(
            size: CGSize(
                width: clean(safeSize.width) + insets.left + insets.right,
                height: clean(safeSize.height) + insets.top + insets.bottom),
            safeArea: insets, layoutDirection: layoutDirection, horizontalSizeClass: horizontalSizeClass,
            verticalSizeClass: verticalSizeClass, displayScale: displayScale,
            contentSizeCategory: contentSizeCategory)
    }
}
