import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The flight recorder: the host events a binding sends, written as a scenario document that
/// `sheetkit simulate` replays frame for frame, so a person's gesture on a device becomes a test on
/// Linux.
///
/// ```swift
/// var recorder = ScenarioRecorder(host: host, at: now)   // before the sheet is presented
/// recorder.record(event, at: time)                        // every event the binding hands the host
/// let json = recorder.document()                          // {"container":…,"sheet":…,"events":[…]}
/// ```
/// The document is the playground's export format (the scenario format of SheetScenario): the
/// container and sheet the host had when recording began, then every event at its time since then.
/// Display ticks are recorded with their render times and `until` is 0, so the replay's frames are
/// the device's, one per event.
///
/// Every host event has a scenario form. A custom detent's resolver is a closure: the document
/// carries its answers, by context, in `resolvedDetents`. What a document can't carry is counted in
/// ``approximations`` by name: a first container too small to hold a sheet, values a scenario
/// refuses (a detent list the host refuses, a behaviour other than the default). A recording with
/// none replays exactly.
///
/// This target holds the writer alone, so an app that links the recorder (in a DEBUG build) links
/// no scenario reader.
public struct ScenarioRecorder: Sendable {
    /// The `container` object, once known (the first container event when the host had none).
    var container: HostContainer?
    /// The sheet as the document starts it.
    let initialConfiguration: SheetConfiguration
    let initialOptions: HostOptions
    let contentFittingHeight: CGFloat
    let scrollContentHeight: CGFloat
    /// The detents now, which a `select` must name.
    var detents: [Detent]
    /// What custom detents answered the replay's host (see ``ResolvedDetentLog``), shared by copies.
    let resolvedDetents = ResolvedDetentLog()
    /// The replay's own host, run beside the binding's from the first event on.
    var replayHost: SheetHost?
    /// The tables of the initial sheet's custom detents, and of the event being written.
    var initialTables: [Int] = []
    var eventTables: [Int] = []
    var startTime: Double?
    /// The latest `t` written: the document's clock, as the host's, never goes back.
    var lastTime = 0.0
    var events = JSONWriter(capacity: 4_096)
    /// The number of events written.
    public private(set) var eventCount = 0
    /// The events written as an approximation or left out, by what could not be written.
    public internal(set) var approximations: [String: Int] = [:]

    /// A recorder of a sheet whose host starts as given.
    /// - Parameters:
    ///   - configuration: The sheet's configuration when recording begins.
    ///   - options: The host's options then.
    ///   - container: The host's container then; nil makes the first container event the document's.
    ///   - startTime: The time that becomes `t` = 0; nil for the first event's.
    public init(
        configuration: SheetConfiguration, options: HostOptions = HostOptions(),
        container: HostContainer? = nil, startTime: Double? = nil
    ) {
        self.container = container
        initialConfiguration = configuration
        initialOptions = options
        detents = configuration.detents
        contentFittingHeight = 0
        scrollContentHeight = 0
        self.startTime = startTime
    }

    /// A recorder starting from `host` as it is at `time`: the app's properties as set (with the
    /// header's measured height), options, container, content, and its keyboard, scroll view and VoiceOver
    /// state as the first events. Start it while the sheet is dismissed: a presented sheet's motion
    /// is not part of the document.
    /// - Parameters:
    ///   - host: The host the binding runs, before it is handed the first recorded event.
    ///   - time: The time that becomes `t` = 0.
    public init(host: SheetHost, at time: Double) {
        let interaction = host.interaction
        container = host.container
        // The app's properties as set (an identifier naming no detent kept), with what the host
        // added: the measured header height and the system's Reduce Motion.
        var configuration = host.configuration
        if let measured = interaction.configuration.style.header, configuration.style.header != nil {
            configuration.style.header?.height = measured.height
        }
        configuration.behavior.reducesMotion = interaction.configuration.behavior.reducesMotion
        initialConfiguration = configuration
        initialOptions = host.options
        detents = configuration.detents
        contentFittingHeight = interaction.contentFittingHeight
        scrollContentHeight = interaction.scrollContentHeight
        startTime = time
        if host.keyboard != .hidden { record(.keyboard(host.keyboard), at: time) }
        if let scroll = host.scroll { record(.scroll(scroll), at: time) }
        if host.isVoiceOverRunning { record(.voiceOver(true), at: time) }
    }

    // MARK: Recording

    /// Records `event`, which the binding handed the host at `time`.
    /// - Parameters:
    ///   - event: The event, exactly as the host was handed it.
    ///   - time: The time it was handed at, on the binding's clock.
    public mutating func record(_ event: HostEvent, at time: Double) {
        if startTime == nil { startTime = time }
        if case .container(let newContainer) = event, container == nil {
            // The document's own container: the host had none before.
            if !newContainer.isUsable { approximate("a first container that can't hold a sheet") }
            container = newContainer
            return
        }
        startReplayHost()
        let replayEvent = replayed(event, tables: &eventTables)
        var entry = JSONWriter(capacity: 128)
        guard write(event, into: &entry) else { return }
        // The host takes an event earlier than its clock (a display link's tick, stamped with the
        // last refresh, after a touch) at its clock's time: so does the document, which keeps the
        // events in the order they were handed over.
        let t = relative(time)
        if !t.isNaN, t > lastTime { lastTime = t }
        if eventCount > 0 { events.raw(",") }
        events.raw("{\"t\":")
        events.number(lastTime)
        events.raw(",")
        events.raw(entry.text)
        events.raw("}")
        eventCount += 1
        replayHost?.handle(replayEvent, at: lastTime)
    }

    /// A time on the binding's clock as the document's `t`.
    func relative(_ time: Double) -> Double { max(time - (startTime ?? time), 0) }

    /// The scenario document, as JSON text.
    public func document() -> String {
        var copy = self
        return copy.makeDocument()
    }

    private mutating func makeDocument() -> String {
        var writer = JSONWriter(capacity: events.bytes.count + 1_024)
        writer.raw("{\"container\":{")
        writeContainerFields(
            container ?? .iPhone, keyboard: .replaced(container?.keyboardOverlap), into: &writer)
        writer.raw("},\"sheet\":{")
        startReplayHost()
        writeSheet(initialConfiguration, tables: initialTables, into: &writer)
        writeOptions(initialOptions, into: &writer)
        if contentFittingHeight > 0 {
            writer.raw(",\"contentFittingHeight\":")
            writer.number(contentFittingHeight)
        }
        if scrollContentHeight > 0 {
            writer.raw(",\"scrollContentHeight\":")
            writer.number(scrollContentHeight)
        }
        writer.raw("},\"events\":[")
        writer.raw(events.text)
        // The recorded ticks are the frames: the replay adds none after its first.
        writer.raw("]")
        writeResolvedDetents(into: &writer)
        writer.raw(",\"until\":0,\"fps\":60}")
        return writer.text
    }

    mutating func approximate(_ name: String) {
        approximations[name, default: 0] += 1
    }
}
