import Foundation
import SheetCore
import SheetHostCore
import SheetScenario
import Testing

/// The scenario's `container` and `keyboard` events describe the platform: they are read as the
/// host events they are, never as engine inputs the host would have to convert back.
@Suite("Scenario: container and keyboard events are host events")
struct ScenarioPlatformEventTests {
    static let scenario = Data(
        (#"{"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34,"leading":4,"trailing":6},"#
            + #""layoutDirection":"rightToLeft","horizontalSizeClass":"regular","displayScale":3},"#
            + #""sheet":{"detents":[{"id":"medium"},{"id":"large"}]},"events":["#
            + #"{"t":0,"type":"present"},{"t":1,"type":"keyboard","height":300},"#
            + #"{"t":2,"type":"container","width":844,"height":390,"safeArea":{"leading":47,"trailing":59,"bottom":21},"keyboard":100},"#
            + #"{"t":3,"type":"container","width":390,"height":844,"layoutDirection":"leftToRight","horizontalSizeClass":"compact"},"#
            + #"{"t":4,"type":"keyboard","height":0}]}"#).utf8)

    @Test("read as host events, traits not given kept from the container before")
    func readAsHostEvents() throws {
        let events = try Scenario.decode(Self.scenario).events
        guard case .keyboard(let shown) = events[1].event else {
            Issue.record("keyboard: \(events[1].event)")
            return
        }
        #expect(shown == HostKeyboard(frame: CGRect(x: 0, y: 544, width: 390, height: 300)))
        guard case .container(let landscape) = events[2].event else {
            Issue.record("container: \(events[2].event)")
            return
        }
        // Right to left still: the leading inset is on the right.
        #expect(landscape.layoutDirection == .rightToLeft)
        #expect(landscape.safeArea == HostInsets(top: 0, left: 59, bottom: 21, right: 47))
        #expect(landscape.horizontalSizeClass == .regular && landscape.displayScale == 3)
        #expect(landscape.verticalSizeClass == .compact)
        guard case .container(let portrait) = events[3].event else {
            Issue.record("container: \(events[3].event)")
            return
        }
        #expect(portrait.layoutDirection == .leftToRight && portrait.horizontalSizeClass == .compact)
        #expect(portrait.displayScale == 3)
        guard case .keyboard(let hidden) = events[4].event else {
            Issue.record("keyboard: \(events[4].event)")
            return
        }
        #expect(hidden == .hidden)
    }

    /// A `container` event replaces the keyboard at once with its own (`keyboard`, absent none): the
    /// host has the container's keyboard in the event's own frame, and keeps the traits.
    @Test("a container event brings its keyboard, at once")
    func containerBringsItsKeyboard() throws {
        let scenario = try Scenario.decode(Self.scenario)
        var host = try scenario.makeHost()
        var overlaps: [CGFloat] = []
        ScenarioRun.forEachFrame(scenario, host: host) { frame, event in
            guard event?.type == "container" else { return }
            overlaps.append(frame.sheet.bottom)
        }
        // The landscape's keyboard (100 pt) and the portrait's none: the sheet's bottom at once.
        #expect(overlaps == [290, 844])
        // The raw host the scenario made, as its replay drives it: the scenario format is the subject.
        for event in scenario.events.prefix(3) { host.handle(event.event, at: event.time) }
        #expect(host.keyboard.overlap(in: CGSize(width: 844, height: 390)) == 100)
        #expect(host.container?.layoutDirection == .rightToLeft)
        #expect(
            host.interaction.container.safeAreaInsets == SafeAreaInsets(bottom: 21, leading: 47, trailing: 59)
        )
    }
}
