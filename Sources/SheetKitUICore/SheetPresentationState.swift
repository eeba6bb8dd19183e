import SheetHostCore

/// What a window-level presenter knows about its one sheet, as a value: what the modifier wants,
/// what it asked for and has not heard the end of, what the system actually presented, and how
/// often the system refused. ``next(contentID:canPresent:)`` gives the ``SheetPresentationStep``;
/// the presenter carries it out and reports back what UIKit did.
///
/// A presentation counts only once the system has taken it (`presentingViewController` set after
/// `present(_:animated:)`): UIKit refuses one while another transition runs or an alert is still
/// leaving, and a refused sheet is retried after the transition rather than waited on forever.
/// Whatever happens, each requested presentation ends exactly once: by a dismissal (it was on
/// screen) or by a ``SheetPresentationStep/cancel`` (it never was).
public struct SheetPresentationState<ID: Hashable> {
    /// How a refused presentation is retried (`PresentationRetryPolicy.bindingPresentation`).
    public static var retryPolicy: PresentationRetryPolicy { .bindingPresentation }

    /// How many refusals in a row a presenter retries before it gives the request up.
    public static var maximumRefusals: Int { retryPolicy.maximumRetries }

    /// The identity the modifier wants on screen; nil for none.
    public private(set) var wanted: ID?
    /// The identity whose presentation was asked for and has not yet ended (by a dismissal or a cancel).
    public private(set) var requested: ID?
    /// The identity the system presented; nil when nothing is presented.
    public private(set) var presented: ID?
    /// Whether the presented sheet is leaving (its dismissal was asked for or has begun).
    public private(set) var isLeaving = false
    /// The system's refusals of the requested presentation in a row.
    public private(set) var refusals = 0

    /// Nothing wanted, nothing presented.
    public init() {}

    /// The step to take now, given the identity of the content the presenter holds and whether a
    /// presentation can start.
    public func next(contentID: ID?, canPresent: Bool) -> SheetPresentationStep {
        SheetPresentationStep.next(
            wanted: wanted, requested: requested, presented: presented, isLeaving: isLeaving,
            contentID: contentID, canPresent: canPresent, gaveUp: refusals > Self.maximumRefusals)
    }

    /// The modifier asks for a sheet showing `id`.
    public mutating func present(_ id: ID) {
        if requested != id { refusals = 0 }
        wanted = id
        requested = id
    }

    /// The modifier asks for no sheet.
    public mutating func dismiss() {
        wanted = nil
    }

    /// The system took the presentation of the wanted item.
    public mutating func presentationStarted() {
        presented = wanted
        isLeaving = false
        refusals = 0
    }

    /// The system refused the presentation; the presenter retries after the transition under way
    /// unless this returns false (the request is then cancelled by the next step).
    /// - Returns: whether to retry.
    @discardableResult
    public mutating func presentationRefused() -> Bool {
        refusals += 1
        return refusals <= Self.maximumRefusals
    }

    /// The system refused the presentation: what the presenter does about it, by ``retryPolicy``
    /// (`transitionRunning`: whether a transition it can wait for is under way). After
    /// `.giveUp` the next step cancels the request.
    public mutating func presentationRefused(transitionRunning: Bool) -> PresentationRetryPolicy.Decision {
        refusals += 1
        let decision = Self.retryPolicy.decision(afterRefusal: refusals, transitionRunning: transitionRunning)
        // Given up for any reason: the next step is the cancel.
        if decision == .giveUp { refusals = max(refusals, Self.maximumRefusals + 1) }
        return decision
    }

    /// Whether the presenter must fetch the content for the wanted item before the next step: it
    /// holds content for another item (or none), and SwiftUI may not update again to bring it (the
    /// next item's turn comes when a sheet has gone, which changes nothing SwiftUI observes).
    public func needsContent(holding contentID: ID?) -> Bool {
        wanted != nil && contentID != wanted
    }

    /// Whether a dismissal the presenter asked for is already over: the system didn't take the
    /// request (`accepted` false) because the sheet is no longer presented at all. A request refused
    /// while the sheet is still presented (already leaving) ends with that dismissal instead.
    public static func dismissalIsAlreadyOver(accepted: Bool, stillPresented: Bool) -> Bool {
        !accepted && !stillPresented
    }

    /// Whether the sheet's controller disappearing ends its presentation: it is being dismissed, or
    /// no longer presented. A sheet covered by another full-screen presentation also disappears, and
    /// is still presented.
    public static func disappearanceEndsPresentation(isBeingDismissed: Bool, isPresented: Bool) -> Bool {
        isBeingDismissed || !isPresented
    }

    /// The presented sheet started leaving (asked by the presenter, or by the person).
    public mutating func dismissalStarted() {
        if presented != nil { isLeaving = true }
    }

    /// The presented sheet is gone, by whatever path: its request has ended, and nothing is wanted
    /// until the modifier asks again (a person's drag doesn't leave the sheet wanted).
    public mutating func dismissalEnded() {
        wanted = nil
        presented = nil
        isLeaving = false
        requested = nil
        refusals = 0
    }

    /// The requested presentation was reported as cancelled (the ``SheetPresentationStep/cancel`` step).
    public mutating func cancelled() {
        requested = nil
        if refusals > Self.maximumRefusals { wanted = nil }
        refusals = 0
    }
}

extension SheetPresentationState: Equatable {}
extension SheetPresentationState: Sendable where ID: Sendable {}
