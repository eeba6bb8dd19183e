import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// `.bottomSheet`'s contract, point by point, run through the model and the presentation lifecycle.
@Suite("SwiftUI: the binding's model")
struct SheetBindingModelTests {
    /// The binding names "a", SwiftUI updates, UIKit takes the sheet.
    static func presented(writable: Bool = true) -> SheetBindingHarness {
        var harness = SheetBindingHarness()
        harness.writable = writable
        harness.binding = "a"
        harness.update()
        harness.settleSyncs()
        harness.answerPresentation(accept: true)
        return harness
    }

    @Test("isPresented and onDismiss: once by any path, after the transition")
    func onceByAnyPath() {
        for path in ["person", "binding", "content"] {
            var harness = Self.presented()
            let key = harness.lifecycle.visibleSheetID!
            switch path {
            case "person": harness.personDismissesTop()
            case "binding":
                harness.binding = nil
                harness.update()
                harness.settleSyncs()
                harness.answerDismissal()
            default:
                harness.perform(harness.model.contentDismissed(key, current: harness.binding))
                harness.answerDismissal()
            }
            harness.settleSyncs()
            #expect(harness.binding == nil, "\(path)")
            #expect(harness.onDismissCount == 1, "\(path)")
            #expect(harness.log.filter { $0 == "clear" }.count == (path == "binding" ? 0 : 1), "\(path)")
            #expect(harness.lifecycle.isIdle && harness.asked.isEmpty, "\(path)")
            #expect(harness.released == [key], "\(path)")
            #expect(harness.problems.isEmpty, "\(harness.problems)")
        }
    }

    @Test("an unwritable binding (.constant(true)) is presented once")
    func constantIsPresentedOnce() {
        var harness = Self.presented(writable: false)
        harness.personDismissesTop()
        harness.settleSyncs()
        harness.update()
        harness.settleSyncs()
        #expect(harness.binding == "a")
        #expect(harness.asked.isEmpty && harness.lifecycle.isIdle)
        #expect(harness.onDismissCount == 1)
        // Named anew (another item, then it again), it is presented again.
        harness.binding = "b"
        harness.update()
        harness.settleSyncs()
        #expect(harness.asked.count == 1)
    }

    @Test("a writable binding set again in onDismiss presents again")
    func namedAgainPresents() {
        var harness = Self.presented()
        harness.personDismissesTop()
        // The app names the item again (in onDismiss): read at the sync that follows.
        harness.binding = "a"
        harness.settleSyncs()
        #expect(harness.asked.count == 1)
    }

    @Test("a request made while the anchor is in no window waits for one, with no give-up")
    func waitsForAWindow() {
        var harness = SheetBindingHarness()
        harness.anchorInWindow = false
        harness.binding = "a"
        harness.update()
        harness.settleSyncs()
        for _ in 0..<50 {
            harness.sync()
            harness.retryDue()
        }
        #expect(harness.asked.isEmpty && harness.lifecycle.isIdle)
        #expect(harness.binding == "a" && harness.log.isEmpty)
        harness.anchorInWindow = true
        harness.sync()
        #expect(harness.asked.count == 1)
    }

    @Test("a request refused for good in a window is reported, not written; out of one it waits again")
    func refusedForGood() {
        var harness = SheetBindingHarness()
        harness.binding = "a"
        harness.update()
        harness.settleSyncs()
        for _ in 0..<30 {
            harness.answerPresentation(accept: false)
            harness.retryDue()
        }
        harness.settleSyncs()
        #expect(harness.log == ["neverPresented"])
        #expect(harness.binding == "a" && harness.lifecycle.isIdle && harness.asked.isEmpty)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
        // Refused while out of a window: no report, and asked again once in one.
        var away = SheetBindingHarness()
        away.binding = "a"
        away.update()
        away.settleSyncs()
        away.anchorInWindow = false
        for _ in 0..<30 {
            away.answerPresentation(accept: false)
            away.retryDue()
        }
        away.settleSyncs()
        #expect(away.log.isEmpty && away.binding == "a" && away.asked.isEmpty)
        away.anchorInWindow = true
        away.sync()
        #expect(away.asked.count == 1)
    }

