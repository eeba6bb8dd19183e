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
    /// Whether this drag may dismiss, decided by the guard when the drag began.
    var allowsDismissal: Bool
}

extension SheetInteraction {
    /// Whether the dismissal guard lets the person dismiss now; asks ``shouldDismiss``.
    func guardAllowsDismissal() -> Bool {
        configuration.isDismissible && !configuration.isModalInPresentation && (shouldDismiss?() ?? true)
    }

    mutating func beginDrag(
        at location: DragLocation, origin: (x: CGFloat, y: CGFloat) = (0, 0), locksAxis: Bool = false
    ) {
        ignoresCurrentDrag = false
        guard [.presenting, .resting, .settling, .dragging].contains(state) else { return }
        let allowsDismissal = guardAllowsDismissal()
        animation = nil
        velocity = 0
        let beganOnSmallest = state == .resting && selectedDetentIdentifier == resolution.smallest.identifier
        drag = Drag(
            location: location, rawHeight: unbanded(height, allowsDismissal: allowsDismissal),
            lastTranslation: origin.y, origin: origin, isAxisLocked: locksAxis,
            beganOnSmallestDetent: beganOnSmallest, allowsDismissal: allowsDismissal)
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
        guard var drag else { return }
        if !drag.isAxisLocked {
            if let translationX {
                let dx = translationX - drag.origin.x
                let dy = translationY - drag.origin.y
                guard (dx * dx + dy * dy).squareRoot() >= behavior.axisLockDistance else { return }
                if abs(dx) > abs(dy) {
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
                expandsFirst: configuration.prefersScrollingExpandsWhenScrolledToEdge))
        drag.rawHeight = handoff.sheetHeight.sanitized()
        contentOffset = max(handoff.contentOffset, 0)
        self.drag = drag
        height = banded(drag.rawHeight, allowsDismissal: drag.allowsDismissal)
    }

    mutating func endDrag(velocity fingerVelocity: CGFloat) {
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
        let limit = behavior.maximumVelocity
        var heightVelocity = -min(max(fingerVelocity.sanitized(), -limit), limit)
        if drag.location == .content && contentOffset > 0 {
            // The content is scrolled: the fling is the scroll view's momentum, not the sheet's.
            heightVelocity = 0
        }
        release(velocity: heightVelocity, mayDismiss: true)
    }

    mutating func cancelDrag() {
        ignoresCurrentDrag = false
        guard state == .dragging else { return }
        release(velocity: 0, mayDismiss: false)
    }

    /// Decides where a released sheet goes and starts it moving there at `velocity`.
    mutating func release(velocity: CGFloat, mayDismiss: Bool) {
        let drag = self.drag
        let context = ReleaseDecision.Context(
            height: height, velocity: velocity, resolution: resolution,
            allowsDismissal: mayDismiss && configuration.isDismissible,
            beganOnSmallestDetent: drag?.beganOnSmallestDetent ?? false)
        switch ReleaseDecision.decide(context, behavior: behavior) {
        case .dismiss where drag?.allowsDismissal ?? false:
            dismiss(velocity: velocity)
        case .dismiss:
            // Guarded: spring back and tell the app, which may ask and then dismiss.
            pendingEvents.attemptedToDismiss = true
            setSelected(resolution.smallest)
            settleOnSelected(velocity: velocity)
        case .detent(let detent):
            setSelected(detent)
            settleOnSelected(velocity: velocity)
        }
    }

    /// The rubber-band mapping from finger position to sheet height.
    func banded(_ raw: CGFloat, allowsDismissal: Bool) -> CGFloat {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let coefficient = behavior.rubberBandCoefficient
        if raw > largest {
            let room = geometry.maximumFrameHeight - largest
            return largest
                + RubberBand.offset(overshoot: raw - largest, dimension: room, coefficient: coefficient)
        }
        if raw < smallest && !allowsDismissal {
            return smallest
                - RubberBand.offset(overshoot: smallest - raw, dimension: smallest, coefficient: coefficient)
        }
        return max(raw, 0)
    }

    /// The inverse of ``banded(_:allowsDismissal:)``, so a sheet caught mid-overshoot doesn't jump.
    func unbanded(_ height: CGFloat, allowsDismissal: Bool) -> CGFloat {
        let largest = resolution.largest.frameHeight
        let smallest = resolution.smallest.frameHeight
        let coefficient = behavior.rubberBandCoefficient
        if height > largest {
            let room = geometry.maximumFrameHeight - largest
            return largest
                + RubberBand.overshoot(offset: height - largest, dimension: room, coefficient: coefficient)
        }
        if height < smallest, !allowsDismissal {
            return smallest
                - RubberBand.overshoot(
                    offset: smallest - height, dimension: smallest, coefficient: coefficient)
        }
        return height
    }
}
