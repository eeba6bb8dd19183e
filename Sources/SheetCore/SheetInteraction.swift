import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The sheet's behaviour as a value: it takes timestamped inputs and returns a ``SheetFrame``.
///
/// Its inputs are the package's own: an app and a binding drive it through SheetHostCore's
/// `SheetHost`, whose host events are the one vocabulary (a test of this package may feed it
/// directly).
///
/// Nothing here reads a clock or touches a view, so the same script of events always gives the same
/// frames, in a test, in the `sheetkit simulate` command and behind a `UIPanGestureRecognizer`.
///
/// Robustness, by design rather than by luck:
/// - NaN inputs count as 0; infinite and huge ones clamp to ``sheetMaximumMagnitude`` (velocities to
///   ``SheetBehavior/maximumVelocity``).
/// - A time earlier than the last one counts as the last one: time never runs backwards.
/// - `dragChanged` without `dragBegan` begins a drag there (no jump); a second `dragEnded` is ignored.
/// - A selected detent that becomes inactive or is removed gives way to the nearest active one; a
///   container too small for any detent clamps them all to its maximum (possibly 0).
/// - Every animation ends within ``SheetBehavior/maximumAnimationDuration``.
public struct SheetInteraction: Sendable {
    /// The configuration, validated at init.
    public internal(set) var configuration: SheetConfiguration {
        didSet { layoutRevision &+= 1 }
    }
    /// The current container, sanitized.
    public internal(set) var container: SheetContainer {
        didSet { layoutRevision &+= 1 }
    }
    /// The active detents in the current container.
    public internal(set) var resolution: DetentResolution {
        didSet { layoutRevision &+= 1 }
    }
    /// Counts changes of the configuration, the container, the resolved detents and the selected
    /// detent: what the host core derives a frame's layout and texts from besides the height. While
    /// it stays the same the host reuses what it derived (a drag changes none of them).
    package private(set) var layoutRevision = 0
    public internal(set) var state: SheetState = .dismissed
    /// The time of the last step.
    public internal(set) var time: Double = 0
    /// The sheet's frame height now.
    public internal(set) var height: CGFloat = 0
    /// The height's rate of change, points per second, positive when growing.
    public internal(set) var velocity: CGFloat = 0
    /// The detent the sheet rests at or is heading to now: ``selectedDetentIdentifier`` while it is
    /// active, else a stand-in (the detent nearest the sheet's height).
    public internal(set) var restingDetentIdentifier: Detent.Identifier {
        didSet { layoutRevision &+= 1 }
    }
    /// The detent the app or the person last chose, as UIKit's `selectedDetentIdentifier` reads:
    /// nil until one is chosen (the smallest detent by height shows). Container, keyboard and
    /// content changes never change it: when it is inactive there (`.medium` in compact height)
    /// the sheet rests at a stand-in (``restingDetentIdentifier``, the detent nearest its height),
    /// and comes back to it as soon as it is active again.
    public internal(set) var selectedDetentIdentifier: Detent.Identifier?
    /// The inner scroll view's offset as the hand-off left it.
    public internal(set) var contentOffset: CGFloat = 0
    /// Whether the scroll view's offset is pinned at ``contentOffset`` (the sheet is taking the
    /// drag, or settling after it did); false while the content scrolls by its own pan and
    /// deceleration. See ``SheetFrame/isContentOffsetLocked``.
    public internal(set) var contentOffsetLocked = false
    /// The inner scroll view's content height; 0 when there is none.
    public internal(set) var scrollContentHeight: CGFloat = 0
    /// The height the content needs, for `.fitting` detents.
    public internal(set) var contentFittingHeight: CGFloat

    var animation: Animation? {
        // Kept as a flag too: every frame asks, and testing the optional copies the whole animation.
        didSet { isAnimating = animation != nil }
    }
    /// Whether an animation (a spring, a presentation, a dismissal) is running.
    package private(set) var isAnimating = false
    /// The keyboard's transition in progress, or nil: the container's keyboard overlap follows it.
    var keyboardRamp: KeyboardRamp? {
        didSet { isFollowingKeyboard = keyboardRamp != nil }
    }
    /// Whether the sheet's bottom edge is following the keyboard's animated top.
    public private(set) var isFollowingKeyboard = false
    var drag: Drag?
    /// A pan that locked horizontally: its remaining changes and its end are not the sheet's.
    var ignoresCurrentDrag = false
    /// What happened during the step in progress.
    var pendingEvents = SheetEvents.none
    /// Everything that happened since the last `takeEvents()`.
    var unreadEvents = SheetEvents.none

