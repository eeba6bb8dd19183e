import SheetHostCore
import Testing

/// The exhaustive lifecycle test store: what it demands of a test. Its failures are collected
/// through its reporter and asserted word for word, so a green run has no known issues.
@Suite("Lifecycle test store")
struct LifecycleTestStoreTests {
    /// A store whose failures land in `messages` instead of failing the test.
    final class Reports {
        var messages: [String] = []
        func store() -> LifecycleTestStore<String> {
            LifecycleTestStore<String>(report: { message, _ in self.messages.append(message) })
        }
    }

    @Test("an effect left unasserted fails the test at its end")
    func unassertedEffectFails() {
        let reports = Reports()
        let store = reports.store()
        store.send(.request("a"))
        store.finish()
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.hasPrefix("Expected no effects, received [") == true)
        #expect(reports.messages.first?.contains("present(\"a\"") == true)
    }

    @Test("an effect left unasserted fails the next send")
    func sendingOverAnUnassertedEffectFails() {
        let reports = Reports()
        let store = reports.store()
        store.send(.request("a"))
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.finish()
        #expect(reports.messages.count == 1)
        #expect(
            reports.messages.first?.hasPrefix("Sent presentationAccepted(\"a\") with 1 effect(s) unasserted")
                == true)
    }

    @Test("effects are asserted in the order they came")
    func effectsInOrder() {
        let reports = Reports()
        let store = reports.store()
        store.send(.presentationAccepted("a"))
        store.receive(.notify(.willPresent("a")))
        store.send(.presentationTransitionDidEnd("a", completed: true))
        store.receive(.notify(.didPresent("a")))
        store.send(.request("b"))
        store.receive(.askDismissalGuard("a"))
        store.send(.dismissalGuardAnswered("a", allowsDismissal: true))
        store.receive([.notify(.willDismiss("a", cause: .app)), .dismiss("a", animated: true)])
        store.send(.dismissalTransitionDidEnd("a", completed: true))
        store.receive([.present("b", over: nil, animated: true), .notify(.didDismiss("a", cause: .app))])
        store.send(.teardown(nil))
        store.receive(.notify(.requestEnded("b", .cancelled)))
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.hasPrefix("Expected [") == true)
        #expect(reports.messages.first?.contains("received [") == true)
    }
}
