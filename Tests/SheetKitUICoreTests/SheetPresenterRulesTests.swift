import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// The window-level presenter's choices beside its state, and the floating sheet's visibility.
@Suite struct SheetPresenterRulesTests {
    /// A lifecycle holding request 1 on screen (in `phase`) and request 2 waiting. Built with raw
    /// steps, not a `LifecycleTestStore`: the subject is `SheetPresenterRules`' reading of the state,
    /// and the steps' effects are the lifecycle's own tests' (`PresentationLifecycleTests`).
    static func lifecycle(_ phase: SheetPresentationLifecycle<Int>.Phase?) -> SheetPresentationLifecycle<Int>
    {
        var lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
        guard let phase else { return lifecycle }
        _ = lifecycle.handle(.request(1), at: 0)
        _ = lifecycle.handle(.presentationAccepted(1), at: 0)
        if phase != .presenting {
            _ = lifecycle.handle(.presentationTransitionDidEnd(1, completed: true), at: 0)
        }
        if phase == .dismissing { _ = lifecycle.handle(.dismiss(1, cause: .user), at: 0) }
        _ = lifecycle.handle(.request(2, policy: .stack), at: 0)
        return lifecycle
    }

    /// (item named, wanted request and its item, request 1's phase) → what the binding sends
    static let bindingChanges:
        [(
            String?, (key: Int, item: String)?, SheetPresentationLifecycle<Int>.Phase?,
            SheetPresenterRules.BindingChange<Int>?
        )] = [
            (nil, nil, nil, nil),
            ("a", nil, nil, .init(dismiss: nil, requests: true)),
            // Standing for the same item, in any phase, leaving included: nothing.
            ("a", (1, "a"), .presenting, nil),
            ("a", (1, "a"), .presented, nil),
            ("a", (1, "a"), .dismissing, nil),
            ("a", (2, "a"), .presented, nil),
            // Another item, or none: the old request goes, the new one is made.
            ("b", (1, "a"), .presented, .init(dismiss: 1, requests: true)),
            (nil, (1, "a"), .presented, .init(dismiss: 1, requests: false)),
            (nil, (2, "a"), .presented, .init(dismiss: 2, requests: false)),
            // The same item once its request is over: asked anew (its dismissal is ignored).
            ("a", (1, "a"), nil, .init(dismiss: 1, requests: true)),
        ]

