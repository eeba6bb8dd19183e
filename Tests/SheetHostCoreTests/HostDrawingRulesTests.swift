import Foundation
import SheetCore
import SheetHostCore
import Testing

/// Drawing rules both bindings used to work out themselves (and worked out differently): the
/// grabber's capsule, the receding presenter's radius and translation, and what follows a refused
/// presentation.
@Suite("Host: drawing and retry rules the bindings share")
struct HostDrawingRulesTests {
    /// (grabber touch area, sheet top) → capsule
    static let capsules: [(CGRect, CGFloat, CGRect)] = [
        // The host's 44 pt area starts 14 pt above the sheet: the capsule is centred in the 16 pt strip.
        (CGRect(x: 151, y: 286, width: 88, height: 44), 300, CGRect(x: 177, y: 305.5, width: 36, height: 5)),
        // Clamped at the container's top: still in the strip, never above the touch area.
        (CGRect(x: 0, y: 0, width: 88, height: 44), 2, CGRect(x: 26, y: 7.5, width: 36, height: 5)),
        (CGRect(x: 0, y: 40, width: 88, height: 44), 0, CGRect(x: 26, y: 40, width: 36, height: 5)),
        // No grabber, or a rect mid-layout.
        (.zero, 300, .zero),
        (CGRect(x: 0, y: 0, width: 88, height: 0), 300, .zero),
        (CGRect(x: CGFloat.nan, y: 0, width: 88, height: 44), 300, .zero),
        (CGRect(x: 0, y: 0, width: 88, height: 44), .infinity, .zero),
    ]

    @Test("the grabber's capsule is centred in the sheet's grabber strip", arguments: capsules.indices)
    func capsule(index: Int) {
        let (grabber, top, expected) = Self.capsules[index]
        #expect(HostFrame.grabberCapsuleRect(grabberRect: grabber, sheetTop: top) == expected)
    }

    @Test("a presented sheet's capsule sits in its strip at every frame of a drag")
    func capsuleOfRealFrames() throws {
        let store = try HostTestStore(headerConfiguration())
        store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        var frame = store.presentAndSettle()
        store.receive([.willPresent, .didPresent])
        #expect(frame.grabberRect != .zero)
        var y = frame.sheetRect.minY + 20
        frame = store.send(.pointerDown(CGPoint(x: 195, y: y)))
        store.answerDismissalGuard(allowsDismissal: true)
        for _ in 0..<20 {
            y -= 15
            frame = store.send(.pointerMoved(CGPoint(x: 195, y: y)), after: 1.0 / 60)
            let capsule = frame.grabberCapsuleRect
            #expect(abs(capsule.midY - (frame.sheetRect.minY + SheetStyle.grabberAreaHeight / 2)) < 1e-9)
            #expect(abs(capsule.midX - frame.grabberRect.midX) < 1e-9)
            #expect(frame.grabberRect.contains(capsule))
        }
    }

    /// (presenter, height) → (radius before the scale, translation after a centred scale)
    static let presenters: [(PresentingViewRecession, CGFloat, CGFloat, CGFloat)] = [
        (.identity, 844, 0, 0),
        (PresentingViewRecession(scale: 0.8, cornerRadius: 10, offset: 47), 844, 12.5, 47 - 422 * 0.2),
        (PresentingViewRecession(scale: 0, cornerRadius: 10, offset: 0), 100, 1000, -49.5),
        (PresentingViewRecession(scale: .nan, cornerRadius: 10, offset: 5), 100, 10, 5),
        (PresentingViewRecession(scale: .infinity, cornerRadius: .infinity, offset: .nan), .infinity, 0, 0),
        (PresentingViewRecession(scale: 0.5, cornerRadius: -3, offset: 10), -20, 0, 10),
        (PresentingViewRecession(scale: 0.5, cornerRadius: .nan, offset: 10), .nan, 0, 10),
    ]

    @Test(
        "the receding view's radius is set before its scale, its translation keeps the top edge",
        arguments: presenters.indices)
    func presenterDrawing(index: Int) {
        let (presenter, height, radius, translation) = Self.presenters[index]
        #expect(abs(presenter.unscaledCornerRadius - radius) < 1e-9)
        #expect(presenter.clipsToCorners == (radius > 0))
        #expect(abs(presenter.translationAfterCentredScale(height: height) - translation) < 1e-9)
    }

    @Test("scaled about its centre and translated, the top edge lands at the offset")
    func topEdgeLandsAtTheOffset() {
        for progress in stride(from: CGFloat(0), through: 1, by: 0.125) {
            let presenter = PresentingViewRecession.recession(progress: progress, width: 390, top: 47)
            let height: CGFloat = 844
            // The top edge of a view scaled about its centre is at h/2 − s·h/2, then translated.
            let top =
                height / 2 - presenter.scale * height / 2
                + presenter.translationAfterCentredScale(height: height)
            #expect(abs(top - presenter.offset) < 1e-9)
        }
    }

    /// (policy, refusals so far including this one, transition running) → decision
    static let retries: [(PresentationRetryPolicy, Int, Bool, PresentationRetryPolicy.Decision)] = [
        (.sheetPresenter, 1, true, .afterTransition),
        (.sheetPresenter, 1, false, .giveUp),
        (.sheetPresenter, 2, true, .giveUp),
        (.bindingPresentation, 1, true, .afterTransition),
        (.bindingPresentation, 1, false, .after(seconds: 0.1)),
        (.bindingPresentation, 20, false, .after(seconds: 0.1)),
        (.bindingPresentation, 21, true, .giveUp),
        (PresentationRetryPolicy(maximumRetries: -4, delayWithoutTransition: -1), 1, false, .giveUp),
        (
            PresentationRetryPolicy(maximumRetries: 2, delayWithoutTransition: .nan), 1, false,
            .after(seconds: 0)
        ),
    ]

    @Test(
        "a refused presentation is retried after the transition, after a delay, or given up",
        arguments: retries.indices)
    func retry(index: Int) {
        let (policy, refusals, transition, expected) = Self.retries[index]
        #expect(policy.decision(afterRefusal: refusals, transitionRunning: transition) == expected)
    }

    /// (offset, adjusted top inset) → where a list that may not bounce at its top is held
    static let held: [(CGFloat, CGFloat, CGFloat?)] = [
        (-30, 10, -10), (-10, 10, nil), (50, 10, nil), (-0.5, 0, 0), (0, 0, nil),
    ]

    @Test("a list pulled past its top is held there, and only then", arguments: held.indices)
    func heldAtTop(index: Int) {
        let (offset, inset, expected) = Self.held[index]
        #expect(HostScrollDirective.offsetHeldAtTop(current: offset, adjustedTopInset: inset) == expected)
        // The directive without a pin agrees: it moves the list exactly where the hold does.
        let directive = HostScrollDirective(bouncesAtTop: false)
        #expect(directive.contentOffset(current: offset, adjustedTopInset: inset) == expected)
    }
}
