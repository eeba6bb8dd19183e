import Foundation
import SeededRandom
import SheetCore
import SheetHostCore
import Testing

/// What SheetKit's UIKit wiring (``SheetKitStage``) tells the app, and when: every callback from the
/// lifecycle's notices, the host's learning reaching the app only through the lifecycle, did-dismiss
/// after UIKit finished, and no event the platform did not make.
@Suite("SheetKit wiring: one channel")
struct SheetKitWiringTests {
    /// A stage with sheet `a` requested and risen.
    private func presented(_ stage: SheetKitStage = SheetKitStage()) -> SheetKitStage {
        stage.send(.request("a"))
        stage.advance(by: 1.5)
        _ = stage.takeHeard()
        return stage
    }

    @Test(
        "will-dismiss when the drag crosses below the smallest detent, for every delegate; cancelled when it comes back"
    )
    func willDismissAtTheCrossing() {
        let stage = presented()
        let top = stage.host("a").frame.sheetRect.minY
        stage.drag("a", by: 300, releases: false)
        #expect(
            stage.takeHeard() == [
                "presentationController.presentationControllerWillDismiss a",
                "sheetController.sheetControllerWillDismiss a",
            ])
        stage.sendHost("a", .pointerMoved(CGPoint(x: 200, y: top + 8)))
        #expect(stage.takeHeard() == ["sheetController.sheetControllerDidCancelDismissal a"])
        stage.sendHost("a", .pointerUp(CGPoint(x: 200, y: top + 8), velocity: 0))
        stage.advance(by: 1)
        #expect(stage.takeHeard().isEmpty)
        #expect(stage.presented == ["a"])
    }

    @Test("did-dismiss for every listener only once UIKit finished, so a sheet presented from it is accepted")
    func didDismissAfterUIKitFinished() {
        let stage = presented()
        stage.onCallback = { id, callback in
            if id == "a", callback == .sheetControllerDidDismiss { stage.send(.request("b")) }
        }
        stage.drag("a", by: 200, velocity: 3000)
        #expect(stage.openDismissal == "a", "\(stage.heard) \(stage.presented) \(stage.lifecycle.stack)")
        // UIKit's transition ends with the host's slide; the app hears it on the next pass.
        stage.advance(by: 1.5, runsNextPass: false)
        #expect(stage.presented.isEmpty)
        #expect(!stage.heard.contains { $0.contains("DidDismiss") || $0.contains("onDismiss") })
        stage.runNextPass()
        let heard = stage.takeHeard()
        #expect(
            Array(heard.prefix(4)) == [
                "presentationController.presentationControllerWillDismiss a",
                "sheetController.sheetControllerWillDismiss a",
                "presentationController.presentationControllerDidDismiss a",
                "sheetController.sheetControllerDidDismiss a",
            ])
        #expect(heard.contains("bottomSheet.onDismiss a"))
        // `b`, asked from the delegate's did-dismiss, was taken by UIKit, not refused.
        #expect(stage.presented == ["b"])
        #expect(!heard.contains { $0.contains("onRefusal") })
    }

    @Test(
        "the app's dismissal without animation during the rise: the sheet never rises again, only onDismiss hears it"
    )
    func appDismissalDuringTheRise() {
        let stage = SheetKitStage()
        stage.send(.request("a"))
        stage.advance(by: 0.05)
        #expect(stage.openRise == "a")
        stage.sendHost("a", .dismiss(animated: false))
        let afterDismissal = stage.phases["a"]!.count
        stage.advance(by: 1.5)
        #expect(stage.presented.isEmpty)
        #expect(stage.phases["a"]!.dropFirst(afterDismissal).allSatisfy { $0 == .dismissed })
        let heard = stage.heard
        #expect(heard.filter { $0 == "bottomSheet.onDismiss a" }.count == 1)
        #expect(
            !heard.contains { $0.hasPrefix("presentationController.") || $0.hasPrefix("sheetController.") })
    }

    @Test(
        "UIKit's dismissal on the app's behalf during the person's drag is the app's: onDismiss, no delegate's did-dismiss"
    )
    func dismissalOnTheAppsBehalfDuringADrag() {
        let stage = presented()
        stage.drag("a", by: 300, releases: false)
        _ = stage.takeHeard()
        // A logout's `window.rootViewController?.dismiss(animated:)`.
        stage.uikitDismisses("a")
        stage.advance(by: 1.5)
        let heard = stage.takeHeard()
        #expect(heard.contains("bottomSheet.onDismiss a"))
        #expect(!heard.contains { $0.contains("DidDismiss") })
    }

    @Test("a .replace never sends away a sheet whose guard says no; it waits until that sheet goes")
    func replaceWaitsForAGuardedSheet() {
        let stage = presented()
        stage.guards["a"] = false
        stage.send(.request("b", policy: .replace))
        stage.advance(by: 1.5)
        #expect(stage.presented == ["a"])
        #expect(stage.lifecycle.queuedSheetIDs == ["b"])
        stage.send(.dismiss("a", cause: .app))
        stage.advance(by: 1.5)
        stage.advance(by: 1.5)
        #expect(stage.presented == ["b"])
    }

    @Test(
        "a floating sheet runs the lifecycle: a background set before it is added is drawn; onDismiss once, after a dismissal or a teardown"
    )
    func floatingSheet() {
        var configuration = SheetConfiguration(detents: [.medium, .large], isFloating: true)
        configuration.style = SheetStyle(prefersGrabberVisible: true)
        let stage = SheetKitStage(configuration, floating: true)
        stage.sendHost("a", .set(.background(.gray)))
        stage.send(.request("a"))
        stage.advance(by: 1.5)
        #expect(stage.drawn["a"]?.background == .gray)
        #expect(stage.lifecycle.stack.map(\.phase) == [.presented])
        stage.send(.dismiss("a", cause: .app))
        stage.advance(by: 1.5)
        #expect(stage.takeHeard() == ["floatingSheet.onDismiss a"])
        stage.send(.request("a"))
        stage.advance(by: 1.5)
        // Removed from its parent by the app: the views went away without a dismissal.
        stage.sendHost("a", .teardown)
        stage.send(.teardown("a"))
        #expect(stage.takeHeard() == ["floatingSheet.onDismiss a"])
        #expect(stage.lifecycle.isIdle)
    }

    @Test(
        "a presenter's ids: a second request for an id waiting or on screen is not taken; one while it leaves is"
    )
    func presenterIDs() {
        let stage = presented()
        #expect(!takesRequest(stage.lifecycle, "a"))
        stage.send(.request("b", policy: .stack))
        #expect(!takesRequest(stage.lifecycle, "b"))
        stage.advance(by: 1.5)
        stage.send(.dismiss("b", cause: .app))
        #expect(takesRequest(stage.lifecycle, "b"))
    }

    /// `SheetPresentationLifecycle.takesRequest(for:)`, SheetPresenter's question, checked against
    /// what a request does on random sequences: true exactly when a request adds one.
    @Test("the presenter's takes-request rule agrees with the lifecycle on random orders")
    func takesRequestAgreesWithTheLifecycle() {
        var random = SplitMix64(seed: 39)
        let ids = ["a", "b", "c"]
        for _ in 0..<60 {
            let stage = SheetKitStage()
            for _ in 0..<12 {
                let id = ids.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let takes = takesRequest(stage.lifecycle, id)
                    let before = stage.lifecycle.waiting.count
                    let policy: SheetPresentationPolicy = Bool.random(using: &random) ? .replace : .stack
                    // A what-if on a copy of the raw lifecycle (is the request added?), not a step.
                    var copy = stage.lifecycle
                    _ = copy.handle(.request(id, policy: policy), at: stage.time)
                    let added =
                        copy.waiting.count > before
                        || copy.stack.filter { $0.id == id }.count
                            > stage.lifecycle.stack.filter { $0.id == id }.count
                    #expect(takes == added, "request \(id) in \(stage.lifecycle.stack.map(\.phase))")
                    stage.send(.request(id, policy: policy))
                case 1: stage.send(.dismiss(id, cause: .app))
                case 2: stage.advance(by: 0.1)
                default: stage.advance(by: 1)
                }
            }
        }
    }

    private func takesRequest(_ lifecycle: SheetPresentationLifecycle<String>, _ id: String) -> Bool {
        lifecycle.takesRequest(for: id)
    }
}

