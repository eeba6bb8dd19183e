import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How far a sheet's shape reaches past its content's view on each side — the grabber's strip above
/// it, and whatever the sheet keeps beside and below — so a background the content draws fills the
/// whole sheet. In reading order (leading, trailing), as SwiftUI pads.
package struct SheetSurfaceInsets: Equatable, Sendable {
    package var top: CGFloat
    package var leading: CGFloat
    package var bottom: CGFloat
    package var trailing: CGFloat

    package init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets of `content` (in the sheet's coordinates) in a sheet of `size`, never negative (a
    /// content larger than the sheet needs no more background than itself) nor NaN; `leftToRight`
    /// false swaps the sides.
    package init(content: CGRect, sheet size: CGSize, leftToRight: Bool) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        let left = clean(content.minX)
        let right = clean(size.width - content.maxX)
        self.init(
            top: clean(content.minY), leading: leftToRight ? left : right,
            bottom: clean(size.height - content.maxY), trailing: leftToRight ? right : left)
    }
}
