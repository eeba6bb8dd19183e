import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One finger from its down to its up.
struct PointerTrack: Sendable {
    var start: CGPoint
    var last: CGPoint
    var target: HitTarget
    /// Whether the finger stayed within ``SheetHost/tapSlop`` of where it went down.
    var isTap = true
    /// Whether the engine follows this finger (it went down on the sheet).
    var drivesSheet: Bool
    /// The container changed under the finger (a rotation): its next report, in the new
    /// coordinates, only re-anchors it, so the drag goes on from there without a jump.
    var needsReanchor = false
}

extension HitTarget {
    /// Whether a drag starting here moves the sheet (the list's drags are split with its scrolling).
    var isOnSheet: Bool {
        switch self {
        case .grabber, .header, .closeButton, .content, .sheet: true
        case .dim, .background: false
        }
    }

    /// Where the engine is told the drag began: only the tracked list is content; a search field
    /// above it, the header or the grabber move the sheet at once.
    var dragLocation: DragLocation { self == .content ? .content : .chrome }
}

extension SheetHost {
    mutating func pointerDown(_ point: CGPoint, at time: Double, _ step: inout Step) {
        // A second finger while one is down is not a gesture of its own: ignored.
        guard pointer == nil, point.x.isFinite, point.y.isFinite else { return }
        let target = hitTarget(at: point)
        step.target = target
        let drives = target.isOnSheet && interaction.state.isPresented
        beginGesture(at: time, &step)
        pointer = PointerTrack(start: point, last: point, target: target, drivesSheet: drives)
        // Asked once per gesture that could dismiss, unless the app answered just before it.
        if gestureCouldDismiss(on: target), dismissalGuard.gesture == nil {
            step.effects.asksDismissalGuard = true
        }
        if drives { engine(.dragBegan(location: target.dragLocation), at: time, &step) }
    }

    mutating func pointerMoved(_ point: CGPoint, at time: Double, _ step: inout Step) {
        guard var pointer, point.x.isFinite, point.y.isFinite else { return }
        if pointer.needsReanchor {
            // The same finger in a new container: keep its displacement, move nothing.
            pointer.start.x += point.x - pointer.last.x
            pointer.start.y += point.y - pointer.last.y
            pointer.last = point
            pointer.needsReanchor = false
            self.pointer = pointer
            return
        }
        pointer.last = point
        let dx = point.x - pointer.start.x
        let dy = point.y - pointer.start.y
        // The axis is decided here, once, by the engine's rule (`PanAxis`) at the moment the finger
        // leaves the tap slop; the engine only hears the outcome: a vertical drag with no horizontal
        // component (so its own lock, for front ends that feed it directly, never decides again), or
        // a cancellation.
        if pointer.isTap, let axis = PanAxis.decide(dx: dx, dy: dy, after: Self.tapSlop, inclusive: false) {
            pointer.isTap = false
            if pointer.drivesSheet, axis == .horizontal,
                pointer.target == .content || pointer.target == .sheet
            {
                // A sideways swipe on the content (a carousel): not the sheet's drag.
                pointer.drivesSheet = false
                self.pointer = pointer
                if interaction.state == .dragging { engine(.dragCancelled, at: time, &step) }
                return
            }
        }
        self.pointer = pointer
        if pointer.drivesSheet, interaction.state == .dragging {
            // The host has decided the axis: the sheet follows the finger from where it went down.
            engine(.dragChanged(translation: dy), at: time, &step)
        }
    }

    mutating func pointerUp(_ point: CGPoint, velocity: CGFloat?, at time: Double, _ step: inout Step) {
        guard pointer != nil else { return }
        if point.x.isFinite, point.y.isFinite, point != pointer?.last { pointerMoved(point, at: time, &step) }
        guard let pointer else { return }
        self.pointer = nil
        if pointer.drivesSheet, interaction.state == .dragging {
            if pointer.isTap {
                // A tap caught the sheet: it settles where it is, and the tap acts below.
                engine(.dragCancelled, at: time, &step)
            } else {
                engine(.dragEnded(velocity: velocity.map { $0.sanitized() }), at: time, &step)
            }
        }
        if pointer.isTap { performTap(on: pointer.target, at: time, &step) }
        endGesture(at: time, &step)
    }