    @Test(arguments: bindingChanges.indices)
    func whatABindingChangeSends(_ index: Int) {
        let (item, wanted, phase, expected) = Self.bindingChanges[index]
        #expect(
            SheetPresenterRules.bindingChange(names: item, wanted: wanted, in: Self.lifecycle(phase))
                == expected)
    }

    @Test func aRequestStandsWhileTheLifecycleHoldsIt() {
        for phase: SheetPresentationLifecycle<Int>.Phase in [.presenting, .presented, .dismissing] {
            #expect(SheetPresenterRules.requestStands(1, in: Self.lifecycle(phase)))
            #expect(SheetPresenterRules.requestStands(2, in: Self.lifecycle(phase)))
            #expect(!SheetPresenterRules.requestStands(3, in: Self.lifecycle(phase)))
        }
        #expect(!SheetPresenterRules.requestStands(1, in: Self.lifecycle(nil)))
    }

    /// A request the binding dropped while UIKit had not answered its presentation stands until the
    /// answer: its sheet (and hosting controller) is kept for a presentation UIKit then takes, and
    /// let go once it is refused, or once the sheet it took is gone.
    @Test func aRequestWithdrawnWhileAskedStandsUntilUIKitAnswers() {
        func asked() -> SheetPresentationLifecycle<Int> {
            var lifecycle = SheetPresentationLifecycle<Int>(retryPolicy: .bindingPresentation)
            _ = lifecycle.handle(.request(1), at: 0)
            _ = lifecycle.handle(.dismiss(1), at: 0)
            return lifecycle
        }
        var refused = asked()
        #expect(SheetPresenterRules.requestStands(1, in: refused))
        _ = refused.handle(.presentationRefused(1, transitionRunning: true), at: 0)
        #expect(!SheetPresenterRules.requestStands(1, in: refused))
        var taken = asked()
        _ = taken.handle(.presentationAccepted(1), at: 0)
        #expect(SheetPresenterRules.requestStands(1, in: taken))
        _ = taken.handle(.dismissalTransitionDidEnd(1, completed: true), at: 0)
        #expect(!SheetPresenterRules.requestStands(1, in: taken))
    }

    /// (sheet's item, binding's item) → the binding names the sheet
    @Test(
        arguments: [("a", "a", true), ("a", "b", false), ("a", nil, false), (nil, nil, false)]
            as [(String?, String?, Bool)])
    func theBindingNamesASheetOnlyByItsItem(_ item: String?, _ current: String?, _ expected: Bool) {
        #expect(SheetPresenterRules.bindingNames(item, current: current) == expected)
    }

    @Test func aPresenterLeavingUnderItsSheetIsReadFromTheLifecycle() {
        let items = [1: "a", 2: "b"]
        func reported(_ phase: SheetPresentationLifecycle<Int>.Phase?, current: String?) -> Bool {
            SheetPresenterRules.presenterLeftItsSheet(
                Self.lifecycle(phase), items: items, current: current, presenterIsLeaving: true)
        }
        #expect(reported(.presented, current: "a"))
        #expect(reported(.presenting, current: "a"))
        // The sheet leaving, the binding changed, or no sheet: somebody asked.
        #expect(!reported(.dismissing, current: "a"))
        #expect(!reported(.presented, current: nil))
        #expect(!reported(.presented, current: "b"))
        #expect(!reported(nil, current: "a"))
        #expect(
            !SheetPresenterRules.presenterLeftItsSheet(
                Self.lifecycle(.presented), items: items, current: "a", presenterIsLeaving: false))
    }

    /// (sheet up, dismissal asked, presenter leaving) → reported: only a sheet nobody asked to close.
    @Test(arguments: [false, true])
    func aPresenterLeavingUnderItsSheetIsReported(_ leaving: Bool) {
        for up in [false, true] {
            for asked in [false, true] {
                #expect(
                    SheetPresenterRules.presenterLeftItsSheet(
                        sheetIsUp: up, dismissalAsked: asked, presenterIsLeaving: leaving)
                        == (up && !asked && leaving))
            }
        }
    }

    @Test func aControllerLeavesWithAnyAncestor() {
        // Each node's parent is the next; `leaving` marks those popped or dismissed.
        func isLeaving(_ leaving: Set<Int>, depth: Int = 4) -> Bool {
            SheetPresenterRules.isLeaving(
                0, parent: { $0 + 1 < depth ? $0 + 1 : nil }, leaves: leaving.contains)
        }
        #expect(!isLeaving([]))
        #expect(isLeaving([0]))
        #expect(isLeaving([3]))
        #expect(!isLeaving([4]))
        // A parent chain that never ends stops.
        #expect(!SheetPresenterRules.isLeaving(0, parent: { $0 }, leaves: { _ in false }))
    }

    /// (content frame in a 390 × 500 sheet, left to right) → insets
    static let surfaces: [(CGRect, Bool, SafeAreaInsets)] = [
        (CGRect(x: 0, y: 20, width: 390, height: 480), true, SafeAreaInsets(top: 20)),
        (
            CGRect(x: 10, y: 20, width: 370, height: 460), true,
            SafeAreaInsets(top: 20, bottom: 20, leading: 10, trailing: 10)
        ),
        (CGRect(x: 16, y: 0, width: 370, height: 500), true, SafeAreaInsets(leading: 16, trailing: 4)),
        (CGRect(x: 16, y: 0, width: 370, height: 500), false, SafeAreaInsets(leading: 4, trailing: 16)),
        // Larger than the sheet: nothing to fill beyond it.
        (CGRect(x: -5, y: -5, width: 400, height: 600), true, SafeAreaInsets()),
        (CGRect(x: CGFloat.nan, y: 20, width: 390, height: 480), true, SafeAreaInsets(top: 20)),
    ]

    @Test(arguments: surfaces.indices)
    func theBackgroundReachesTheSheetsEdges(_ index: Int) {
        let (content, leftToRight, expected) = Self.surfaces[index]
        #expect(
            SafeAreaInsets(
                content: content, sheet: CGSize(width: 390, height: 500), leftToRight: leftToRight)
                == expected)
    }

    @Test func aGridsUnmeasuredWidth() {
        #expect(MosaicProposedWidth.layoutWidth(measured: nil) == MosaicProposedWidth.unspecified)
        #expect(MosaicProposedWidth.layoutWidth(measured: 320) == 320)
        #expect(MosaicProposedWidth.reusesLayout(madeAt: 390, forReported: 390))
        #expect(!MosaicProposedWidth.reusesLayout(madeAt: 390, forReported: 320))
        #expect(!MosaicProposedWidth.reusesLayout(madeAt: nil, forReported: 390))
    }
}

@Suite struct FloatingSheetVisibilityTests {
    enum Step {
        case binding(Bool, FloatingSheetVisibility.Action?)
        case didHide(FloatingSheetVisibility.Action?)
    }

    static let scripts: [(String, [Step])] = [
        (
            "shown, hidden, shown again",
            [.binding(true, .show), .binding(false, .hide), .didHide(nil), .binding(true, .show)]
        ),
        (
            "the same value again does nothing",
            [.binding(true, .show), .binding(true, nil), .binding(false, .hide), .binding(false, nil)]
        ),
        (
            "shown while sliding away waits for the slide",
            [.binding(true, .show), .binding(false, .hide), .binding(true, nil), .didHide(.show)]
        ),
        (
            "shown then hidden again while sliding away",
            [
                .binding(true, .show), .binding(false, .hide), .binding(true, nil), .binding(false, nil),
                .didHide(nil),
            ]
        ),
        ("hidden from the start", [.binding(false, nil)]),
    ]

    @Test func aSheetShownAgainRestsAtTheBindingsDetentOrItsLast() {
        #expect(
            FloatingSheetVisibility.detentWhenShown(selectionIsBound: true, selection: nil, lastShown: .large)
                == nil)
        #expect(
            FloatingSheetVisibility.detentWhenShown(
                selectionIsBound: true, selection: .medium, lastShown: .large)
                == .medium)
        #expect(
            FloatingSheetVisibility.detentWhenShown(
                selectionIsBound: false, selection: nil, lastShown: .large) == .large)
        #expect(
            FloatingSheetVisibility.detentWhenShown(selectionIsBound: false, selection: nil, lastShown: nil)
                == nil)
    }

    @Test(arguments: scripts.indices)
    func script(_ index: Int) {
        let (name, steps) = Self.scripts[index]
        var visibility = FloatingSheetVisibility()
        for (number, step) in steps.enumerated() {
            switch step {
            case .binding(let value, let action):
                #expect(visibility.bindingChanged(to: value) == action, "\(name), step \(number)")
            case .didHide(let action):
                #expect(visibility.sheetDidHide() == action, "\(name), step \(number)")
            }
        }
    }
}
