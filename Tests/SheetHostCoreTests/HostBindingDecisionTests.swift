import Foundation
import SheetCore
import SheetHostCore
import Testing

/// Decisions a binding used to make itself, now host rules with their tables: an unusable
/// configuration, the app's selection, the end of a dismissal for both host and platform, a sheet
/// hidden to come back.
@Suite("Host: the decisions bindings no longer make")
struct HostBindingDecisionTests {
    /// (what the app configured, the detents kept, the selection kept, what is reported)
    static let repairs:
        [(
            name: String, configuration: SheetConfiguration, detents: [Detent.Identifier],
            selected: Detent.Identifier?, errors: [SheetError]
        )] = [
            (
                "valid", SheetConfiguration(detents: [.large, .medium], selectedDetentIdentifier: .large),
                [.large, .medium], .large, []
            ),
            ("empty list", SheetConfiguration(detents: []), [.medium, .large], nil, [.emptyDetents]),
            (
                "repeated identifier", SheetConfiguration(detents: [.medium, .medium]), [.medium, .large],
                nil, [.duplicateDetentIdentifier(.medium)]
            ),
            (
                "fraction out of range, its selection kept until a detent names it",
                SheetConfiguration(detents: [.fraction(3, identifier: "x")], selectedDetentIdentifier: "x"),
                [.medium, .large], "x", [.invalidFraction("x", 3), .unknownSelectedDetentIdentifier("x")]
            ),
            (
                "unknown selection, kept",
                SheetConfiguration(detents: [.medium, .large], selectedDetentIdentifier: "gone"),
                [.medium, .large], "gone", [.unknownSelectedDetentIdentifier("gone")]
            ),
            (
                "unknown undimmed",
                SheetConfiguration(detents: [.large], largestUndimmedDetentIdentifier: .medium), [.large],
                nil, [.unknownLargestUndimmedDetentIdentifier(.medium)]
            ),
        ]

    @Test(
        "an unusable configuration is repaired by rule, keeping what is valid and reporting the rest",
        arguments: repairs.indices)
    func repair(_ index: Int) {
        let row = Self.repairs[index]
        var configuration = row.configuration
        configuration.style = SheetStyle(prefersGrabberVisible: true, header: .init(title: "Kept"))
        let host = SheetHost(repairing: configuration)
        #expect(host.interaction.configuration.detents.map(\.identifier) == row.detents, "\(row.name)")
        #expect(host.selectedDetentIdentifier == row.selected, "\(row.name)")
        // An identifier that names no detent is kept by the host, not an error there.
        let hostErrors = row.errors.filter {
            switch $0 {
            case .unknownSelectedDetentIdentifier, .unknownLargestUndimmedDetentIdentifier: false
            default: true
            }
        }
        #expect(host.configurationErrors == hostErrors, "\(row.name)")
        #expect(host.interaction.configuration.style.header?.title == "Kept", "\(row.name): the rest is kept")
        #expect(configuration.repaired().errors == row.errors)
    }

    @Test("out-of-range constants are clamped or let go, one error each")
    func repairConstants() {
        var configuration = SheetConfiguration()
        configuration.dimming.maximumAlpha = 3
        configuration.style.preferredCornerRadius = -4
        configuration.behavior.maximumVelocity = -1
        configuration.behavior.reducesMotion = true
        let repaired = configuration.repaired()
        #expect(repaired.configuration.dimming.maximumAlpha == 1)
        #expect(repaired.configuration.style.preferredCornerRadius == nil)
        #expect(repaired.configuration.behavior.maximumVelocity == SheetBehavior().maximumVelocity)
        #expect(repaired.configuration.behavior.reducesMotion)
        #expect(repaired.errors.count == 3)
        #expect((try? repaired.configuration.validate()) != nil)
    }