    /// Creates a dismissed sheet; `handle(.present, at:)` shows it.
    /// - Throws: ``SheetError`` when the configuration or container is invalid.
    package init(
        configuration: SheetConfiguration, container: SheetContainer, contentFittingHeight: CGFloat = 0
    ) throws {
        try configuration.validate()
        try container.validate()
        guard contentFittingHeight.isValidSize else {
            throw SheetError.invalidSize(field: "contentFittingHeight", value: contentFittingHeight)
        }
        self.configuration = configuration
        self.container = container.sanitized
        self.contentFittingHeight = contentFittingHeight
        self.resolution = configuration.resolveDetents(
            in: container, contentFittingHeight: contentFittingHeight)
        self.restingDetentIdentifier =
            configuration.selectedDetentIdentifier ?? configuration.detents[0].identifier
        if configuration.selectedDetentIdentifier == nil {
            restingDetentIdentifier = resolution.smallest.identifier
        }
        selectedDetentIdentifier = configuration.selectedDetentIdentifier
    }

    /// As UIKit's `isModalInPresentation`; may change at any time (when input becomes unsaved).
    public package(set) var isModalInPresentation: Bool {
        get { configuration.isModalInPresentation }
        set { configuration.isModalInPresentation = newValue }
    }

    var geometry: SheetGeometry { resolution.geometry }
    var behavior: SheetBehavior { configuration.behavior }

    /// Applies one event at `time` (seconds) and returns the frame after it.
    ///
    /// Animations first advance to `time`; then the event acts.
    @discardableResult
    package mutating func handle(_ input: SheetInput, at time: Double) -> SheetFrame {
        apply(input, at: time)
        return frame
    }

    /// Applies one event at `time` and returns only what happened: `handle(_:at:)` without
    /// building a frame, for a caller that builds its own once per step (the host core).
    @discardableResult
    package mutating func apply(_ input: SheetInput, at time: Double) -> SheetEvents {
        pendingEvents = .none
        advance(to: time.isNaN ? self.time : max(time, self.time))
        switch input {
        case .present: present()
        case .dragBegan(let location): beginDrag(at: location)
        case .dragChanged(let translation, let horizontal):
            changeDrag(translation: translation, horizontal: horizontal)
        case .dragEnded(let velocity): endDrag(velocity: velocity)
        case .dragCancelled: cancelDrag()
        case .tick: cancelSilentDrag()
        case .select(let identifier, let animated): select(identifier, animated: animated)
        case .selectNextDetent: selectAdjacentDetent(larger: true)
        case .selectPreviousDetent: selectAdjacentDetent(larger: false)
        case .containerChanged(let container): changeContainer(container)
        case .keyboardChanged(let height): changeKeyboard(height: height)
        case .contentFittingHeightChanged(let height): changeContentFittingHeight(height)
        case .detentsChanged(let detents): changeDetents(detents)
        case .scrollContentChanged(let contentHeight, let offset):
            changeScrollContent(height: contentHeight, offset: offset)
        case .tapDimmed: tapDimmed()
        case .closeButton: attemptDismissal()
        case .dismiss: dismiss(velocity: velocity)
        case .modalInPresentationChanged(let isModal): changeModal(isModal)
        }
        // A taller viewport shows more of the content: the offset can't stay past its new end.
        contentOffset = min(contentOffset, maximumContentOffset)
        unreadEvents.merge(pendingEvents)
        return pendingEvents
    }

    /// The events of every step since the last call, merged, and forgets them.
    ///
    /// A front end that handles several inputs and a tick within one display frame but applies only
    /// the last frame reads its delegate callbacks here, so none is lost.
    package mutating func takeEvents() -> SheetEvents {
        defer { unreadEvents = .none }
        return unreadEvents
    }

    /// Where releasing the drag now at `velocity` (the finger's, negative upwards) would take the
    /// sheet — a detent or a dismissal (which the guard may still refuse) — or nil when no drag is
    /// in progress. For a haptic or a hint before the finger lifts.
    package func releasePreview(velocity: CGFloat) -> ReleaseDecision? {
        guard state == .dragging, let drag else { return nil }
        let limit = behavior.maximumVelocity
        let context = ReleaseDecision.Context(
            height: height, velocity: -min(max(velocity.sanitized(), -limit), limit), resolution: resolution,
            allowsDismissal: configuration.isDismissibleByPerson,
            beganOnSmallestDetent: drag.beganOnSmallestDetent,
            fingerHeight: drag.rawHeight)
        return ReleaseDecision.decide(context, behavior: behavior)
    }

