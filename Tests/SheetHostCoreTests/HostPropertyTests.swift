import Foundation
import SheetCore
import SheetHostCore
import Testing

/// Random raw event sequences, as a person, the app and the system might interleave them.
@Suite("Host: properties over random raw events")
struct HostPropertyTests {
    static let seeds: [UInt64] = Array(1...150)

    /// One random event; `modal` scripts never answer the guard with yes.
    static func randomEvent(_ rng: inout SplitMix64, modal: Bool, pointerDown: inout Bool) -> HostEvent {
        let point = CGPoint(x: rng.double(-20...420), y: rng.double(-20...880))
        switch rng.int(0...21) {
        case 0: return .present
        case 1: return rng.int(0...3) == 0 ? .dismiss(animated: rng.bool()) : .tick()
        case 2, 3:
            pointerDown = true
            return .pointerDown(point)
        case 4, 5, 6: return .pointerMoved(point)
        case 7, 8:
            pointerDown = false
            return .pointerUp(point, velocity: rng.bool() ? nil : rng.double(-12000...12000))
        case 9:
            pointerDown = false
            return .pointerCancelled
        case 10:
            return .scroll(
                HostScrollGeometry(
                    offset: rng.double(-100...3000), contentHeight: rng.double(0...4000),
                    viewportHeight: rng.double(0...800), topInset: rng.double(0...20), bottomInset: 34,
                    isTracking: rng.bool(), isDecelerating: rng.bool()))
        case 11:
            return .keyboard(
                rng.bool()
                    ? .hidden
                    : HostKeyboard(
                        frame: CGRect(
                            x: 0, y: rng.double(300...900), width: 390, height: rng.double(0...400)),
                        isDocked: rng.int(0...4) != 0))
        case 12:
            let landscape = rng.bool()
            return .container(
                HostContainer(
                    size: landscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844),
                    safeArea: landscape
                        ? HostInsets(left: 47, bottom: 21, right: 47) : HostInsets(top: 47, bottom: 34),
                    layoutDirection: rng.bool() ? .leftToRight : .rightToLeft,
                    horizontalSizeClass: rng.int(0...5) == 0 ? .regular : .compact,
                    verticalSizeClass: landscape ? .compact : .regular))
        case 13: return .accessibility(HostAccessibilityAction.allCases[rng.int(0...3)])
        case 14: return .dismissalGuardAnswered(allowsDismissal: modal ? false : rng.bool())
        case 15:
            let pool: [Detent] = [
                .medium, .large, .height(120, identifier: "peek"), .fraction(0.3), .fitting(),
            ]
            var detents = pool.filter { _ in rng.bool() }
            if detents.isEmpty { detents = [.large] }
            return .configure(headerConfiguration(detents: detents, modal: modal))
        case 16: return .tap(point)
        case 17:
            return .scrollWillEndDragging(
                velocity: rng.double(-3000...3000), targetOffset: rng.double(-50...2000))
        case 18: return .contentMeasured(height: rng.double(0...900), width: 390, request: rng.int(0...6))
        case 19: return .reduceMotion(rng.bool())
        default: return .tick(renderTime: rng.bool() ? nil : rng.double(0...0.02))
        }
    }

    @Test(
        "no NaN, the sheet in its container, no dismissal but through the guard, didDismiss once, no tick at rest",
        arguments: seeds)
    func invariants(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let modal = seed % 3 == 0
        var host = try SheetHost(configuration: headerConfiguration(modal: modal))
        var time = 0.0
        var presentations = 0
        var dismissals = 0
        var appAskedToDismiss = false
        var pointerDown = false
        var wasUp = false
        for step in 0..<300 {
            let event = Self.randomEvent(&rng, modal: modal, pointerDown: &pointerDown)
            time += rng.double(0...0.03)
            if case .dismiss = event { appAskedToDismiss = true }
            let frame = host.handle(event, at: time)
            let context = "seed \(seed), step \(step), \(event)"
            let values: [CGFloat] = [
                frame.sheetRect.minY, frame.sheetRect.height, frame.sheetRect.width, frame.contentRect.height,
                frame.dimAlpha, frame.sheet.velocity, frame.cornerRadius, frame.contentInsets.bottom,
            ]
            #expect(values.allSatisfy { $0.isFinite }, "\(context)")
            #expect(
                host.interaction.invariantViolations.isEmpty,
                "\(context): \(host.interaction.invariantViolations)")
            if let container = host.container, container.isUsable, !frame.isHidden {
                #expect(frame.sheetRect.minY >= -0.5, "\(context)")
                #expect(frame.sheetRect.maxY <= container.size.height + 0.5, "\(context)")
            }
            #expect(host.interaction.contentOffset >= 0, "\(context)")
            if let pinned = frame.scroll.pinnedOffset, let scroll = host.scroll {
                #expect(pinned + scroll.topInset >= -1e-9, "\(context)")
            }
            if frame.events.willPresent {
                presentations += 1
                appAskedToDismiss = false
            }
            if frame.events.didDismiss { dismissals += 1 }
            let isUp = frame.phase == .presenting || frame.phase == .presented
            if modal, wasUp, !isUp {
                #expect(appAskedToDismiss, "\(context): a guarded sheet left without the app's dismissal")
            }
            wasUp = isUp
        }
        // Let go, then wait: everything comes to rest and asks for no more ticks.
        var last = host.handle(.pointerCancelled, at: time)
        for i in 0...720 {
            if last.events.didDismiss { dismissals += 1 }
            last = host.handle(.tick(), at: time + Double(i) / 120)
        }
        if last.events.didDismiss { dismissals += 1 }
        #expect(!last.needsTicks, "seed \(seed): ticks needed at rest")
        let stillUp = last.phase != .dismissed ? 1 : 0
        #expect(
            dismissals + stillUp == presentations,
            "seed \(seed): \(presentations) presentations, \(dismissals) didDismiss")
    }
}
