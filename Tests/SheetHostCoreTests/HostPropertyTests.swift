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
        let failures = Failures()
        defer { failures.expectNone() }
        var rng = SplitMix64(seed: seed)
        let modal = seed % 3 == 0
        // The raw host, not a HostTestStore: a property test over random events, invariants per frame.
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
            // Described only for a failure: describing an event on every step costs more than the step.
            let context = { "seed \(seed), step \(step), \(event)" }
            let values: [CGFloat] = [
                frame.sheetRect.minY, frame.sheetRect.height, frame.sheetRect.width, frame.contentRect.height,
                frame.dimAlpha, frame.sheet.velocity, frame.cornerRadius, frame.contentInsets.bottom,
            ]
            failures.check(values.allSatisfy { $0.isFinite }, "\(context())")
            failures.check(
                host.interaction.invariantViolations.isEmpty,
                "\(context()): \(host.interaction.invariantViolations)")
            if let container = host.container, container.isUsable, !frame.isHidden {
                failures.check(frame.sheetRect.minY >= -0.5, "\(context())")
                failures.check(frame.sheetRect.maxY <= container.size.height + 0.5, "\(context())")
            }
            failures.check(host.interaction.contentOffset >= 0, "\(context())")
            if let pinned = frame.scroll.pinnedOffset, let scroll = host.scroll {
                failures.check(pinned + scroll.topInset >= -1e-9, "\(context())")
            }
            if frame.events.willPresent {
                presentations += 1
                appAskedToDismiss = false
            }
            if frame.events.didDismiss { dismissals += 1 }
            let isUp = frame.phase == .presenting || frame.phase == .presented
            if modal, wasUp, !isUp {
                failures.check(
                    appAskedToDismiss, "\(context()): a guarded sheet left without the app's dismissal")
            }
            wasUp = isUp
        }
        Self.checkComesToRest(
            &host, at: time, presentations: presentations, dismissals: dismissals, seed: seed)
    }
}

/// Random raw events in the orders a device really delivers them: the guard's answer before, right
/// after or long after the pointer-down, rotations mid-drag and round trips, scroll views that come
/// and go, fingers that rest for seconds, second fingers. Each kind of event is made by its own
/// small generator, so a new kind (the keyboard's animations) is one more function and one more
/// entry in ``RealisticOrders/step(_:_:)``.
struct RealisticOrders {
    /// One scripted step: an event after a delay.
    struct Step {
        var delay: Double
        var event: HostEvent
        /// A container round trip's second half: the selection must be what it was before the first.
        var endsRoundTrip = false
    }

