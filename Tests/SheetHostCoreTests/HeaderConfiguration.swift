import Foundation
import SheetCore
import SheetHostCore

/// A sheet with grabber and a header with a close button: chrome 16 + 52 = 68 pt.
func headerConfiguration(
    detents: [Detent] = [.medium, .large], selected: Detent.Identifier? = nil,
    undimmed: Detent.Identifier? = nil, modal: Bool = false
) -> SheetConfiguration {
    var configuration = SheetConfiguration(
        detents: detents, selectedDetentIdentifier: selected, largestUndimmedDetentIdentifier: undimmed,
        isModalInPresentation: modal)
    configuration.style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Places"))
    return configuration
}
