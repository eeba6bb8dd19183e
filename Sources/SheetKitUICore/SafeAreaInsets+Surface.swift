import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SafeAreaInsets {
    /// How far a sheet's shape reaches past its content's view on each side — the grabber's strip
    /// above it, and whatever the sheet keeps beside and below — so a background the content draws
    /// fills the whole sheet; in reading order, as SwiftUI pads.
    ///
    /// The insets of `content` (in the sheet's coordinates) in a sheet of `size`, never negative (a
    /// content larger than the sheet needs no more background than itself) nor NaN; `leftToRight`
    /// false swaps the sides.
    package init(content: CGRect, sheet size: CGSize, leftToRight: Bool) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        let left = clean(content.minX)
        let right = clean(size.width - content.maxX)
        self.init(
            top: clean(content.minY), bottom: clean(size.height - content.maxY),
            leading: leftToRight ? left : right, trailing: leftToRight ? right : left)
    }
}