    @Test("content callbacks reach their own sheet: a leaving sheet's options stay its own")
    func callbacksReachTheirSheet() {
        var harness = Self.presented()
        let first = harness.lifecycle.visibleSheetID!
        harness.binding = "b"
        harness.update()
        harness.settleSyncs()
        let second = harness.model.requests.wanted!
        #expect(first != second)
        // The leaving sheet's content reports options: they are the leaving sheet's.
        var options = BottomSheetOptions()
        options.cornerRadius = 3
        harness.perform(harness.model.contentOptionsChanged(first, options, current: harness.binding))
        #expect(harness.controllers[first]?.preferredCornerRadius == 3)
        // The new sheet's content reports before UIKit made its controller: kept, applied when made.
        var own = BottomSheetOptions()
        own.backgroundInteraction = .enabled
        harness.perform(harness.model.contentOptionsChanged(second, own, current: harness.binding))
        #expect(harness.controllers[second] == nil)
        harness.answerDismissal()
        harness.answerPresentation(accept: true)
        #expect(harness.controllers[second]?.undimmedAtEveryDetent == true)
        #expect(harness.controllers[second]?.preferredCornerRadius == nil)
        // A callback from a sheet that is gone changes nothing.
        #expect(harness.model.contentOptionsChanged(first, BottomSheetOptions(), current: "b").isEmpty)
        #expect(harness.model.contentMeasured(first, height: 300).isEmpty)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test("the selection: the app's value reaches the sheet once; the person's drag is written back")
    func selection() {
        var harness = SheetBindingHarness()
        harness.binding = "a"
        harness.request.selection = .large
        harness.update()
        harness.settleSyncs()
        harness.answerPresentation(accept: true)
        let key = harness.lifecycle.visibleSheetID!
        #expect(harness.selected[key] == .large)
        harness.personDrags(to: .medium)
        #expect(harness.selectionBinding == .medium)
        // The written-back value is the app's now; an unrelated update sends nothing back.
        harness.request.selection = .medium
        harness.selected[key] = nil
        harness.update()
        #expect(harness.selected[key] == nil)
        harness.request.selection = .large
        harness.update()
        #expect(harness.selected[key] == .large)
    }

    @Test(
        "a measured height is offered once per change of more than half a point",
        arguments: [
            (CGFloat(200), true), (200.4, false), (201, true), (-1, false), (.nan, false), (.infinity, false),
        ])
    func measurement(height: CGFloat, offered: Bool) {
        var harness = Self.presented()
        let key = harness.lifecycle.visibleSheetID!
        _ = harness.model.contentMeasured(key, height: 200)
        let outputs = harness.model.contentMeasured(key, height: height == 200 ? 200 : height)
        if height == 200 {
            #expect(outputs.isEmpty)
        } else {
            #expect(outputs == (offered ? [.offerFittingHeight(key, height)] : []))
        }
    }

    @Test("the presenter leaving under its sheet is reported; a binding that let it go is not")
    func presenterLeaves() {
        let harness = Self.presented()
        #expect(
            harness.model.presenterWillDisappear(
                presenterIsLeaving: true, current: "a", lifecycle: harness.lifecycle) == [
                    .diagnostic(.presenterLeftItsSheet)
                ])
        #expect(
            harness.model.presenterWillDisappear(
                presenterIsLeaving: true, current: nil, lifecycle: harness.lifecycle
            )
            .isEmpty)
    }
}

/// `.floatingSheet` through the same model: shown and hidden by its binding, configured whole at
/// its first update, its selection springing only once it is shown.
@Suite("SwiftUI: the floating sheet's model")
struct FloatingSheetModelTests {
    @Test("a transaction that disables animations shows the floating sheet without its slide, as it hides it")
    func shownWithoutAnimationWhenTheTransactionSaysSo() {
        var model = SheetBindingModel<Int, Bool>()
        let lifecycle = SheetPresentationLifecycle<Int>()
        model.install(7)
        let request = SheetModifierRequest(
            kind: .floating, detents: [.medium, .large], selection: .large, selectionIsBound: true,
            options: BottomSheetOptions())
        let outputs = model.update(
            request, current: true, animated: false, disablesAnimations: true, lifecycle: lifecycle)
        #expect(outputs.contains(.show(7, at: .large, animated: false)))
        #expect(!outputs.contains(.show(7, at: .large, animated: true)))
    }

    @Test func showHideAndConfigure() {
        var model = SheetBindingModel<Int, Bool>()
        let lifecycle = SheetPresentationLifecycle<Int>()
        model.install(7)
        var options = BottomSheetOptions()
        options.backgroundInteraction = .disabled
        let request = SheetModifierRequest(
            kind: .floating, detents: [.medium, .large], selection: .large, selectionIsBound: true,
            options: options)
        let first = model.update(
            request, current: true, animated: false, disablesAnimations: false, lifecycle: lifecycle)
        guard case .assign(7, let assignments, animated: false) = first.first else {
            Issue.record("\(first)")
            return
        }
        #expect(assignments.contains(.dimsAtEveryDetent(true)))
        #expect(
            first.dropFirst() == [.select(7, .large, animated: false), .show(7, at: .large, animated: true)])
        // Hidden, then shown again while still sliding away: shown once the slide has ended.
        #expect(
            model.update(
                request, current: nil, animated: false, disablesAnimations: true, lifecycle: lifecycle)
                == [.hide(7, animated: false)])
        #expect(
            model.update(
                request, current: true, animated: false, disablesAnimations: false, lifecycle: lifecycle
            ).isEmpty)
        #expect(model.floatingSheetDidHide() == [.show(7, at: .large, animated: true)])
        // A new selection while shown springs; a withAnimation change of detents springs.
        var moved = request
        moved.selection = .medium
        moved.detents = [.medium]
        #expect(
            model.update(
                moved, current: true, animated: true, disablesAnimations: false, lifecycle: lifecycle) == [
                    .assign(7, [.detents([.medium]), .prefersGrabberVisible(false)], animated: true),
                    .select(7, .medium, animated: true),
                ])
        // The content's dismissal clears the binding; with it already false, nothing.
        model.updateEnded()
        #expect(model.contentDismissed(7, current: true) == [.clearBinding])
        #expect(model.contentDismissed(7, current: nil).isEmpty)
        #expect(SheetBindingModel<Int, Bool>.animates(animated: true, disablesAnimations: false))
        #expect(!SheetBindingModel<Int, Bool>.animates(animated: true, disablesAnimations: true))
    }
}
