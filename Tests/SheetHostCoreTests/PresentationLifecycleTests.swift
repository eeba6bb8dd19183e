import SheetCore
import SheetHostCore
import Testing

/// The presentation lifecycle, event by event, with every effect asserted (`LifecycleTestStore`).
@Suite("Presentation lifecycle")
struct PresentationLifecycleTests {
    typealias Store = LifecycleTestStore<String>

    /// Brings `id` on screen: asked, taken, risen.
    private func present(
        _ id: String, over: String? = nil, in store: Store, policy: SheetPresentationPolicy = .replace
    ) {
        store.presentAndSettle(id, over: over, policy: policy)
    }

    @Test(
        "the person's interactive dismissal: will-dismiss when it begins, its cancellation, did-dismiss only at the transition's end"
    )
    func interactiveDismissal() {
        let store = Store()
        present("a", in: store)
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        store.send(.interactiveDismissalCancelled("a"))
        store.receive(.notify(.dismissalCancelled("a")))
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        // Let go below the smallest detent: the platform is asked; will-dismiss is not told twice.
        store.send(.dismiss("a", cause: .user))
        store.receive(.dismiss("a", animated: true))
        store.send(.dismissalTransitionWillBegin("a", cause: .user))
        store.receiveNothing()
        #expect(store.lifecycle.stack.map(\.phase) == [.dismissing])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .user)))
        #expect(store.lifecycle.isIdle)
    }