    @Test("a configure the engine refuses changes nothing and is reported")
    func refusedConfigure() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        store.send(.configure(SheetConfiguration(detents: [])))
        #expect(store.host.configurationErrors == [.emptyDetents])
        #expect(store.host.interaction.configuration.detents.map(\.identifier) == [.medium, .large])
        store.send(.configure(headerConfiguration()))
        #expect(store.host.configurationErrors.isEmpty)
        // The accepted header is measured again.
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
    }

    /// (platform events around the host's dismissal, the step that reports `dismissalDidEnd`, its cause)
    static let endings: [(name: String, script: [HostEvent], endsAt: Int, cause: HostCause)] = [
        // No platform transition (a floating sheet): with the host's didDismiss.
        ("no platform", [.dismiss(animated: false)], 0, .app),
        // UIKit's transition began with the dismissal and ends after the host's sheet is gone.
        (
            "platform ends after",
            [.dismissalTransitionWillBegin, .dismiss(animated: false), .tick(), .dismissalTransitionDidEnd],
            3, .app
        ),
        // UIKit ended first (it removed the views): the host's teardown ends it.
        (
            "platform ends first", [.dismissalTransitionWillBegin, .dismissalTransitionDidEnd, .teardown], 2,
            .system
        ),
    ]

    @Test(
        "the app hears a dismissal once both the host and the platform are done", arguments: endings.indices)
    func dismissalEnd(_ index: Int) throws {
        let row = Self.endings[index]
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        var frames: [HostFrame] = []
        for event in row.script { frames.append(store.send(event, after: 0.01)) }
        let ends = frames.indices.filter { frames[$0].events.dismissalDidEnd }
        #expect(ends == [row.endsAt], "\(row.name)")
        #expect(frames[row.endsAt].events.dismissalCause == row.cause, "\(row.name)")
        #expect(frames.filter(\.events.didDismiss).count == 1, "\(row.name)")
        store.receive([.willDismiss(cause: row.cause), .didDismiss(cause: row.cause)])
    }

    @Test("a dismissal the person starts asks the platform to dismiss, once; the platform's own does not")
    func requestsPlatformDismissal() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        let tap = store.send(.tap(CGPoint(x: 200, y: 200)), after: 0.1)
        #expect(tap.phase == .dismissing && tap.effects.requestsPlatformDismissal)
        store.send(.dismissalTransitionWillBegin)
        let rest = store.advance(by: 1)
        #expect(store.frames.filter(\.effects.requestsPlatformDismissal).count == 1)
        #expect(!rest.events.dismissalDidEnd)
        let end = store.send(.dismissalTransitionDidEnd)
        #expect(end.events.dismissalDidEnd && end.events.dismissalCause == .user)
        store.receive([.willDismiss(cause: .user), .didDismiss(cause: .user)])

        let app = try HostTestStore(headerConfiguration())
        app.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        app.presentAndSettle()
        app.receive([.willPresent, .didPresent])
        app.send(.dismissalTransitionWillBegin)
        let dismissing = app.send(.dismiss(animated: true))
        #expect(!dismissing.effects.requestsPlatformDismissal)
        app.receive(.willDismiss(cause: .app))
    }

    @Test(
        "a sheet leaving by itself during its rise completes the rise in that frame, once; a risen sheet's dismissal does not"
    )
    func leavingDuringTheRiseCompletesIt() throws {
        for animated in [true, false] {
            // Non-exhaustive: the test is about one effect across a whole rise and slide, counted
            // over every frame below; the callbacks of a dismissal are checked in HostPresentationTests.
            let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
            store.send(.present())
            store.advance(by: 0.05)
            let leaving = store.send(.dismiss(animated: animated), after: 0.01)
            #expect(leaving.effects.requestsPlatformDismissal && leaving.effects.completesPresentation)
            store.advance(by: 1)
            #expect(store.frames.filter(\.effects.completesPresentation).count == 1)
        }
        // Non-exhaustive for the same reason: only the tap's effects are in question.
        let risen = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        risen.presentAndSettle()
        let tap = risen.send(.tap(CGPoint(x: 200, y: 200)), after: 0.1)
        #expect(tap.effects.requestsPlatformDismissal && !tap.effects.completesPresentation)
    }

    @Test(
        "the platform's dismissal transition beginning after the sheet is gone completes at once; one beginning while it is up does not"
    )
    func dismissalTransitionAfterTheSheetIsGone() throws {
        // Non-exhaustive: only the completion effect of the platform's late transition is in
        // question; the dismissal's callbacks are checked in HostPresentationTests.
        let store = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        store.presentAndSettle()
        store.send(.dismiss(animated: false), after: 0.1)
        let late = store.send(.dismissalTransitionWillBegin, after: 0.01)
        #expect(late.phase == .dismissed && late.effects.completesDismissal)
        // Non-exhaustive for the same reason: only the transition's completion effect is in question.
        let up = try HostTestStore(headerConfiguration(), exhaustivity: .off)
        up.presentAndSettle()
        let begins = up.send(.dismissalTransitionWillBegin, after: 0.1)
        #expect(!begins.effects.completesDismissal)
    }

    @Test("a sheet under a stacked one stays presented and is told nothing; one dismissed for good is")
    func stackedSheetsAreNotDismissed() {
        let store = LifecycleTestStore<String>()
        store.presentAndSettle("list")
        // Stacked over the list: the list is told nothing.
        store.presentAndSettle("detail", over: "list")
        store.send(.dismiss("detail"), after: 1)
        store.receive([.notify(.willDismiss("detail", cause: .app)), .dismiss("detail", animated: true)])
        store.send(.dismissalTransitionDidEnd("detail", completed: true))
        store.receive(.notify(.didDismiss("detail", cause: .app)))
        #expect(store.lifecycle.visibleSheetID == "list")
    }

    /// (when the app sets the selection, what it sets, where the sheet rests, what reads back, the
    /// detent changes reported after the presentation's, through a rotation to landscape and back)
    static let selections:
        [(
            name: String, early: Bool, set: Detent.Identifier?, rests: Detent.Identifier,
            reads: Detent.Identifier?, changes: [HostTestEvent]
        )] = [
            (
                "presented, large", false, .large, .large, .large,
                [.selectedDetentChanged(.large, cause: .app)]
            ),
            (
                "presented, nil after large", false, nil, .medium, nil,
                [
                    .selectedDetentChanged(.large, cause: .app), .selectedDetentChanged(.medium, cause: .app),
                    .selectedDetentChanged(.large, cause: .system),
                    .selectedDetentChanged(.medium, cause: .system),
                ]
            ),
            ("before the container, large", true, .large, .large, .large, []),
            (
                "before the container, nil", true, nil, .medium, nil,
                [
                    .selectedDetentChanged(.large, cause: .system),
                    .selectedDetentChanged(.medium, cause: .system),
                ]
            ),
        ]

    @Test("the app sets the selection through the host, nil included", arguments: selections.indices)
    func appSelection(_ index: Int) throws {
        let row = Self.selections[index]
        let store = try HostTestStore(
            headerConfiguration(detents: [.large, .medium]),
            container: row.early ? HostContainer(size: .zero) : .iPhone)
        if row.early {
            store.send(.select(.large))
            store.send(.select(row.set))
            store.send(.present)
            store.send(.container(.iPhone), at: 0.01)
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        } else {
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
            store.send(.present)
            store.send(.tick(), at: 1.5)
            store.send(.select(.large), at: 1.6)
            store.send(.select(row.set), at: 1.7)
        }
        let frame = store.send(.tick(), at: 4)
        #expect(frame.sheet.restingDetentIdentifier == row.rests, "\(row.name)")
        #expect(store.host.selectedDetentIdentifier == row.reads, "\(row.name)")
        // Nil stays nil through a rotation: the smallest shows there and back.
        store.send(.container(landscapePhone), at: 4.1)
        store.send(.container(.iPhone), at: 4.2)
        #expect(store.host.selectedDetentIdentifier == row.reads, "\(row.name)")
        #expect(store.send(.tick(), at: 6).sheet.restingDetentIdentifier == row.rests, "\(row.name)")
        store.receive([.willPresent, .didPresent] + row.changes)
    }

    /// (how the app leaves the selection, what `selectedDetentIdentifier` reads)
    @Test("the host holds the app's selection: nil until chosen, then the identifier, through rotations")
    func selectionForBindings() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        #expect(store.host.selectedDetentIdentifier == nil)
        store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(store.host.selectedDetentIdentifier == nil)
        store.send(.select(.medium, animated: true))
        #expect(store.host.selectedDetentIdentifier == .medium)
        store.send(.container(landscapePhone), after: 0.1)
        #expect(store.host.selectedDetentIdentifier == .medium)
        store.send(.tap(CGPoint(x: 422, y: 20)), after: 0.5)  // the grabber in landscape: to large
        #expect(store.host.selectedDetentIdentifier != nil)
    }
}
