import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The state of one pan, from `dragBegan` to `dragEnded`.
struct Drag: Sendable {
    var location: DragLocation
    /// Where the finger would put the sheet without rubber-banding.
    var rawHeight: CGFloat
    /// The cumulative translation of the last change.
    var lastTranslation: CGFloat
    /// The translation when the drag began (non-zero only for a drag begun by its first change).
    var origin: (x: CGFloat, y: CGFloat)
    /// False until a drag that reports a horizontal component has moved far enough to lock its axis.
    var isAxisLocked: Bool
    var beganOnSmallestDetent: Bool
    /// Whether this drag may dismiss: the guard's answer, kept up to date with the modal flag, which
    /// may change until the release (a host feeds the app's answer whenever it arrives).
    var allowsDismissal: Bool
    /// How much the band's offset is stretched for this drag: 1, unless the drag caught the sheet
    /// deeper in the band than ``SheetInteraction/bandCatchLimit`` (a spring's overshoot), where
    /// the exact inverse would need a huge finger overshoot and the sheet would barely follow.
    var bandScale: CGFloat = 1
    /// The finger's translations, for a release that gives no velocity.
    var finger = VelocityTracker()
    /// The sheet's heights, for the frame's velocity while it follows the finger.
    var sheet = VelocityTracker()
    /// The time of the drag's last input, for ``SheetBehavior/dragSilenceTimeout``.
    var lastInputTime: Double = 0

    /// Re-anchors the velocity history after a re-layout (keyboard, container, detents) moved the
    /// sheet's height by `heightShift` without any motion, so the velocity stays continuous. The
    /// finger's translations are the gesture's own and don't move with the layout.
    mutating func reanchor(heightShift: CGFloat) {
        sheet.shift(by: heightShift)
    }
}

extension SheetInteraction {
    /// Whether the dismissal guard lets the person dismiss now: the sheet is dismissible and not
    /// modal (a host feeds the app's answer to its guard as the modal flag).
    func guardAllowsDismissal() -> Bool {
        configuration.isDismissibleByPerson && !configuration.isModalInPresentation
    }

    /// The modal flag changed: a drag in progress takes the new answer at once, and its band
    /// switches under the sheet where it is (no jump), so a `false` known mid-drag makes the sheet
    /// resist below the smallest detent from then on, and the release can't dismiss.
    mutating func changeModal(_ isModal: Bool) {
        configuration.isModalInPresentation = isModal
        recatchDragForGuard()
    }

    /// Re-reads the guard for the drag in progress and re-anchors the finger in the band it now has.
    mutating func recatchDragForGuard() {
        guard state == .dragging, var drag else { return }
        let allows = guardAllowsDismissal()
        guard allows != drag.allowsDismissal else { return }
        drag.allowsDismissal = allows
        let anchor = catchInBand(height, allowsDismissal: allows)
        drag.rawHeight = anchor.raw
        drag.bandScale = anchor.scale
        self.drag = drag
    }

    mutating func beginDrag(
        at location: DragLocation, origin: (x: CGFloat, y: CGFloat) = (0, 0), locksAxis: Bool = false
    ) {
        ignoresCurrentDrag = false
        guard [.presenting, .resting, .settling, .dragging].contains(state) else { return }
        let allowsDismissal = guardAllowsDismissal()
        animation = nil
        velocity = 0
        let beganOnSmallest = state == .resting && restingDetentIdentifier == resolution.smallest.identifier
        let anchor = catchInBand(height, allowsDismissal: allowsDismissal)
        drag = Drag(
            location: location, rawHeight: anchor.raw, lastTranslation: origin.y, origin: origin,
            isAxisLocked: locksAxis, beganOnSmallestDetent: beganOnSmallest, allowsDismissal: allowsDismissal,
            bandScale: anchor.scale)
        drag?.finger.record(origin.y, at: time)
        drag?.sheet.record(height, at: time)
        drag?.lastInputTime = time
        contentOffsetLocked = false
        state = .dragging
    }

    mutating func changeDrag(translation: CGFloat, horizontal: CGFloat?) {
        guard !ignoresCurrentDrag else { return }
        let translationY = translation.sanitized()
        let translationX = horizontal?.sanitized()
        if state != .dragging {
            // A change without a began: the drag begins here, measured from this translation.
            beginDrag(at: .content, origin: (translationX ?? 0, translationY), locksAxis: horizontal == nil)
            return
        }
        self.drag?.lastInputTime = time
        guard var drag else { return }
        if !drag.isAxisLocked {
            if let translationX {
                // A front end that feeds the engine directly leaves the axis to it; the host core
                // decides it itself (`PanAxis`, at its tap slop) and sends no horizontal component.
                guard
                    let axis = PanAxis.decide(
                        dx: translationX - drag.origin.x, dy: translationY - drag.origin.y,
                        after: behavior.axisLockDistance)
                else { return }
                if axis == .horizontal {
                    // A sideways swipe (a carousel inside the sheet): not the sheet's drag.
                    release(velocity: 0, mayDismiss: false)
                    ignoresCurrentDrag = true
                    return
                }
                drag.lastTranslation = translationY
            }
            drag.isAxisLocked = true
        }
        let delta = translationY - drag.lastTranslation
        drag.lastTranslation = translationY
        var handoff = ScrollHandoff(sheetHeight: drag.rawHeight, contentOffset: contentOffset)
        handoff.apply(
            growth: -delta,
            limits: ScrollHandoff.Limits(
                largestHeight: resolution.largest.frameHeight, contentHeight: scrollContentHeight,
                viewportInset: configuration.style.chromeHeight + geometry.bottomInset,
                isOnContent: drag.location == .content && scrollContentHeight > 0,
                expandsFirst: configuration.prefersScrollingExpandsWhenScrolledToEdge,
                bouncesAtTop: configuration.scrollViewBouncesAtTop))
        if drag.location == .content, scrollContentHeight > 0, delta != 0 {
            // The scroll view keeps its own pan: it is pinned only while the sheet takes the drag.
            contentOffsetLocked = handoff.sheetHeight != drag.rawHeight
        }
        drag.rawHeight = handoff.sheetHeight.sanitized()
        contentOffset = max(handoff.contentOffset, 0)
        let previousHeight = height
        height = min(
            banded(drag.rawHeight, allowsDismissal: drag.allowsDismissal, scale: drag.bandScale),
            geometry.maximumFrameHeight)
        reportCrossedDetent(from: previousHeight, to: height)
        drag.finger.record(translationY, at: time)
        drag.sheet.record(height, at: time)
        drag.lastInputTime = time
        velocity = drag.sheet.velocity(at: time)
        self.drag = drag
    }

