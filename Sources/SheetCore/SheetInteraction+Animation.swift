import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A running spring or ease-out, restarted whenever its target or inputs change so that position
/// and velocity stay continuous.
struct Animation: Sendable {
    enum Purpose: Sendable {
        case present
        case settle
        case dismiss
    }

    var purpose: Purpose
    var startTime: Double
    var startHeight: CGFloat
    var startVelocity: CGFloat
    var target: CGFloat
    var spring: SheetSpring
    /// Non-nil under Reduce Motion: an ease-out of this duration replaces the spring.
    var easeDuration: Double?
    /// Where the overshoot band begins: the largest detent, or the start height when the sheet
    /// starts above it. The spring runs freely below; above, its excess is rubber-banded.
    var bandBase: CGFloat = .infinity
    /// The band's room above ``bandBase``, up to the top safe-area inset.
    var bandRoom: CGFloat = 0
    var bandCoefficient: CGFloat = RubberBand.defaultCoefficient
    /// Non-nil while the sheet follows the keyboard: the height moves on the keyboard's own curve
    /// over ``curveDuration`` instead of a spring (see `SheetInteraction/changeKeyboard(height:duration:curve:at:)`).
    var curve: TimingCurve?
    var curveDuration: Double = 0

    /// Height and velocity `time` seconds after the start.
    func sample(at time: Double) -> (height: CGFloat, velocity: CGFloat) {
        let elapsed = max(time - startTime, 0)
        if let curve, curveDuration > 0 {
            let progress = min(elapsed / curveDuration, 1)
            let distance = Double(target - startHeight)
            return (
                startHeight + CGFloat(distance * curve.value(at: progress)),
                progress < 1 ? CGFloat(distance * curve.slope(at: progress) / curveDuration) : 0
            )
        }
        if let duration = easeDuration {
            let progress = min(elapsed / duration, 1)
            let remaining = 1 - progress
            let distance = target - startHeight
            return (
                startHeight + distance * (1 - remaining * remaining * remaining),
                progress < 1 ? 3 * distance * remaining * remaining / duration : 0
            )
        }
        let state = spring.state(
            after: elapsed,
            from: SheetSpring.State(displacement: startHeight - target, velocity: startVelocity))
        return banded(height: target + state.displacement, velocity: state.velocity)
    }

    /// A hard fling overshoots the largest detent by far more than the screen has room for: the
    /// excess goes through the same rubber band as a finger's, so the sheet slows into the top
    /// safe-area inset and comes back, continuous, instead of sitting clamped at the edge.
    func banded(height: CGFloat, velocity: CGFloat) -> (height: CGFloat, velocity: CGFloat) {
        guard height > bandBase else { return (height, velocity) }
        let overshoot = height - bandBase
        return (
            bandBase
                + RubberBand.offset(overshoot: overshoot, dimension: bandRoom, coefficient: bandCoefficient),
            bandRoom > 0
                ? velocity
                    * RubberBand.slope(
                        overshoot: overshoot, dimension: bandRoom, coefficient: bandCoefficient)
                : 0
        )
    }
}

extension SheetInteraction {
    /// Starts (or restarts) an animation from the current height and velocity.
    mutating func animate(_ purpose: Animation.Purpose, to target: CGFloat, velocity: CGFloat) {
        let spring = purpose == .settle ? behavior.spring : behavior.presentationSpring
        self.velocity = velocity
        let bandBase = max(resolution.largest.frameHeight, height)
        animation = Animation(
            purpose: purpose, startTime: time, startHeight: height, startVelocity: velocity, target: target,
            spring: spring, easeDuration: behavior.reducesMotion ? behavior.reducedMotionDuration : nil,
            bandBase: bandBase, bandRoom: max(geometry.safeAreaFrameHeight - bandBase, 0),
            bandCoefficient: behavior.rubberBandCoefficient)
        state = purpose == .present ? .presenting : purpose == .settle ? .settling : .dismissing
        drag = nil
        if isSettled(height: height, velocity: velocity, target: target) { finishAnimation() }
    }

    /// Springs to the resting detent (or rests there if already there).
    mutating func settleOnResting(velocity: CGFloat) {
        animate(state == .presenting ? .present : .settle, to: restingDetent.frameHeight, velocity: velocity)
    }

    func isSettled(height: CGFloat, velocity: CGFloat, target: CGFloat) -> Bool {
        abs(height - target) < behavior.settleDistance && abs(velocity) < behavior.settleSpeed
    }

