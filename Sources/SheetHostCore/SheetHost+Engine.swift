import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetHost {
    /// Runs one engine input, collecting its events with the step's cause.
    mutating func engine(_ input: SheetInput, at time: Double, _ step: inout Step) {
        step.collect(interaction.apply(input, at: time))
    }

    /// The engine's events since the last call, for a binding that reads them apart from frames.
    public mutating func takeEngineEvents() -> SheetEvents { interaction.takeEvents() }

    /// The engine's guard: the app's flag, or the gesture's guard saying no.
    mutating func syncModal(at time: Double, _ step: inout Step) {
        let modal = appIsModal || dismissalGuard.refusesGesture
        if interaction.isModalInPresentation != modal {
            engine(.modalInPresentationChanged(modal), at: time, &step)
        }
    }

    /// An engine input from a script: the host keeps its own view of what it changes.
    mutating func forward(_ input: SheetInput, at time: Double, _ step: inout Step) {
        switch input {
        case .present:
            requestPresent(at: time, &step)
        case .select(let identifier, _) where interaction.state == .dismissed:
            selectWhileDismissed(identifier)
        case .dragBegan, .dragChanged:
            if interaction.state != .dragging, pointer == nil { beginGesture(at: time, &step) }
            engine(input, at: time, &step)
        case .dragEnded, .dragCancelled:
            engine(input, at: time, &step)
            endGesture(at: time, &step)
        case .tapDimmed, .closeButton:
            // An engine-level tap is a gesture of its own, as the host's taps.
            beginGesture(at: time, &step)
            engine(input, at: time, &step)
            endGesture(at: time, &step)
        case .modalInPresentationChanged(let modal):
            appIsModal = modal
            syncModal(at: time, &step)
        case .containerChanged(let sheetContainer):
            // The container with its keyboard, as a script's `container` event carries them.
            var host = HostContainer(sheetContainer, traits: container)
            host.keyboardOverlap = sheetContainer.keyboardHeight
            changeContainer(host, at: time, &step)
        case .keyboardChanged(let height):
            changeKeyboard(
                HostKeyboard.docked(height: height, in: container?.size ?? interaction.container.size),
                at: time,
                &step)
        default:
            engine(input, at: time, &step)
        }
    }
}
