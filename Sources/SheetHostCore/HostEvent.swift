import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A raw platform event, as a binding receives it, for ``SheetHost/handle(_:at:)``.
///
/// Times are seconds on one monotonic clock (`CACurrentMediaTime()`, `performance.now() / 1000`, a
/// scenario's `t`); points are in the container's coordinates, y growing downwards; velocities are
/// points per second, negative upwards, as `UIPanGestureRecognizer.velocity(in:)`.
///
/// The rare events with large payloads (a configuration, options, a container, a detent list) are
/// `indirect`, so the frequent ones (pointer, scroll, tick) copy a few bytes rather than the largest.
public enum HostEvent: Sendable {
    // MARK: Lifecycle

    /// The app presents the sheet. Held until the first usable container arrives, so the sheet
    /// rises to the detent it was asked for rather than to one resolved in a zero-sized view. As
    /// UIKit's `present(_:animated: false)`, a presentation that isn't animated is at its detent in
    /// the frame that reports its will- and did-present.
    case present(animated: Bool = true)
    /// The app (or the system, on behalf of a presenting controller) dismisses the sheet; it always
    /// proceeds, sliding down unless `animated` is false.
    case dismiss(animated: Bool = true)
    /// The views are going away (the controller was removed without a dismissal): the sheet is
    /// dismissed at once, reporting `didDismiss` if it had not yet.
    case teardown

    // MARK: Environment

    /// The container's size, safe area or traits changed (rotation, split view, Dynamic Type).
    indirect case container(HostContainer)
    /// The keyboard's frame in the container changed (shown, hidden, moved, undocked).
    case keyboard(HostKeyboard)
    /// Reduce Motion was turned on or off: springs become short fades of position.
    case reduceMotion(Bool)
    /// VoiceOver started or stopped: the host then announces detent changes.
    case voiceOver(Bool)

    // MARK: Measurement

    /// The content's fitting height at the width the host asked for, answering the host's
    /// ``HostEffects/measureContent`` request `request`. A stale or repeated answer is ignored, so a
    /// layout pass can't loop.
    case contentMeasured(height: CGFloat, width: CGFloat, request: Int)
    /// The header's height at the current Dynamic Type size, answering ``HostEffects/measureHeader``.
    case headerMeasured(height: CGFloat, request: Int)
    /// The content changed in a way that may change its fitting height (`preferredContentSize`,
    /// new rows): the host asks for a new measurement when a detent depends on it.
    case contentInvalidated

    // MARK: Pointer

    /// A finger (or the mouse) went down at this point.
    case pointerDown(CGPoint)
    /// The finger moved to this point.
    case pointerMoved(CGPoint)
    /// The finger lifted at this point with this vertical velocity; nil lets the host estimate it
    /// from the recent moves.
    case pointerUp(CGPoint, velocity: CGFloat? = nil)
    /// The system took the touch (an alert, a second gesture): the sheet settles and never dismisses.
    case pointerCancelled
    /// A tap recognized at this point (a binding whose taps come from their own recognizer).
    case tap(CGPoint)

    // MARK: Scroll

    /// The tracked scroll view's geometry changed; nil when there is no tracked scroll view any more
    /// (it was removed or replaced: send the new one's geometry next).
    case scroll(HostScrollGeometry?)
    /// The scroll view's finger lifted at this vertical velocity (points per second of content
    /// offset, positive scrolling down) aiming for `targetOffset` (its `contentOffset.y`). The frame
    /// answers where its deceleration should end.
    case scrollWillEndDragging(velocity: CGFloat, targetOffset: CGFloat)

    // MARK: Accessibility and the app

