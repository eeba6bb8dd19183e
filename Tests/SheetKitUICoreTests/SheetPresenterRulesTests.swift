import Foundation
import SheetCore
import Testing

@testable import SheetKitUICore

/// The window-level presenter's choices beside its state, and the floating sheet's visibility.
@Suite struct SheetPresenterRulesTests {
    /// (step, accepted, retry scheduled) → whether the sync goes on
    static let continuations: [(SheetPresentationStep, Bool, Bool, Bool)] = [
        (.wait, false, false, false),
        (.dismiss, false, false, false),
        (.present, true, false, false),
        (.present, false, true, false),
        (.present, false, false, true),
        (.cancel, false, false, true),
    ]

    @Test(arguments: continuations.indices)
    func aSyncGoesOnOnlyAfterACancelOrAPresentationGivenUp(_ index: Int) {
        let (step, accepted, retry, expected) = Self.continuations[index]
        #expect(
            SheetPresenterRules.syncContinues(
                after: step, presentationAccepted: accepted, retryScheduled: retry)
                == expected)
    }

    /// (fetched, wanted, holding) → adopted
    static let fetches: [(String?, String?, String?, Bool)] = [
        ("b", "b", "a", true),
        ("b", "b", nil, true),
        ("a", "b", "a", false),
        (nil, "b", "a", false),
        ("b", "b", "b", false),
        ("b", nil, "a", false),
    ]

    @Test(arguments: fetches.indices)
    func fetchedContentIsTakenOnlyForTheWantedItemWhenItIsMissing(_ index: Int) {
        let (fetched, wanted, holding, expected) = Self.fetches[index]
        #expect(
            SheetPresenterRules.adoptsFetchedContent(fetched: fetched, wanted: wanted, holding: holding)
                == expected)
    }

    @Test func detentsResolveAgainstThePresentationThenTheWindowThenTheContent() {
        #expect(
            SheetPresenterRules.detentContainer(presentation: "container", window: "window", content: "view")
                == "container")
        #expect(
            SheetPresenterRules.detentContainer(presentation: nil, window: "window", content: "view")
                == "window")
        #expect(
            SheetPresenterRules.detentContainer(presentation: nil, window: nil, content: "view") == "view")
    }

    /// (has sheet, leaving / being dismissed) for each two-flag rule, as a truth table.
    @Test(arguments: [(false, false), (false, true), (true, false), (true, true)])
    func theTwoFlagRules(_ first: Bool, _ second: Bool) {
        #expect(
            SheetPresenterRules.acceptsContentDismissal(hasSheet: first, isLeaving: second)
                == (first && !second))
        #expect(
            SheetPresenterRules.isWillDismiss(isShownSheet: first, isBeingDismissed: second)
                == (first && second))
        #expect(
            SheetPresenterRules.teardownDismisses(hasSheet: first, isBeingDismissed: second)
                == (first && !second))
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

    @Test func theShownItemsContent() {
        struct Note: Equatable {
            var id: Int
            var text: String
        }
        var presentation = SheetItemPresentation<Note, Int>()
        #expect(SheetPresenterRules.shownContent(of: presentation, current: nil, identity: \.id) == nil)
        _ = presentation.bindingChanged(to: Note(id: 1, text: "a"), id: 1)
        // The binding's own, newer value while it names the shown item.
        let edited = SheetPresenterRules.shownContent(
            of: presentation, current: Note(id: 1, text: "b"), identity: \.id)
        #expect(edited?.item == Note(id: 1, text: "b"))
        #expect(edited?.id == 1)
        // Another item named: the shown one stays until it is gone.
        _ = presentation.bindingChanged(to: Note(id: 2, text: "c"), id: 2)
        let leaving = SheetPresenterRules.shownContent(
            of: presentation, current: Note(id: 2, text: "c"), identity: \.id)
        #expect(leaving?.item == Note(id: 1, text: "a"))
        #expect(leaving?.id == 1)
    }

    /// (content frame in a 390 × 500 sheet, left to right) → insets
    static let surfaces: [(CGRect, Bool, SheetSurfaceInsets)] = [
        (CGRect(x: 0, y: 20, width: 390, height: 480), true, SheetSurfaceInsets(top: 20)),
        (
            CGRect(x: 10, y: 20, width: 370, height: 460), true,
            SheetSurfaceInsets(top: 20, leading: 10, bottom: 20, trailing: 10)
        ),
        (CGRect(x: 16, y: 0, width: 370, height: 500), true, SheetSurfaceInsets(leading: 16, trailing: 4)),
        (CGRect(x: 16, y: 0, width: 370, height: 500), false, SheetSurfaceInsets(leading: 4, trailing: 16)),
        // Larger than the sheet: nothing to fill beyond it.
        (CGRect(x: -5, y: -5, width: 400, height: 600), true, SheetSurfaceInsets()),
        (CGRect(x: CGFloat.nan, y: 20, width: 390, height: 480), true, SheetSurfaceInsets(top: 20)),
    ]

    @Test(arguments: surfaces.indices)
    func theBackgroundReachesTheSheetsEdges(_ index: Int) {
        let (content, leftToRight, expected) = Self.surfaces[index]
        #expect(
            SheetSurfaceInsets(
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
