import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The recorder's differential test over sessions as the UIKit binding sends them: display ticks
/// with render times, 120 Hz drags, the guard's answer after the touch, rotations with the keyboard
/// up, lists with insets under a search field, measurements answered a moment later, option and
/// configuration changes, the app's one-property assignments (several at an instant, identifiers
/// naming no detent yet), the platform's dismissal transition, and a recorder started on a live
/// host. Each session is recorded, written, read back and replayed as `sheetkit simulate` runs it:
/// every frame must equal the live one, and nothing may be approximated.
@Suite("ScenarioRecorder: binding sessions replay frame for frame")
struct ScenarioRecorderSessionTests {
    typealias Generator = SplitMix64

    /// What the binding knows between events.
    struct Binding {
        var container: HostContainer
        var configuration: SheetConfiguration
        var keyboardUp = false
        var fingerDown = false
        var pending: [HostEvent] = []
        var time = 0.0
    }

    static let containers: [HostContainer] = [
        ScenarioRecorderTests.portrait, ScenarioRecorderTests.landscape,
        HostContainer(
            size: CGSize(width: 1024, height: 1366), safeArea: HostInsets(top: 24, bottom: 20),
            layoutDirection: .rightToLeft, horizontalSizeClass: .regular, displayScale: 2,
            contentSizeCategory: "UICTContentSizeCategoryXL"),
    ]

    /// A random sheet, with a header and a content-fitting detent sometimes.
    static func configuration(_ rng: inout Generator) -> SheetConfiguration {
        var configuration = ScenarioRecorderTests.configuration(&rng)
        if rng.bool() { configuration.detents.append(.fitting(identifier: "fit")) }
        if rng.bool() {
            // A custom detent: inactive in compact height, else from the maximum, keyboard and content.
            let share = Double(rng.int(20...80)) / 100
            configuration.detents.append(
                .custom(identifier: "custom") { context in
                    context.container.isCompactHeight
                        ? nil
                        : context.maximumDetentValue * share + context.container.keyboardHeight / 10
                            + min(context.contentFittingHeight, 100) / 7
                })
        }
        if rng.bool() {
            configuration.style.header = SheetStyle.Header(title: "Places", showsCloseButton: rng.bool())
        }
        configuration.usesBottomSafeArea = rng.bool()
        configuration.style.preferredCornerRadius = rng.bool() ? nil : 16
        return configuration
    }

    static func options(_ rng: inout Generator) -> HostOptions {
        var options = HostOptions(
            prefersEdgeAttachedInCompactHeight: rng.bool(),
            widthFollowsPreferredContentSizeWhenEdgeAttached: rng.bool(),
            preferredContentWidth: rng.bool() ? 0 : 420,
            regularWidthPlacement: rng.bool() ? .center : .leading)
        if rng.bool() {
            options.strings.detentNames = ["peek": "Peek", "third": "A third"]
            options.strings.grabberLabel = "Poignée"
        }
        return options
    }

    /// An identifier for the app to assign: one of `detents`, one naming no detent yet, or none.
    static func identifier(_ rng: inout Generator, _ detents: [Detent]) -> Detent.Identifier? {
        switch rng.int(0...3) {
        case 0: nil
        case 1: "later"
        default: detents.randomElement(using: &rng)?.identifier
        }
    }

