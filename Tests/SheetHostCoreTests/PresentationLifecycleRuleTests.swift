import SheetCore
import SheetHostCore
import SheetTestSupport
import Testing

/// The lifecycle's rules, one documented sequence each, every effect asserted: whoever asked for a
/// dismissal caused it, nothing is asked of UIKit while a transition runs, `presented` only after
/// `didPresent`, a guarded sheet is never replaced, a teardown is the system's.
@Suite("Presentation lifecycle rules")
struct PresentationLifecycleRuleTests {
    typealias Store = LifecycleTestStore<String>

    @Test("the app's dismissal during the person's interactive dismissal is the app's")
    func appOvertakesTheInteractiveDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.dismiss("a", cause: .app))
        // The app's dismissal takes the sheet from the finger: the person's will-dismiss is cancelled.
        store.receive([
            .notify(.dismissalCancelled("a")), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: true),
        ])
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        // Not `.user`: UIKit's delegates hear no did-dismiss for a dismissal in code.
        store.receive(.notify(.didDismiss("a", cause: .app)))
        #expect(
            SheetDelegateTable.callbacks(for: .didDismiss, cause: .app, in: .presentationController).isEmpty)
    }

    @Test(
        "a .replace request during the person's interactive dismissal waits for the drag, then sends the sheet away as the app's"
    )
    func replaceOvertakesTheInteractiveDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.request("b", policy: .replace))
        // The person's drag is a running transition: nothing is asked until it ends.
        store.receiveNothing()
        store.send(.interactiveDismissalCancelled("a"))
        store.receive([.notify(.dismissalCancelled("a")), .askDismissalGuard("a")])
        store.send(.dismissalGuardAnswered("a", allowsDismissal: true))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("b", over: nil, animated: true)])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("b", .cancelled)))
    }

    @Test("dismissing a sheet under a stacked sheet still rising is asked at the rise's end, never during it")
    func dismissalUnderARisingSheet() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.request("b", policy: .stack))
        store.receive(.present("b", over: "a", animated: true))
        store.send(.presentationAccepted("b"))
        store.receive(.notify(.willPresent("b")))
        store.send(.dismiss("a"))
        // UIKit would ignore a dismissal now: nothing is asked, nothing told yet.
        store.receiveNothing()
        #expect(store.lifecycle.stack.map(\.phase) == [.presented, .presenting])
        store.send(.presentationTransitionDidEnd("b", completed: true))
        // b's request ends presented after its did-present; then a goes, with b.
        store.receive([
            .notify(.didPresent("b")), .notify(.requestEnded("b", .presented)),
            .notify(.willDismiss("b", cause: .app)), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: true),
        ])
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .app)), .notify(.didDismiss("a", cause: .app))])
        #expect(store.lifecycle.isIdle)
    }

    @Test("a dismissal asked while another sheet leaves is asked once that dismissal ended")
    func dismissalDuringAnotherDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.presentAndSettle("b", over: "a")
        store.send(.dismiss("b", cause: .user))
        store.receive([.notify(.willDismiss("b", cause: .user)), .dismiss("b", animated: true)])
        store.send(.dismissalTransitionWillBegin("b", cause: .user))
        store.receiveNothing()
        store.send(.dismiss("a", animated: false))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("b", completed: true))
        store.receive([
            .notify(.didDismiss("b", cause: .user)), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: false),
        ])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .app)))
    }

    @Test(
        "a rising sheet whose presenter UIKit dismisses ends its request cancelled, never presented without did-present"
    )
    func riseEndingWhileLeaving() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.request("b", policy: .stack))
        store.receive(.present("b", over: "a", animated: true))
        store.send(.presentationAccepted("b"))
        store.receive(.notify(.willPresent("b")))
        // UIKit dismisses a on the app's behalf (a logout's rootViewController.dismiss).
        store.send(.dismissalTransitionWillBegin("a", cause: .app))
        store.receive([.notify(.willDismiss("b", cause: .app)), .notify(.willDismiss("a", cause: .app))])
        store.send(.presentationTransitionDidEnd("b", completed: true))
        store.receive(.notify(.requestEnded("b", .cancelled)))
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .app)), .notify(.didDismiss("a", cause: .app))])
    }

    @Test("a guarded sheet is never sent away by a .replace: the request waits until the sheet goes")
    func guardedSheetUnderReplace() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.request("b", policy: .replace))
        store.receive(.askDismissalGuard("a"))
        store.send(.dismissalGuardAnswered("a", allowsDismissal: false))
        store.receiveNothing()
        #expect(store.lifecycle.phase(of: "b") == .waiting)
        #expect(store.lifecycle.stack.map(\.phase) == [.presented])
        // Nothing asks the guard again meanwhile, and the person's detent change is still told.
        store.send(.selectedDetentChanged("a", .large, cause: .user))
        store.receive(.notify(.selectedDetentChanged("a", .large, cause: .user)))
        // The app can still dismiss it in code: then b shows, without asking again.
        store.send(.dismiss("a"))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("b", over: nil, animated: true)])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("b", .cancelled)))
    }

    @Test("a guarded stacked sheet under .replace: b waits, and takes its place over a once it goes")
    func guardedStackedSheetUnderReplace() {
        let store = Store()
        store.presentAndSettle("a")
        store.presentAndSettle("b", over: "a")
        store.send(.request("c", policy: .replace))
        store.receive(.askDismissalGuard("b"))
        store.send(.dismissalGuardAnswered("b", allowsDismissal: false))
        store.receiveNothing()
        // The person's dismissal of b (its guard now lets it go) makes the way: c is not asked to
        // replace a as well.
        store.send(.dismiss("b", cause: .user))
        store.receive([.notify(.willDismiss("b", cause: .user)), .dismiss("b", animated: true)])
        store.send(.dismissalTransitionDidEnd("b", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .user)), .present("c", over: "a", animated: true)])
        store.send(.teardown(nil))
        store.receive([
            .notify(.requestEnded("c", .cancelled)), .notify(.didDismiss("a", cause: .system)),
        ])
    }

    @Test(
        "an answer for a sheet no longer in the way changes nothing; that sheet going was the replacement"
    )
    func staleGuardAnswer() {
        let store = Store()
        store.presentAndSettle("a")
        store.presentAndSettle("b", over: "a")
        store.send(.request("c", policy: .replace))
        store.receive(.askDismissalGuard("b"))
        // b goes before its guard answers (UIKit dismissed it on the app's behalf).
        store.send(.dismissalTransitionWillBegin("b", cause: .app))
        store.receive(.notify(.willDismiss("b", cause: .app)))
        store.send(.dismissalGuardAnswered("b", allowsDismissal: true))
        store.receiveNothing()
        // b going was the replacement: a stays, and c rises over it (one `.replace`, one sheet sent away).
        store.send(.dismissalTransitionDidEnd("b", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .app)), .present("c", over: "a", animated: true)])
        store.send(.teardown(nil))
        store.receive([
            .notify(.requestEnded("c", .cancelled)), .notify(.didDismiss("a", cause: .system)),
        ])
    }

    @Test(
        "a teardown mid-dismissal is the system's: onDismiss runs, UIKit's delegates hear only the person's will-dismiss cancelled"
    )
    func teardownMidDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.dismiss("a", cause: .user))
        store.receive(.dismiss("a", animated: true))
        store.send(.teardown("a"))
        // The person's will-dismiss was told: its listeners hear it end, as a cancellation.
        store.receive([.notify(.dismissalCancelled("a")), .notify(.didDismiss("a", cause: .system))])
        let notice = SheetLifecycleNotice<String>.didDismiss("a", cause: .system)
        #expect(SheetDelegateTable.callbacks(for: notice, in: .presentationController).isEmpty)
        #expect(SheetDelegateTable.callbacks(for: notice, in: .sheetController).isEmpty)
        for frontEnd in [SheetFrontEnd.bottomSheet, .floatingSheet, .swiftUI] {
            #expect(SheetDelegateTable.callbacks(for: notice, in: frontEnd).contains(.onDismiss))
        }
    }

    @Test("the person's cancelled interactive dismissal is told, and heard by SheetControllerDelegate")
    func cancelledInteractiveDismissal() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.interactiveDismissalCancelled("a"))
        store.receive(.notify(.dismissalCancelled("a")))
        #expect(
            SheetDelegateTable.callbacks(
                for: SheetLifecycleNotice<String>.dismissalCancelled("a"), in: .sheetController)
                == [.sheetControllerDidCancelDismissal])
    }

    @Test("a request made from did-dismiss is asked at once, with nothing left in a transition")
    func requestFromDidDismiss() {
        let store = Store()
        store.presentAndSettle("a")
        store.send(.dismiss("a"))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .app)))
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("a", .cancelled)))
    }
}
