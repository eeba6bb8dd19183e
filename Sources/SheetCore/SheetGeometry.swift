import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a sheet's edges go in a container: the maximum detent value, the bottom edge and the
/// conversion between a detent's value and the sheet's frame height.
///
/// ```
/// maximumDetentValue = height − safeArea.top − 10 − keyboard − bottomInset
/// bottomInset        = keyboard == 0 && usesBottomSafeArea ? safeArea.bottom : 0
/// frame height       = value + bottomInset,  bottom edge = height − keyboard
/// ```
/// So a `.large` sheet's top edge always sits 10 pt below the top safe area.
package struct SheetGeometry: Hashable, Sendable {
    /// The gap iOS leaves between the top safe area and a large sheet.
    package static let largeDetentTopGap: CGFloat = 10

    /// The container, sanitized.
    package let container: SheetContainer
    /// Whether a keyboard-less sheet keeps its content above the bottom safe-area inset.
    package let usesBottomSafeArea: Bool

    package init(container: SheetContainer, usesBottomSafeArea: Bool = true) {
        self.container = container.sanitized
        self.usesBottomSafeArea = usesBottomSafeArea
    }

    /// The y of the sheet's bottom edge: the container bottom, or the keyboard's top.
    package var bottomEdge: CGFloat { container.size.height - container.keyboardHeight }

    /// What the frame adds below the content: the bottom safe-area inset when there is no keyboard
    /// and ``usesBottomSafeArea`` is true, otherwise 0.
    package var bottomInset: CGFloat {
        container.keyboardHeight == 0 && usesBottomSafeArea ? container.safeAreaInsets.bottom : 0
    }

    /// The value of `.large`, never negative; every detent is clamped to it.
    package var maximumDetentValue: CGFloat {
        // A full-screen sheet (``SheetContainer/fillsHeight``) reaches the container's top.
        let top = container.fillsHeight ? 0 : container.safeAreaInsets.top + Self.largeDetentTopGap
        let value = container.size.height - top - container.keyboardHeight - bottomInset
        return max(value, 0)
    }

    /// The tallest frame that keeps the sheet inside the container: from the bottom edge to y = 0.
    package var maximumFrameHeight: CGFloat { max(bottomEdge, 0) }

    /// The tallest frame whose top edge stays at or below the top safe-area inset: how far a sheet
    /// may stretch past its largest detent (a `.large` sheet leaves 10 pt of it).
    var safeAreaFrameHeight: CGFloat {
        if container.fillsHeight { return maximumFrameHeight }
        return min(max(bottomEdge - container.safeAreaInsets.top, 0), maximumFrameHeight)
    }

    /// The sheet's frame height when it rests at a detent of this value, never taller than
    /// ``maximumFrameHeight`` (a container smaller than its own safe area).
    package func frameHeight(forValue value: CGFloat) -> CGFloat {
        min(value + bottomInset, maximumFrameHeight)
    }

    /// The y of the sheet's top edge for a frame of this height.
    package func topEdge(forFrameHeight height: CGFloat) -> CGFloat { bottomEdge - height }
}