    static let portrait = HostContainer.iPhone
    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47),
        verticalSizeClass: .compact)

    static func point(_ rng: inout SplitMix64) -> CGPoint {
        CGPoint(x: rng.double(-20...420), y: rng.double(-20...880))
    }

    /// A finger: down (often followed at once by the guard's answer, as a binding gives it), moves,
    /// up or cancel; a second finger's down while one is down.
    static func pointer(_ rng: inout SplitMix64, isDown: Bool) -> [Step] {
        if !isDown {
            var steps = [Step(delay: rng.double(0...0.05), event: .pointerDown(point(&rng)))]
            if rng.int(0...2) == 0 { steps.append(Step(delay: 0, event: guardAnswer(&rng))) }
            return steps
        }
        switch rng.int(0...9) {
        case 0...5:
            return [Step(delay: 1.0 / 60, event: .pointerMoved(point(&rng)))]
        case 6, 7:
            return [
                Step(
                    delay: 0.01,
                    event: .pointerUp(point(&rng), velocity: rng.bool() ? nil : rng.double(-9000...9000)))
            ]
        case 8:
            return [Step(delay: 0.01, event: .pointerCancelled)]
        default:
            return [Step(delay: 0.01, event: .pointerDown(point(&rng)))]  // a second finger: ignored
        }
    }

    static func guardAnswer(_ rng: inout SplitMix64) -> HostEvent {
        .dismissalGuardAnswered(allowsDismissal: rng.int(0...2) == 0)
    }

    /// A rotation to the other orientation, or a round trip there and back.
    static func rotation(_ rng: inout SplitMix64, current: HostContainer?) -> [Step] {
        let other = current?.size.width ?? 0 > 500 ? portrait : landscape
        guard rng.bool(), let current else { return [Step(delay: 0.01, event: .container(other))] }
        return [
            Step(delay: 0.01, event: .container(other)),
            Step(delay: rng.double(0...0.3), event: .container(current), endsRoundTrip: true),
        ]
    }

    /// A list's geometry, or the list gone (`scroll(nil)`: a navigation push inside the sheet).
    static func scroll(_ rng: inout SplitMix64) -> [Step] {
        if rng.int(0...2) == 0 { return [Step(delay: 0.01, event: .scroll(nil))] }
        return [
            Step(
                delay: 0.01,
                event: .scroll(
                    HostScrollGeometry(
                        offset: rng.double(0...1500), contentHeight: rng.double(0...3000),
                        viewportHeight: rng.double(100...700), bottomInset: 34, isTracking: rng.bool(),
                        isDecelerating: false)))
        ]
    }

    /// Seconds of display ticks with no event: a finger that rests, or a sheet left alone.
    static func hold(_ rng: inout SplitMix64) -> [Step] {
        Array(repeating: Step(delay: 1.0 / 60, event: .tick()), count: rng.int(60...420))
    }

    /// The app: its modal flag, a selection, a configuration, a dismissal, a presentation.
    static func app(_ rng: inout SplitMix64, modal: Bool) -> [Step] {
        switch rng.int(0...5) {
        case 0: return [Step(delay: 0.01, event: .modalInPresentationChanged(modal || rng.int(0...3) == 0))]
        case 1:
            return [
                Step(
                    delay: 0.01, event: .select(rng.bool() ? .medium : .large, animated: rng.bool()))
            ]
        case 2: return [Step(delay: 0.01, event: .present)]
        case 3: return [Step(delay: 0.01, event: rng.int(0...3) == 0 ? .dismiss(animated: true) : .tick())]
        case 4:
            return [
                Step(delay: 0.01, event: .accessibility(HostAccessibilityAction.allCases[rng.int(0...3)]))
            ]
        default: return [Step(delay: 0.01, event: .tap(point(&rng)))]
        }
    }

    /// The next few steps, by kind.
    static func step(_ rng: inout SplitMix64, _ host: SheetHost, modal: Bool, isDown: Bool) -> [Step] {
        switch rng.int(0...19) {
        case 0...8: return pointer(&rng, isDown: isDown)
        case 9, 10: return [Step(delay: 0.01, event: guardAnswer(&rng))]
        case 11, 12: return rotation(&rng, current: host.container)
        case 13: return scroll(&rng)
        case 14: return hold(&rng)
        case 15, 16: return app(&rng, modal: modal)
        default:
            return [
                Step(
                    delay: rng.double(0...0.03),
                    event: .tick(renderTime: rng.bool() ? nil : rng.double(0...0.02)))
            ]
        }
    }
}

/// What the guard's answers mean, kept beside the host as the issue states it: the last answer
/// before the release governs its gesture; one between gestures counts for the next one only.
struct GuardModel {
    var gestureOpen = false
    var gesture: Bool?
    var next: Bool?

    mutating func begin() {
        gesture = next
        next = nil
    }

    /// Applies `event` before the host sees it; returns the answer governing it when it can dismiss.
    mutating func apply(_ event: HostEvent) -> Bool?? {
        switch event {
        case .pointerDown:
            guard !gestureOpen else { return .none }
            begin()
            gestureOpen = true
            return .none
        case .dismissalGuardAnswered(let allows):
            if gestureOpen { gesture = allows } else { next = allows }
            return .none
        case .pointerUp:
            guard gestureOpen else { return .none }
            return .some(gesture)
        case .tap, .accessibility(.escape):
            guard !gestureOpen else { return .some(gesture) }
            begin()
            return .some(gesture)
        default:
            return .none
        }
    }

