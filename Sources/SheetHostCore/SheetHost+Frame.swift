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
    // Inlined into `handle` (whose event switch lives in `process` to leave it small enough): the
    // frame is then written once, straight into the one returned, where a call copied it whole.
    @inline(__always)
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
            // `currentFrame` and the flag read the engine in place: `frame(events:)` and
            // `keyboardCurveProgress` each copied all of it first.
            sheet = interaction.currentFrame(events: step.engineEvents)
            keyboardProgress = interaction.isFollowingKeyboard ? interaction.keyboardCurveProgress : nil
        }
        let phase = HostPhase(interaction.state)
        var focus: HostFocusRequest?
        if updatesHistory {
            if lastPhase == .dismissed, phase != .dismissed {
                step.events.willPresent = true
                reportedWillDismiss = false
                platformDismissal = PlatformDismissal()
                completedPresentation = false
            }
            if phase == .presented, lastPhase == .presenting || lastPhase == .dismissed {
                step.events.didPresent = true
                step.effects.completesPresentation = true
                completedPresentation = true
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
                step.events.dismissalStarted = dismissalCause
                // Leaving during its rise: the platform dismisses only a presentation whose
                // transition has completed, so the rise completes now.
                if !completedPresentation {
                    step.effects.completesPresentation = true
                    completedPresentation = true
                }
            }
            reportInteractiveDismissal(phase: phase, &step)
            if step.events.didDismiss { platformDismissal.hostEnded = true }
            if platformDismissal.isOver, !platformDismissal.reported {
                platformDismissal.reported = true
                step.events.dismissalDidEnd = true
                step.events.dismissalCause = dismissalCause
            }
            lastPhase = phase
        }
        // What the rects and the recession depend on besides the sheet's top and height is kept
        // between frames: a drag only moves them.
        updateFrameGeometry()
        let layout = frameGeometry.layout(top: sheet.top, height: sheet.height)
        let isUp = phase == .presenting || phase == .presented
        let isBackgroundInteractive = sheet.isBackgroundInteractive
        let needsTicks =
            interaction.isAnimating || interaction.state == .dragging || interaction.isFollowingKeyboard
            || !pendingAssignments.isEmpty
        // Full screen hides the grabber: VoiceOver has no grabber to name either.
        let hidesGrabber = interaction.container.fillsHeight
        let isModal = isUp && !isBackgroundInteractive
        let grabberLabel = hidesGrabber ? "" : options.strings.grabberLabel
        let grabberValue = hidesGrabber ? "" : grabberValue()
        let isHidden = phase == .dismissed
        let dimTakesTaps = isUp && !isBackgroundInteractive
        let passesTouchesThrough = phase == .dismissed || isBackgroundInteractive
        let presenter = presenter(
            height: sheet.height, keyboardProgress: keyboardProgress, geometry: frameGeometry)
        let scrollDirective = scrollDirective(step)
        // The change mask compares plain values with the last frame's and keeps them in place, so
        // neither the frame nor its signature is ever copied whole.
        var changes = lastSignature.record(
            layout, isHidden: isHidden, dimAlpha: sheet.dimAlpha, dimTakesTaps: dimTakesTaps,
            passesTouchesThrough: passesTouchesThrough, cornerRadius: sheet.cornerRadius,
            style: interaction.configuration.style, presenter: presenter,
            scroll: scrollDirective, phase: phase, needsTicks: needsTicks,
            accessibility: AccessibilitySignature(
                isModal: isModal, textsRevision: textsRevision, grabberValueIsEmpty: grabberValue.isEmpty,
                grabberLabelIsEmpty: grabberLabel.isEmpty,
                hasRequest: step.announcement != nil || focus != nil || step.escapeHandled != nil))
        if !hasFrameHistory { changes = .all }
        if let pinned = scrollDirective.pinnedOffset, let scroll, abs(scroll.offset - pinned) > 0.25 {
            // The scroll view's own pan moved it off the pin: the binding sets it again. Otherwise
            // an unchanged directive needs nothing, so a binding acts on it only under `.scroll`.
            changes.insert(.scroll)
        }
        // The `frame` property's frame is made on a copy of the host, which it leaves behind.
        if updatesHistory { hasFrameHistory = true }
        return HostFrame(
            time: renderTime ?? interaction.time, sheet: sheet, phase: phase, sheetRect: layout.sheet,
            contentRect: layout.content, grabberRect: layout.grabber, headerRect: layout.header,
            closeButtonRect: layout.closeButton, titleRect: layout.title, contentInsets: layout.contentInsets,
            cornerRadius: sheet.cornerRadius, style: interaction.configuration.style, presenter: presenter,
            isHidden: isHidden,
            dimAlpha: sheet.dimAlpha, dimTakesTaps: dimTakesTaps, passesTouchesThrough: passesTouchesThrough,
            scroll: scrollDirective,
            accessibility: HostAccessibility(
                isModal: isModal, grabberLabel: grabberLabel, grabberValue: grabberValue,
                closeButtonLabel: options.strings.close, announcement: step.announcement, focus: focus,
                escapeHandled: step.escapeHandled),
            needsTicks: needsTicks,
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
    var style: SheetStyle
    var titleRect: CGRect
    var presenter: PresentingViewRecession
    var scroll: HostScrollDirective
    var phase: HostPhase
    var needsTicks: Bool
    var accessibility: AccessibilitySignature

    /// The signature before any frame (never compared: the first frame changes everything).
    static let initial = FrameSignature(
        sheetRect: .zero, contentRect: .zero, grabberRect: .zero, headerRect: .zero, closeButtonRect: .zero,
        contentInsets: .zero, isHidden: true, dimAlpha: 0, dimTakesTaps: false, passesTouchesThrough: true,
        cornerRadius: 0, style: SheetStyle(), titleRect: .zero, presenter: .identity,
        scroll: HostScrollDirective(),
        phase: .dismissed, needsTicks: false,
        accessibility: AccessibilitySignature(HostAccessibility(), textsRevision: 0))

    /// The groups in which a frame's values differ from these (the last frame's); the frame's
    /// values are kept in their place for the next comparison.
    mutating func record(
        _ layout: HostLayout, isHidden: Bool, dimAlpha: CGFloat, dimTakesTaps: Bool,
        passesTouchesThrough: Bool, cornerRadius: CGFloat, style: borrowing SheetStyle,
        presenter: PresentingViewRecession,
        scroll: HostScrollDirective,
        phase: HostPhase, needsTicks: Bool, accessibility: AccessibilitySignature
    ) -> HostChanges {
        var changes: HostChanges = []
        if !sheetRect.isSame(as: layout.sheet) || !contentRect.isSame(as: layout.content)
            || !grabberRect.isSame(as: layout.grabber) || !headerRect.isSame(as: layout.header)
            || !closeButtonRect.isSame(as: layout.closeButton) || contentInsets != layout.contentInsets
            || self.isHidden != isHidden
        {
            changes.insert(.geometry)
        }
        if self.dimAlpha != dimAlpha || self.dimTakesTaps != dimTakesTaps
            || self.passesTouchesThrough != passesTouchesThrough
        {
            changes.insert(.dimming)
        }
        if self.cornerRadius != cornerRadius || !titleRect.isSame(as: layout.title) || self.style != style {
            changes.insert(.appearance)
        }
        if self.presenter != presenter { changes.insert(.presenter) }
        if self.scroll != scroll { changes.insert(.scroll) }
        if self.phase != phase || self.needsTicks != needsTicks { changes.insert(.phase) }
        if self.accessibility != accessibility || self.accessibility.hasRequest {
            changes.insert(.accessibility)
        }
        sheetRect = layout.sheet
        contentRect = layout.content
        grabberRect = layout.grabber
        headerRect = layout.header
        closeButtonRect = layout.closeButton
        contentInsets = layout.contentInsets
        self.isHidden = isHidden
        self.dimAlpha = dimAlpha
        self.dimTakesTaps = dimTakesTaps
        self.passesTouchesThrough = passesTouchesThrough
        self.cornerRadius = cornerRadius
        if self.style != style { self.style = copy style }
        titleRect = layout.title
        self.presenter = presenter
        self.scroll = scroll
        self.phase = phase
        self.needsTicks = needsTicks
        self.accessibility = accessibility
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

    init(
        isModal: Bool, textsRevision: Int, grabberValueIsEmpty: Bool, grabberLabelIsEmpty: Bool,
        hasRequest: Bool
    ) {
        self.isModal = isModal
        self.textsRevision = textsRevision
        self.grabberValueIsEmpty = grabberValueIsEmpty
        self.grabberLabelIsEmpty = grabberLabelIsEmpty
        self.hasRequest = hasRequest
    }

    init(_ accessibility: borrowing HostAccessibility, textsRevision: Int) {
        self.init(
            isModal: accessibility.isModal, textsRevision: textsRevision,
            grabberValueIsEmpty: accessibility.grabberValue.isEmpty,
            grabberLabelIsEmpty: accessibility.grabberLabel.isEmpty,
            hasRequest: accessibility.announcement != nil || accessibility.focus != nil
                || accessibility.escapeHandled != nil)
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
