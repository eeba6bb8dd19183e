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

    /// The engine's guard: the app's flag, or the gesture's guard saying no.
    mutating func syncModal(at time: Double, _ step: inout Step) {
        let modal = appIsModal || dismissalGuard.refusesGesture
        if interaction.isModalInPresentation != modal {
            engine(.modalInPresentationChanged(modal), at: time, &step)
        }
    }
}
