import Foundation

/// Where the sheet is in its presentation, as a binding reports it to the platform
/// (`viewWillAppear` … `viewDidDisappear`, `isBeingDismissed`, a transition's completion).
public enum HostPhase: String, Sendable, Codable, CaseIterable {
    /// Rising to its first detent.
    case presenting
    /// On screen: resting, following a finger or moving between detents.
    case presented
    /// Sliding off; the platform's dismissal completes when it reaches ``dismissed``.
    case dismissing
    /// Not shown.
    case dismissed
}
