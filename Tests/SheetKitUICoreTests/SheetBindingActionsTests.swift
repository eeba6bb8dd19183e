import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetKitUICore

/// `bottomSheetActions`: which presentation a call acts on, and what `dismiss()` and `close()` do
/// now, with SwiftUI's `DismissAction` for `.sheet` as the reference.
@Suite("SwiftUI: the content's actions")
struct SheetBindingActionsTests {
    @Test("the target table: outside a sheet or read in a nested presentation, the environment's")
    func targetTable() {
        let rows: [(hosted: Bool, nested: Bool, presented: Bool, target: SheetActionTarget)] = [
            (false, false, false, .environment), (false, false, true, .environment),
            (false, true, false, .environment), (false, true, true, .environment),
            (true, true, false, .environment), (true, true, true, .environment),
            (true, false, true, .sheet), (true, false, false, .nothing),
        ]
        for row in rows {
            #expect(
                SheetActionTarget.resolve(
                    hosted: row.hosted, readInNestedPresentation: row.nested, sheetIsPresented: row.presented)
                    == row.target, "\(row)")
        }
        // Read with an alert over the sheet by its own content (it carries the presenter's
        // isPresented, false): still the sheet's. Read by a `.sheet` presented from it: nested.
        #expect(!SheetActionTarget.readInNestedPresentation(presentedOver: true, readerIsPresented: false))
        #expect(SheetActionTarget.readInNestedPresentation(presentedOver: true, readerIsPresented: true))
        #expect(!SheetActionTarget.readInNestedPresentation(presentedOver: false, readerIsPresented: true))
        // A close button is offered unless the hosting sheet's content can't close it.
        for target in SheetActionTarget.allCases {
            #expect(target.offersClose(sheetCanClose: true), "\(target)")
            #expect(target.offersClose(sheetCanClose: false) == (target != .sheet), "\(target)")
        }
    }

    @Test("dismiss() of a sheet leaving or gone does nothing, as DismissAction for .sheet")
    func goneSheetIsNobodysTarget() {
        var harness = SheetBindingModelTests.presented()
        let key = harness.lifecycle.visibleSheetID!
        func target(nested: Bool = false) -> SheetActionTarget {
            harness.model.actionTarget(key, readInNestedPresentation: nested, lifecycle: harness.lifecycle)
        }
        #expect(target() == .sheet)
        #expect(target(nested: true) == .environment)
        // The binding lets it go: leaving, then gone. Neither the presenter nor anything else is hit.
        harness.binding = nil
        harness.update()
        harness.settleSyncs()
        #expect(harness.lifecycle.phase(of: key) == .dismissing)
        #expect(target() == .nothing)
        harness.answerDismissal()
        harness.settleSyncs()
        #expect(target() == .nothing)
        #expect(
            harness.model.actionTarget(nil, readInNestedPresentation: false, lifecycle: harness.lifecycle)
                == .nothing)
        // A stale call reaching the model anyway changes nothing.
        #expect(harness.model.contentDismissed(key, current: harness.binding).isEmpty)
        #expect(harness.model.contentClosed(key, current: harness.binding).isEmpty)
    }

    @Test("dismiss() with an unwritable binding calls its setter once, and the sheet goes once")
    func unwritableDismissWritesOnce() {
        var harness = SheetBindingModelTests.presented(writable: false)
        let key = harness.lifecycle.visibleSheetID!
        harness.perform(harness.model.contentDismissed(key, current: harness.binding))
        harness.answerDismissal()
        harness.settleSyncs()
        harness.update()
        harness.settleSyncs()
        #expect(harness.log.filter { $0 == "clear" }.count == 1)
        #expect(harness.onDismissCount == 1)
        #expect(harness.lifecycle.isIdle && harness.asked.isEmpty)
        #expect(harness.problems.isEmpty, "\(harness.problems)")
    }

    @Test("a binding write or read made while SwiftUI updates waits for the update's end")
    func writesWaitForTheUpdate() {
        var harness = SheetBindingModelTests.presented()
        let key = harness.lifecycle.visibleSheetID!
        let update = harness.model.update(
            harness.request, current: harness.binding, animated: false, disablesAnimations: false,
            lifecycle: harness.lifecycle)
        // The binding's value is read again after the update, not in it.
        #expect(update.last == .syncLater)
        let notice = harness.model.notice(
            .selectedDetentChanged(key, .large, cause: .system), current: harness.binding, smallest: .medium,
            anchorInWindow: true, lifecycle: harness.lifecycle)
        #expect(notice == [.afterUpdate([.writeSelection(.large)])])
        #expect(
            harness.model.contentDismissed(key, current: harness.binding)
                == [.lifecycle(.dismiss(key, cause: .app)), .afterUpdate([.clearBinding])])
        harness.model.updateEnded()
        #expect(
            harness.model.notice(
                .selectedDetentChanged(key, .medium, cause: .user), current: harness.binding,
                smallest: .medium,
                anchorInWindow: true, lifecycle: harness.lifecycle) == [.writeSelection(.medium)])
    }

    @Test("a transaction that disables animations presents and dismisses without a transition")
    func transactionReachesRequestAndDismiss() {
        var harness = SheetBindingHarness()
        harness.binding = "a"
        harness.update(disablesAnimations: true)
        harness.settleSyncs()
        harness.answerPresentation(accept: true)
        harness.binding = nil
        harness.update(disablesAnimations: true)
        harness.settleSyncs()
        harness.answerDismissal()
        harness.settleSyncs()
        // Set again in onDismiss (no transaction): animated.
        harness.binding = "b"
        harness.sync()
        #expect(harness.presentAnimated == [false, true])
        #expect(harness.dismissAnimated == [false])
        // An ordinary update animates.
        harness.answerPresentation(accept: true)
        harness.binding = nil
        harness.update(animated: true)
        harness.settleSyncs()
        #expect(harness.dismissAnimated == [false, true])
    }
}

