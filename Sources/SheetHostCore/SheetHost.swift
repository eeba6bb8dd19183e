import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything between a platform and the sheet engine, as a value: raw platform events in
/// (pointer, scroll, keyboard, container, accessibility, lifecycle), one ``HostFrame`` with every
/// view property out.
///
/// A binding (UIKit, SwiftUI, the browser playground) maps its callbacks to ``HostEvent``s and the
/// frames to its views, and decides nothing: whether a touch is on the list or on the sheet, how far
/// the keyboard overlaps, when the list is pinned, when to measure, what the grabber says — each is
/// decided here once, and tested on any OS. What must happen outside (measure at a width, ask the
/// dismissal guard, complete the platform's transition) comes back as data in
/// ``HostFrame/effects``, which the binding carries out and answers with events.
///
/// Pure queries answer what a platform asks inside its own callbacks: ``hitTarget(at:)``,
/// ``shouldBeginPan(at:velocity:)``, ``recognizesSimultaneouslyWithScrollView``,
/// ``decelerationTarget(proposedOffset:)``.
public struct SheetHost: Sendable {
    /// The engine this host drives.
    public internal(set) var interaction: SheetInteraction
    /// The last container received; nil before the first.
    public internal(set) var container: HostContainer? {
        didSet { geometryRevision &+= 1 }
    }
    /// The last keyboard received.
    public internal(set) var keyboard = HostKeyboard.hidden
    /// The layout options the frames are laid out with.
    public internal(set) var options: HostOptions {
        get { assigned.options }
        set { assigned.options = newValue }
    }
    /// The tracked scroll view's last geometry; nil when none is tracked.
    public internal(set) var scroll: HostScrollGeometry?
    /// Whether VoiceOver is running.
    public internal(set) var isVoiceOverRunning = false

    /// The finger being followed, from its down to its up.
    var pointer: PointerTrack?
    /// A `present` waiting for the first usable container, and whether it is animated.
    var wantsPresent = false
    var presentsAnimated = true
    /// Every property as the app set it, in the places ``SheetPropertyTable`` names (identifiers
    /// that name no detent included); the engine runs ``engineConfiguration()``, made from them.
    var assigned: SheetPropertyValues {
        didSet { geometryRevision &+= 1 }
    }
    /// The sheet's properties exactly as the app set them (part of ``assigned``).
    var appConfiguration: SheetConfiguration {
        get { assigned.configuration }
        set { assigned.configuration = newValue }
    }
    /// The assignments made at the current instant, resolved together.
    var propertyBatch: PropertyBatch?
    /// The properties assigned (``HostEvent/set(_:animated:)``) since the last layout.
    var pendingAssignments: [PendingAssignment] = []
    /// The dismissal guard's answers, each for its own gesture.
    var dismissalGuard = DismissalGuardAnswers()
    var measurements = PendingMeasurements()
    /// The phase of the last frame, for lifecycle events.
    var lastPhase = HostPhase.dismissed
    /// Whether `willDismiss` was reported for the current presentation.
    var reportedWillDismiss = false
    /// Whether the last frame's events left ``isDismissingInteractively`` true.
    var reportedInteractiveDismissal = false
    /// Who started the current presentation's dismissal, from its `willDismiss` to its `didDismiss`.
    var dismissalCause: HostCause?
    /// The platform's side of the current presentation's dismissal.
    var platformDismissal = PlatformDismissal()
    /// Whether ``HostEffects/completesPresentation`` was set for the current presentation.
    var completedPresentation = false
    /// What the change mask compares of the last frame, once there is one.
    var lastSignature = FrameSignature.initial
    var hasFrameHistory = false
    /// Counts changes of the texts VoiceOver is given (new options, a new grabber value), so the
    /// change mask compares a number rather than the strings.
    var textsRevision = 0
    /// The presenting view's recession when the keyboard last started to move.
    var presenterKeyboardStart: CGFloat?
    /// The grabber's spoken value for the detent, value and largest possible value it was made for.
    var grabberValueCache = GrabberValueCache()
    /// What the frame's rects and the presenter's recession are made of, kept between frames.
    var frameGeometry = FrameGeometry()
    /// Counts changes of the host's own inputs to ``frameGeometry`` (the container, the options) and
    /// replacements of the engine, whose own revision starts again.
    var geometryRevision = 0

