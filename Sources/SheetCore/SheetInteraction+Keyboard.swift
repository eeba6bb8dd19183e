import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The keyboard's own transition, as the system animates it: its overlap moves from `from` to `to`
/// on `curve` over `duration` seconds from `startTime`.
struct KeyboardRamp: Hashable, Sendable {
    var startTime: Double
    var duration: Double
    var curve: TimingCurve
    var from: CGFloat
    var to: CGFloat

    var endTime: Double { startTime + duration }

    /// The overlap at `time`.
    func value(at time: Double) -> CGFloat {
        guard duration > 0 else { return to }
        let progress = min(max((time - startTime) / duration, 0), 1)
        return from + (to - from) * CGFloat(curve.value(at: progress))
    }
}

extension SheetInteraction {
    /// The longest keyboard transition followed; a longer one is read as this (the system's are
    /// about 0.25 s).
    public static let maximumKeyboardDuration: Double = 2

    /// The keyboard's overlap the sheet is heading for: the end of a transition in progress, or the
    /// container's.
    public var keyboardTargetHeight: CGFloat { keyboardRamp?.to ?? container.keyboardHeight }

    /// While the sheet's height rides the keyboard's curve (a resting sheet whose keyboard moves),
    /// how far along the curve it is now (0…1); nil otherwise. Anything drawn from the sheet's
    /// start and end states (the presenting view's recession) interpolates with it.
    public var keyboardCurveProgress: Double? {
        guard isFollowingKeyboard, isAnimating, let keyboardRamp, let animation, let curve = animation.curve,
            animation.curveDuration > 0
        else {
            return nil
        }
        let progress = min(max((time - keyboardRamp.startTime) / keyboardRamp.duration, 0), 1)
        return curve.value(at: progress)
    }

    /// The keyboard's overlap changes to `height`, animated by the system over `duration` seconds on
    /// `curve` from `time`; `duration` 0 is immediate.
    ///
    /// The sheet moves with the keyboard frame by frame: its bottom edge on the keyboard's animated
    /// top, and a resting sheet's height from its old to its new detent height on the same curve,
    /// so it is never squashed (never shorter than the smaller of the two) and never leaves a gap
    /// above the keyboard. An immediate change puts a resting sheet at its new height at once. A drag
    /// keeps its finger on the sheet while the bottom edge moves; a spring in flight is re-aimed as
    /// the detents resolve again. Unlike the engine's `keyboardChanged` input (whose top edge
    /// stays and then springs), this is what a host uses for the platform's keyboard.
    @discardableResult
    package mutating func changeKeyboard(
        height keyboardHeight: CGFloat, duration: Double, curve: TimingCurve, at time: Double
    )
        -> SheetFrame
    {
        pendingEvents = .none
        advance(to: time.isNaN ? self.time : max(time, self.time))
        let target = min(keyboardHeight.sanitizedSize, container.size.height)
        let duration = duration.isFinite ? min(max(duration, 0), Self.maximumKeyboardDuration) : 0
        keyboardRamp = nil
        let wasFollowing = animation?.curve != nil
        var final = container
        final.keyboardHeight = target
        final = final.sanitized
        if duration == 0 || state == .dismissed || abs(target - container.keyboardHeight) < 0.5 {
            let snaps = state == .resting || wasFollowing
            applyEnvironment(final, keepsTopEdge: state == .dragging)
            // At once, as a selection without animation: both edges where they end.
            if snaps, state == .settling || state == .resting { snapToResting() }
        } else {
            var finalResolution = resolution
            finalResolution.resolve(
                configuration.detents,
                in: SheetGeometry(container: final, usesBottomSafeArea: configuration.usesBottomSafeArea),
                contentFittingHeight: contentFittingHeight, chromeHeight: configuration.style.chromeHeight)
            let resting =
                finalResolution.detent(restingDetentIdentifier)
                ?? finalResolution.nearest(toFrameHeight: restingDetent.frameHeight)
            if resting.identifier != restingDetentIdentifier, state != .dismissed {
                restingDetentIdentifier = resting.identifier
                pendingEvents.selectedDetentChanged = resting.identifier
            }
            keyboardRamp = KeyboardRamp(
                startTime: self.time, duration: duration, curve: curve, from: container.keyboardHeight,
                to: target)
            if state == .resting || wasFollowing {
                animation = Animation(
                    purpose: .settle, startTime: self.time, startHeight: height, startVelocity: 0,
                    target: resting.frameHeight, spring: behavior.spring, curve: curve,
                    curveDuration: duration)
                velocity = 0
                state = .settling
            }
        }
        contentOffset = min(contentOffset, maximumContentOffset)
        unreadEvents.merge(pendingEvents)
        return frame
    }

    /// Moves the container's keyboard overlap to the ramp's value now, resolving the detents again;
    /// a drag keeps its finger's place and a resting sheet stays on its detent. Returns whether the
    /// overlap moved (a spring in flight is then re-aimed after it samples).
    mutating func followKeyboardRamp() -> Bool {
        guard let ramp = keyboardRamp else { return false }
        let done = time >= ramp.endTime
        if done { keyboardRamp = nil }
        let value = done ? ramp.to : ramp.value(at: time)
        guard value != container.keyboardHeight else { return false }
        let oldTop = geometry.topEdge(forFrameHeight: height)
        container.keyboardHeight = value
        container = container.sanitized
        resolveDetentsInContainer()
        let room = geometry.maximumFrameHeight
        switch state {
        case .dismissed:
            height = 0
        case .dragging:
            // The finger keeps its place on the sheet; the bottom edge rides the keyboard.
            holdFinger(movingTo: min(max(geometry.bottomEdge - oldTop, 0), room))
        case .resting:
            height = min(restingDetent.frameHeight, room)
        case .presenting, .settling, .dismissing:
            height = min(height, room)
        }
        return true
    }

    /// A spring running while the keyboard moves is aimed again at the resting detent as resolved
    /// now, from where it is (continuous in height and velocity). A keyboard curve keeps its own
    /// target, the height at the transition's end.
    mutating func retargetAfterKeyboardMove() {
        guard let animation, animation.curve == nil else { return }
        switch animation.purpose {
        case .present, .settle:
            animate(animation.purpose, to: restingDetent.frameHeight, velocity: velocity)
        case .dismiss:
            break
        }
    }

    /// A container change during a keyboard transition: the transition goes on from the overlap it
    /// has reached to the new container's, over the time it has left, so nothing jumps.
    mutating func continueKeyboardRamp(into newContainer: inout SheetContainer) {
        guard var ramp = keyboardRamp else { return }
        let remaining = ramp.endTime - time
        guard remaining > 0 else {
            keyboardRamp = nil
            return
        }
        let current = min(container.keyboardHeight, newContainer.size.height)
        ramp = KeyboardRamp(
            startTime: time, duration: remaining, curve: ramp.curve, from: current,
            to: newContainer.keyboardHeight)
        keyboardRamp = ramp
        newContainer.keyboardHeight = current
    }
}