    mutating func pointerCancelled(at time: Double, _ step: inout Step) {
        guard let pointer else { return }
        self.pointer = nil
        if pointer.drivesSheet, interaction.state == .dragging { engine(.dragCancelled, at: time, &step) }
        endGesture(at: time, &step)
    }

    /// A platform's tap (no pointer-down before it): a gesture of its own, acting on the guard's
    /// answer given just before it, as UIKit asks `presentationControllerShouldDismiss` synchronously.
    mutating func tap(_ point: CGPoint, at time: Double, _ step: inout Step) {
        guard point.x.isFinite, point.y.isFinite else { return }
        let target = hitTarget(at: point)
        step.target = target
        let ownGesture = !isGestureInProgress
        if ownGesture { beginGesture(at: time, &step) }
        performTap(on: target, at: time, &step)
        if ownGesture { endGesture(at: time, &step) }
    }

    /// What a tap does, by what it hit: a table of targets, not a branch per caller.
    mutating func performTap(on target: HitTarget, at time: Double, _ step: inout Step) {
        switch target {
        case .closeButton where interaction.configuration.style.header?.showsCloseButton == true:
            engine(.closeButton, at: time, &step)
        case .grabber:
            perform(.activate, at: time, &step)
        case .dim:
            engine(.tapDimmed, at: time, &step)
        default:
            break
        }
    }

    // MARK: Accessibility

    mutating func perform(_ action: HostAccessibilityAction, at time: Double, _ step: inout Step) {
        guard interaction.state.isPresented else {
            if action == .escape { step.escapeHandled = false }
            return
        }
        let before = interaction.restingDetentIdentifier
        switch action {
        case .increment:
            engine(.selectNextDetent, at: time, &step)
        case .decrement:
            engine(.selectPreviousDetent, at: time, &step)
        case .activate:
            // The grabber cycles: up through the detents, then back to the smallest.
            let resolution = interaction.resolution
            if interaction.restingDetentIdentifier == resolution.largest.identifier {
                engine(.select(resolution.smallest.identifier, animated: true), at: time, &step)
            } else {
                engine(.selectNextDetent, at: time, &step)
            }
        case .escape:
            step.escapeHandled = interaction.configuration.isDismissibleByPerson
            engine(.closeButton, at: time, &step)
            return
        }
        if interaction.restingDetentIdentifier != before {
            step.announcement = grabberValue()
        }
    }

    /// The resting detent's spoken name (cached: it changes only with the selection or the geometry).
    mutating func grabberValue() -> String {
        guard interaction.state != .dismissed else { return "" }
        // Neither the selection nor the detents changed since it was last looked at (a drag).
        if grabberValueCache.engineRevision == interaction.layoutRevision,
            grabberValueCache.hostRevision == geometryRevision
        {
            return grabberValueCache.text
        }
        defer {
            grabberValueCache.engineRevision = interaction.layoutRevision
            grabberValueCache.hostRevision = geometryRevision
        }
        let detent =
            interaction.resolution.detent(interaction.restingDetentIdentifier)
            ?? interaction.resolution.smallest
        // An unnamed detent is spoken as a share of the largest possible value: that is part of the key.
        let maximum = interaction.resolution.geometry.maximumDetentValue
        if grabberValueCache.identifier == detent.identifier, grabberValueCache.value == detent.value,
            grabberValueCache.maximum == maximum
        {
            return grabberValueCache.text
        }
        let text = options.strings.name(of: detent, in: interaction.resolution)
        grabberValueCache = GrabberValueCache(
            identifier: detent.identifier, value: detent.value, maximum: maximum, text: text)
        textsRevision &+= 1
        return text
    }
}
