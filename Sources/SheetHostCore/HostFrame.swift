import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where the sheet is in its presentation, as a binding reports it to the platform
/// (`viewWillAppear` … `viewDidDisappear`, `isBeingDismissed`, a transition's completion).
public enum HostPhase: String, Sendable, Codable, CaseIterable {
    /// Rising to its first detent.
    case presenting
    /// On screen: resting, following a finger or moving between detents.
    case presented
    /// Sliding off; the platform's dismissal completes when it reaches ``dismissed``.
    case dismissing
    /// Not shown.
    case dismissed
}

/// What a point in the container is, for the host's own hit-testing: which element a touch there
/// belongs to, and so what a drag or tap starting there does.
public enum HitTarget: String, Sendable, Codable, CaseIterable {
    /// The grabber's 44 × 44 pt (at least) touch area: drags move the sheet, a tap cycles detents.
    case grabber
    /// The header bar: drags move the sheet.
    case header
    /// The close button's 44 × 44 pt touch area: a tap is a dismissal attempt.
    case closeButton
    /// The tracked scroll view: drags are split between the sheet and the list.
    case content
    /// Any other part of the sheet (a search field above the list, static content): drags move the sheet.
    case sheet
    /// The dimmed area: a tap is a dismissal attempt.
    case dim
    /// Outside the sheet where the background takes touches (an undimmed detent, or no sheet):
    /// the binding lets the touch through to the views behind.
    case background
}

/// What the binding does to the tracked scroll view in this frame.
public struct HostScrollDirective: Equatable, Sendable {
    /// The `contentOffset.y` to set now, or nil to leave the scroll view alone (it is scrolling by
    /// its own pan and deceleration).
    public var pinnedOffset: CGFloat?
    /// Stop the scroll view's deceleration or bounce now (set its offset without animation to
    /// ``pinnedOffset``): the sheet took the movement.
    public var stopsDeceleration: Bool
    /// Where the scroll view's deceleration should end (its `targetContentOffset.y`), answering
    /// ``HostEvent/scrollWillEndDragging(velocity:targetOffset:)``; nil otherwise.
    public var decelerationTarget: CGFloat?
    /// Whether the list may bounce at its top: not while a pull at the top would move the sheet.
    public var bouncesAtTop: Bool

    public init(
        pinnedOffset: CGFloat? = nil, stopsDeceleration: Bool = false, decelerationTarget: CGFloat? = nil,
        bouncesAtTop: Bool = true
    ) {
        self.pinnedOffset = pinnedOffset
        self.stopsDeceleration = stopsDeceleration
        self.decelerationTarget = decelerationTarget
        self.bouncesAtTop = bouncesAtTop
    }
}

/// Where VoiceOver's focus should go.
public enum HostFocusRequest: String, Sendable, Codable {
    /// Into the sheet (`UIAccessibility.post(notification: .screenChanged, argument: sheet)`).
    case sheet
    /// Back to what presented it (`.screenChanged` with nil).
    case presenter
}

/// What assistive technologies are told in this frame.
public struct HostAccessibility: Equatable, Sendable {
    /// Whether the sheet is modal for VoiceOver (`accessibilityViewIsModal`): only while the
    /// background can't be touched.
    public var isModal: Bool
    /// The grabber's label; "" when the sheet is full screen in compact height (no grabber is shown).
    public var grabberLabel: String
    /// The grabber's value: the selected detent's spoken name ("" when dismissed).
    public var grabberValue: String
    /// The close button's label.
    public var closeButtonLabel: String
    /// Something to announce now, or nil.
    public var announcement: String?
    /// Where focus should move now, or nil.
    public var focus: HostFocusRequest?
    /// After an escape: whether the sheet handled it (`accessibilityPerformEscape`'s return value).
    public var escapeHandled: Bool?

    public init(
        isModal: Bool = false, grabberLabel: String = "", grabberValue: String = "",
        closeButtonLabel: String = "",
        announcement: String? = nil, focus: HostFocusRequest? = nil, escapeHandled: Bool? = nil
    ) {
        self.isModal = isModal
        self.grabberLabel = grabberLabel
        self.grabberValue = grabberValue
        self.closeButtonLabel = closeButtonLabel
        self.announcement = announcement
        self.focus = focus
        self.escapeHandled = escapeHandled
    }
}

