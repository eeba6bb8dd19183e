import SheetCore

/// What a SwiftUI update changes on a presented sheet's controller, and whether it springs: new
/// detents spring when the update is animated (`withAnimation`, as UIKit's `animateChanges`), a new
/// selection springs unless the update disables animations (SwiftUI animates a `.sheet`'s detent
/// selection); everything else is set as is.
package struct SheetConfigurationChange: Equatable, Sendable {
    /// What the controller holds now.
    package struct Current: Equatable, Sendable {
        package var detents: [Detent]
        package var selection: Detent.Identifier?

        package init(detents: [Detent], selection: Detent.Identifier?) {
            self.detents = detents
            self.selection = selection
        }
    }

    /// The detents to set; nil when they are unchanged.
    package var detents: [Detent]?
    /// The detent to select; nil when it is unchanged (or the configuration names none).
    package var selection: Detent.Identifier?
    /// Whether the new detents spring (set inside `animateChanges`).
    package var animatesDetents: Bool
    /// Whether the new selection springs.
    package var animatesSelection: Bool

    /// The change from `current` to `configuration` for an update whose transaction has an
    /// animation (`animation`) or disables them (`disablesAnimations`).
    package init(
        from current: Current, to configuration: SheetConfiguration, animation: Bool, disablesAnimations: Bool
    ) {
        detents = configuration.detents == current.detents ? nil : configuration.detents
        let wanted = configuration.selectedDetentIdentifier
        selection = wanted == current.selection ? nil : wanted
        animatesDetents = detents != nil && animation && !disablesAnimations
        animatesSelection = selection != nil && !disablesAnimations
    }
}