    /// One random assignment of each kind the app can make, as a binding sends it.
    static func assignment(_ rng: inout Generator, _ binding: inout Binding) -> SheetProperty {
        let detents = binding.configuration.detents
        let makers: [(inout Generator) -> SheetProperty] = [
            { rng in
                // Some of the detents, perhaps with the one an identifier named before it arrived.
                var list = detents.filter { _ in rng.bool() }
                if list.isEmpty || (rng.bool() && !list.contains { $0.identifier == "later" }) {
                    list.append(.height(260, identifier: "later"))
                }
                return .detents(list)
            },
            { .selectedDetentIdentifier(identifier(&$0, detents)) },
            { .largestUndimmedDetentIdentifier(identifier(&$0, detents)) },
            { .isModalInPresentation($0.bool()) },
            { .isDismissible($0.bool()) },
            { .isFloating($0.bool()) },
            { .usesBottomSafeArea($0.bool()) },
            { .prefersScrollingExpandsWhenScrolledToEdge($0.bool()) },
            { .prefersGrabberVisible($0.bool()) },
            { .preferredCornerRadius([nil, 0, 16].randomElement(using: &$0)!) },
            { rng in
                guard rng.bool() else { return .header(nil) }
                return .header(
                    SheetStyle.Header(
                        title: "Filters", showsCloseButton: rng.bool(),
                        height: rng.bool() ? SheetStyle.headerHeight : 64))
            },
            { .background($0.bool() ? .white : .gray) },
            { .maximumDimAlpha([0, 0.25, 0.4, 1].randomElement(using: &$0)!) },
            { .prefersEdgeAttachedInCompactHeight($0.bool()) },
            { .widthFollowsPreferredContentSizeWhenEdgeAttached($0.bool()) },
            { .preferredContentWidth($0.bool() ? 0 : 360) },
            { .regularWidthPlacement($0.bool() ? .center : .leading) },
            { .regularWidth([0, 320, 480].randomElement(using: &$0)!) },
            { .regularWidthMargin([0, 8, 24].randomElement(using: &$0)!) },
            { .scrollViewBouncesAtTop($0.bool()) },
            { .accessibilityGrabberLabel($0.bool() ? "Grabber" : "Poignée") },
            { .accessibilityDetentNames($0.bool() ? [:] : ["later": "Later", "large": "Full"]) },
        ]
        let property = makers.randomElement(using: &rng)!(&rng)
        if case .detents(let list) = property { binding.configuration.detents = list }
        return property
    }

