import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension PresentingViewRecession {
    /// Whether the status bar should show light content over this recession: from half the
    /// recession on (its ``dimAlpha`` at half of ``recessionDimAlpha`` or more), the presenting
    /// view's top has moved down under the status bar and the window's black shows behind the
    /// status bar's text, as at a page sheet's largest detent, where UIKit switches it to light
    /// content. Never for a presenter that doesn't recede; a NaN alpha counts as none.
    public var prefersLightStatusBar: Bool {
        dimAlpha.isFinite && dimAlpha >= Self.recessionDimAlpha / 2
    }
}
