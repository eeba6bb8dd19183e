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
    mutating func makeFrame(_ step: Step, renderTime: Double?, updatesHistory: Bool = true) -> HostFrame {
        var step = step
        var sheet = interaction.frame
        sheet.events = step.engineEvents
        if let renderTime {
            // Drawn where the sheet will be when the display shows it; the engine's own clock stays
            // at the event's time.
            var ahead = interaction
            var future = ahead.tick(renderTime)
            future.events = step.engineEvents
            sheet = future
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
        let style = interaction.configuration.style
        let accessibility = HostAccessibility(
            isModal: isUp && !sheet.isBackgroundInteractive, grabberLabel: options.strings.grabberLabel,
            grabberValue: grabberValue(), closeButtonLabel: options.strings.close,
            announcement: step.announcement, focus: focus, escapeHandled: step.escapeHandled)
        let needsTicks = interaction.currentTargetHeight != nil || interaction.state == .dragging
        var frame = HostFrame(
            time: renderTime ?? interaction.time, sheet: sheet, phase: phase, sheetRect: layout.sheet,
            contentRect: layout.content, grabberRect: layout.grabber, headerRect: layout.header,
            closeButtonRect: style.header?.showsCloseButton == true ? layout.closeButton : .zero,
            titleRect: layout.title, contentInsets: layout.contentInsets, cornerRadius: sheet.cornerRadius,
            presenter: .identity,
            isHidden: phase == .dismissed,
            dimAlpha: sheet.dimAlpha, dimTakesTaps: isUp && !sheet.isBackgroundInteractive,
            passesTouchesThrough: phase == .dismissed || sheet.isBackgroundInteractive,
            scroll: scrollDirective(step), accessibility: accessibility, needsTicks: needsTicks,
            preferredFrameRate: needsTicks ? .motion : nil, target: step.target, events: step.events,
            effects: step.effects, changes: .all)
        frame.changes = Self.changes(from: lastFrame, to: frame)
        if updatesHistory { lastFrame = frame }
        return frame
    }

    /// The groups of `frame` that differ from `previous` (all of them for a first frame).
    static func changes(from previous: HostFrame?, to frame: HostFrame) -> HostChanges {
        guard let previous else { return .all }
        var changes: HostChanges = []
        if previous.sheetRect != frame.sheetRect || previous.contentRect != frame.contentRect
            || previous.grabberRect != frame.grabberRect || previous.headerRect != frame.headerRect
            || previous.closeButtonRect != frame.closeButtonRect
            || previous.contentInsets != frame.contentInsets
            || previous.isHidden != frame.isHidden
        {
            changes.insert(.geometry)
        }
        if previous.dimAlpha != frame.dimAlpha || previous.dimTakesTaps != frame.dimTakesTaps
            || previous.passesTouchesThrough != frame.passesTouchesThrough
        {
            changes.insert(.dimming)
        }
        if previous.cornerRadius != frame.cornerRadius || previous.titleRect != frame.titleRect {
            changes.insert(.appearance)
        }
        if previous.presenter != frame.presenter { changes.insert(.presenter) }
        if previous.scroll != frame.scroll { changes.insert(.scroll) }
        if previous.accessibility != frame.accessibility { changes.insert(.accessibility) }
        if previous.phase != frame.phase || previous.needsTicks != frame.needsTicks { changes.insert(.phase) }
        return changes
    }
}