    /// After the host handled `event`: a gesture that ended governs nothing more.
    mutating func settle(after event: HostEvent) {
        switch event {
        case .pointerUp, .pointerCancelled, .dismiss, .teardown:
            if gestureOpen || { if case .dismiss = event { return false } else { return true } }() {
                gestureOpen = false
                gesture = nil
            }
        case .tap, .accessibility(.escape):
            if !gestureOpen { gesture = nil }
        default: break
        }
    }
}

extension HostPropertyTests {
    /// Lets go, then waits 6 s: everything comes to rest and asks for no more ticks, and every
    /// presentation but one still up ended in one `didDismiss`.
    static func checkComesToRest(
        _ host: inout SheetHost, at time: Double, presentations: Int, dismissals: Int, seed: UInt64
    ) {
        var dismissals = dismissals
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

    /// Events that move the sheet at once by design: a new container or keyboard (the keyboard's
    /// animation is checked on its own), a change the app made without animation, a presentation.
    static func movesAtOnce(_ event: HostEvent) -> Bool {
        switch event {
        case .container, .keyboard, .dismiss(animated: false), .teardown, .present: true
        case .configure(_, let animated): !animated
        case .select(_, let animated): !animated
        default: false
        }
    }

    func isTick(_ event: HostEvent) -> Bool {
        if case .tick = event { return true }
        return false
    }

    /// Between two frames the top edge moves no more than the sheet's speed allows over their time
    /// (the larger of the two frames' speeds, with a quarter's margin for a spring's curvature, and
    /// 1 pt for a spring's final snap), plus what a finger moved it by; the bottom edge stays.
    func checkNoJump(
        from previous: HostFrame, to frame: HostFrame, fingerMove: CGFloat,
        _ context: @autoclosure () -> String,
        _ failures: Failures
    ) {
        guard !previous.isHidden, !frame.isHidden, previous.phase != .dismissed else { return }
        let dt = abs(frame.time - previous.time)
        let speed = max(abs(previous.sheet.velocity), abs(frame.sheet.velocity))
        let bound = speed * dt * 1.25 + fingerMove + 1
        failures.check(
            abs(frame.sheet.top - previous.sheet.top) <= bound,
            "\(context()): top \(previous.sheet.top) → \(frame.sheet.top), bound \(bound)")
        failures.check(abs(frame.sheet.bottom - previous.sheet.bottom) <= 0.5, "\(context())")
    }

    @Test(
        "in a device's orders: no jump, no dismissal against the gesture's answer, the selection through round trips",
        arguments: seeds)
    func realisticOrders(seed: UInt64) throws {
        let failures = Failures()
        defer { failures.expectNone() }
        var rng = SplitMix64(seed: seed &+ 7_000)
        let modal = seed % 5 == 0
        // The raw host, not a HostTestStore: a property test over random events, invariants per frame.
        var host = try SheetHost(configuration: headerConfiguration(modal: modal))
        var time = 0.0
        host.handle(.container(RealisticOrders.portrait), at: time)
        host.handle(.present, at: time)
        var model = GuardModel()
        var appModal = modal
        var previous = host.frame
        var fingerY: CGFloat?
        var roundTripSelection: Detent.Identifier??
        var dismissals = 0
        var presentations = 1
        var steps = 0
        while steps < 400 {
            for scripted in RealisticOrders.step(&rng, host, modal: modal, isDown: model.gestureOpen) {
                steps += 1
                time += scripted.delay
                let event = scripted.event
                if case .container = event, !scripted.endsRoundTrip {
                    roundTripSelection = .some(host.selectedDetentIdentifier)
                }
                if case .modalInPresentationChanged(let value) = event { appModal = value }
                if scripted.delay > 0, !isTick(event) {
                    // Time passes first, in display ticks of at most 1/60 s; the event then acts at
                    // that instant, where any move at all would be a jump.
                    var tickTime = previous.time
                    repeat {
                        tickTime = min(tickTime + 1.0 / 60, time)
                        let tick = host.handle(.tick(), at: tickTime)
                        checkNoJump(
                            from: previous, to: tick, fingerMove: 0, "seed \(seed), step \(steps), tick",
                            failures)
                        if tick.events.willPresent { presentations += 1 }
                        if tick.events.didDismiss { dismissals += 1 }
                        previous = tick
                    } while tickTime < time
                }
                let governing = model.apply(event)
                let wasDragging = host.interaction.state == .dragging
                let frame = host.handle(event, at: time)
                model.settle(after: event)
                // Described only for a failure: describing an event on every step costs more than the step.
                let context = { "seed \(seed), step \(steps), \(event)" }
                failures.check(
                    host.interaction.invariantViolations.isEmpty,
                    "\(context()): \(host.interaction.invariantViolations)")
                if frame.events.willPresent { presentations += 1 }
                if frame.events.didDismiss { dismissals += 1 }

                // No dismissal against the gesture's latest answer, nor the app's flag.
                if frame.events.willDismiss, frame.events.dismissalCause == .user {
                    failures.check(!appModal, "\(context()): dismissed a modal sheet")
                    if case .some(let answer) = governing {
                        failures.check(answer != false, "\(context()): dismissed against the gesture's no")
                    }
                }
                // A second finger is no gesture: it asks nothing and moves nothing.
                if case .pointerDown = event, governing == nil, model.gestureOpen, frame.target == nil {
                    failures.check(!frame.effects.asksDismissalGuard, "\(context())")
                }
                // A resting finger keeps its drag.
                if case .tick = event, wasDragging {
                    failures.check(
                        host.interaction.state == .dragging,
                        "\(context()): the drag was lost while the finger rested")
                }
                // The selection survives a container round trip.
                if scripted.endsRoundTrip, case .some(let before) = roundTripSelection {
                    failures.check(host.selectedDetentIdentifier == before, "\(context())")
                    if let before, [.resting, .settling].contains(host.interaction.state),
                        host.interaction.resolution.detent(before) != nil
                    {
                        failures.check(frame.sheet.restingDetentIdentifier == before, "\(context())")
                    }
                }

                // No visual jump: between two frames with no new container, the top edge moves no
                // more than the sheet's speed allows, plus what a finger moved it by.
                var fingerMove: CGFloat = 0
                switch event {
                case .pointerMoved(let p), .pointerUp(let p, _):
                    if let y = fingerY { fingerMove = abs(p.y - y) }
                default: break
                }
                switch event {
                case .pointerDown(let p) where fingerY == nil: fingerY = p.y
                case .pointerMoved(let p) where fingerY != nil: fingerY = p.y
                case .pointerUp, .pointerCancelled: fingerY = nil
                default: break
                }
                if !Self.movesAtOnce(event) {
                    checkNoJump(from: previous, to: frame, fingerMove: fingerMove, context(), failures)
                }
                previous = frame
            }
        }
        Self.checkComesToRest(
            &host, at: time, presentations: presentations, dismissals: dismissals, seed: seed)
    }
}

/// Failures found over a run of thousands of steps, asserted once at its end: a passing `#expect`
/// costs more than the host's step it checks, and each seed makes thousands of checks.
final class Failures {
    private(set) var list: [String] = []

    /// Notes `message` when `condition` is false.
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { list.append(message()) }
    }

    /// Expects that no check failed, naming the first few that did.
    func expectNone(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(list.isEmpty, "\(list.count) failed: \(list.prefix(5))", sourceLocation: sourceLocation)
    }
}