    @Test("replace: the next sheet waits until the platform's dismissal ended, told after did-dismiss")
    func replaceWaitsForTheDismissalToEnd() {
        let store = Store()
        present("a", in: store)
        store.send(.request("b"))
        // a's guard is asked first; it lets a go.
        store.receive(.askDismissalGuard("a"))
        store.send(.dismissalGuardAnswered("a", allowsDismissal: true))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.request("c"))
        store.receiveNothing()
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("b", over: nil, animated: true)])
        store.send(.presentationAccepted("b"))
        store.receive(.notify(.willPresent("b")))
        store.send(.presentationTransitionDidEnd("b", completed: true))
        // c's turn: b makes way, once its guard lets it.
        store.receive([
            .notify(.didPresent("b")), .notify(.requestEnded("b", .presented)), .askDismissalGuard("b"),
        ])
        store.send(.dismissalGuardAnswered("b", allowsDismissal: true))
        store.receive([.notify(.willDismiss("b", cause: .app)), .dismiss("b", animated: true)])
        store.send(.dismissalTransitionDidEnd("b", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .app)), .present("c", over: nil, animated: true)])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("c", .cancelled)))
    }

    @Test("stack: presented from the sheet showing; dismissing the lower one takes the upper one with it")
    func stackedSheets() {
        let store = Store()
        present("a", in: store)
        present("b", over: "a", in: store, policy: .stack)
        #expect(store.lifecycle.stack.map(\.id) == ["a", "b"])
        store.send(.dismiss("a"))
        store.receive([
            .notify(.willDismiss("b", cause: .app)), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: true),
        ])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("b", cause: .app)), .notify(.didDismiss("a", cause: .app))])
    }

    @Test("a refusal is retried after the running transition; the next refusal gives up and says so")
    func refusalRetriesThenGivesUp() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationRefused("a", transitionRunning: true))
        store.receive(.retry("a", after: .transitionEnd))
        #expect(store.lifecycle.waiting.map(\.phase) == [.retrying])
        store.send(.retryDue("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationRefused("a", transitionRunning: true))
        store.receive(.notify(.requestEnded("a", .refused)))
        #expect(store.lifecycle.isIdle)
    }

    @Test("with no transition to wait for, a retry waits for a deadline on the events' clock")
    func retryWithoutTransitionWaitsForADeadline() {
        let store = Store(retryPolicy: .bindingPresentation)
        store.send(.request("a"), after: 2)
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationRefused("a", transitionRunning: false), after: 0.5)
        store.receive(.retry("a", after: .deadline(2.6)))
        // Withdrawn while it waits: cancelled once; the late retry changes nothing.
        store.send(.dismiss("a"))
        store.receive(.notify(.requestEnded("a", .cancelled)))
        store.send(.retryDue("a"))
        store.receiveNothing()
    }

    @Test("a dismissal asked during the presentation is made when the transition ends")
    func dismissalDuringThePresentation() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.dismiss("a", animated: false))
        store.receiveNothing()
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive([
            .notify(.didPresent("a")), .notify(.requestEnded("a", .presented)),
            .notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: false),
        ])
        // UIKit ignored it (a transition still ran): asked again after it.
        store.send(.dismissalRefused("a", transitionRunning: true))
        store.receive(.retry("a", after: .transitionEnd))
        store.send(.retryDue("a"))
        store.receive(.dismiss("a", animated: false))
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .app)))
    }

    @Test("a presentation asked during the dismissal of the same sheet comes after it")
    func presentationDuringTheDismissal() {
        let store = Store()
        present("a", in: store)
        store.send(.dismissalTransitionWillBegin("a"))
        store.receive(.notify(.willDismiss("a", cause: .app)))
        store.send(.request("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("a", over: nil, animated: true)])
        store.send(.teardown("a"))
        store.receive(.notify(.requestEnded("a", .cancelled)))
    }

    @Test("teardown mid-transition ends the request and tells did-dismiss once")
    func teardownMidTransition() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.teardown("a"))
        store.receive([.notify(.requestEnded("a", .cancelled)), .notify(.didDismiss("a", cause: .system))])
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receiveNothing()
    }

    @Test("an item replaced mid-transition: the first presents, leaves, and the second follows")
    func itemReplacedMidTransition() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.dismiss("a"))
        store.send(.request("b"))
        store.receiveNothing()
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive([
            .notify(.didPresent("a")), .notify(.requestEnded("a", .presented)),
            .notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true),
        ])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didDismiss("a", cause: .app)), .present("b", over: nil, animated: true)])
        // b is replaced by c before the platform answers: b waits for the answer, c behind it.
        store.send(.dismiss("b"))
        store.send(.request("c"))
        store.receiveNothing()
        store.send(.presentationRefused("b", transitionRunning: true))
        store.receive([.notify(.requestEnded("b", .cancelled)), .present("c", over: nil, animated: true)])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("c", .cancelled)))
    }

    @Test(
        "a dismissal while the presentation is unanswered waits: taken, its request is cancelled and the sheet dismissed at its rise's end"
    )
    func withdrawnRequestTakenIsDismissed() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.dismiss("a", animated: false))
        store.receiveNothing()
        store.send(.presentationAccepted("a"))
        store.receive([.notify(.willPresent("a")), .notify(.requestEnded("a", .cancelled))])
        // UIKit ignores a dismissal asked while the rise runs: it is asked at the rise's end, never before.
        #expect(store.lifecycle.stack.map(\.phase) == [.presenting])
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive([
            .notify(.didPresent("a")), .notify(.willDismiss("a", cause: .app)),
            .dismiss("a", animated: false),
        ])
        store.send(.dismissalTransitionWillBegin("a"))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didDismiss("a", cause: .app)))
        #expect(store.lifecycle.isIdle)
    }

    @Test("a dismissal while the presentation is unanswered waits: refused, the request ends, not retried")
    func withdrawnRequestRefusedEnds() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.dismiss("a"))
        store.send(.request("b"))
        store.receiveNothing()
        store.send(.presentationRefused("a", transitionRunning: true))
        store.receive([.notify(.requestEnded("a", .cancelled)), .present("b", over: nil, animated: true)])
        store.send(.retryDue("a"))
        store.receiveNothing()
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("b", .cancelled)))
    }

    @Test("a request made again while its withdrawal waits for the answer stands: taken, it rises")
    func withdrawnRequestMadeAgainStands() {
        let store = Store()
        store.send(.request("a"))
        store.receive(.present("a", over: nil, animated: true))
        store.send(.dismiss("a"))
        store.send(.request("a"))
        store.receiveNothing()
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive([.notify(.didPresent("a")), .notify(.requestEnded("a", .presented))])
        #expect(store.lifecycle.stack.map(\.phase) == [.presented])
    }

    @Test("a presentation the app made itself is adopted, stacked; its cancelled rise ends it")
    func adoptedPresentation() {
        let store = Store()
        store.send(.presentationAccepted("x"))
        store.receive(.notify(.willPresent("x")))
        store.send(.attemptedToDismiss("x"))
        store.receive(.notify(.attemptedToDismiss("x")))
        store.send(.selectedDetentChanged("x", .large, cause: .user))
        store.receive(.notify(.selectedDetentChanged("x", .large, cause: .user)))
        store.send(.presentationTransitionDidEnd("x", completed: false))
        // No request was made for it: none ends.
        store.receive(.notify(.didDismiss("x", cause: .system)))
        // Nothing on screen: nothing reported for it.
        store.send(.attemptedToDismiss("x"))
        store.receiveNothing()
    }

    @Test("a dismissal the platform cancels keeps the sheet, and says so")
    func cancelledDismissal() {
        let store = Store()
        present("a", in: store)
        store.send(.interactiveDismissalBegan("a"))
        store.receive(.notify(.willDismiss("a", cause: .user)))
        // The person's interactive transition, as UIKit reports it: the person's cause.
        store.send(.dismissalTransitionWillBegin("a", cause: .user))
        store.receiveNothing()
        store.send(.dismissalTransitionDidEnd("a", completed: false))
        store.receive(.notify(.dismissalCancelled("a")))
        #expect(store.lifecycle.stack.map(\.phase) == [.presented])
    }
}
