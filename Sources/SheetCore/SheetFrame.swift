import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a front end applies after one step: where the sheet is, how dim the background is,
/// who takes touches, and what happened.
public struct SheetFrame: Hashable, Sendable {
    /// The time of the step, in seconds.
    public var time: Double
    public var state: SheetState
    /// The sheet's visible frame height, from its top edge to its bottom edge.
    public var height: CGFloat
    /// The height's rate of change in points per second, positive while the sheet grows (its top
    /// edge moves up). An adapter hands it to `UISpringTimingParameters` or a haptic.
    public var velocity: CGFloat
    /// Whether a spring or ease-out is running: a display link can pause while this is false and no
    /// finger is down.
    public var isAnimating: Bool
    /// The y of the sheet's top edge in container coordinates.
    public var top: CGFloat
    /// The y of the sheet's bottom edge: the container bottom, or the keyboard's top.
    public var bottom: CGFloat
    /// The dim layer's alpha.
    public var dimAlpha: CGFloat
    /// Whether touches outside the sheet reach the views behind it.
    public var isBackgroundInteractive: Bool
    /// The detent the sheet rests at or is heading to (the selected one, or its stand-in while that
    /// is inactive). nil while dismissed.
    public var restingDetentIdentifier: Detent.Identifier?
    /// The corner radius to draw.
    public var cornerRadius: CGFloat
    /// The vertical content offset the front end should give the sheet's scroll view.
    public var contentOffset: CGFloat
    /// Whether the front end pins the scroll view at ``contentOffset`` now (FloatingPanel's model):
    /// true while the sheet takes a drag that began on the content, and while it settles after it
    /// (stop the scroll view's deceleration); false while the content scrolls — then the scroll
    /// view keeps its own pan and momentum, and reports its offset back with `scrollContentChanged`.
    public var isContentOffsetLocked: Bool
    /// What happened in this step.
    public var events: SheetEvents
}
