import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What one host step collects besides the engine's state: its events, effects and answers.
struct Step {
    var cause: HostCause
    // Copied from the constant: `HostCallbacks()` here was built, copied and destroyed every step.
    var events = HostCallbacks.none
    var effects = HostEffects()
    var target: HitTarget?
    var announcement: String?
    var escapeHandled: Bool?
    var decelerationTarget: CGFloat?
    var stopsDeceleration = false
    /// The engine's events of every input of the step, merged.
    var engineEvents = SheetEvents()

    init(cause: HostCause) { self.cause = cause }

    /// Adds the engine's events of one input; `cause` overrides the step's (time passing is the system's).
    mutating func collect(_ engineEvents: SheetEvents, cause: HostCause? = nil) {
        // Most engine steps report nothing: skip the copies of the identifiers.
        guard !engineEvents.isEmpty else { return }
        self.engineEvents.merge(engineEvents)
        if let detent = engineEvents.selectedDetentChanged {
            events.selectedDetentChanged = detent
            events.selectedDetentChangeCause = cause ?? self.cause
        }
        events.attemptedToDismiss = events.attemptedToDismiss || engineEvents.attemptedToDismiss
        events.crossedDetent = engineEvents.crossedDetent ?? events.crossedDetent
    }
}
