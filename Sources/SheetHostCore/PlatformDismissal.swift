import Foundation

/// A dismissal as two sides see it: the host's sheet leaving, and the platform's own transition
/// (UIKit's `dismiss(animated:)`), which ends later or earlier. The app hears that its sheet is
/// gone once both have ended, whatever their order (``HostCallbacks/dismissalDidEnd``).
struct PlatformDismissal: Sendable, Equatable {
    /// The platform began its dismissal (a binding sent `dismissalTransitionWillBegin`).
    var began = false
    /// The platform's dismissal ended.
    var ended = false
    /// The host's sheet is gone (its `didDismiss`).
    var hostEnded = false
    /// `dismissalDidEnd` was reported for this presentation.
    var reported = false

    /// Both sides are done: the host's sheet is gone and the platform's transition, if one began, ended.
    var isOver: Bool { hostEnded && (!began || ended) }
}