    /// Reports the last detent whose frame height the sheet reached moving from `old` to `new`
    /// (leaving the one it started on doesn't count). Detents are sorted ascending, so moving up
    /// that is the last one passed, moving down the first.
    mutating func reportCrossedDetent(from old: CGFloat, to new: CGFloat) {
        let detents = resolution.detents
        if old < new, let reached = detents.last(where: { $0.frameHeight > old && $0.frameHeight <= new }) {
            pendingEvents.crossedDetent = reached.identifier
        } else if old > new,
            let reached = detents.first(where: { $0.frameHeight < old && $0.frameHeight >= new })
        {
            pendingEvents.crossedDetent = reached.identifier
        }
    }

    mutating func endDrag(velocity givenVelocity: CGFloat?) {
        guard !ignoresCurrentDrag else {
            ignoresCurrentDrag = false
            return
        }
        guard state == .dragging, let drag else { return }
        guard drag.isAxisLocked else {
            // The gesture never moved far enough to become the sheet's: nothing to fling.
            release(velocity: 0, mayDismiss: false)
            return
        }
        let fingerVelocity = givenVelocity ?? drag.finger.velocity(at: time)
        let limit = behavior.maximumVelocity
        var heightVelocity = -min(max(fingerVelocity.sanitized(), -limit), limit)
        let bouncesAtTop = ScrollHandoff.keepsPullAtTop(
            sheetHeight: drag.rawHeight, largestHeight: resolution.largest.frameHeight,
            bouncesAtTop: configuration.scrollViewBouncesAtTop)
        if drag.location == .content && (contentOffset > 0 || bouncesAtTop) {
            // The content is scrolled, or at the largest detent bounces at its top: the fling is
            // the scroll view's momentum (a refresh control's pull), not the sheet's.
            heightVelocity = 0
        }
        // The decision reads the finger's intent; the spring starts at the speed the sheet itself
        // had, which inside a rubber band is the finger's times the band's slope.
        let slope = bandSlope(drag.rawHeight, allowsDismissal: drag.allowsDismissal) * drag.bandScale
        release(velocity: heightVelocity, mayDismiss: true, springVelocity: heightVelocity * slope)
    }

    /// Cancels a drag that has had no input for ``SheetBehavior/dragSilenceTimeout`` seconds.
    mutating func cancelSilentDrag() {
        guard state == .dragging, let drag, time - drag.lastInputTime > behavior.dragSilenceTimeout else {
            return
        }
        cancelDrag()
    }

    mutating func cancelDrag() {
        ignoresCurrentDrag = false
        guard state == .dragging else { return }
        release(velocity: 0, mayDismiss: false)
    }

    /// Decides where a released sheet goes from `velocity` and starts it moving there at
    /// `springVelocity` (the sheet's own speed; the finger's unless a rubber band slowed it).
    mutating func release(velocity: CGFloat, mayDismiss: Bool, springVelocity: CGFloat? = nil) {
        let drag = self.drag
        let springVelocity = springVelocity ?? velocity
        // The decision reads where the finger is, not where a rubber band holds the sheet: a sheet
        // pulled far down against the guard is still a request to dismiss.
        let context = ReleaseDecision.Context(
            height: height, velocity: velocity, resolution: resolution,
            allowsDismissal: mayDismiss && configuration.isDismissibleByPerson,
            beganOnSmallestDetent: drag?.beganOnSmallestDetent ?? false, fingerHeight: drag?.rawHeight)
        let destination: ResolvedDetent
        switch ReleaseDecision.decide(context, behavior: behavior) {
        case .dismiss where drag?.allowsDismissal ?? false:
            dismiss(velocity: springVelocity)
            return
        case .dismiss:
            // Guarded: spring back and tell the app, which may ask and then dismiss.
            pendingEvents.attemptedToDismiss = true
            destination = resolution.smallest
        case .detent(let detent):
            destination = detent
        }
        setResting(destination)
        // Where the person let the sheet go is their choice, as UIKit's `selectedDetentIdentifier`.
        selectedDetentIdentifier = restingDetentIdentifier
        settleOnResting(velocity: springVelocity)
    }
}
