import Foundation
import SheetCore
import SheetHostCore

/// The detents the assignment and floating tests draw from: a 120 pt peek, medium, large.
let peek = Detent.height(120, identifier: "peek")

extension HostTestStore {
    /// The app assigns one sheet property, as setting one of UIKit's sheet properties, and the
    /// binding's next display tick, at the same instant, lays it out.
    @discardableResult
    func assign(_ property: SheetProperty, animated: Bool = false, after delay: Double = 0) -> HostFrame {
        send(.set(property, animated: animated), after: delay)
        return send(.tick())
    }
}

/// A floating sheet (the map drawer) with these detents, selecting the first, with a grabber.
func floatingConfiguration(_ detents: [Detent]) -> SheetConfiguration {
    var configuration = SheetConfiguration(
        detents: detents, selectedDetentIdentifier: detents.first?.identifier, isFloating: true)
    configuration.style = SheetStyle(prefersGrabberVisible: true)
    return configuration
}
