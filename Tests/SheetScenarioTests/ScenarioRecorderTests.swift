import Foundation
import SheetCore
import SheetHostCore
import Testing

@testable import SheetScenario

/// The flight recorder's forms: what it writes reads back as what it was handed (the sessions
/// themselves are replayed by `ScenarioRecorderSessionTests`).
@Suite("ScenarioRecorder: what is written reads back")
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
        // The rules naming no detent (SwiftUI's `.enabled` and `.disabled`), now and then.
        configuration.dimming.undimmedAtEveryDetent = Int.random(in: 0..<4, using: &rng) == 0
        configuration.dimming.dimsAtEveryDetent = Int.random(in: 0..<4, using: &rng) == 0
        return configuration
    }

    static let portrait = HostContainer(
        size: CGSize(width: 390, height: 844), safeArea: HostInsets(top: 47, bottom: 34), displayScale: 3)
    static let landscape = HostContainer(
        size: CGSize(width: 844, height: 390), safeArea: HostInsets(left: 47, bottom: 21, right: 47),
        displayScale: 3)

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