/// `.floatingSheet`'s content actions and selection, through the same model and table.
@Suite("SwiftUI: the floating sheet's actions")
struct FloatingSheetActionsTests {
    static func shown(request: SheetModifierRequest) -> SheetBindingModel<Int, Bool> {
        var model = SheetBindingModel<Int, Bool>()
        model.install(7)
        _ = model.update(
            request, current: true, animated: false, disablesAnimations: false, lifecycle: .init())
        model.updateEnded()
        return model
    }

    @Test(
        "a modal sheet's close button is the sheet's own close, through its guard, and nothing once it is gone"
    )
    func modalCloseIsTheSheetsClose() {
        var harness = SheetBindingModelTests.presented()
        let key = harness.lifecycle.visibleSheetID!
        #expect(harness.model.contentClosed(key, current: harness.binding) == [.closeButton(key)])
        // Nothing written, nothing dismissed by the model: the host's guard decides.
        #expect(harness.lifecycle.phase(of: key) == .presented)
    }

    @Test("the close button hides it through isPresented, never an escape to a sheet around it")
    func closeHides() {
        let request = SheetModifierRequest(kind: .floating, detents: [.medium, .large])
        var model = Self.shown(request: request)
        #expect(model.contentClosed(7, current: true) == [.clearBinding])
        #expect(model.actionTarget(7, readInNestedPresentation: false, lifecycle: .init()) == .sheet)
        // Guarded by the content: the attempt is told, nothing hidden.
        var guarded = BottomSheetOptions()
        guarded.interactiveDismissDisabled = true
        _ = model.contentOptionsChanged(7, guarded, current: true)
        #expect(model.contentClosed(7, current: true) == [.onAttemptToDismiss])
        // Always shown (no isPresented): nothing to write.
        var always = request
        always.presentationIsBound = false
        var unbound = Self.shown(request: always)
        #expect(unbound.contentClosed(7, current: true).isEmpty)
        // So its content shows no close button (a dead control); a bound or modal sheet's closes.
        #expect(!always.contentCanClose)
        #expect(request.contentCanClose)
        #expect(
            SheetModifierRequest(kind: .modal, detents: [.large], presentationIsBound: false).contentCanClose)
        #expect(unbound.contentDismissed(7, current: true).isEmpty)
        // Hidden: the actions act on nothing.
        _ = model.update(
            request, current: nil, animated: false, disablesAnimations: false, lifecycle: .init())
        #expect(model.actionTarget(7, readInNestedPresentation: false, lifecycle: .init()) == .nothing)
    }

    @Test("the hosted view animates the updates made withAnimation, and only those")
    func hostedViewAnimatesAnimatedUpdates() {
        let request = SheetModifierRequest(kind: .floating, detents: [.medium, .large])
        var model = Self.shown(request: request)
        let counts = [(true, false), (false, false), (true, true), (true, false)].map { animated, disables in
            _ = model.update(
                request, current: true, animated: animated, disablesAnimations: disables, lifecycle: .init())
            model.updateEnded()
            return model.animatedUpdates
        }
        #expect(counts == [1, 1, 1, 2])
    }

    @Test("its selection is written back by the table's writeSelection row, once per change")
    func selectionThroughTheTable() {
        var model = Self.shown(
            request: SheetModifierRequest(
                kind: .floating, detents: [.medium, .large], selectionIsBound: true))
        func moved(_ detent: Detent.Identifier?, _ cause: HostCause) -> [SheetBindingOutput<Int>] {
            model.notice(
                .selectedDetentChanged(7, detent, cause: cause), current: true, smallest: .medium,
                anchorInWindow: true, lifecycle: .init())
        }
        #expect(moved(.large, .user) == [.writeSelection(.large)])
        #expect(moved(.large, .user).isEmpty)
        #expect(moved(.medium, .system) == [.writeSelection(.medium)])
        #expect(
            model.notice(
                .attemptedToDismiss(7), current: true, smallest: .medium, anchorInWindow: true,
                lifecycle: .init())
                == [.onAttemptToDismiss])
    }
}
