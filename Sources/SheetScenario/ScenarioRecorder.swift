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
/// The document is the playground's export format (see <doc:ScenarioFormat>): the container and
/// sheet the host had when recording began, then every event at its time since then. Display
/// ticks are recorded too and `until` is 0, so the replay's frames are the device's, one per event.
///
/// A few host events have no scenario form yet; each is written as its nearest equivalent or left
/// out, and counted in ``approximations`` by type: a measurement answer (`contentMeasured`) as the
/// engine's `contentFittingHeight`, `teardown` and an unanimated `dismiss` as `dismiss`, a
/// configuration as a `configure` (whose options the replay sends as a step of their own), a change
/// of options as a `configure` too, a cleared selection left out; a header
/// measurement, `contentInvalidated`, `scrollWillEndDragging` and the platform's dismissal
/// transition (which only times the app's did-dismiss) are left out, as is a scroll
/// view's inset or frame in the content, and a custom detent is written at the height it last
/// resolved to. A recording that needed none replays exactly.
public struct ScenarioRecorder: Sendable {
    /// The `container` object, once known (the first container event when the host had none).
    private var container: HostContainer?
    /// The container and keyboard now, as the host has them.
    private var currentContainer: HostContainer?
    private var keyboard = HostKeyboard.hidden
    /// The sheet as the document starts it.
    private let initialConfiguration: SheetConfiguration
    private let initialOptions: HostOptions
    private let contentFittingHeight: CGFloat
    private let scrollContentHeight: CGFloat
    /// The configuration and options now: an options change is written as a whole `configure`.
    var configuration: SheetConfiguration
    var options: HostOptions
    /// The last resolved value of each detent, for custom detents (their resolver isn't data).
    private var resolvedValues: [Detent.Identifier: CGFloat]
    private var startTime: Double?
    private var events = JSONWriter(capacity: 4_096)
    /// The number of events written.
    public private(set) var eventCount = 0
    /// The events written as an approximation or left out, by the host event's name.
    public private(set) var approximations: [String: Int] = [:]

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
        currentContainer = container
        initialConfiguration = configuration
        initialOptions = options
        self.configuration = configuration
        self.options = options
        contentFittingHeight = 0
        scrollContentHeight = 0
        resolvedValues = [:]
        self.startTime = startTime
    }

    /// A recorder starting from `host` as it is at `time`: its configuration, options, container,
    /// content, and its keyboard, scroll view and VoiceOver state as the first events. Start it
    /// while the sheet is dismissed: a presented sheet's motion is not part of the document.
    /// - Parameters:
    ///   - host: The host the binding runs, before it is handed the first recorded event.
    ///   - time: The time that becomes `t` = 0.
    public init(host: SheetHost, at time: Double) {
        let interaction = host.interaction
        container = host.container
        currentContainer = host.container
        initialConfiguration = interaction.configuration
        initialOptions = host.options
        configuration = interaction.configuration
        options = host.options
        contentFittingHeight = interaction.contentFittingHeight
        scrollContentHeight = interaction.scrollContentHeight
        resolvedValues = Dictionary(
            interaction.resolution.detents.map { ($0.identifier, $0.value) }, uniquingKeysWith: { a, _ in a })
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
            container = newContainer
            currentContainer = newContainer
            if newContainer.contentSizeCategory != HostContainer.iPhone.contentSizeCategory {
                approximate("contentSizeCategory")
            }
            return
        }
        let t = max(time - (startTime ?? time), 0)
        var entry = JSONWriter(capacity: 128)
        guard write(event, into: &entry) else { return }
        if eventCount > 0 { events.raw(",") }
        events.raw("{\"t\":")
        events.number(t)
        events.raw(",")
        events.raw(entry.text)
        events.raw("}")
        eventCount += 1
    }

    /// The scenario document, as JSON text.
    public func document() -> String {
        var copy = self
        return copy.makeDocument()
    }

    private mutating func makeDocument() -> String {
        var writer = JSONWriter(capacity: events.bytes.count + 1_024)
        writer.raw("{\"container\":")
        writeContainer(container ?? .iPhone, keyboard: nil, into: &writer)
        writer.raw(",\"sheet\":{")
        writeSheet(initialConfiguration, options: initialOptions, into: &writer)
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
        writer.raw("],\"until\":0,\"fps\":60}")
        return writer.text
    }

    mutating func approximate(_ name: String) {
        approximations[name, default: 0] += 1
    }

    // MARK: Events

    /// Writes the event's `"type"` and fields (without braces or `t`); false when it is left out.
    private mutating func write(_ event: HostEvent, into writer: inout JSONWriter) -> Bool {
        func type(_ name: StaticString) {
            writer.raw("\"type\":\"")
            writer.raw(name)
            writer.raw("\"")
        }
        func point(_ point: CGPoint) {
            writer.raw(",\"x\":")
            writer.number(point.x)
            writer.raw(",\"y\":")
            writer.number(point.y)
        }
        func value(_ value: Bool) {
            writer.raw(",\"value\":")
            writer.bool(value)
        }
        switch event {
        case .present: type("present")
        case .dismiss(let animated):
            if !animated { approximate("dismiss(animated: false)") }
            type("dismiss")
        case .teardown:
            approximate("teardown")
            type("dismiss")
        case .container(let newContainer):
            if let current = currentContainer,
                current.horizontalSizeClass != newContainer.horizontalSizeClass
                    || current.layoutDirection != newContainer.layoutDirection
                    || current.displayScale != newContainer.displayScale
                    || current.contentSizeCategory != newContainer.contentSizeCategory
            {
                approximate("container traits")
            }
            if let overlap = newContainer.keyboardOverlap {
                // A script's container, which replaces the keyboard with its own.
                keyboard = .docked(height: overlap, in: newContainer.size)
            } else if keyboard != .hidden {
                approximate("container with a keyboard")
            }
            currentContainer = newContainer
            currentContainer?.keyboardOverlap = nil
            type("container")
            writer.raw(",")
            writeContainerFields(newContainer, keyboard: newContainer.keyboardOverlap, into: &writer)
        case .keyboard(let keyboard):
            self.keyboard = keyboard
            type("keyboardFrame")
            writer.raw(",\"x\":")
            writer.number(keyboard.frame.minX)
            writer.raw(",\"y\":")
            writer.number(keyboard.frame.minY)
            writer.raw(",\"width\":")
            writer.number(keyboard.frame.width)
            writer.raw(",\"height\":")
            writer.number(keyboard.frame.height)
            if !keyboard.isDocked { writer.raw(",\"docked\":false") }
            if keyboard.animationDuration > 0 {
                writer.raw(",\"duration\":")
                writer.number(keyboard.animationDuration)
                writer.raw(",\"curve\":")
                writer.string(keyboard.animationCurve.rawValue)
            }
        case .reduceMotion(let on):
            type("reduceMotion")
            value(on)
        case .voiceOver(let on):
            type("voiceOver")
            value(on)
        case .contentMeasured(let height, _, _):
            approximate("contentMeasured")
            type("contentFittingHeight")
            writer.raw(",\"height\":")
            writer.number(max(height, 0))
        case .headerMeasured:
            approximate("headerMeasured")
            return false
        case .contentInvalidated:
            approximate("contentInvalidated")
            return false
        case .pointerDown(let location):
            type("pointerDown")
            point(location)
        case .pointerMoved(let location):
            type("pointerMove")
            point(location)
        case .pointerUp(let location, let velocity):
            type("pointerUp")
            point(location)
            if let velocity {
                writer.raw(",\"velocity\":")
                writer.number(velocity)
            }
        case .pointerCancelled: type("pointerCancel")
        case .tap(let location):
            type("tap")
            point(location)
        case .scroll(let geometry):
            type("scroll")
            if let geometry { writeScroll(geometry, into: &writer) }
        case .scrollWillEndDragging:
            approximate("scrollWillEndDragging")
            return false
        case .accessibility(let action):
            type("accessibility")
            writer.raw(",\"action\":")
            writer.string(action.rawValue)
        case .dismissalGuardAnswered(let allows):
            type("dismissalGuard")
            writer.raw(",\"allowsDismissal\":")
            writer.bool(allows)
        case .modalInPresentationChanged(let modal):
            type("modalInPresentation")
            value(modal)
        case .configure(let newConfiguration, let animated):
            // The reader sends a `configure`'s options before it (a step of their own, which refreshes
            // what the options decide): the same sheet, its frame's change mask and events split.
            approximate("configure")
            configuration = newConfiguration
            type("configure")
            writer.raw(",")
            // Without `selected` and `reduceMotion`: the host keeps its own selection (by identifier)
            // and Reduce Motion through a configuration, and the reader would send them as events.
            writeSheet(newConfiguration, options: options, inEvent: true, into: &writer)
            if !animated { writer.raw(",\"animated\":false") }
        case .set(let property, let animated):
            return writeSet(property, animated: animated, into: &writer)
        case .options(let newOptions):
            // The scenario's sheet keys carry the options, so they are written as a whole
            // configuration, which the replay sends again after them.
            approximate("options")
            options = newOptions
            type("configure")
            writer.raw(",")
            writeSheet(configuration, options: newOptions, inEvent: true, into: &writer)
            writer.raw(",\"animated\":false")
        case .select(let identifier, let animated):
            // The app's selection is the engine's `select`, except clearing it (nil).
            guard let identifier else {
                approximate("select(nil)")
                return false
            }
            type("select")
            writer.raw(",\"detent\":")
            writer.string(identifier.rawValue)
            writer.raw(",\"animated\":")
            writer.bool(animated)
        case .engine(let input):
            return write(input, into: &writer)
        case .tick: type("tick")
        case .dismissalTransitionWillBegin:
            // No scenario form yet: only when the app hears `dismissalDidEnd` depends on it.
            approximate("dismissalTransitionWillBegin")
            return false
        case .dismissalTransitionDidEnd:
            approximate("dismissalTransitionDidEnd")
            return false
        }
        return true
    }

    /// An engine input, in the engine's vocabulary.
    private mutating func write(_ input: SheetInput, into writer: inout JSONWriter) -> Bool {
        func type(_ name: StaticString) {
            writer.raw("\"type\":\"")
            writer.raw(name)
            writer.raw("\"")
        }
        switch input {
        case .present: type("present")
        case .dragBegan(let location):
            type("dragBegan")
            if location != .content {
                writer.raw(",\"location\":")
                writer.string(location.rawValue)
            }
        case .dragChanged(let translation, let horizontal):
            type("dragChanged")
            writer.raw(",\"translation\":")
            writer.number(translation)
            if let horizontal {
                writer.raw(",\"horizontal\":")
                writer.number(horizontal)
            }
        case .dragEnded(let velocity):
            type("dragEnded")
            if let velocity {
                writer.raw(",\"velocity\":")
                writer.number(velocity)
            }
        case .dragCancelled: type("dragCancelled")
        case .tick: type("tick")
        case .select(let identifier, let animated):
            type("select")
            writer.raw(",\"detent\":")
            writer.string(identifier.rawValue)
            if !animated { writer.raw(",\"animated\":false") }
        case .selectNextDetent: type("selectNextDetent")
        case .selectPreviousDetent: type("selectPreviousDetent")
        case .containerChanged(let sheetContainer):
            // As the host takes it: the traits it doesn't carry are the container's now.
            let host = HostContainer(sheetContainer, traits: currentContainer)
            currentContainer = host
            keyboard = .docked(height: sheetContainer.keyboardHeight, in: sheetContainer.size)
            type("container")
            writer.raw(",")
            writeContainerFields(host, keyboard: sheetContainer.keyboardHeight, into: &writer)
        case .keyboardChanged(let height):
            keyboard =
                height > 0 ? HostKeyboard(frame: CGRect(x: 0, y: 0, width: 1, height: height)) : .hidden
            type("keyboard")
            writer.raw(",\"height\":")
            writer.number(max(height, 0))
        case .detentsChanged(let detents):
            configuration.detents = detents
            type("detents")
            writer.raw(",\"detents\":")
            writeDetents(detents, into: &writer)
        case .contentFittingHeightChanged(let height):
            type("contentFittingHeight")
            writer.raw(",\"height\":")
            writer.number(max(height, 0))
        case .scrollContentChanged(let contentHeight, let offset):
            type("scrollContent")
            writer.raw(",\"contentHeight\":")
            writer.number(max(contentHeight, 0))
            writer.raw(",\"offset\":")
            writer.number(max(offset, 0))
        case .tapDimmed: type("tapDimmed")
        case .closeButton: type("closeButton")
        case .dismiss: type("dismiss")
        case .modalInPresentationChanged(let modal):
            type("modalInPresentation")
            writer.raw(",\"value\":")
            writer.bool(modal)
        }
        return true
    }

    private mutating func writeScroll(_ geometry: HostScrollGeometry, into writer: inout JSONWriter) {
        if geometry.topInset != 0 || geometry.bottomInset != 0 || geometry.frameInContent != nil {
            approximate("scroll insets or frame")
        }
        writer.raw(",\"offset\":")
        writer.number(geometry.offset)
        writer.raw(",\"contentHeight\":")
        writer.number(max(geometry.contentHeight, 0))
        writer.raw(",\"viewportHeight\":")
        writer.number(max(geometry.viewportHeight, 0))
        if geometry.isTracking { writer.raw(",\"tracking\":true") }
        if geometry.isDecelerating { writer.raw(",\"decelerating\":true") }
    }

    // MARK: Container and sheet

    private func writeContainer(_ container: HostContainer, keyboard: CGFloat?, into writer: inout JSONWriter)
    {
        writer.raw("{")
        writeContainerFields(container, keyboard: keyboard, into: &writer)
        writer.raw("}")
    }

    /// The keys of a `container` object (the scenario's, or a `container` event's).
    private func writeContainerFields(
        _ container: HostContainer, keyboard: CGFloat?, into writer: inout JSONWriter
    ) {
        let isRTL = container.layoutDirection == .rightToLeft
        let safeArea = container.safeArea
        writer.raw("\"width\":")
        writer.number(max(container.size.width, 1))
        writer.raw(",\"height\":")
        writer.number(max(container.size.height, 1))
        writer.raw(",\"safeArea\":{\"top\":")
        writer.number(max(safeArea.top, 0))
        writer.raw(",\"bottom\":")
        writer.number(max(safeArea.bottom, 0))
        writer.raw(",\"leading\":")
        writer.number(max(isRTL ? safeArea.right : safeArea.left, 0))
        writer.raw(",\"trailing\":")
        writer.number(max(isRTL ? safeArea.left : safeArea.right, 0))
        writer.raw("}")
        if let keyboard, keyboard > 0 {
            writer.raw(",\"keyboard\":")
            writer.number(min(keyboard, container.size.height))
        }
        writer.raw(",\"horizontalSizeClass\":")
        writer.string(container.horizontalSizeClass.rawValue)
        writer.raw(",\"verticalSizeClass\":")
        writer.string(container.verticalSizeClass.rawValue)
        writer.raw(",\"layoutDirection\":")
        writer.string(container.layoutDirection.rawValue)
        if container.displayScale >= 1, container.displayScale <= 3 {
            writer.raw(",\"displayScale\":")
            writer.number(container.displayScale)
        }
    }

    /// The keys of a `sheet` object (the scenario's, or a `configure` event's), without braces.
    /// Options at their defaults are left out, so a document without them reads everywhere.
    private mutating func writeSheet(
        _ configuration: SheetConfiguration, options: HostOptions, inEvent: Bool = false,
        into writer: inout JSONWriter
    ) {
        writer.raw("\"detents\":")
        writeDetents(configuration.detents, into: &writer)
        let identifiers = Set(configuration.detents.map(\.identifier))
        if !inEvent, let selected = configuration.selectedDetentIdentifier, identifiers.contains(selected) {
            writer.raw(",\"selected\":")
            writer.string(selected.rawValue)
        }
        if let undimmed = configuration.largestUndimmedDetentIdentifier, identifiers.contains(undimmed) {
            writer.raw(",\"largestUndimmed\":")
            writer.string(undimmed.rawValue)
        }
        writer.raw(",\"dismissible\":")
        writer.bool(configuration.isDismissible)
        if configuration.isFloating { writer.raw(",\"floating\":true") }
        writer.raw(",\"modalInPresentation\":")
        writer.bool(configuration.isModalInPresentation)
        writer.raw(",\"usesBottomSafeArea\":")
        writer.bool(configuration.usesBottomSafeArea)
        writer.raw(",\"prefersScrollingExpandsWhenScrolledToEdge\":")
        writer.bool(configuration.prefersScrollingExpandsWhenScrolledToEdge)
        writer.raw(",\"prefersGrabberVisible\":")
        writer.bool(configuration.style.prefersGrabberVisible)
        if configuration.scrollViewBouncesAtTop { writer.raw(",\"scrollViewBouncesAtTop\":true") }
        if let header = configuration.style.header {
            if header.height != SheetStyle.headerHeight { approximate("header height") }
            writer.raw(",\"header\":{\"title\":")
            writer.string(header.title)
            writer.raw(",\"closeButton\":")
            writer.bool(header.showsCloseButton)
            writer.raw("}")
        }
        writer.raw(",\"style\":")
        writer.string(configuration.style.background.rawValue)
        if let radius = configuration.style.preferredCornerRadius, radius.isFinite, radius >= 0 {
            writer.raw(",\"cornerRadius\":")
            writer.number(radius)
        }
        writer.raw(",\"maximumDimAlpha\":")
        writer.number(min(max(configuration.dimming.maximumAlpha, 0), 1))
        if !inEvent, configuration.behavior.reducesMotion { writer.raw(",\"reduceMotion\":true") }
        let defaults = HostOptions()
        if options.prefersEdgeAttachedInCompactHeight {
            writer.raw(",\"prefersEdgeAttachedInCompactHeight\":true")
        }
        if options.widthFollowsPreferredContentSizeWhenEdgeAttached {
            writer.raw(",\"widthFollowsPreferredContentSizeWhenEdgeAttached\":true")
        }
        if options.preferredContentWidth != defaults.preferredContentWidth {
            writer.raw(",\"preferredContentWidth\":")
            writer.number(max(options.preferredContentWidth, 0))
        }
        if options.regularWidthPlacement != defaults.regularWidthPlacement {
            writer.raw(",\"regularWidthPlacement\":")
            writer.string(options.regularWidthPlacement.rawValue)
        }
        if options.regularWidth != defaults.regularWidth {
            writer.raw(",\"regularWidth\":")
            writer.number(max(options.regularWidth, 0))
        }
        if options.regularWidthMargin != defaults.regularWidthMargin {
            writer.raw(",\"regularWidthMargin\":")
            writer.number(options.regularWidthMargin.isFinite ? max(options.regularWidthMargin, 0) : 0)
        }
    }

    /// A detent list. A detent's kind isn't data, so it is read from its values: two probes tell a
    /// fixed height from a fraction of the maximum from the content's fitting height, each as exact
    /// as the detent itself; a custom detent is written at the height it last resolved to.
    mutating func writeDetents(_ detents: [Detent], into writer: inout JSONWriter) {
        writer.raw("[")
        for (index, detent) in detents.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{\"id\":")
            writer.string(detent.identifier.rawValue)
            switch Self.kind(of: detent) {
            case .medium, .large: break
            case .fitting: writer.raw(",\"fitting\":true")
            case .fraction(let fraction):
                writer.raw(",\"fraction\":")
                writer.number(fraction)
            case .height(let height):
                writer.raw(",\"height\":")
                writer.number(height)
            case .custom:
                approximate("custom detent")
                writer.raw(",\"height\":")
                writer.number(max(resolvedValues[detent.identifier] ?? 1, 1))
            }
            writer.raw("}")
        }
        writer.raw("]")
    }

    /// What a detent is, as its values show it.
    enum DetentKind: Equatable {
        case medium, large, fitting, custom
        case fraction(CGFloat)
        case height(CGFloat)
    }

    /// The probes use maxima of 1 and 2 and content of 0.25 and 0.75: products and sums of these
    /// are exact, so the fraction or height read back is the detent's own.
    static func kind(of detent: Detent) -> DetentKind {
        func value(maximum: CGFloat, content: CGFloat, compact: Bool = false) -> CGFloat? {
            detent.value(
                in: Detent.ResolutionContext(
                    maximumDetentValue: maximum,
                    container: SheetContainer(
                        size: CGSize(width: 400, height: 900), isCompactHeight: compact),
                    contentFittingHeight: content, chromeHeight: 0))
        }
        let one = value(maximum: 1, content: 0.25)
        let two = value(maximum: 2, content: 0.75)
        if detent.identifier == .medium, one == 0.5, two == 1,
            value(maximum: 1, content: 0.25, compact: true) == nil
        {
            return .medium
        }
        if detent.identifier == .large, one == 1, two == 2 { return .large }
        guard let one, let two else { return .custom }
        if detent.dependsOnContentHeight {
            return one == 0.25 && two == 0.75 ? .fitting : .custom
        }
        if one == two, one > 0 { return .height(one) }
        if one > 0, one <= 1, two == 2 * one { return .fraction(one) }
        return .custom
    }
}
