import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension HostPhase {
    /// The phase of an engine state.
    init(_ state: SheetState) {
        switch state {
        case .dismissed: self = .dismissed
        case .presenting: self = .presenting
        case .dismissing: self = .dismissing
        case .resting, .dragging, .settling: self = .presented
        }
    }
}

extension SheetHost {
    /// Builds the frame of the current state with the step's events and effects; lifecycle events
    /// come from the phase's change since the last frame.
    mutating func makeFrame(_ step: inout Step, renderTime: Double?, updatesHistory: Bool = true) -> HostFrame
    {
        let sheet: SheetFrame
        let keyboardProgress: Double?
        if let renderTime {
            // Drawn where the sheet will be when the display shows it; the engine's own clock stays
            // at the event's time.
            var ahead = interaction
            ahead.apply(.tick, at: renderTime)
            sheet = ahead.frame(events: step.engineEvents)
            keyboardProgress = ahead.keyboardCurveProgress
        } else {
            sheet = interaction.frame(events: step.engineEvents)
            keyboardProgress = interaction.keyboardCurveProgress
        }
        let phase = HostPhase(interaction.state)
        var focus: HostFocusRequest?
        if updatesHistory {
            if lastPhase == .dismissed, phase != .dismissed {
                step.events.willPresent = true
                reportedWillDismiss = false
                platformDismissal = PlatformDismissal()
            }
            if phase == .presented, lastPhase == .presenting || lastPhase == .dismissed {
                step.events.didPresent = true
                step.effects.completesPresentation = true
                focus = .sheet
            }
            if phase == .dismissing || (phase == .dismissed && lastPhase != .dismissed), !reportedWillDismiss
            {
                step.events.willDismiss = true
                reportedWillDismiss = true
                dismissalCause = step.cause
            }
            if phase == .dismissed, lastPhase != .dismissed {
                step.events.didDismiss = true
                step.events.dismissalCause = dismissalCause
                step.effects.completesDismissal = true
                focus = .presenter
            }
            if step.events.willDismiss { step.events.dismissalCause = dismissalCause }
            if step.events.willDismiss, !platformDismissal.began {
                step.effects.requestsPlatformDismissal = true
            }
            if step.events.didDismiss { platformDismissal.hostEnded = true }
            if platformDismissal.isOver, !platformDismissal.reported {
                platformDismissal.reported = true
                step.events.dismissalDidEnd = true
                step.events.dismissalCause = dismissalCause
            }
            lastPhase = phase
        }
        let layout = layout(top: sheet.top, height: sheet.height)
        let isUp = phase == .presenting || phase == .presented
        let isBackgroundInteractive = sheet.isBackgroundInteractive
        let needsTicks =
            interaction.isAnimating || interaction.state == .dragging || interaction.isFollowingKeyboard
        // Full screen hides the grabber: VoiceOver has no grabber to name either.
        let hidesGrabber = interaction.container.fillsHeight
        let accessibility = HostAccessibility(
            isModal: isUp && !isBackgroundInteractive,
            grabberLabel: hidesGrabber ? "" : options.strings.grabberLabel,
            grabberValue: hidesGrabber ? "" : grabberValue(), closeButtonLabel: options.strings.close,
            announcement: step.announcement, focus: focus, escapeHandled: step.escapeHandled)
        // The change mask compares plain values with the last frame's, built from the same locals as
        // the frame, so the frame itself is built once, in place, and never copied.
        let signature = FrameSignature(
            sheetRect: layout.sheet, contentRect: layout.content, grabberRect: layout.grabber,
            headerRect: layout.header,
            closeButtonRect: layout.closeButton,
            contentInsets: layout.contentInsets, isHidden: phase == .dismissed, dimAlpha: sheet.dimAlpha,
            dimTakesTaps: isUp && !isBackgroundInteractive,
            passesTouchesThrough: phase == .dismissed || isBackgroundInteractive,
            cornerRadius: sheet.cornerRadius, titleRect: layout.title,
            presenter: presenter(height: sheet.height, keyboardProgress: keyboardProgress),
            scroll: scrollDirective(step), phase: phase, needsTicks: needsTicks,
            accessibility: AccessibilitySignature(accessibility, textsRevision: textsRevision))
        var changes = hasFrameHistory ? signature.changes(since: lastSignature) : .all
        if let pinned = signature.scroll.pinnedOffset, let scroll, abs(scroll.offset - pinned) > 0.25 {
            // The scroll view's own pan moved it off the pin: the binding sets it again. Otherwise
            // an unchanged directive needs nothing, so a binding acts on it only under `.scroll`.
            changes.insert(.scroll)
        }
        if updatesHistory {
            lastSignature = signature
            hasFrameHistory = true
        }
        return HostFrame(
            time: renderTime ?? interaction.time, sheet: sheet, phase: phase, sheetRect: signature.sheetRect,
            contentRect: signature.contentRect, grabberRect: signature.grabberRect,
            headerRect: signature.headerRect, closeButtonRect: signature.closeButtonRect,
            titleRect: signature.titleRect, contentInsets: signature.contentInsets,
            cornerRadius: signature.cornerRadius, presenter: signature.presenter,
            isHidden: signature.isHidden,
            dimAlpha: signature.dimAlpha, dimTakesTaps: signature.dimTakesTaps,
            passesTouchesThrough: signature.passesTouchesThrough, scroll: signature.scroll,
            accessibility: accessibility, needsTicks: needsTicks,
            preferredFrameRate: needsTicks ? .motion : nil, target: step.target, events: step.events,
            effects: step.effects, changes: changes)
    }
}