    /// Advances time alone: `handle(.tick, at: time)`.
    @discardableResult
    @_spi(Benchmarks) public mutating func tick(_ time: Double) -> SheetFrame { handle(.tick, at: time) }

    /// The frame of the current state, with the events of the last step.
    public var frame: SheetFrame { frame(events: pendingEvents) }

    /// The frame of the current state carrying `events` (a caller's merge of several steps').
    package func frame(events: SheetEvents) -> SheetFrame {
        let isDismissed = state == .dismissed
        return SheetFrame(
            time: time, state: state, height: height, velocity: velocity, isAnimating: isAnimating,
            top: geometry.topEdge(forFrameHeight: height),
            bottom: geometry.bottomEdge,
            dimAlpha: isDismissed ? 0 : configuration.dimAlpha(forFrameHeight: height, in: resolution),
            isBackgroundInteractive: isDismissed
                || configuration.isBackgroundInteractive(forFrameHeight: height, in: resolution),
            restingDetentIdentifier: isDismissed ? nil : restingDetentIdentifier,
            cornerRadius: configuration.style.cornerRadius, contentOffset: contentOffset,
            isContentOffsetLocked: contentOffsetLocked,
            events: events)
    }

    /// ``frame(events:)`` for a caller holding the engine in a variable (the host core): `mutating`
    /// only so the engine is passed by reference, where a non-mutating call first copies all of it.
    package mutating func currentFrame(events: SheetEvents) -> SheetFrame { frame(events: events) }

    /// The content's largest offset at the current height: what its viewport (the sheet less its
    /// chrome and bottom inset) can't show.
    var maximumContentOffset: CGFloat {
        let viewport = max(height - configuration.style.chromeHeight - geometry.bottomInset, 0)
        return max(scrollContentHeight - viewport, 0)
    }

    /// The height the running animation is heading for (0 for a dismissal), or nil when none runs.
    public var currentTargetHeight: CGFloat? { animation?.target }

    /// The resting detent as resolved now.
    var restingDetent: ResolvedDetent { resolution.detent(restingDetentIdentifier) ?? resolution.smallest }

    /// Makes `detent` the resting one, reporting the change. An implicit move (a release, a
    /// container change) onto a detent merged with the resting one keeps its identifier;
    /// an explicit one (`select`) always takes the identifier it names.
    mutating func setResting(_ detent: ResolvedDetent, explicitly: Bool = false) {
        if !explicitly, let current = resolution.detent(restingDetentIdentifier),
            current.value == detent.value
        {
            return
        }
        guard detent.identifier != restingDetentIdentifier else { return }
        restingDetentIdentifier = detent.identifier
        if state != .dismissed { pendingEvents.selectedDetentChanged = detent.identifier }
    }

    /// The invariants every step must keep that are broken now, by name; empty when all hold.
    /// Property tests assert it after every step; it never traps.
    package var invariantViolations: [String] {
        let checks: [(holds: Bool, name: String)] = [
            (height.isFinite && velocity.isFinite && contentOffset.isFinite, "non-finite motion"),
            (height >= 0 && height <= geometry.maximumFrameHeight + 1e-9, "sheet outside its container"),
            ((animation != nil) == [.presenting, .settling, .dismissing].contains(state), "animation/state"),
            ((drag != nil) == (state == .dragging), "drag/state"),
            (state != .dismissed || height == 0, "dismissed sheet has height"),
            (contentOffset >= 0, "negative content offset"),
            (contentOffset <= maximumContentOffset + 1e-9, "content offset past its end"),
            (!resolution.detents.isEmpty, "no detents"),
        ]
        return checks.filter { !$0.holds }.map(\.name)
    }

    /// A debug check of `invariantViolations`: asserts in debug builds, does nothing in release
    /// builds (where `assert` compiles away), so it can be left in an app's code.
    package func checkInvariants() {
        assert(invariantViolations.isEmpty, "SheetInteraction invariants broken: \(invariantViolations)")
    }
}
