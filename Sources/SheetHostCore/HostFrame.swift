import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a binding applies after one host step: every view property, the effects to carry out
/// and what happened. A binding maps these onto views and decides nothing.
public struct HostFrame: Equatable, Sendable {
    /// The time the frame shows, in seconds (a tick's render time, or the event's).
    public var time: Double
    /// The engine's frame (state, height, velocity, detent, …) this frame was made from.
    public var sheet: SheetFrame
    public var phase: HostPhase
    /// The sheet view's frame in the container (by UIKit's width rules), snapped to pixels.
    public var sheetRect: CGRect
    /// The content area: the sheet below its chrome, to the sheet's bottom edge.
    public var contentRect: CGRect
    /// The grabber's touch area (at least 44 × 44 pt; its drawn capsule is centred in its top 16 pt
    /// strip), never above the container's top; `.zero` when there is no grabber, and when the sheet
    /// is full screen in compact height (UIKit hides it there).
    public var grabberRect: CGRect
    /// The header bar; `.zero` when there is none.
    public var headerRect: CGRect
    /// The close button's touch area (44 × 44 pt; its 30 pt circle is centred in it); `.zero` when none.
    public var closeButtonRect: CGRect
    /// Where the header's title is drawn: the header less its margins (16 pt from the leading edge,
    /// 14 pt above and below) and the close button's 60 pt room on the trailing side (16 pt without
    /// one), each inside the safe area's side insets, mirrored in right-to-left; `.zero` when there
    /// is no header.
    public var titleRect: CGRect
    /// The content's insets inside ``contentRect``: the home indicator's at the bottom (when the
    /// sheet rests on the container's bottom), the container's safe area on the physical sides.
    public var contentInsets: HostInsets
    public var cornerRadius: CGFloat
    /// The surface the frame shows (background, corner radius, grabber, header): the style the host
    /// has laid out, so an assignment of it shows in the frame that lays it out, never before. A
    /// binding draws this and reads no style elsewhere; ``HostChanges/appearance`` marks its changes.
    public var style: SheetStyle
    /// How the presenting view recedes behind the sheet (``PresentingViewRecession/identity`` when it doesn't).
    public var presenter: PresentingViewRecession
    /// Whether the sheet views are hidden (no presentation).
    public var isHidden: Bool
    /// The dim layer's alpha.
    public var dimAlpha: CGFloat
    /// Whether the dim takes taps (and so blocks the background). Independent of ``dimAlpha``: a
    /// sheet with a maximum dim of 0 is still tapped away; an undimmed detent lets touches through.
    public var dimTakesTaps: Bool
    /// Whether touches outside the sheet reach the views behind it (the presentation's container
    /// must not take them either).
    public var passesTouchesThrough: Bool
    public var scroll: HostScrollDirective
    public var accessibility: HostAccessibility
    /// Whether the binding must keep sending ticks (a spring runs, a finger is down).
    public var needsTicks: Bool
    /// The display rate to ask for while ticking; nil at rest.
    public var preferredFrameRate: HostFrameRate?
    /// For a `pointerDown` or `tap`: what the point hit.
    public var target: HitTarget?
    /// What this step tells the app: the delegate and SwiftUI callbacks it calls.
    public var events: HostCallbacks
    public var effects: HostEffects
    /// What changed since the previous frame.
    public var changes: HostChanges
}