/// A presentation UIKit made before the runner presented the sheet (the app set
/// `presentationController?.delegate` first) reports to that runner: its link is attached when
/// UIKit begins the transition, not when it made the controller.
@Suite("SheetKit wiring: a presentation made early")
struct SheetKitEarlyPresentationTests {
    private func presentReadEarly(_ attachment: SheetKitStage.LinkAttachment) -> SheetKitStage {
        let stage = SheetKitStage()
        stage.linkAttachment = attachment
        stage.appReadsPresentationController("a")
        stage.send(.request("a"))
        stage.advance(by: 1.5)
        return stage
    }

    @Test("the presenter's request completes and the presentation's delegates hear the runner's notices")
    func earlyPresentationReportsToTheRunner() {
        let stage = presentReadEarly(.transitionWillBegin)
        #expect(stage.presentations["a"] == .some(true))
        #expect(stage.lifecycle.stack.map(\.phase) == [.presented])
        let heard = stage.takeHeard()
        #expect(heard.contains("presenter.completionPresented a"))
        #expect(!heard.contains { $0.hasPrefix("own.") })
        stage.drag("a", by: 200, velocity: 3000)
        stage.advance(by: 1.5)
        let dismissal = stage.takeHeard()
        #expect(dismissal.contains("presentationController.presentationControllerDidDismiss a"))
        #expect(dismissal.contains("bottomSheet.onDismiss a"))
        #expect(stage.lifecycle.isIdle)
    }

    @Test("the link taken when UIKit made the controller (the earlier wiring) leaves the request open")
    func linkAtCreationLosesTheRequest() {
        let stage = presentReadEarly(.creation)
        #expect(stage.presentations["a"] == .some(false))
        #expect(stage.lifecycle.stack.map(\.phase) == [.presenting])
        #expect(!stage.takeHeard().contains("presenter.completionPresented a"))
    }

    @Test("a presentation UIKit made early reports to nothing until its transition begins")
    func unattachedUntilTheTransition() {
        let stage = presentReadEarly(.transitionWillBegin)
        stage.appReadsPresentationController("b")
        #expect(stage.presentations["b"] == .some(nil))
        #expect(stage.lifecycle.phase(of: "b") == nil)
    }
}
