import Foundation
import SheetCore
import SheetHostCore
import Testing

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The app's dismissal guard is asked once per gesture that could dismiss: a tap on the dim or the
/// close button, an escape, a pan on a dismissible sheet — never a tap on the grabber or the sheet,
/// never a floating sheet, never while the app made the sheet modal.
@Suite("Host: when the dismissal guard is asked")
struct HostGuardAskingTests {
    static func presented(_ configuration: SheetConfiguration) throws -> HostTestStore {
        let store = try HostTestStore(configuration)
        // A sheet with a header has it measured.
        if store.pendingHeaderMeasurement != nil {
            store.answerHeaderMeasurement(height: SheetStyle.headerHeight)
        }
        store.send(.present)
        store.advance(by: 1.5)
        store.receive([.willPresent, .didPresent])
        return store
    }

    @Test("a modal sheet with a header: by where the gesture starts")
    func byTarget() throws {
        let store = try Self.presented(headerConfiguration())
        let frame = store.host.frame
        let grabber = CGPoint(x: frame.grabberRect.midX, y: frame.grabberRect.midY)
        let close = CGPoint(x: frame.closeButtonRect.midX, y: frame.closeButtonRect.midY)
        let dim = CGPoint(x: 195, y: 100)
        let sheet = CGPoint(x: 100, y: frame.sheetRect.maxY - 60)
        let rows: [(HostAttempt, Bool, String)] = [
            (.tap(grabber), false, "a grabber tap cycles the detents"),
            (.tap(close), true, "the close button"),
            (.tap(dim), true, "a tap on the dim"),
            (.tap(sheet), false, "a tap on the sheet"),
            (.tap(CGPoint(x: CGFloat.nan, y: 0)), false, "no point"),
            (.pan(startingAt: sheet), true, "a pan on the sheet may end below it"),
            (.pan(startingAt: grabber), true, "a pan from the grabber too"),
            (.escape, true, "VoiceOver's escape"),
            (.closeButton, true, "a close button the content draws"),
        ]
        for (attempt, asks, name) in rows {
            #expect(store.host.asksDismissalGuard(before: attempt) == asks, "\(name)")
        }
        store.finish()
    }

    @Test("never on a floating sheet, nor while the app made the sheet modal")
    func never() throws {
        for configuration in [floatingConfiguration([peek, .large]), headerConfiguration(modal: true)] {
            let store = try Self.presented(configuration)
            let frame = store.host.frame
            for attempt in [
                HostAttempt.tap(CGPoint(x: frame.closeButtonRect.midX, y: frame.closeButtonRect.midY)),
                .tap(CGPoint(x: 195, y: 100)),
                .pan(startingAt: CGPoint(x: 100, y: frame.sheetRect.maxY - 60)),
                .escape,
                .closeButton,
            ] {
                #expect(!store.host.asksDismissalGuard(before: attempt), "\(attempt)")
            }
            store.finish()
        }
    }

    @Test("a whole drag asks once, at its pointer-down; a grabber tap asks nothing")
    func oncePerGesture() throws {
        let store = try Self.presented(headerConfiguration())
        let start = CGPoint(x: 100, y: store.host.frame.sheetRect.minY + 100)
        let before = store.frames.count
        store.drag(from: start, by: 200, duration: 0.5)
        let asked = store.frames[before...].filter(\.effects.asksDismissalGuard).count
        #expect(asked == 1)
        store.answerDismissalGuard(allowsDismissal: true)
        store.advance(by: 1.5)
        let grabber = store.host.frame.grabberRect
        let tap = store.send(.tap(CGPoint(x: grabber.midX, y: grabber.midY)))
        #expect(!tap.effects.asksDismissalGuard)
        store.receive(.selectedDetentChanged(.large, cause: .user))
        store.finish()
    }
}
