import SheetHostCore
import Testing

/// The exhaustive lifecycle test store: what it demands of a test.
@Suite("Lifecycle test store")
struct LifecycleTestStoreTests {
    @Test("an effect left unasserted fails the test at its end")
    func unassertedEffectFails() {
        withKnownIssue("the presentation is never asserted") {
            let store = LifecycleTestStore<String>()
            store.send(.request("a"))
            store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("present(\"a\"") }
        }
    }

    @Test("an effect left unasserted fails the next send")
    func sendingOverAnUnassertedEffectFails() {
        withKnownIssue("the presentation is never asserted before the acceptance") {
            let store = LifecycleTestStore<String>()
            store.send(.request("a"))
            store.send(.presentationAccepted("a"))
            store.receive(.notify(.willPresent("a")))
            store.finish()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Sent presentationAccepted") }
        }
    }

    @Test("effects are asserted in the order they came")
    func effectsInOrder() {
        withKnownIssue("did-dismiss asserted after the next presentation") {
            let store = LifecycleTestStore<String>()
            store.send(.presentationAccepted("a"))
            store.receive(.notify(.willPresent("a")))
            store.send(.presentationTransitionDidEnd("a", completed: true))
            store.receive([.notify(.didPresent("a")), .notify(.requestEnded("a", .presented))])
            store.send(.request("b"))
            store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
            store.send(.dismissalTransitionDidEnd("a", completed: true))
            store.receive([.present("b", over: nil, animated: true), .notify(.didDismiss("a", cause: .app))])
            store.send(.teardown(nil))
            store.receive(.notify(.requestEnded("b", .cancelled)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Expected") }
        }
    }
}
