import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The app's dismissal guard (`presentationControllerShouldDismiss`) answered per gesture.
///
/// A binding can only answer after the host asks, so an answer may arrive before the pointer-down
/// (asked synchronously, as UIKit asks), right after it, or mid-drag: whichever arrives last before
/// the release governs that gesture. An answer given with no gesture in progress is kept for the
/// next gesture only, and a gesture's answer ends with it: a stale `false` never refuses a later
/// gesture, and a stale `true` never lets one through.
struct DismissalGuardAnswers: Sendable, Equatable {
    /// The answer for the gesture in progress; nil until the app answers (no guard: it may dismiss).
    var gesture: Bool?
    /// An answer given between gestures, for the next one.
    var next: Bool?

    /// Whether the gesture in progress is refused.
    var refusesGesture: Bool { gesture == false }
}

extension SheetHost {
    /// Whether a gesture is in progress: a finger is down, or an engine-level drag runs.
    var isGestureInProgress: Bool { pointer != nil || interaction.state == .dragging }

    /// Whether a gesture starting now on `target` could end in a dismissal the guard must allow: the
    /// sheet is up and dismissible, the app hasn't made it modal, and the touch is on the sheet (a
    /// drag) or the dim (a tap).
    func gestureCouldDismiss(on target: HitTarget) -> Bool {
        interaction.state.isPresented && interaction.configuration.isDismissibleByPerson && !appIsModal
            && target != .background
    }

    mutating func answerDismissalGuard(_ allows: Bool, at time: Double, _ step: inout Step) {
        if isGestureInProgress {
            dismissalGuard.gesture = allows
        } else {
            dismissalGuard.next = allows
        }
        syncModal(at: time, &step)
    }

    /// A gesture begins: the answer given just before it (if any) is its own.
    mutating func beginGesture(at time: Double, _ step: inout Step) {
        dismissalGuard.gesture = dismissalGuard.next
        dismissalGuard.next = nil
        syncModal(at: time, &step)
    }

    /// The gesture ended: its answer governs nothing after it.
    mutating func endGesture(at time: Double, _ step: inout Step) {
        guard pointer == nil else { return }
        dismissalGuard.gesture = nil
        syncModal(at: time, &step)
    }
}

/// A person's gesture the binding is about to report, for ``SheetHost/asksDismissalGuard(before:)``.
public enum HostAttempt: Equatable, Sendable {
    /// A pan whose finger first touched at this point (the root view's coordinates).
    case pan(startingAt: CGPoint)
    /// A platform tap at this point.
    case tap(CGPoint)
    /// VoiceOver's escape (the two-finger scrub).
    case escape
    /// A close button the sheet's content draws itself (SwiftUI's `BottomSheet`), sent as
    /// ``HostEvent/closeButton``: the sheet's own close, wherever it is drawn.
    case closeButton
}

extension SheetHost {
    /// Whether the app's dismissal guard is asked before `attempt`: once per gesture that could
    /// dismiss, as UIKit asks `presentationControllerShouldDismiss` — a tap on the dim or on the
    /// close button, an escape, a pan on a sheet the person can dismiss — never for a tap on the
    /// grabber (it cycles the detents) or the sheet, never on a floating sheet, never while the app
    /// has made the sheet modal (UIKit then reports the attempt without asking). A pan is asked by
    /// the pointer-down's `asksDismissalGuard` effect, so a binding answers it there, once.
    public func asksDismissalGuard(before attempt: HostAttempt) -> Bool {
        switch attempt {
        case .pan(let start):
            guard start.x.isFinite, start.y.isFinite else { return false }
            return gestureCouldDismiss(on: hitTarget(at: start))
        case .tap(let point):
            guard point.x.isFinite, point.y.isFinite else { return false }
            let target = hitTarget(at: point)
            let dismisses =
                target == .dim
                || (target == .closeButton
                    && interaction.configuration.style.header?.showsCloseButton == true)
            return dismisses && gestureCouldDismiss(on: target)
        case .escape, .closeButton:
            return interaction.state.isPresented && interaction.configuration.isDismissibleByPerson
                && !appIsModal
        }
    }
}
