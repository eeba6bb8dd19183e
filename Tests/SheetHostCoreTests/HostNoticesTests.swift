import SheetCore
import SheetHostCore
import Testing

/// A host step's events as the notices a binding looks up in `SheetDelegateTable`: the causes come
/// from the host, so no binding decides who hears what.
@Suite("Host: a step's events as delegate notices")
struct HostNoticesTests {
    static func events(_ change: (inout HostCallbacks) -> Void) -> HostCallbacks {
        var events = HostCallbacks()
        change(&events)
        return events
    }

    /// (events, front end) → the callbacks made, in order.
    static let rows: [(HostCallbacks, SheetFrontEnd, [SheetCallback])] = [
        (
            events {
                $0.selectedDetentChanged = .large; $0.selectedDetentChangeCause = .user
            }, .floatingSheet,
            [.onSelectedDetentChange]
        ),
        (
            events {
                $0.selectedDetentChanged = .large; $0.selectedDetentChangeCause = .app
            }, .floatingSheet, []
        ),
        (events { $0.selectedDetentChanged = .large }, .presentationController, []),
        (events { $0.attemptedToDismiss = true }, .bottomSheet, [.onAttemptToDismiss]),
        (events { $0.attemptedToDismiss = true }, .floatingSheet, []),
        (
            events {
                $0.willDismiss = true; $0.dismissalCause = .user
            }, .presentationController,
            [.presentationControllerWillDismiss]
        ),
        (
            events {
                $0.willDismiss = true; $0.dismissalCause = .app
            }, .presentationController, []
        ),
        (
            events {
                $0.dismissalDidEnd = true; $0.dismissalCause = .app
            }, .floatingSheet, [.onDismiss]
        ),
        (
            events {
                $0.dismissalDidEnd = true; $0.dismissalCause = .user
            }, .presentationController,
            [.presentationControllerDidDismiss]
        ),
        (
            events {
                $0.didDismiss = true; $0.dismissalCause = .user
            }, .presentationController, []
        ),
    ]

    @Test("each step's events make the callbacks the table lists", arguments: rows.indices)
    func callbacks(_ index: Int) {
        let (events, frontEnd, expected) = Self.rows[index]
        let made = events.notices.flatMap { SheetDelegateTable.callbacks(for: $0, in: frontEnd) }
        #expect(made == expected)
    }

    @Test("the detent travels with its notice")
    func detent() {
        let events = Self.events {
            $0.selectedDetentChanged = "peek"; $0.selectedDetentChangeCause = .user
        }
        #expect(events.notices == [HostNotice(.selectedDetentChanged, cause: .user, detent: "peek")])
    }
}