/// What the change mask compares of a frame, without its texts: plain values, so keeping the last
/// one costs no reference counting.
struct FrameSignature: Equatable, Sendable {
    var sheetRect: CGRect
    var contentRect: CGRect
    var grabberRect: CGRect
    var headerRect: CGRect
    var closeButtonRect: CGRect
    var contentInsets: HostInsets
    var isHidden: Bool
    var dimAlpha: CGFloat
    var dimTakesTaps: Bool
    var passesTouchesThrough: Bool
    var cornerRadius: CGFloat
    var titleRect: CGRect
    var presenter: HostPresenter
    var scroll: HostScrollDirective
    var phase: HostPhase
    var needsTicks: Bool
    var accessibility: AccessibilitySignature

    /// The signature before any frame (never compared: the first frame changes everything).
    static let initial = FrameSignature(
        sheetRect: .zero, contentRect: .zero, grabberRect: .zero, headerRect: .zero, closeButtonRect: .zero,
        contentInsets: .zero, isHidden: true, dimAlpha: 0, dimTakesTaps: false, passesTouchesThrough: true,
        cornerRadius: 0, titleRect: .zero, presenter: .identity, scroll: HostScrollDirective(),
        phase: .dismissed, needsTicks: false,
        accessibility: AccessibilitySignature(HostAccessibility(), textsRevision: 0))

    /// The groups that differ from `previous`.
    func changes(since previous: FrameSignature) -> HostChanges {
        var changes: HostChanges = []
        if !previous.sheetRect.isSame(as: sheetRect) || !previous.contentRect.isSame(as: contentRect)
            || !previous.grabberRect.isSame(as: grabberRect) || !previous.headerRect.isSame(as: headerRect)
            || !previous.closeButtonRect.isSame(as: closeButtonRect)
            || previous.contentInsets != contentInsets
            || previous.isHidden != isHidden
        {
            changes.insert(.geometry)
        }
        if previous.dimAlpha != dimAlpha || previous.dimTakesTaps != dimTakesTaps
            || previous.passesTouchesThrough != passesTouchesThrough
        {
            changes.insert(.dimming)
        }
        if previous.cornerRadius != cornerRadius || !previous.titleRect.isSame(as: titleRect) {
            changes.insert(.appearance)
        }
        if previous.presenter != presenter { changes.insert(.presenter) }
        if previous.scroll != scroll { changes.insert(.scroll) }
        if previous.phase != phase || previous.needsTicks != needsTicks { changes.insert(.phase) }
        if previous.accessibility != accessibility || previous.accessibility.hasRequest {
            changes.insert(.accessibility)
        }
        return changes
    }
}

/// What the change mask compares of a frame's accessibility: its texts by the host's revision.
struct AccessibilitySignature: Equatable, Sendable {
    var isModal: Bool
    /// The host's ``SheetHost/textsRevision`` when the frame was made: its texts are the same as
    /// another frame's with the same revision.
    var textsRevision: Int
    var grabberValueIsEmpty: Bool
    /// Whether the grabber's label is empty (full screen hides the grabber).
    var grabberLabelIsEmpty: Bool
    /// Whether the frame carries a one-time request (an announcement, a focus move, an escape's
    /// answer): such a frame, and the one after it, always count as an accessibility change.
    var hasRequest: Bool

    init(_ accessibility: borrowing HostAccessibility, textsRevision: Int) {
        isModal = accessibility.isModal
        self.textsRevision = textsRevision
        grabberValueIsEmpty = accessibility.grabberValue.isEmpty
        grabberLabelIsEmpty = accessibility.grabberLabel.isEmpty
        hasRequest =
            accessibility.announcement != nil || accessibility.focus != nil
            || accessibility.escapeHandled != nil
    }
}

extension CGRect {
    /// Equality of the four numbers, inlined (Foundation's `==` on Linux is a call).
    @inline(__always)
    func isSame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y && size.width == other.size.width
            && size.height == other.size.height
    }
}