/// A request to measure something at a width, answered by an event carrying the same `request`.
public struct HostMeasureRequest: Equatable, Sendable {
    /// The width to measure at, in points.
    public var width: CGFloat
    /// The request's number; answers to older requests are ignored.
    public var request: Int
}

/// The display rate a binding should ask for (`CADisplayLink.preferredFrameRateRange`).
public struct HostFrameRate: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float

    /// A spring or a drag: as smooth as the display allows (ProMotion's 120 Hz).
    public static let motion = HostFrameRate(minimum: 80, maximum: 120, preferred: 120)
}

/// What the binding must carry out, besides applying the frame.
public struct HostEffects: Equatable, Sendable {
    /// Measure the content's fitting height at this width and answer with
    /// ``HostEvent/contentMeasured(height:width:request:)``.
    public var measureContent: HostMeasureRequest?
    /// Measure the header at this width and the current Dynamic Type size, and answer with
    /// ``HostEvent/headerMeasured(height:request:)``.
    public var measureHeader: HostMeasureRequest?
    /// Ask the app's dismissal guard now (`presentationControllerShouldDismiss`) and answer with
    /// ``HostEvent/dismissalGuardAnswered(allowsDismissal:)``: an attempt may follow.
    public var asksDismissalGuard: Bool
    /// The platform's presentation can complete now: the sheet has risen (`viewDidAppear`), or it
    /// began leaving by itself during its rise (with ``requestsPlatformDismissal``: UIKit dismisses
    /// only a presentation whose transition has completed). Once per presentation.
    public var completesPresentation: Bool
    /// The platform's dismissal can complete now (the sheet is gone): remove the views,
    /// `viewDidDisappear`, the transition's completion, the app's `onDismiss`. Set again when
    /// the platform's dismissal transition begins (``HostEvent/dismissalTransitionWillBegin``)
    /// after the sheet had already gone: that transition completes at once.
    public var completesDismissal: Bool
    /// The sheet started leaving by itself (a drag, the dim, the close button, escape) while the
    /// platform is not dismissing it: ask the platform to dismiss the presented controller (UIKit's
    /// `dismiss(animated:)`, so `isBeingDismissed` and the appearance callbacks follow), then send
    /// ``HostEvent/dismissalTransitionWillBegin``. Once per presentation; a binding with no platform
    /// presentation ignores it.
    public var requestsPlatformDismissal = false

    public init(
        measureContent: HostMeasureRequest? = nil, measureHeader: HostMeasureRequest? = nil,
        asksDismissalGuard: Bool = false, completesPresentation: Bool = false,
        completesDismissal: Bool = false
    ) {
        self.measureContent = measureContent
        self.measureHeader = measureHeader
        self.asksDismissalGuard = asksDismissalGuard
        self.completesPresentation = completesPresentation
        self.completesDismissal = completesDismissal
    }

    public static let none = HostEffects()
}

/// Which groups of a ``HostFrame`` changed since the previous frame, so a binding touches only those.
public struct HostChanges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The sheet's, content's or chrome's rects, or hidden.
    public static let geometry = HostChanges(rawValue: 1 << 0)
    /// Dim alpha, dim taps, pass-through.
    public static let dimming = HostChanges(rawValue: 1 << 1)
    /// Style (``HostFrame/style``), corner radius, header title.
    public static let appearance = HostChanges(rawValue: 1 << 2)
    /// The scroll directive, or the scroll view drifted off its pin (its reported offset is not
    /// ``HostScrollDirective/pinnedOffset``): a binding acts on the directive only under this bit,
    /// never re-pinning on every frame.
    public static let scroll = HostChanges(rawValue: 1 << 3)
    /// Accessibility flags and texts.
    public static let accessibility = HostChanges(rawValue: 1 << 4)
    /// Phase, ticks or frame rate.
    public static let phase = HostChanges(rawValue: 1 << 5)
    /// The presenting view's recession.
    public static let presenter = HostChanges(rawValue: 1 << 6)

    public static let all: HostChanges = [
        .geometry, .dimming, .appearance, .scroll, .accessibility, .phase, .presenter,
    ]
}

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
    public var events: HostEvents
    public var effects: HostEffects
    /// What changed since the previous frame.
    public var changes: HostChanges
}
