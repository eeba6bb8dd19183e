import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a drag started: on the scrolling content, or on the sheet's chrome (grabber, header,
/// anything outside the scroll view).
public enum DragLocation: String, Hashable, Sendable, Codable {
    case content
    case chrome
}

/// An event the front end feeds the engine, each given with its timestamp.
///
/// Translations are cumulative since the drag began, in points, negative upwards (as
/// `UIPanGestureRecognizer.translation(in:)`); velocities are in points per second, negative upwards.
package enum SheetInput: Hashable, Sendable {
    /// Present the sheet at the selected detent.
    case present
    /// A pan began at `location`.
    case dragBegan(location: DragLocation = .content)
    /// The pan moved. Give `horizontalTranslation` when the gesture can also go sideways: the engine
    /// then decides the axis by `PanAxis` after ``SheetBehavior/axisLockDistance`` points and
    /// ignores horizontal drags. Without it the axis is the caller's (the host core decides it).
    case dragChanged(translation: CGFloat, horizontalTranslation: CGFloat? = nil)
    /// The finger lifted at this vertical velocity; nil (`.dragEnded()`) lets the engine estimate it
    /// from the timestamped translations (see `VelocityTracker`), for gestures that report none.
    case dragEnded(velocity: CGFloat? = nil)
    /// The system cancelled the pan: the sheet settles on the nearest detent and never dismisses.
    case dragCancelled
    /// Nothing but time passed.
    case tick
    /// Select a detent in code, as UIKit's `animateChanges { selectedDetentIdentifier = … }`.
    /// During a drag the finger decides: the selection is ignored, and the release reports the
    /// detent the sheet really goes to.
    case select(Detent.Identifier, animated: Bool = true)
    /// Select the next larger active detent (an accessibility increment, VoiceOver's swipe up on the
    /// grabber); nothing happens at the largest.
    case selectNextDetent
    /// Select the next smaller active detent (an accessibility decrement); nothing happens at the
    /// smallest — stepping down never dismisses.
    case selectPreviousDetent
    /// The container changed size, safe area or size class (rotation, split view, resizing).
    case containerChanged(SheetContainer)
    /// The keyboard now overlaps the container by this height; 0 when hidden.
    case keyboardChanged(height: CGFloat)
    /// The app set new detents, as assigning UIKit's `detents`. The selected detent is kept if it is
    /// still there, otherwise the one nearest its height is selected. A resting sheet moves there at
    /// once, as UIKit's outside `animateChanges` (a moving one springs on to its new target). An
    /// invalid list (empty, duplicated identifiers, parameters out of range) is ignored: check it
    /// with ``SheetConfiguration/validate()`` first to get the reason.
    case detentsChanged([Detent])
    /// The content's fitting height changed (for `.fitting` detents).
    case contentFittingHeightChanged(CGFloat)
    /// The scroll view inside the sheet reports its content height and its offset.
    case scrollContentChanged(contentHeight: CGFloat, offset: CGFloat)
    /// The person tapped the dimmed area behind the sheet.
    case tapDimmed
    /// The person tapped the header's close button.
    case closeButton
    /// The app dismisses the sheet (after a confirmation, say); always proceeds.
    case dismiss
    /// The app sets `isModalInPresentation` (input became unsaved, or was saved). A drag in progress
    /// takes it at once: its release obeys it, and the band below the smallest detent switches
    /// under the sheet where it is.
    case modalInPresentationChanged(Bool)
}
