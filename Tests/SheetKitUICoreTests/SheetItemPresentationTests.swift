import Testing

@testable import SheetKitUICore

private typealias Presentation = SheetItemPresentation<String, Int>
private typealias Action = Presentation.Action

/// One step of a script: a binding change or a lifecycle callback, and the actions it must give.
private enum Step {
    case binding(Int?)
    case willDismiss
    case didDismiss

    func apply(to presentation: inout Presentation) -> [Action] {
        switch self {
        case .binding(let id): presentation.bindingChanged(to: id.map { "item \($0)" }, id: id)
        case .willDismiss: presentation.sheetWillDismiss()
        case .didDismiss: presentation.sheetDidDismiss()
        }
    }
}

private func run(_ script: [(Step, [Action])], sourceLocation: SourceLocation = #_sourceLocation) {
    var presentation = Presentation()
    for (index, (step, expected)) in script.enumerated() {
        let actions = step.apply(to: &presentation)
        #expect(actions == expected, "step \(index): \(step)", sourceLocation: sourceLocation)
    }
}

@Suite struct SheetItemPresentationTests {
    @Test func anItemPresentsAndNilDismissesWithOnDismissOnceAfterTheAnimation() {
        run([
            (.binding(1), [.present(1)]),
            (.binding(nil), [.dismiss]),
            // The app cleared the binding itself: it is not written again.
            (.willDismiss, []),
            (.didDismiss, [.callOnDismiss]),
            (.didDismiss, []),
        ])
    }

    @Test func aDragAwayWritesTheBindingOnceAndCallsOnDismissOnce() {
        run([
            (.binding(1), [.present(1)]),
            (.willDismiss, [.clearBinding]),
            // The binding's own change echoes back: nothing more to do.
            (.binding(nil), []),
            (.willDismiss, []),
            (.didDismiss, [.callOnDismiss]),
        ])
    }

    @Test func aDismissalWithoutWillDismissStillWritesTheBindingOnce() {
        run([
            (.binding(1), [.present(1)]),
            (.didDismiss, [.clearBinding, .callOnDismiss]),
            (.binding(nil), []),
        ])
    }

    @Test func aNewIdentityDismissesTheOldSheetThenPresentsTheNewOne() {
        var presentation = Presentation()
        #expect(presentation.bindingChanged(to: "one", id: 1) == [.present(1)])
        #expect(presentation.bindingChanged(to: "two", id: 2) == [.dismiss])
        // The old item stays on screen while it slides away: no blank sheet.
        #expect(presentation.shownItem == "one")
        #expect(presentation.isDismissing)
        // The binding already names the new item: it is not cleared.
        #expect(presentation.sheetWillDismiss() == [])
        #expect(presentation.sheetDidDismiss() == [.callOnDismiss, .present(2)])
        #expect(presentation.shownItem == "two")
        #expect(presentation.shownID == 2)
        #expect(!presentation.isDismissing)
    }

    @Test func theLatestItemWinsWhileTheOldSheetSlidesAway() {
        run([
            (.binding(1), [.present(1)]),
            (.binding(2), [.dismiss]),
            (.binding(3), []),
            (.didDismiss, [.callOnDismiss, .present(3)]),
        ])
        run([
            (.binding(1), [.present(1)]),
            (.binding(2), [.dismiss]),
            (.binding(nil), []),
            (.didDismiss, [.callOnDismiss]),
        ])
        // Back to the same item during the animation: SwiftUI presents it again once it is gone.
        run([
            (.binding(1), [.present(1)]),
            (.binding(nil), [.dismiss]),
            (.binding(1), []),
            (.didDismiss, [.callOnDismiss, .present(1)]),
        ])
    }

    @Test func theSameIdentityWithANewValueUpdatesInPlace() {
        var presentation = Presentation()
        _ = presentation.bindingChanged(to: "draft", id: 1)
        #expect(presentation.bindingChanged(to: "edited", id: 1) == [])
        #expect(presentation.shownItem == "edited")
        #expect(!presentation.isDismissing)
    }

    @Test func theDisplayedItemFollowsTheBindingOnlyWhileItNamesTheShownSheet() {
        var presentation = Presentation()
        #expect(presentation.displayedItem(current: nil, currentID: nil) == nil)
        _ = presentation.bindingChanged(to: "draft", id: 1)
        #expect(presentation.displayedItem(current: "edited", currentID: 1) == "edited")
        // Another item (or nil) in the binding: the shown one stays while it slides away.
        _ = presentation.bindingChanged(to: "other", id: 2)
        #expect(presentation.displayedItem(current: "other", currentID: 2) == "draft")
        _ = presentation.bindingChanged(to: nil, id: nil)
        #expect(presentation.displayedItem(current: nil, currentID: nil) == "draft")
        _ = presentation.sheetDidDismiss()
        #expect(presentation.displayedItem(current: nil, currentID: nil) == nil)
    }

    @Test func lifecycleCallbacksWithNothingShownDoNothing() {
        run([(.willDismiss, []), (.didDismiss, []), (.binding(nil), [])])
    }

    /// Random scripts: `onDismiss` is called once per presentation, the binding is cleared at most
    /// once per presentation, and a present never happens while another sheet is shown.
    @Test func invariantsHoldOverRandomScripts() {
        var generator = SplitMix64(seed: 20)
        for _ in 0..<500 {
            var presentation = Presentation()
            var shown = false
            var presents = 0
            var dismissCalls = 0
            var clearsThisPresentation = 0
            for _ in 0..<30 {
                let step: Step
                switch generator.next() % 3 {
                case 0:
                    let value = Int(generator.next() % 4)
                    step = .binding(value == 0 ? nil : value)
                case 1: step = .willDismiss
                default: step = .didDismiss
                }
                for action in step.apply(to: &presentation) {
                    switch action {
                    case .present:
                        #expect(!shown)
                        shown = true
                        presents += 1
                        clearsThisPresentation = 0
                    case .callOnDismiss:
                        #expect(shown)
                        shown = false
                        dismissCalls += 1
                    case .clearBinding:
                        clearsThisPresentation += 1
                        #expect(clearsThisPresentation == 1)
                    case .dismiss:
                        #expect(shown)
                    }
                }
                #expect(shown == (presentation.shownID != nil))
            }
            #expect(presents - dismissCalls == (shown ? 1 : 0))
        }
    }
}
