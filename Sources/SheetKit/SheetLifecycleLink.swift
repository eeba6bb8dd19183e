#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// One sheet's place in a `SheetPresentationLifecycle`, as its presentation (or floating sheet)
    /// sees it: the runner that presented it — a ``SheetPresenter``'s, SheetKitUI's, or the one the
    /// presentation made for a presentation the app made itself — and its id there, erased. The
    /// sheet speaks of itself as ``Sheet/this``; the link names it as the runner does.
    @MainActor
    struct SheetLifecycleLink {
        /// The one sheet a link speaks of.
        enum Sheet: Hashable, Sendable { case this }

        /// Sends the runner one event about this sheet.
        let send: (SheetLifecycleEvent<Sheet>) -> Void
        /// Makes `listener` hear the runner's notices about this sheet.
        let listen: (@escaping (SheetLifecycleNotice<Sheet>) -> Void) -> Void
        /// Reads UIKit again for sheets it took away without a transition of their own.
        let reconcile: () -> Void
        /// Whether the runner presented the sheet itself (it reports UIKit's acceptance then).
        let runnerPresents: Bool
    }

    extension SheetLifecycleEvent {
        /// The same event about the sheet `id`.
        func about<Other: Hashable & Sendable>(_ id: Other) -> SheetLifecycleEvent<Other> {
            switch self {
            case .request(_, let policy, let animated): .request(id, policy: policy, animated: animated)
            case .dismiss(_, let cause, let animated): .dismiss(id, cause: cause, animated: animated)
            case .presentationAccepted: .presentationAccepted(id)
            case .presentationRefused(_, let running): .presentationRefused(id, transitionRunning: running)
            case .presentationTransitionDidEnd(_, let completed):
                .presentationTransitionDidEnd(id, completed: completed)
            case .retryDue: .retryDue(id)
            case .interactiveDismissalBegan: .interactiveDismissalBegan(id)
            case .interactiveDismissalCancelled: .interactiveDismissalCancelled(id)
            case .dismissalTransitionWillBegin(_, let cause): .dismissalTransitionWillBegin(id, cause: cause)
            case .dismissalRefused(_, let running): .dismissalRefused(id, transitionRunning: running)
            case .dismissalTransitionDidEnd(_, let completed):
                .dismissalTransitionDidEnd(id, completed: completed)
            case .teardown(let sheet): .teardown(sheet.map { _ in id })
            case .dismissalGuardAnswered(_, let allows): .dismissalGuardAnswered(id, allowsDismissal: allows)
            case .attemptedToDismiss: .attemptedToDismiss(id)
            case .selectedDetentChanged(_, let detent, let cause):
                .selectedDetentChanged(id, detent, cause: cause)
            }
        }
    }

    extension SheetLifecycleNotice {
        /// The same notice about the sheet `id`.
        func about<Other: Hashable & Sendable>(_ id: Other) -> SheetLifecycleNotice<Other> {
            switch self {
            case .willPresent: .willPresent(id)
            case .didPresent: .didPresent(id)
            case .willDismiss(_, let cause): .willDismiss(id, cause: cause)
            case .dismissalCancelled: .dismissalCancelled(id)
            case .didDismiss(_, let cause): .didDismiss(id, cause: cause)
            case .attemptedToDismiss: .attemptedToDismiss(id)
            case .selectedDetentChanged(_, let detent, let cause):
                .selectedDetentChanged(id, detent, cause: cause)
            case .requestEnded(_, let outcome): .requestEnded(id, outcome)
            }
        }
    }
#endif
