import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A scenario: a container, a sheet and a script of timestamped events — the format of
/// `sheetkit simulate`, of the playground's sheet socket and of its recordings.
///
/// ```
/// {"container":{"width":390,"height":844,"safeArea":{"top":47,"bottom":34},"keyboard":0},
///  "sheet":{"detents":[{"id":"medium"},{"id":"large"},{"id":"peek","height":120}], "selected":"medium", …},
///  "events":[{"t":0,"type":"present"}, …], "until":6.0, "fps":60}
/// ```
/// Events keep the engine's names (`dragBegan`, `dragChanged`, `select`, …) beside the host's
/// (`pointerDown`, `scroll`, `keyboardFrame`, `accessibility`, …), mixed freely; each is read as the
/// host events it means and runs through a `SheetHost`. Every error names the JSON path of the value at fault and the values accepted
/// there; a key the format does not have is an error too (see ``ScenarioKeys``).
///
/// Events run in time order whatever their order in the file (a stable sort: equal times keep
/// their order). Events after `until` still run, each with its frame; the ticks stop at `until`.
public struct Scenario: Sendable {
    public var container: HostContainer
    /// The keyboard's overlap at the start.
    public var keyboardHeight: CGFloat
    public var configuration: SheetConfiguration
    /// The sheet's layout options: edge attachment in compact height, the preferred content width,
    /// the placement and width in regular width.
    public var options: HostOptions
    public var contentFittingHeight: CGFloat
    public var scrollContentHeight: CGFloat
    public var events: [ScenarioEvent]
    public var until: Double
    public var fps: Double

    public init(
        container: HostContainer, keyboardHeight: CGFloat = 0, configuration: SheetConfiguration,
        contentFittingHeight: CGFloat = 0, scrollContentHeight: CGFloat = 0, events: [ScenarioEvent] = [],
        until: Double = 0, fps: Double = 60, options: HostOptions = HostOptions()
    ) {
        self.container = container
        self.options = options
        self.keyboardHeight = keyboardHeight
        self.configuration = configuration
        self.contentFittingHeight = contentFittingHeight
        self.scrollContentHeight = scrollContentHeight
        self.events = events
        self.until = until
        self.fps = fps
    }

    /// Whether the sheet tracks a scroll view: the sheet gives `scrollContentHeight`, or an event
    /// reports scroll content. Frames then carry the content offset.
    public var tracksScrollContent: Bool {
        scrollContentHeight > 0 || events.contains { $0.reportsScrollContent }
    }

    /// The seconds `until` adds after the last event when the scenario does not give it.
    public static let defaultTail = 2.0
    /// The frame rates accepted.
    public static let fpsRange = NumberRange(lower: 0, lowerIncluded: false, upper: 1000)
    /// Times (`t`, `until`): zero or more seconds.
    public static let timeRange = NumberRange(lower: 0, lowerIncluded: true, upper: .infinity)

    /// Reads a scenario from JSON.
    /// - Throws: ``ScenarioError`` naming the path (or line and column) of the first problem.
    public static func decode(_ data: Data) throws -> Scenario {
        try ScenarioDocument.decode(data)
    }

    /// The host, set up in the scenario's container with its keyboard and content, before any event.
    public func makeHost() throws -> SheetHost {
        var host: SheetHost
        do {
            host = try SheetHost(configuration: configuration, options: options)
        } catch let error as SheetError {
            throw ScenarioError("sheet.\(error.description)")
        }
        host.handle(.container(container), at: 0)
        if keyboardHeight > 0 {
            host.handle(.keyboard(.docked(height: keyboardHeight, in: container.size)), at: 0)
        }
        if contentFittingHeight > 0 {
            host.handle(.contentFittingHeightChanged(contentFittingHeight), at: 0)
        }
        if scrollContentHeight > 0 {
            host.handle(.scrollContentChanged(contentHeight: scrollContentHeight, offset: 0), at: 0)
        }
        return host
    }
}

/// One scripted event with its time, in seconds.
public struct ScenarioEvent: Sendable {
    public var time: Double
    public var event: HostEvent
    /// The event's `type` as the scenario names it.
    public var type: String
    /// Host events sent just before ``event``, at the same time (a `configure`'s options and content).
    public var before: [HostEvent]
    /// Host events sent just after ``event``, at the same time (a `configure`'s explicit selection).
    public var after: [HostEvent]

    public init(
        time: Double, event: HostEvent, type: String, before: [HostEvent] = [], after: [HostEvent] = []
    ) {
        self.time = time
        self.event = event
        self.type = type
        self.before = before
        self.after = after
    }

    /// A scripted event's host events, as a reader makes them.
    struct Parts {
        var before: [HostEvent]
        var event: HostEvent
        var after: [HostEvent]
    }

    /// The host events this scripted event sends, in order.
    public var hostEvents: [HostEvent] { before + [event] + after }

    /// Whether this event lifts a finger (a drag's end or a pointer's up).
    public var isRelease: Bool {
        switch event {
        case .pointerUp, .dragEnded: true
        default: false
        }
    }

    var reportsScrollContent: Bool {
        hostEvents.contains { event in
            switch event {
            case .scroll, .scrollContentChanged: true
            default: false
            }
        }
    }
}
