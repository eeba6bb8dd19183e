import Foundation
import SheetCore

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
