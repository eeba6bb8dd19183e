/// What a binding does when the platform refuses to present a sheet (UIKit refuses while another
/// transition runs, an alert is still leaving, or the presenter already presents something): try
/// again once the running transition has ended, try again shortly when none is running, or give
/// the presentation up so that whatever waits on it moves on. One rule for every presenter; each
/// chooses its limits.
public struct PresentationRetryPolicy: Equatable, Sendable {
    /// What to do after a refusal.
    public enum Decision: Equatable, Sendable {
        /// Present again once the running transition has ended (its coordinator's completion).
        case afterTransition
        /// Present again after this many seconds (no transition to wait for).
        case after(seconds: Double)
        /// Stop: the presentation counts as refused for good.
        case giveUp
    }

    /// How many refusals in a row are retried; the next one gives up.
    public var maximumRetries: Int
    /// The wait before a retry when no transition runs; nil gives up at once then (nothing is
    /// expected to change by waiting).
    public var delayWithoutTransition: Double?

    /// A policy retrying `maximumRetries` refusals in a row (negative counts as 0), waiting
    /// `delayWithoutTransition` seconds when no transition runs (nil: giving up then; a NaN or
    /// negative delay is 0).
    public init(maximumRetries: Int, delayWithoutTransition: Double?) {
        self.maximumRetries = max(maximumRetries, 0)
        self.delayWithoutTransition = delayWithoutTransition.map { $0.isNaN ? 0 : max($0, 0) }
    }

    /// SheetKit's `SheetPresenter`: one retry, after the transition that caused the refusal; a
    /// refusal for any other reason is final (its queue moves on and `onRefusal` says so).
    public static let sheetPresenter = PresentationRetryPolicy(maximumRetries: 1, delayWithoutTransition: nil)

    /// A SwiftUI modifier's presentation: its binding keeps asking, so it retries up to 20 refusals
    /// in a row, after the transition or, with none to wait for (the anchor's window still
    /// settling), after a tenth of a second.
    public static let bindingPresentation = PresentationRetryPolicy(
        maximumRetries: 20, delayWithoutTransition: 0.1)

    /// The decision after the `refusals`-th refusal in a row (1 for the first), with or without a
    /// transition running.
    public func decision(afterRefusal refusals: Int, transitionRunning: Bool) -> Decision {
        guard refusals <= maximumRetries else { return .giveUp }
        if transitionRunning { return .afterTransition }
        return delayWithoutTransition.map { .after(seconds: $0) } ?? .giveUp
    }
}

extension PresentationRetryPolicy {
    /// A dismissal the platform refused (UIKit ignores one asked during a transition): asked again
    /// after the transition, or a twentieth of a second later, up to 20 times in a row.
    public static let dismissal = PresentationRetryPolicy(maximumRetries: 20, delayWithoutTransition: 0.05)
}