    /// The distance a finger may move and still make a tap; leaving it decides the finger's axis
    /// (`PanAxis`).
    public static let tapSlop: CGFloat = 10

    /// Creates a host for a dismissed sheet; send a ``HostEvent/container(_:)`` and
    /// ``HostEvent/present`` to show it.
    /// - Throws: `SheetError` when the configuration is invalid.
    ///
    /// A selected or undimmed identifier that names none of the detents is kept, as UIKit keeps what
    /// was assigned, and takes effect once a detent with it arrives.
    /// - Throws: `SheetError` when the configuration is invalid.
    public init(configuration: SheetConfiguration, options: HostOptions = HostOptions()) throws {
        assigned = SheetPropertyValues(configuration: configuration, options: options)
        interaction = try SheetInteraction(
            configuration: Self.engineConfiguration(configuration), container: SheetContainer(size: .zero))
        if let selected = configuration.selectedDetentIdentifier, interaction.selectedDetentIdentifier == nil
        {
            // Kept until a detent names it.
            interaction.apply(.select(selected, animated: false), at: 0)
        }
    }

    /// Creates a host for a dismissed sheet from whatever the app configured: the configuration is
    /// made valid by `SheetConfiguration.repaired()`'s documented rules (an unusable
    /// detent list becomes `[.medium, .large]`, …), and what was wrong is kept in
    /// ``configurationErrors`` for the binding to log. Nothing is silently replaced. A selected or
    /// undimmed identifier that names no detent is not wrong: it is kept until a detent names it.
    public init(repairing configuration: SheetConfiguration, options: HostOptions = HostOptions()) {
        var repaired = configuration.repaired()
        repaired.configuration.selectedDetentIdentifier = configuration.selectedDetentIdentifier
        repaired.configuration.largestUndimmedDetentIdentifier = configuration.largestUndimmedDetentIdentifier
        // A repaired configuration is valid once its identifiers are resolved, and so is the zero
        // container: this cannot throw.
        try! self.init(configuration: repaired.configuration, options: options)
        configurationErrors = repaired.errors.filter { !$0.isUnknownIdentifier }
    }

    /// What was wrong with the configuration the host was created with (see
    /// ``init(repairing:options:)``) or last refused (a ``HostEvent/configure(_:animated:)`` whose
    /// configuration is invalid changes nothing and is reported here); empty when all was valid.
    public internal(set) var configurationErrors: [SheetError] = []

    /// Applies one event at `time` (seconds, monotonic) and returns the frame after it.
    @discardableResult
    public mutating func handle(_ event: HostEvent, at time: Double) -> HostFrame {
        var step = Step(cause: event.cause)
        let renderTime = process(event, at: time, &step)
        return makeFrame(&step, renderTime: renderTime)
    }

