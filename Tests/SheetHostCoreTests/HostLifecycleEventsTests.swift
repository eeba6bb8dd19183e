import SheetCore
import SheetHostCore
import Testing

/// A host step's report as the lifecycle's events (`HostCallbacks.lifecycleEvents(for:)`): the binding
/// sends these and keeps no flag or cause of its own.
@Suite("Host events to the lifecycle")
struct HostLifecycleEventsTests {
    private static func events(_ change: (inout HostCallbacks) -> Void) -> HostCallbacks {
        var events = HostCallbacks()
        change(&events)
        return events
    }

    static let rows: [(String, HostCallbacks, [SheetLifecycleEvent<Int>], [SheetLifecycleEvent<Int>])] = [
        ("nothing", HostCallbacks(), [], []),
        (
            "the person's detent change",
            events {
                $0.selectedDetentChanged = .large; $0.selectedDetentChangeCause = .user
            },
            [.selectedDetentChanged(1, .large, cause: .user)],
            [.selectedDetentChanged(1, .large, cause: .user)]
        ),
        (
            "an attempt on a guarded sheet", events { $0.attemptedToDismiss = true },
            [.attemptedToDismiss(1)], [.attemptedToDismiss(1)]
        ),
        (
            "the interactive dismissal began", events { $0.interactiveDismissalBegan = true },
            [.interactiveDismissalBegan(1)], [.interactiveDismissalBegan(1)]
        ),
        (
            "the interactive dismissal was cancelled", events { $0.interactiveDismissalCancelled = true },
            [.interactiveDismissalCancelled(1)], [.interactiveDismissalCancelled(1)]
        ),
        (
            "the person's fling: leaving by itself",
            events {
                $0.willDismiss = true; $0.dismissalCause = .user; $0.dismissalStarted = .user
            },
            [.dismiss(1, cause: .user)], [.dismissalTransitionWillBegin(1, cause: .user)]
        ),
        (
            "the app's dismissSheet: leaving by itself",
            events {
                $0.willDismiss = true; $0.dismissalCause = .app; $0.dismissalStarted = .app
            },
            [.dismiss(1, cause: .app)], [.dismissalTransitionWillBegin(1, cause: .app)]
        ),
        (
            "leaving under the platform's own dismissal: nothing to ask",
            events {
                $0.willDismiss = true; $0.dismissalCause = .app
            },
            [], [.dismissalTransitionWillBegin(1, cause: .app)]
        ),
        (
            "risen without animation",
            events {
                $0.willPresent = true; $0.didPresent = true
            },
            [], [.presentationAccepted(1), .presentationTransitionDidEnd(1, completed: true)]
        ),
        (
            "gone",
            events {
                $0.didDismiss = true; $0.dismissalDidEnd = true; $0.dismissalCause = .user
            },
            [], [.dismissalTransitionDidEnd(1, completed: true)]
        ),
    ]

    @Test(
        "Each host report becomes the tabled lifecycle events, with and without host-owned transitions",
        arguments: rows.indices)
    func hostReportBecomesTheTabledLifecycleEvents(_ index: Int) {
        let (name, events, presented, owned) = Self.rows[index]
        #expect(events.lifecycleEvents(for: 1) == presented, "\(name)")
        #expect(events.lifecycleEvents(for: 1, hostOwnsTransitions: true) == owned, "\(name)")
    }

    @Test("SheetControllerDelegate hears what UIKit's delegate hears, and the cancellation")
    func sheetControllerMirrorsTheDelegate() {
        for kind in SheetNoticeKind.allCases {
            for cause in [HostCause.user, .app, .system] {
                let delegate = SheetDelegateTable.callbacks(
                    for: kind, cause: cause, in: .presentationController)
                let sheet = SheetDelegateTable.callbacks(for: kind, cause: cause, in: .sheetController)
                if kind == .dismissalCancelled {
                    #expect(sheet == (cause == .user ? [.sheetControllerDidCancelDismissal] : []))
                } else {
                    #expect(sheet.count == delegate.count, "\(kind) \(cause)")
                }
            }
        }
    }
}
