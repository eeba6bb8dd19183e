import SheetCore

/// The app's assignments at one instant, with nothing else between them: resolved together from
/// the engine as it was before the first of them, so their order never changes the outcome (UIKit
/// reads its sheet properties together at the next layout).
struct PropertyBatch: Sendable {
    var time: Double
    /// The engine before the first assignment of the instant.
    var base: SheetInteraction
    var changesConfiguration = false
    var changesHeader = false
    var changesOptions = false
    /// The selection assigned, if one was (nil inside: none, the smallest detent).
    var selection: Detent.Identifier??
    /// Whether any of the assignments was animated (inside UIKit's `animateChanges`).
    var animated = false
    /// Whether whole options were assigned: a container change they make springs, animated or not.
    var optionsSpring = false
    /// The selected detent the batch's frames have reported so far: each is reported once.
    var reportedSelection: Detent.Identifier?

    init(time: Double, base: SheetInteraction) {
        self.time = time
        self.base = base
        reportedSelection = base.state == .dismissed ? nil : base.restingDetentIdentifier
    }
}