    /// Moves time to `newTime`, advancing the animation and finishing it when it has settled.
    mutating func advance(to newTime: Double) {
        time = newTime
        if let drag {
            // A finger that holds still sends nothing: the sheet's velocity ages on every step.
            velocity = drag.sheet.velocity(at: newTime)
        }
        let keyboardMoved = followKeyboardRamp()
        guard let animation else { return }
        let sample = animation.sample(at: newTime)
        height = min(max(sample.height.sanitized(), 0), geometry.maximumFrameHeight)
        velocity = sample.velocity.sanitized()
        let timedOut = newTime - animation.startTime >= behavior.maximumAnimationDuration
        let dismissedOut = animation.purpose == .dismiss && height <= behavior.settleDistance
        let done = animation.easeDuration.map { newTime - animation.startTime >= $0 } ?? false
        if animation.curve != nil {
            // A curve ends exactly at its duration, never early on a slow start or end.
            if newTime - animation.startTime >= animation.curveDuration { finishAnimation() }
        } else if timedOut || dismissedOut || done
            || isSettled(height: height, velocity: velocity, target: animation.target)
        {
            finishAnimation()
        }
        if keyboardMoved { retargetAfterKeyboardMove() }
    }

    /// Snaps exactly onto the animation's target and enters the state it leads to.
    mutating func finishAnimation() {
        guard let animation else { return }
        self.animation = nil
        height = animation.target
        velocity = 0
        contentOffsetLocked = false
        switch animation.purpose {
        case .present, .settle:
            state = .resting
        case .dismiss:
            state = .dismissed
            height = 0
            contentOffset = 0
            pendingEvents.dismissed = true
        }
    }

    /// Shows the sheet at its selected detent, rising from the bottom edge (or from where a
    /// dismissal left it).
    mutating func present() {
        guard state == .dismissed || state == .dismissing else { return }
        // As UIKit: the selected detent, or the smallest by height when none is selected (or the
        // selected one is inactive here), whatever the declaration order.
        if let selected = selectedDetentIdentifier, resolution.detent(selected) != nil {
            restingDetentIdentifier = selected
        } else {
            restingDetentIdentifier = resolution.smallest.identifier
        }
        let velocity = state == .dismissing ? velocity : 0
        animate(.present, to: restingDetent.frameHeight, velocity: velocity)
    }

    /// Selects the next larger or smaller active detent from the resting one, animated.
    mutating func selectAdjacentDetent(larger: Bool) {
        let detents = resolution.detents
        let current = restingDetent.value
        let candidate =
            larger
            ? detents.first { $0.value > current + DetentResolution.mergeTolerance }
            : detents.last { $0.value < current - DetentResolution.mergeTolerance }
        guard let candidate else { return }
        select(candidate.identifier, animated: true)
    }

    /// Sets ``selectedDetentIdentifier`` as assigning UIKit's does: an identifier selects it (as
    /// the engine's `select` input); nil selects none, and the smallest detent by height shows,
    /// now and after every container change, until a detent is selected again.
    @discardableResult
    package mutating func choose(_ identifier: Detent.Identifier?, animated: Bool, at time: Double)
        -> SheetFrame
    {
        guard identifier == nil else { return handle(.select(identifier!, animated: animated), at: time) }
        let frame = handle(.select(resolution.smallest.identifier, animated: animated), at: time)
        if state != .dragging, state != .dismissing { selectedDetentIdentifier = nil }
        return frame
    }

    /// Selects a detent in code; a selection during a drag is ignored (the release decides, and
    /// reports only where the sheet really goes). An identifier that names no active detent is
    /// kept as the choice, as UIKit keeps what was assigned: the sheet stays where it is and goes
    /// there once a detent with it is active.
    mutating func select(_ identifier: Detent.Identifier, animated: Bool) {
        guard let detent = resolution.detent(identifier) else {
            if state != .dragging, state != .dismissing { selectedDetentIdentifier = identifier }
            return
        }
        switch state {
        case .dismissing:
            return
        case .dragging:
            // The finger decides where the sheet goes, as in UIKit: the release picks the detent and
            // reports it, so a selection is reported only if the sheet really goes there.
            return
        case .dismissed:
            setResting(detent, explicitly: true)
            selectedDetentIdentifier = identifier
        case .presenting, .resting, .settling:
            setResting(detent, explicitly: true)
            selectedDetentIdentifier = identifier
            if animated {
                settleOnResting(velocity: velocity)
            } else {
                animation = nil
                height = detent.frameHeight
                velocity = 0
                state = .resting
            }
        }
    }
}
