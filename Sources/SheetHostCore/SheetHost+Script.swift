import Foundation
import SheetCore

extension SheetHost {
    /// A pan given as translations, or one of the sheet's own controls (a script's `dragBegan`,
    /// `tapDimmed`, `selectNextDetent`, …): each reaches the engine as it is, within a gesture of
    /// its own for the dismissal guard.
    mutating func scripted(_ event: HostEvent, at time: Double, _ step: inout Step) {
        switch event {
        case .dragBegan(let location):
            if interaction.state != .dragging, pointer == nil { beginGesture(at: time, &step) }
            engine(.dragBegan(location: location), at: time, &step)
        case .dragChanged(let translation, let horizontal):
            if interaction.state != .dragging, pointer == nil { beginGesture(at: time, &step) }
            engine(.dragChanged(translation: translation, horizontalTranslation: horizontal), at: time, &step)
        case .dragEnded(let velocity):
            engine(.dragEnded(velocity: velocity), at: time, &step)
            endGesture(at: time, &step)
        case .dragCancelled:
            engine(.dragCancelled, at: time, &step)
            endGesture(at: time, &step)
        case .tapDimmed, .closeButton:
            // A tap is a gesture of its own, as the host's taps.
            beginGesture(at: time, &step)
            engine(event.isCloseButton ? .closeButton : .tapDimmed, at: time, &step)
            endGesture(at: time, &step)
        case .selectNextDetent: engine(.selectNextDetent, at: time, &step)
        case .selectPreviousDetent: engine(.selectPreviousDetent, at: time, &step)
        default: break
        }
    }
}

extension HostEvent {
    fileprivate var isCloseButton: Bool {
        if case .closeButton = self { return true }
        return false
    }
}
