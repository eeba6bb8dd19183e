import SheetCore
import SheetHostCore
import Testing

/// Events that arrive for a sheet in a phase where they no longer fit — an answer after a teardown,
/// a second dismissal, a retry for a withdrawn request — each with its one right outcome: the
/// effects it returns and where the sheet is left (`phase(of:)`).
@Suite("Presentation lifecycle late events")
struct PresentationLifecycleLateEventTests {
    typealias Event = SheetLifecycleEvent<String>
    typealias Effect = SheetLifecycleEffect<String>

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [Event]
        let event: Event
        let effects: [Effect]
        let phase: SheetPresentationLifecycle<String>.Phase?
        var testDescription: String { name }
    }

    static let asked: [Event] = [.request("a")]
    static let presented: [Event] = [
        .request("a"), .presentationAccepted("a"), .presentationTransitionDidEnd("a", completed: true),
    ]
    static let withdrawn: [Event] = [.request("a"), .dismiss("a")]

    /// (what happened before, the late event) → its effects, and the sheet's phase after it.
    static let rows: [Row] = [
        Row(
            name: "a refusal after a teardown changes nothing", before: asked + [.teardown("a")],
            event: .presentationRefused("a", transitionRunning: true), effects: [], phase: nil),
        Row(
            name: "an acceptance after a teardown is stale: nothing is adopted",
            before: asked + [.teardown(nil)], event: .presentationAccepted("a"), effects: [], phase: nil),
        Row(
            name: "an acceptance after the teardown of a withdrawn request is stale",
            before: withdrawn + [.teardown("a")], event: .presentationAccepted("a"), effects: [], phase: nil),
        Row(
            name: "a teardown of a withdrawn request ends it once", before: withdrawn, event: .teardown("a"),
            effects: [.notify(.requestEnded("a", .cancelled))], phase: nil),
        Row(
            name: "a second dismissal of a withdrawn request still waits for the answer", before: withdrawn,
            event: .dismiss("a", cause: .user), effects: [], phase: .requested),
        Row(
            name: "a retry due for a request withdrawn while asked changes nothing", before: withdrawn,
            event: .retryDue("a"), effects: [], phase: .requested),
        Row(
            name: "a retry due for a request withdrawn while it waited to retry changes nothing",
            before: asked + [.presentationRefused("a", transitionRunning: true), .dismiss("a")],
            event: .retryDue("a"), effects: [], phase: nil),
        Row(
            name: "a second dismissal while dismissing changes nothing", before: presented + [.dismiss("a")],
            event: .dismiss("a", cause: .user), effects: [], phase: .dismissing),
        Row(
            name: "a retry due with no dismissal refused changes nothing",
            before: presented + [.dismiss("a")],
            event: .retryDue("a"), effects: [], phase: .dismissing),
        Row(
            name: "a second acceptance changes nothing", before: asked + [.presentationAccepted("a")],
            event: .presentationAccepted("a"), effects: [], phase: .presenting),
        Row(
            name: "the rise's end of a withdrawn, taken sheet asks its dismissal and ends no request again",
            before: withdrawn + [.presentationAccepted("a")],
            event: .presentationTransitionDidEnd("a", completed: true),
            effects: [
                .notify(.didPresent("a")), .notify(.willDismiss("a", cause: .app)),
                .dismiss("a", animated: true),
            ], phase: .dismissing),
        Row(
            name: "the cancelled rise of a withdrawn, taken sheet: did-dismiss once, as the app's",
            before: withdrawn + [.presentationAccepted("a")],
            event: .presentationTransitionDidEnd("a", completed: false),
            effects: [.notify(.didDismiss("a", cause: .app))], phase: nil),
        Row(
            name: "a dismissal's end after a teardown changes nothing",
            before: presented + [.dismiss("a"), .teardown("a")],
            event: .dismissalTransitionDidEnd("a", completed: true), effects: [], phase: nil),
        Row(
            name: "a dismissal refused after a teardown changes nothing",
            before: presented + [.dismiss("a"), .teardown("a")],
            event: .dismissalRefused("a", transitionRunning: true), effects: [], phase: nil),
        Row(
            name: "the person's cancellation while the app dismisses changes nothing",
            before: presented + [.dismiss("a")], event: .interactiveDismissalCancelled("a"), effects: [],
            phase: .dismissing),
        Row(
            name: "a request made again once the sheet is gone is asked anew",
            before: presented + [.teardown("a")], event: .request("a"),
            effects: [.present("a", over: nil, animated: true)], phase: .requested),
    ]

    @Test("A late event returns the tabled effects and leaves the sheet in the tabled phase", arguments: rows)
    func lateEventHasTheTabledOutcome(_ row: Row) {
        // The raw step, not a LifecycleTestStore: a row is what one call returns after its history.
        var lifecycle = SheetPresentationLifecycle<String>()
        for event in row.before { _ = lifecycle.handle(event, at: 0) }
        #expect(lifecycle.handle(row.event, at: 0) == row.effects)
        #expect(lifecycle.phase(of: "a") == row.phase)
        #expect(lifecycle.holds("a") == (row.phase != nil))
    }
}
