import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The flight recorder: a host session recorded as a binding sends it, written, read back by the
/// scenario reader and run as `sheetkit simulate` runs it, gives the very same host frames.
@Suite("ScenarioRecorder: a recorded session replays frame for frame")
struct ScenarioRecorderTests {
    typealias Generator = SplitMix64

    /// A random sheet: system, fixed and fractional detents, with or without a grabber, dimming and
    /// dismissal.
    static func configuration(_ rng: inout Generator) -> SheetConfiguration {
        let pool: [Detent] = [
            .height(120, identifier: "peek"), .fraction(0.3, identifier: "third"), .medium, .large,
            .height(Double.random(in: 80...500, using: &rng), identifier: "fixed"),
        ]
        var detents = pool.filter { _ in Bool.random(using: &rng) }
        if detents.isEmpty { detents = [.large] }
        var configuration = SheetConfiguration(
            detents: detents, selectedDetentIdentifier: detents.randomElement(using: &rng)?.identifier,
            isDismissible: Bool.random(using: &rng))
        configuration.style.prefersGrabberVisible = Bool.random(using: &rng)
        if Bool.random(using: &rng) {
            configuration.largestUndimmedDetentIdentifier = detents.randomElement(using: &rng)?.identifier
        }
        configuration.dimming.maximumAlpha = [0, 0.25, 0.4].randomElement(using: &rng)!
        return configuration
    }

    static let portrait = HostContainer(
        size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: 47, bottom: 34), displayScale: 3)
    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47),
        displayScale: 3)

    /// One random event a UIKit binding could send now, at most one gesture at a time.
    static func event(
        _ rng: inout Generator, configuration: inout SheetConfiguration, container: inout HostContainer,
        keyboardUp: inout Bool, fingerDown: inout Bool
    ) -> HostEvent {
        let size = container.size
        func point() -> CGPoint {
            CGPoint(
                x: Double.random(in: 0...size.width, using: &rng),
                y: Double.random(in: 0...size.height, using: &rng))
        }
        if fingerDown {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6: return .pointerMoved(point())
            case 6, 7:
                fingerDown = false
                return .pointerUp(
                    point(),
                    velocity: Bool.random(using: &rng) ? Double.random(in: -3000...3000, using: &rng) : nil)
            case 8:
                fingerDown = false
                return .pointerCancelled
            default: return .tick()
            }
        }
        switch Int.random(in: 0..<21, using: &rng) {
        case 0, 1:
            fingerDown = true
            return .pointerDown(point())
        case 2: return .tap(point())
        case 3, 4: return .tick()
        case 5: return .accessibility(HostAccessibilityAction.allCases.randomElement(using: &rng)!)
        case 6: return .dismissalGuardAnswered(allowsDismissal: Bool.random(using: &rng))
        case 7: return .modalInPresentationChanged(Bool.random(using: &rng))
        case 8: return .reduceMotion(Bool.random(using: &rng))
        case 9: return .voiceOver(Bool.random(using: &rng))
        case 10:
            keyboardUp.toggle()
            guard keyboardUp else { return .keyboard(.hidden) }
            let height = Double.random(in: 200...340, using: &rng)
            // Immediate, or animated on one of UIKit's curves.
            let duration = [0, 0.25, 0.5].randomElement(using: &rng)!
            return .keyboard(
                HostKeyboard(
                    frame: CGRect(x: 0, y: size.height - height, width: size.width, height: height),
                    isDocked: Bool.random(using: &rng), animationDuration: duration,
                    animationCurve: HostAnimationCurve.allCases.randomElement(using: &rng)!))
        case 11:
            let viewport = Double.random(in: 100...700, using: &rng)
            return .scroll(
                HostScrollGeometry(
                    offset: Double.random(in: -40...600, using: &rng),
                    contentHeight: Double.random(in: 0...2000, using: &rng), viewportHeight: viewport,
                    isTracking: Bool.random(using: &rng), isDecelerating: Bool.random(using: &rng)))
        case 12:
            let identifier = configuration.detents.randomElement(using: &rng)!.identifier
            return .select(identifier, animated: Bool.random(using: &rng))
        case 13:
            // A rotation, while no keyboard is up (the engine's container event keeps no keyboard frame).
            guard !keyboardUp else { return .tick() }
            container = container.size.width < container.size.height ? landscape : portrait
            return .container(container)
        case 14: return .dismiss()
        case 15: return .present
        case 16:
            // The app's selection (UIKit's `selectedDetentIdentifier`), in or out of `animateChanges`.
            let identifier = configuration.detents.randomElement(using: &rng)!.identifier
            return .select(identifier, animated: Bool.random(using: &rng))
        case 17, 18:
            // The list went away (a navigation push): no tracked scroll view.
            return .scroll(nil)
        default: return .selectNextDetent
        }
    }

    @Test(arguments: 0..<60)
    func recordedSessionReplaysFrameForFrame(seed: Int) throws {
        var rng = Generator(seed: UInt64(seed) &* 7919)
        let initial = Self.configuration(&rng)
        var container = Bool.random(using: &rng) ? Self.portrait : Self.landscape
        var configuration = initial
        var host = try SheetHost(configuration: configuration)
        var recorder = ScenarioRecorder(configuration: initial, startTime: 0)
        // The binding's first layout: the document's container, as `makeHost()` applies it at 0.
        recorder.record(.container(container), at: 0)
        host.handle(.container(container), at: 0)
        // `simulate` ticks once at 0 before the first event.
        host.handle(.tick(), at: 0)
        var frames: [HostFrame] = []
        var time = 0.0
        var keyboardUp = false
        var fingerDown = false
        for index in 0..<Int.random(in: 20...160, using: &rng) {
            let event: HostEvent =
                index == 0
                ? .present
                : Self.event(
                    &rng, configuration: &configuration, container: &container, keyboardUp: &keyboardUp,
                    fingerDown: &fingerDown)
            recorder.record(event, at: time)
            frames.append(host.handle(event, at: time))
            time += [0, 0.004, 1.0 / 120, 0.05, 0.3].randomElement(using: &rng)!
        }
        #expect(recorder.approximations.isEmpty, "\(recorder.approximations)")

        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        // A scripted event may send host events before and after its own (a `configure`'s options):
        // the frame compared is its own event's, with the changes of those before it (what a binding
        // applying them all would touch).
        var eventFrames: [HostFrame] = []
        try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
            if event != nil { eventFrames.append(frame) }
        }
        var replayed: [HostFrame] = []
        var index = 0
        for event in scenario.events {
            if index + event.before.count < eventFrames.count {
                var frame = eventFrames[index + event.before.count]
                for before in eventFrames[index..<(index + event.before.count)] {
                    frame.changes.formUnion(before.changes)
                }
                replayed.append(frame)
            }
            index += event.hostEvents.count
        }
        #expect(replayed.count == frames.count)
        for (index, (original, replay)) in zip(frames, replayed).enumerated() where original != replay {
            let fields = Self.differences(original, replay).joined(separator: ", ")
            Issue.record(
                "seed \(seed), event \(index) (\(scenario.events[index].type)): differs in \(fields)")
            break
        }
    }

    /// The names of the frame's fields that differ, with both values.
    static func differences(_ a: HostFrame, _ b: HostFrame) -> [String] {
        zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children).compactMap { left, right in
            let l = String(describing: left.value)
            let r = String(describing: right.value)
            return l == r ? nil : "\(left.label ?? "?"): \(l) ≠ \(r)"
        }
    }

    @Test("detents are written as what they are: system, fixed, fractional, fitting")
    func detentKinds() throws {
        let detents: [Detent] = [
            .medium, .large, .height(321.5, identifier: "h"), .fraction(0.3, identifier: "f"), .fitting(),
            .height(200, identifier: "m"),
        ]
        var recorder = ScenarioRecorder(
            configuration: SheetConfiguration(detents: detents), container: .iPhone)
        recorder.record(.present, at: 0)
        #expect(recorder.approximations.isEmpty)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        #expect(scenario.configuration.detents == detents)
    }

    @Test("every host event has a scenario form: measurements, teardown, the platform's transition")
    func everyEventIsWritten() throws {
        var recorder = ScenarioRecorder(
            configuration: SheetConfiguration(), container: .iPhone, startTime: 10)
        recorder.record(.present, at: 10)
        recorder.record(.contentMeasured(height: 300, width: 390, request: 1), at: 10.125)
        recorder.record(.headerMeasured(height: 52, request: 2), at: 10.125)
        recorder.record(.scrollWillEndDragging(velocity: 100, targetOffset: 40), at: 10.25)
        recorder.record(.tick(renderTime: 10.375), at: 10.25)
        recorder.record(.dismissalTransitionWillBegin, at: 10.5)
        recorder.record(.teardown, at: 10.5)
        #expect(recorder.approximations.isEmpty)
        #expect(recorder.eventCount == 7)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        #expect(
            scenario.events.map(\.type) == [
                "present", "contentMeasured", "headerMeasured", "scrollWillEndDragging", "tick",
                "dismissalTransitionWillBegin", "teardown",
            ])
        #expect(scenario.events.map(\.time) == [0, 0.125, 0.125, 0.25, 0.25, 0.5, 0.5])
        guard case .tick(let renderTime) = scenario.events[4].event else {
            Issue.record("not a tick")
            return
        }
        #expect(renderTime == 0.375)
    }
}

