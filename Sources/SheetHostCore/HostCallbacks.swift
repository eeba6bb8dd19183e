import SheetCore

/// What happened in one host step, for the app's delegate callbacks. A fixed set of fields, so a
/// step allocates nothing.
public struct HostCallbacks: Equatable, Sendable {
    /// The selected detent changed to this one.
    public var selectedDetentChanged: Detent.Identifier?
    /// Who changed it: front ends tell their delegate only about the person's changes, as UIKit.
    public var selectedDetentChangeCause: HostCause?
    /// The person tried to dismiss and the guard kept the sheet (`presentationControllerDidAttemptToDismiss`).
    public var attemptedToDismiss: Bool
    /// The sheet started rising (`viewWillAppear`).
    public var willPresent: Bool
    /// The sheet finished rising (`viewDidAppear`).
    public var didPresent: Bool
    /// The sheet started leaving, for whatever reason (`presentationControllerWillDismiss`,
    /// `viewWillDisappear`); reported once per presentation.
    public var willDismiss: Bool
    /// The sheet is gone (`presentationControllerDidDismiss`, `viewDidDisappear`); reported exactly
    /// once per presentation.
    public var didDismiss: Bool
    /// Who started the dismissal reported by ``willDismiss`` and ``didDismiss``: UIKit tells the
    /// presentation controller's delegate (`presentationControllerWillDismiss`/`DidDismiss`) only about
    /// the person's, never about a dismissal made in code.
    public var dismissalCause: HostCause?
    /// A drag moved the sheet across this detent (a selection haptic).
    public var crossedDetent: Detent.Identifier?
    /// The dismissal is over for the host and for the platform (its transition ended, when one
    /// began): the moment to call the app's `presentationControllerDidDismiss` (the person's only,
    /// see ``dismissalCause``), `onDismiss` and a sheet queue's `didDismiss`. Once per presentation,
    /// with or after ``didDismiss``.
    public var dismissalDidEnd = false
    /// The person's drag went below the smallest detent of a dismissible sheet its guard lets go:
    /// UIKit's interactive dismissal began (``SheetHost/isDismissingInteractively`` became true). A
    /// binding reports it as ``SheetLifecycleEvent/interactiveDismissalBegan(_:)``.
    public var interactiveDismissalBegan = false
    /// The interactive dismissal ended without a dismissal (the drag came back up or was let go
    /// above the smallest detent, or the guard now refuses): reported as
    /// ``SheetLifecycleEvent/interactiveDismissalCancelled(_:)``.
    public var interactiveDismissalCancelled = false
    /// The host's sheet began leaving while the platform is not dismissing it, by this cause: the
    /// person's fling, close button, dim tap or escape (`.user`), or the app's ``HostEvent/dismiss(animated:)``
    /// (`.app`). Set with ``HostEffects/requestsPlatformDismissal``; a binding reports it as
    /// ``SheetLifecycleEvent/dismiss(_:cause:animated:)`` and remembers no cause of its own.
    public var dismissalStarted: HostCause?

    public init() {
        selectedDetentChanged = nil
        selectedDetentChangeCause = nil
        attemptedToDismiss = false
        willPresent = false
        didPresent = false
        willDismiss = false
        didDismiss = false
        dismissalCause = nil
        crossedDetent = nil
    }

    public static let none = HostCallbacks()

    public var isEmpty: Bool { self == .none }
}
