import Foundation

/// What the binding must carry out, besides applying the frame. Only the host makes one.
public struct HostEffects: Equatable, Sendable {
    /// Measure the content's fitting height at this width and answer with
    /// ``HostEvent/contentMeasured(height:width:request:)``.
    public var measureContent: HostMeasureRequest?
    /// Measure the header at this width and the current Dynamic Type size, and answer with
    /// ``HostEvent/headerMeasured(height:request:)``.
    public var measureHeader: HostMeasureRequest?
    /// Ask the app's dismissal guard now (`presentationControllerShouldDismiss`) and answer with
    /// ``HostEvent/dismissalGuardAnswered(allowsDismissal:)``: an attempt may follow.
    public var asksDismissalGuard = false
    /// The platform's presentation can complete now: the sheet has risen (`viewDidAppear`), or it
    /// began leaving by itself during its rise (with ``requestsPlatformDismissal``: UIKit dismisses
    /// only a presentation whose transition has completed). Once per presentation.
    public var completesPresentation = false
    /// The platform's dismissal can complete now (the sheet is gone): remove the views,
    /// `viewDidDisappear`, the transition's completion, the app's `onDismiss`. Set again when
    /// the platform's dismissal transition begins (``HostEvent/dismissalTransitionWillBegin``)
    /// after the sheet had already gone: that transition completes at once.
    public var completesDismissal = false
    /// The sheet started leaving by itself (a drag, the dim, the close button, escape) while the
    /// platform is not dismissing it: ask the platform to dismiss the presented controller (UIKit's
    /// `dismiss(animated:)`, so `isBeingDismissed` and the appearance callbacks follow), then send
    /// ``HostEvent/dismissalTransitionWillBegin``. Once per presentation; a binding with no platform
    /// presentation ignores it.
    public var requestsPlatformDismissal = false

    /// Nothing to carry out.
    public static let none = HostEffects()
}
