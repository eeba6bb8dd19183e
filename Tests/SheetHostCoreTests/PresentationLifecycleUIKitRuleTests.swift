import SheetCore
import SheetHostCore
import SheetTestSupport
import Testing

/// UIKit's rules the lifecycle keeps, one documented sequence each, every effect asserted: the
/// person's drag is a running transition, every will-dismiss a listener hears is followed by its
/// did-dismiss or cancellation, a `.replace` sends one sheet away at most, and an answer about an
/// earlier presentation of an id never lands on the new one.
@Suite("Presentation lifecycle UIKit rules")
struct PresentationLifecycleUIKitRuleTests {
    typealias Store = LifecycleTestStore<String>

    @Test("a request waits while the person's interactive dismissal is under way")
    func requestWaitsForTheDrag() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.request("b", policy: .stack))
        // UIKit refuses to present over a sheet the finger holds below its smallest detent.
        store.receiveNothing()
        store.send(.interactiveDismissalCancelled("a"))
        store.receive([.notify(.dismissalCancelled("a")), .present("b", over: "a", animated: true)])
        store.send(.teardown(nil))
        store.receive([
            .notify(.requestEnded("b", .cancelled)), .notify(.didDismiss("a", cause: .system)),
        ])
    }

    @Test("sheets above the one the person dismissed go by the system's cause, not the person's")
    func sheetsAboveThePersonsDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.presentAndSettle("b", over: "a")
        store.send(.dismiss("a", cause: .user))
        store.receive([
            .notify(.willDismiss("b", cause: .system)), .notify(.willDismiss("a", cause: .user)),
            .dismiss("a", animated: true),
        ])
        store.send(.dismissalTransitionWillBegin("a", cause: .user))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([
            .notify(.didDismiss("b", cause: .system)), .notify(.didDismiss("a", cause: .user)),
        ])
    }

    @Test(
        "the app overtakes the person's drag: the person's listeners hear a cancellation before the app's did-dismiss"
    )
    func appOvertakesTheDragAtTheRelease() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        // The app's dismissal takes the sheet from the finger: the person's will-dismiss is cancelled.
        store.send(.dismiss("a", cause: .app))
        store.receive([
            .notify(.dismissalCancelled("a")), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: true),
        ])
        // The person's release comes too late: the sheet is already leaving, by the app.
        store.send(.dismiss("a", cause: .user))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .app)))
        let heard = [
            SheetLifecycleNotice.willDismiss("a", cause: .user), .dismissalCancelled("a"),
            .willDismiss("a", cause: .app), .didDismiss("a", cause: .app),
        ].flatMap { SheetDelegateTable.callbacks(for: $0, in: .sheetController) }
        #expect(heard == [.sheetControllerWillDismiss, .sheetControllerDidCancelDismissal])
    }

    @Test("an app's dismissal the platform gives up tells no cancellation: the person heard no will-dismiss")
    func givenUpAppDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.dismiss("a"))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: false))
        store.receiveNothing()
        #expect(store.lifecycle.stack.map(\.phase) == [.presented])
    }

    @Test("a .replace whose dismissal is cancelled ends refused, not stacked")
    func replaceWhoseDismissalIsCancelled() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.request("b", policy: .replace))
        store.receive(.askDismissalGuard("a"))
        store.send(.dismissalGuardAnswered("a", allowsDismissal: true))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: false))
        store.receive(.notify(.requestEnded("b", .refused)))
        #expect(store.lifecycle.waiting.isEmpty)
    }

    @Test("the old presentation's did-dismiss does not clear the binding naming a new request for the id")
    func oldPresentationKeepsTheNewBinding() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.dismiss("a"))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.request("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("a", over: nil, animated: true)])
        #expect(store.lifecycle.isRequested("a"))
        let old = SheetLifecycleNotice.didDismiss("a", cause: .app)
        #expect(SheetDelegateTable.callbacks(for: old, in: .swiftUI, whileRequested: true) == [.onDismiss])
        #expect(
            SheetDelegateTable.callbacks(for: old, in: .swiftUI, whileRequested: false) == [
                .clearBinding, .onDismiss,
            ])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("a", .cancelled)))
        #expect(!store.lifecycle.isRequested("a"))
    }

    @Test("the top sheet leaving while its guard answer is pending is the replacement: one sheet goes")
    func topLeavingWhileTheGuardIsAsked() {
        let store = Store()
        store.presentAndSettle("a")
        store.presentAndSettle("b", over: "a")
        store.send(.request("c", policy: .replace))
        store.receive(.askDismissalGuard("b"))
        store.send(.dismiss("b", cause: .user))
        store.receive([.notify(.willDismiss("b", cause: .user)), .dismiss("b", animated: true)])
        store.send(.dismissalGuardAnswered("b", allowsDismissal: true))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("b", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .user)), .present("c", over: "a", animated: true)])
        store.send(.teardown(nil))
        store.receive([
            .notify(.requestEnded("c", .cancelled)), .notify(.didDismiss("a", cause: .system)),
        ])
    }

    @Test("a late dismissal end of a torn-down presentation does not end the new one")
    func lateDismissalEndAfterTeardown() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.dismiss("a"))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.teardown("a"))
        store.receive(.notify(.didDismiss("a", cause: .system)))
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receiveNothing()
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didPresent("a")), .notify(.requestEnded("a", .presented))])
    }

    @Test("a late acceptance of a torn-down request does not land on the new request for the id")
    func lateAcceptanceAfterTeardown() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.teardown("a"))
        store.receive(.notify(.requestEnded("a", .cancelled)))
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        // The answer to the first ask comes first: stale.
        store.send(.presentationAccepted("a"))
        store.receiveNothing()
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.teardown(nil))
        store.receive([.notify(.requestEnded("a", .cancelled)), .notify(.didDismiss("a", cause: .system))])
    }

    @Test("an acceptance counts only for a request asked of the platform")
    func acceptanceOfARequestNotAsked() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.request("b", policy: .stack))
        store.receiveNothing()
        store.send(.presentationAccepted("b"))
        store.receiveNothing()
        #expect(store.lifecycle.phase(of: "b") == .waiting)
        store.send(.teardown(nil))
        store.receive([
            .notify(.requestEnded("b", .cancelled)), .notify(.requestEnded("a", .cancelled)),
            .notify(.didDismiss("a", cause: .system)),
        ])
    }

    @Test("a sheet the app presented itself has no request: none ends")
    func adoptedSheetHasNoRequest() {
        let store = Store()
        store.send(.presentationAccepted("x"))
        store.receive(.notify(.willPresent("x")))
        #expect(!store.lifecycle.isRequested("x"))
        store.send(.presentationTransitionDidEnd("x", completed: true))
        store.receive(.notify(.didPresent("x")))
        store.send(.dismissalTransitionWillBegin("x"))
        store.receive(.notify(.willDismiss("x", cause: .app)))
        store.send(.dismissalTransitionDidEnd("x", completed: true))
        store.receive(.notify(.didDismiss("x", cause: .app)))
    }
}