    /// One thing the binding does now, as the host events it sends (a drag sends a burst at 120 Hz).
    static func step(_ rng: inout Generator, _ binding: inout Binding) -> [(Double, HostEvent)] {
        let size = binding.container.size
        func point() -> CGPoint {
            CGPoint(
                x: Double.random(in: 0...size.width, using: &rng),
                y: Double.random(in: 0...size.height, using: &rng))
        }
        if !binding.pending.isEmpty, rng.bool() {
            // An answer the host asked for, a moment later.
            return [(0.004, binding.pending.removeFirst())]
        }
        if binding.fingerDown {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0..<5:
                var moves: [(Double, HostEvent)] = []
                var location = point()
                for _ in 0..<Int.random(in: 1...8, using: &rng) {
                    location.y += Double.random(in: -30...30, using: &rng)
                    moves.append((1.0 / 120, .pointerMoved(location)))
                }
                return moves
            case 5, 6:
                binding.fingerDown = false
                return [
                    (1.0 / 120, .pointerUp(point(), velocity: Double.random(in: -3000...3000, using: &rng)))
                ]
            default:
                binding.fingerDown = false
                return [(1.0 / 120, .pointerCancelled)]
            }
        }
        switch Int.random(in: 0..<24, using: &rng) {
        case 0, 1:
            binding.fingerDown = true
            // UIKit asks the guard right after the touch began.
            return [
                (0, .pointerDown(point())), (0.002, .dismissalGuardAnswered(allowsDismissal: rng.bool())),
            ]
        case 2: return [(0.05, .tap(point()))]
        case 3: return [(0.01, .accessibility(HostAccessibilityAction.allCases.randomElement(using: &rng)!))]
        case 4: return [(0.01, .modalInPresentationChanged(rng.bool()))]
        case 5: return [(0.01, rng.bool() ? .reduceMotion(rng.bool()) : .voiceOver(rng.bool()))]
        case 6:
            binding.keyboardUp.toggle()
            let height = Double.random(in: 200...340, using: &rng)
            let frame =
                binding.keyboardUp
                ? CGRect(x: 0, y: size.height - height, width: size.width, height: height) : .zero
            return [
                (
                    0.01,
                    .keyboard(
                        HostKeyboard(
                            frame: frame, isDocked: rng.int(0...3) > 0,
                            animationDuration: [0, 0.25, 0.5].randomElement(using: &rng)!,
                            animationCurve: HostAnimationCurve.allCases.randomElement(using: &rng)!))
                )
            ]
        case 7:
            // A list, perhaps under a search field, with its adjusted insets.
            let viewport = Double.random(in: 100...700, using: &rng)
            return [
                (
                    0.01,
                    .scroll(
                        HostScrollGeometry(
                            offset: Double.random(in: -40...600, using: &rng),
                            contentHeight: Double.random(in: 0...2000, using: &rng), viewportHeight: viewport,
                            topInset: rng.bool() ? 0 : 12, bottomInset: rng.bool() ? 0 : 34,
                            frameInContent: rng.bool()
                                ? nil : CGRect(x: 0, y: 56, width: size.width, height: viewport),
                            isTracking: rng.bool(), isDecelerating: rng.bool()))
                )
            ]
        case 8:
            return [
                (
                    0.01,
                    .scrollWillEndDragging(
                        velocity: Double.random(in: -2000...2000, using: &rng), targetOffset: 80)
                )
            ]
        case 9:
            // A rotation, the keyboard up or not: the platform's container keeps the keyboard.
            binding.container = containers.randomElement(using: &rng)!
            return [(0.01, .container(binding.container))]
        case 10:
            return [(0.01, .select(identifier(&rng, binding.configuration.detents), animated: rng.bool()))]
        case 11: return [(0.01, rng.bool() ? .dismiss() : .dismiss(animated: false))]
        case 12: return [(0.01, .present(animated: rng.int(0...2) > 0))]
        case 13: return [(0.01, .options(options(&rng)))]
        case 14:
            binding.configuration = configuration(&rng)
            return [(0.01, .configure(binding.configuration, animated: rng.bool()))]
        case 15: return [(0.01, .contentInvalidated)]
        case 16:
            // UIKit's dismissal: the transition begins, then ends.
            return [(0.01, .dismissalTransitionWillBegin), (0.3, .dismissalTransitionDidEnd)]
        case 17: return [(0.01, .teardown)]
        case 18:
            var detents: [Detent] = []
            for detent in binding.configuration.detents where detents.isEmpty || rng.bool() {
                detents.append(detent)
            }
            binding.configuration.detents = detents
            return [(0.01, .detentsChanged(detents))]
        case 19: return [(0.01, .scroll(nil))]
        case 20, 21:
            // The app's assignments at one instant, in any order, animated or not.
            var events: [(Double, HostEvent)] = []
            for index in 0..<rng.int(1...4) {
                events.append((index == 0 ? 0.01 : 0, .set(assignment(&rng, &binding), animated: rng.bool())))
            }
            return events
        default:
            return []
        }
    }

    /// Display ticks from the binding's last time up to `time`, each at its `timestamp` with the
    /// `targetTimestamp` one refresh later, as a `CADisplayLink` sends them.
    static func ticks(from start: Double, to end: Double, refresh: Double) -> [(Double, HostEvent)] {
        var ticks: [(Double, HostEvent)] = []
        var time = (start / refresh).rounded(.up) * refresh
        while time < end {
            ticks.append((time, .tick(renderTime: time + refresh)))
            time += refresh
        }
        return ticks
    }

    @Test("200 binding sessions, recorded, read back and replayed: every frame equal, nothing approximated")
    func bindingSessionsReplayExactly() throws {
        var exact = 0
        var approximated: [String: Int] = [:]
        for seed in 0..<200 {
            var rng = Generator(seed: UInt64(seed) &* 104_729 &+ 17)
            let configuration = Self.configuration(&rng)
            var binding = Binding(
                container: Self.containers.randomElement(using: &rng)!, configuration: configuration)
            // The raw host, not a HostTestStore: a differential property test of the recorder and its host.
            var host = try SheetHost(configuration: configuration, options: Self.options(&rng))
            let refresh = rng.bool() ? 1.0 / 120 : 1.0 / 60
            var live: [HostFrame] = []
            var recorder: ScenarioRecorder
            if rng.bool() {
                // A recorder started on a live host: container, keyboard, list and VoiceOver first.
                host.handle(.container(binding.container), at: 0)
                if rng.bool() {
                    binding.keyboardUp = true
                    host.handle(.keyboard(.docked(height: 300, in: binding.container.size)), at: 0)
                }
                if rng.bool() {
                    host.handle(
                        .scroll(
                            HostScrollGeometry(
                                offset: 0, contentHeight: 1500, viewportHeight: 400, topInset: 8)), at: 0)
                }
                if rng.bool() { host.handle(.voiceOver(true), at: 0) }
                if rng.bool() {
                    // The app named a detent that arrives later: the host keeps the identifier.
                    host.handle(.set(.largestUndimmedDetentIdentifier("later"), animated: false), at: 0)
                    host.handle(.set(.selectedDetentIdentifier("later"), animated: false), at: 0)
                }
                host.handle(.tick(), at: 0)
                recorder = ScenarioRecorder(host: host, at: 0)
            } else {
                recorder = ScenarioRecorder(configuration: configuration, options: host.options, startTime: 0)
                recorder.record(.container(binding.container), at: 0)
                host.handle(.container(binding.container), at: 0)
                host.handle(.tick(), at: 0)
            }
            func send(_ event: HostEvent, at time: Double) {
                recorder.record(event, at: time)
                let frame = host.handle(event, at: time)
                live.append(frame)
                if let request = frame.effects.measureContent {
                    binding.pending.append(
                        .contentMeasured(
                            height: Double(rng.int(40...899)), width: request.width, request: request.request)
                    )
                }
                if let request = frame.effects.measureHeader {
                    binding.pending.append(
                        .headerMeasured(height: Double(rng.int(52...119)), request: request.request))
                }
            }
            // A recorder started on a live host writes what it had (keyboard, list, VoiceOver) as
            // its first events: their frames are the replay's own set-up.
            let preamble = recorder.eventCount
            send(.present, at: 0)
            for _ in 0..<Int.random(in: 20...120, using: &rng) {
                var time = binding.time
                for (delay, event) in Self.step(&rng, &binding) {
                    let next = time + delay
                    for (tickTime, tick) in Self.ticks(from: time, to: next, refresh: refresh) {
                        send(tick, at: tickTime)
                    }
                    time = next
                    send(event, at: time)
                }
                let idle = time + [0, refresh, 3 * refresh, 0.2].randomElement(using: &rng)!
                for (tickTime, tick) in Self.ticks(from: time, to: idle, refresh: refresh) {
                    send(tick, at: tickTime)
                }
                binding.time = max(idle, time)
            }
            approximated.merge(recorder.approximations, uniquingKeysWith: +)

            let scenario = try Scenario.decode(Data(recorder.document().utf8))
            var replayed: [HostFrame] = []
            try ScenarioRun.forEachFrame(scenario, host: scenario.makeHost()) { frame, event in
                if event != nil { replayed.append(frame) }
            }
            replayed.removeFirst(min(preamble, replayed.count))
            let firstDifference = zip(live, replayed).enumerated().first { $0.element.0 != $0.element.1 }?
                .offset
            if live.count == replayed.count, firstDifference == nil, recorder.approximations.isEmpty {
                exact += 1
            } else if let index = firstDifference {
                let fields = ScenarioRecorderTests.differences(live[index], replayed[index]).joined(
                    separator: ", ")
                Issue.record(
                    "seed \(seed), event \(index) (\(scenario.events[index + preamble].type)): differs in \(fields)"
                )
            } else {
                Issue.record("seed \(seed): \(live.count) live frames, \(replayed.count) replayed")
            }
        }
        #expect(exact == 200, "\(exact) of 200 sessions replay exactly")
        #expect(approximated.isEmpty, "\(approximated)")
    }
}