    /// Applies one event at `time` within `step`; returns the time the frame is drawn for, when
    /// later than the event's (a tick's render time). Apart from `handle`, which stays small enough
    /// for the frame to be built inside it.
    mutating func process(_ event: HostEvent, at time: Double, _ step: inout Step) -> Double? {
        let time = time.isNaN ? interaction.time : max(time, interaction.time)
        // Only assignments at one instant, with nothing between them, are resolved together.
        if !event.isAssignment { propertyBatch = nil }
        var renderTime: Double?
        if time > interaction.time {
            // Time moves for every event, even one the engine never sees (a move with no finger
            // down, a scroll at rest): the frame, the hit test and the scroll mapping all read the
            // sheet as it is now, whatever happens to reach the engine.
            step.collect(interaction.apply(.tick, at: time), cause: .system)
        }
        if case .set(let property, let animated) = event {
            store(property, animated: animated)
            return nil
        }
        if !pendingAssignments.isEmpty { layOutPendingAssignments(at: time, &step) }
        switch event {
        case .present(let animated): requestPresent(animated: animated, at: time, &step)
        case .dismiss(let animated): dismiss(animated: animated, at: time, &step)
        case .teardown: resetToDismissed()
        case .container(let container): changeContainer(container, at: time, &step)
        case .keyboard(let keyboard): changeKeyboard(keyboard, at: time, &step)
        case .reduceMotion(let reduces): setReduceMotion(reduces, at: time, &step)
        case .voiceOver(let running): isVoiceOverRunning = running
        case .contentMeasured(let height, let width, let request):
            contentMeasured(height: height, width: width, request: request, at: time, &step)
        case .headerMeasured(let height, let request):
            headerMeasured(height: height, request: request, at: time, &step)
        case .contentInvalidated: requestContentMeasurement(force: true, &step)
        case .pointerDown(let point): pointerDown(point, at: time, &step)
        case .pointerMoved(let point): pointerMoved(point, at: time, &step)
        case .pointerUp(let point, let velocity): pointerUp(point, velocity: velocity, at: time, &step)
        case .pointerCancelled: pointerCancelled(at: time, &step)
        case .tap(let point): tap(point, at: time, &step)
        case .scroll(let geometry): changeScroll(geometry, at: time, &step)
        case .scrollWillEndDragging(_, let target):
            step.decelerationTarget = decelerationTarget(proposedOffset: target)
        case .accessibility(.escape):
            // An escape is a gesture of its own (unless a finger is down): it acts on the answer
            // given just before it.
            let ownGesture = !isGestureInProgress
            if ownGesture { beginGesture(at: time, &step) }
            perform(.escape, at: time, &step)
            if ownGesture { endGesture(at: time, &step) }
        case .accessibility(let action): perform(action, at: time, &step)
        case .dismissalGuardAnswered(let allows): answerDismissalGuard(allows, at: time, &step)
        case .modalInPresentationChanged(let modal):
            assign(.property(.isModalInPresentation(modal)), animated: false, at: time, &step)
        case .set: break  // stored above, laid out with the next event
        case .configure(let configuration, let animated):
            assign(.configuration(configuration), animated: animated, at: time, &step)
        case .options(let options): assign(.options(options), animated: false, at: time, &step)
        case .select(let identifier, let animated):
            assign(.property(.selectedDetentIdentifier(identifier)), animated: animated, at: time, &step)
        case .detentsChanged(let detents):
            engine(.detentsChanged(detents), at: time, &step)
            // The app's stored list follows, so a later assignment resolves against it.
            appConfiguration.detents = interaction.configuration.detents
        case .contentFittingHeightChanged(let height):
            engine(.contentFittingHeightChanged(height), at: time, &step)
        case .scrollContentChanged(let height, let offset):
            engine(.scrollContentChanged(contentHeight: height, offset: offset), at: time, &step)
        case .dragBegan, .dragChanged, .dragEnded, .dragCancelled, .selectNextDetent, .selectPreviousDetent,
            .tapDimmed, .closeButton:
            scripted(event, at: time, &step)
        case .tick(let render):
            engine(.tick, at: time, &step)
            if let render, render > time { renderTime = render }
        case .dismissalTransitionWillBegin:
            platformDismissal.began = true
            // The sheet is gone already (its slide ended before the platform's transition began):
            // that transition completes at once.
            if lastPhase == .dismissed, HostPhase(interaction.state) == .dismissed {
                step.effects.completesDismissal = true
            }
        case .dismissalTransitionDidEnd:
            platformDismissal.began = true
            platformDismissal.ended = true
        }
        return renderTime
    }

    /// As UIKit's `selectedDetentIdentifier`: the detent the app or the person last chose, nil
    /// until one is (the smallest detent by height shows). Kept by identifier through rotations,
    /// the keyboard and re-configurations, even while the sheet rests at a stand-in because the
    /// chosen detent is inactive (`.medium` in compact height); a binding reads it here and keeps
    /// no copy of its own. The detent the sheet rests at now is the frame's
    /// `sheet.restingDetentIdentifier`.
    public var selectedDetentIdentifier: Detent.Identifier? {
        pendingSelection ?? interaction.selectedDetentIdentifier
    }

    /// The frame of the current state, with no events.
    public var frame: HostFrame {
        var copy = self
        var step = Step(cause: .system)
        return copy.makeFrame(&step, renderTime: nil, updatesHistory: false)
    }

    /// The sheet's properties as the app last set them, through ``HostEvent/configure(_:animated:)``
    /// and ``HostEvent/set(_:animated:)``: an identifier that names no detent is kept as assigned.
    /// Its `selectedDetentIdentifier` is ``selectedDetentIdentifier`` (the person's choice too).
    public var configuration: SheetConfiguration {
        var configuration = assignedProperties.configuration
        configuration.selectedDetentIdentifier = selectedDetentIdentifier
        return configuration
    }
}