    /// An accessibility action.
    case accessibility(HostAccessibilityAction)
    /// The app's answer to the dismissal guard (`presentationControllerShouldDismiss`), whenever it
    /// comes: during a gesture (right after its pointer-down, mid-drag) it governs that gesture up to
    /// its release; between gestures (just before a tap or an escape) it counts for the next one only.
    case dismissalGuardAnswered(allowsDismissal: Bool)
    /// The app set its own `isModalInPresentation` (on the presented controller or the sheet): the
    /// host knows at once, whatever gesture is in progress.
    case modalInPresentationChanged(Bool)
    /// The app replaced the sheet's configuration (detents, style, dimming, …): the selection is
    /// kept by identifier. A resting sheet springs to its new height, or, with `animated` false (a
    /// UIKit change outside `animateChanges(_:)`), is there at once. An undimmed identifier that
    /// names no detent is kept (``SheetHost/configuration``); to assign one property, send
    /// ``set(_:animated:)``.
    indirect case configure(SheetConfiguration, animated: Bool = true)
    /// The app set the selected detent, as UIKit's `selectedDetentIdentifier`: nil chooses none (the
    /// smallest detent by height shows). Springs when `animated` (inside `animateChanges`), moves at
    /// once otherwise; before the first usable container it is kept by identifier until then.
    /// ``SheetHost/selectedDetentIdentifier`` reads it back.
    case select(Detent.Identifier?, animated: Bool = false)
    /// The app assigned one sheet property, as setting one of UIKit's sheet properties: the host
    /// keeps the value exactly as set (``SheetHost/configuration`` reads it back at once), and the
    /// other properties keep theirs. As UIKit's, the assignments are laid out together at the next
    /// layout — the next event of any other kind, a display tick at the latest (the frame of a `set`
    /// is the sheet as it was, with ``HostFrame/needsTicks``) — so their order never changes a frame;
    /// an identifier that names no detent is kept until a detent with it arrives. Springs when
    /// `animated` (inside `animateChanges`), moves at once otherwise.
    indirect case set(SheetProperty, animated: Bool = false)
    /// The app's layout options changed (width rule, detent names).
    indirect case options(HostOptions)
    /// The app set new detents, as assigning UIKit's `detents`: the selection is kept by identifier
    /// when the list still has it, otherwise the detent nearest its height is selected. An invalid
    /// list (empty, repeated identifiers, parameters out of range) changes nothing.
    indirect case detentsChanged([Detent])
    /// A display refresh. `renderTime` is when the frame will be shown (`CADisplayLink.targetTimestamp`):
    /// the returned frame is computed for it, while the host's own time stays at the event's, so
    /// the next pointer sample is never older than the host's clock.
    case tick(renderTime: Double? = nil)
    /// The platform's own dismissal began (UIKit's `dismissalTransitionWillBegin`, or a dismissal
    /// the binding asked for through ``HostEffects/requestsPlatformDismissal``): the host holds
    /// ``HostCallbacks/dismissalDidEnd`` until ``dismissalTransitionDidEnd``.
    case dismissalTransitionWillBegin

    // MARK: A pan as translations, and the sheet's own controls

    /// A pan began at `location`, from a recognizer that reports translations rather than points
    /// (a script's `dragBegan`): it bypasses the hit test, and is a gesture of its own for the
    /// dismissal guard.
    case dragBegan(location: DragLocation = .content)
    /// The pan moved by `translation` since it began (negative upwards); with
    /// `horizontalTranslation`, the engine decides the pan's axis itself (`PanAxis`).
    case dragChanged(translation: CGFloat, horizontalTranslation: CGFloat? = nil)
    /// The pan ended at this vertical velocity; nil estimates it from the recent changes.
    case dragEnded(velocity: CGFloat? = nil)
    /// The system cancelled the pan: the sheet settles on the nearest detent, never dismisses.
    case dragCancelled
    /// The person chose the next larger detent (nothing happens at the largest), without the
    /// announcement of the grabber's ``HostAccessibilityAction/increment``.
    case selectNextDetent
    /// The person chose the next smaller detent; stepping down never dismisses.
    case selectPreviousDetent
    /// The person tapped the dimmed area behind the sheet: a dismissal attempt through the guard.
    case tapDimmed
    /// The person tapped the header's close button: a dismissal attempt through the guard.
    case closeButton
    /// The content's fitting height, given directly rather than as a measurement's answer.
    case contentFittingHeightChanged(CGFloat)
    /// The tracked list's content height and offset, without a viewport (a script's
    /// `scrollContent`): the engine's scroll hand-off works from these alone.
    case scrollContentChanged(contentHeight: CGFloat, offset: CGFloat)

    /// The platform's dismissal ended (UIKit's `dismissalTransitionDidEnd(true)`, or
    /// `viewDidDisappear` of a controller being dismissed).
    case dismissalTransitionDidEnd
}

extension HostEvent {
    /// The app presents the sheet, animated: ``present(animated:)`` with its default.
    public static var present: HostEvent { .present(animated: true) }

    /// Who causes what this event changes: one table for every event a binding or a script sends.
    var cause: HostCause {
        switch self {
        case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .tap, .accessibility, .scroll,
            .scrollWillEndDragging, .dismissalGuardAnswered, .dragBegan, .dragChanged, .dragEnded,
            .dragCancelled, .selectNextDetent, .selectPreviousDetent, .tapDimmed, .closeButton,
            .scrollContentChanged:
            return .user
        case .present, .dismiss, .configure, .options, .modalInPresentationChanged, .select, .detentsChanged,
            .set:
            return .app
        case .teardown, .container, .keyboard, .reduceMotion, .voiceOver, .contentMeasured, .headerMeasured,
            .contentInvalidated, .tick, .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
            .contentFittingHeightChanged:
            return .system
        }
    }
}