@Suite("ScenarioRecorder: a new configuration reads back as the one sent")
struct ScenarioRecorderConfigureTests {
    @Test(arguments: 0..<20)
    func configureReadsBack(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(seed) &+ 101)
        let initial = ScenarioRecorderTests.configuration(&rng)
        let next = ScenarioRecorderTests.configuration(&rng)
        let animated = rng.bool()
        var recorder = ScenarioRecorder(configuration: initial, container: .iPhone, startTime: 0)
        recorder.record(.present, at: 0)
        recorder.record(.configure(next, animated: animated), at: 0.5)
        #expect(recorder.approximations.isEmpty)
        let scenario = try Scenario.decode(Data(recorder.document().utf8))
        let event = try #require(scenario.events.last)
        guard case .configure(let read, let readAnimated) = event.event else {
            Issue.record("not a configure: \(event.type)")
            return
        }
        #expect(readAnimated == animated)
        #expect(read.detents.map(\.identifier) == next.detents.map(\.identifier))
        #expect(read.detents == next.detents)
        #expect(read.largestUndimmedDetentIdentifier == next.largestUndimmedDetentIdentifier)
        #expect(read.dimming.maximumAlpha == next.dimming.maximumAlpha)
        #expect(read.isDismissible == next.isDismissible)
        #expect(read.style.prefersGrabberVisible == next.style.prefersGrabberVisible)
        // The host keeps its own selection: a configure carries none, so the reader selects nothing.
        #expect(read.selectedDetentIdentifier == nil && event.after.isEmpty)
    }
}
