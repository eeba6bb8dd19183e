import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a SwiftUI modifier's binding does, as ``SheetBindingModel`` decides it: each case one
/// platform call, carried out in order.
package indirect enum SheetBindingOutput<Key: Hashable & Sendable>: Equatable, Sendable {
    /// Send the presentation lifecycle this event.
    case lifecycle(SheetLifecycleEvent<Key>)
    /// Draw the binding's item, at its latest value, in the sheet `Key`.
    case draw(Key)
    /// Set these properties on the sheet's controller, inside `animateChanges` when `animated`.
    case assign(Key, [SheetAssignment], animated: Bool)
    /// Select this detent (nil: the smallest), springing when `animated`.
    case select(Key, Detent.Identifier?, animated: Bool)
    /// Offer the content's measured height to the sheet (`preferredContentSize`).
    case offerFittingHeight(Key, CGFloat)
    /// The content's close button: the sheet closes through its guard, as by its own close button
    /// (the host's `closeButton` event).
    case closeButton(Key)
    /// Add the floating sheet over its view, resting at this detent; it slides up unless the
    /// update's transaction disables animations.
    case show(Key, at: Detent.Identifier?, animated: Bool)
    /// Slide the floating sheet away.
    case hide(Key, animated: Bool)
    /// Write this detent to the `selection` binding.
    case writeSelection(Detent.Identifier?)
    /// Write nil (or false) to the presentation binding; then tell the model what it reads
    /// (``SheetBindingModel/bindingReadAfterClear(current:)``).
    case clearBinding
    /// Call the modifier's `onAttemptToDismiss`.
    case onAttemptToDismiss
    /// Call the modifier's `onDismiss`.
    case onDismiss
    /// The model forgot the sheet (its request is over): let go of what was made for it.
    case release(Key)
    /// Read the binding again once SwiftUI's update or the lifecycle's step is over (``SheetBindingModel/sync(current:anchorInWindow:lifecycle:makeKey:)``).
    case syncLater
    /// Report a misuse or a dead end (DEBUG builds).
    case diagnostic(SheetBindingDiagnostic)
    /// Carry out these binding writes once SwiftUI's update has ended (the main queue's next pass):
    /// SwiftUI forbids changing state during an update.
    case afterUpdate([SheetBindingOutput<Key>])

    /// Whether this writes one of the modifier's bindings.
    package var writesBinding: Bool {
        switch self {
        case .writeSelection, .clearBinding: true
        default: false
        }
    }
}

/// What a DEBUG build reports about a modifier's sheet.
package enum SheetBindingDiagnostic: String, Equatable, Sendable, CaseIterable {
    /// The platform refused the sheet for good while its view was in a window: it can never be
    /// presented from there (the view already presents something SheetKit doesn't know). The
    /// binding is left as the app set it.
    case neverPresented
    /// The view presenting the sheet is leaving while the sheet is up and nobody asked the sheet to
    /// go: most often `@Environment(\.dismiss)` called inside the sheet, the presenter's action.
    case presenterLeftItsSheet
}
