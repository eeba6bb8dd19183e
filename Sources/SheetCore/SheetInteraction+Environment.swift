import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetInteraction {
    mutating func changeContainer(_ newContainer: SheetContainer) {
        var newContainer = newContainer.sanitized
        continueKeyboardRamp(into: &newContainer)
        applyEnvironment(newContainer, keepsTopEdge: false)
    }

    /// The keyboard moves the sheet's bottom edge; the top edge stays put and then springs to the
    /// selected detent's new height, so the sheet is pushed up rather than jumping.
    mutating func changeKeyboard(height keyboardHeight: CGFloat) {
        keyboardRamp = nil
        var newContainer = container
        newContainer.keyboardHeight = keyboardHeight
        applyEnvironment(newContainer.sanitized, keepsTopEdge: true)
    }

    mutating func changeContentFittingHeight(_ fittingHeight: CGFloat) {
        contentFittingHeight = fittingHeight.sanitizedSize
        applyEnvironment(container, keepsTopEdge: false)
    }

    mutating func changeDetents(_ detents: [Detent]) {
        var candidate = configuration
        candidate.detents = detents
        if let selected = candidate.selectedDetentIdentifier,
            !detents.contains(where: { $0.identifier == selected })
        {
            candidate.selectedDetentIdentifier = nil
        }
        if let undimmed = candidate.largestUndimmedDetentIdentifier,
            !detents.contains(where: { $0.identifier == undimmed })
        {
            candidate.largestUndimmedDetentIdentifier = nil
        }
        guard (try? candidate.validate()) != nil else { return }
        let wasResting = state == .resting
        configuration = candidate
        applyEnvironment(container, keepsTopEdge: false)
        // As UIKit: a new list moves a resting sheet at once; only `animateChanges` springs.
        if wasResting, state == .settling { snapToResting() }
    }

    /// Puts the sheet on its resting detent at once, at rest.
    package mutating func snapToResting() {
        guard state.isPresented, state != .dragging else { return }
        animation = nil
        height = min(restingDetent.frameHeight, geometry.maximumFrameHeight)
        velocity = 0
        state = .resting
    }

    /// Replaces the whole configuration — UIKit's `animateChanges { … }` around several sheet
    /// properties, or a SwiftUI view whose options changed — keeping the selected detent by
    /// identifier (or the nearest when it is gone) and springing to its new height.
    /// The configuration's own selected or undimmed identifier that is not in the new list counts
    /// as nil; the chosen detent (``selectedDetentIdentifier``) is kept by identifier even when the
    /// new list doesn't name it, and the sheet goes back to it once a list does.
    /// - Throws: ``SheetError`` for an invalid configuration; nothing changes then.
    @discardableResult
    package mutating func reconfigure(_ newConfiguration: SheetConfiguration, at time: Double) throws
        -> SheetFrame
    {
        try reconfigure(newConfiguration, animated: true, at: time)
    }

    /// Replaces the whole configuration as `reconfigure(_:at:)`; not `animated` (UIKit's sheet
    /// properties set outside `animateChanges`), a resting sheet moves to its new height at once.
    /// - Throws: ``SheetError`` for an invalid configuration; nothing changes then.
    @discardableResult
    package mutating func reconfigure(
        _ newConfiguration: SheetConfiguration, animated: Bool, at time: Double
    ) throws -> SheetFrame {
        var newConfiguration = newConfiguration
        // As assigning UIKit's `detents`: identifiers that left the list are let go, not errors.
        let identifiers = Set(newConfiguration.detents.map(\.identifier))
        if let selected = newConfiguration.selectedDetentIdentifier, !identifiers.contains(selected) {
            newConfiguration.selectedDetentIdentifier = nil
        }
        if let undimmed = newConfiguration.largestUndimmedDetentIdentifier, !identifiers.contains(undimmed) {
            newConfiguration.largestUndimmedDetentIdentifier = nil
        }
        try newConfiguration.validate()
        pendingEvents = .none
        advance(to: time.isNaN ? self.time : max(time, self.time))
        let wasResting = state == .resting
        let selected = restingDetentIdentifier
        configuration = newConfiguration
        if newConfiguration.detents.contains(where: { $0.identifier == selected }) {
            configuration.selectedDetentIdentifier = selected
        }
        applyEnvironment(container, keepsTopEdge: false)
        if !animated, wasResting, state == .settling { snapToResting() }
        contentOffset = min(contentOffset, maximumContentOffset)
        unreadEvents.merge(pendingEvents)
        return frame
    }

    mutating func changeScrollContent(height contentHeight: CGFloat, offset: CGFloat) {
        scrollContentHeight = contentHeight.sanitizedSize
        contentOffset = offset.sanitizedSize
    }

    /// Resolves the detents again and moves the sheet to the resting detent's new height with a
    /// spring. The selection follows ``selectedDetentIdentifier`` by identifier whenever it is active
    /// (the smallest detent when nothing is chosen); when the chosen detent is inactive, the sheet
    /// keeps its selection if that is active, or the detent nearest its old height stands in.
    mutating func applyEnvironment(_ newContainer: SheetContainer, keepsTopEdge: Bool) {
        let oldTop = geometry.topEdge(forFrameHeight: height)
        let oldRestingHeight = restingDetent.frameHeight
        let oldSmallestHeight = resolution.smallest.frameHeight
        let containerChanged = newContainer != container
        // A new width is a rotation (or a resize across): the finger's coordinates change with it.
        let widthChanged = newContainer.size.width != container.size.width
        container = newContainer
        resolveDetentsInContainer()
        if state != .dragging {
            // While a finger holds the sheet the release decides (and reports) where it goes.
            followSelection(oldRestingHeight: oldRestingHeight)
        } else if resolution.detent(restingDetentIdentifier) == nil {
            setResting(resolution.nearest(toFrameHeight: oldRestingHeight))
        }
        let room = geometry.maximumFrameHeight
        switch state {
        case .dismissed:
            height = 0
        case .dragging:
            // The finger keeps its place on the sheet: the top edge stays where it was (within the
            // new limits) and the drag is re-anchored to the new geometry from there, while the
            // bottom edge follows the container and the keyboard. A rotation (a new width, where the
            // finger's own coordinates change) leaves the sheet whole instead: never below the
            // smallest detent (unless the container is smaller, or the finger had already pulled it
            // below the old one, toward a dismissal); so does a bottom edge that rose above the
            // finger's top edge. A new list alone moves nothing under the finger.
            let oldHeight = height
            let smallest = resolution.smallest.frameHeight
            let holdsFinger = !containerChanged || (!widthChanged && geometry.bottomEdge - oldTop > 0)
            let floor =
                holdsFinger
                ? 0 : oldHeight < oldSmallestHeight - 0.5 ? min(oldHeight, smallest) : smallest
            // Nor above the top of the band over the largest detent: a top edge kept from a
            // full-screen sheet (at the container's top) would otherwise put the sheet under the
            // status bar, deeper than any finger can pull it, where the re-caught band runs faster
            // than the finger on the way back down.
            let bandTop = resolution.largest.frameHeight + upperBandRoom
            holdFinger(
                movingTo: min(max(geometry.bottomEdge - oldTop, floor, 0), room, max(bandTop, floor)),
                allowsDismissal: guardAllowsDismissal())
        case .presenting, .resting, .settling:
            height = min(max(keepsTopEdge ? geometry.bottomEdge - oldTop : height, 0), room)
            settleOnResting(velocity: state == .resting ? 0 : velocity)
        case .dismissing:
            height = min(height, room)
            animate(.dismiss, to: 0, velocity: velocity)
        }
    }

    /// Rests on the selected detent when it is active, the smallest when nothing is selected, and
    /// otherwise keeps an active resting detent or lets the detent nearest `oldRestingHeight` stand in.
    mutating func followSelection(oldRestingHeight: CGFloat) {
        if let selected = selectedDetentIdentifier, let detent = resolution.detent(selected) {
            setResting(detent, explicitly: true)
        } else if selectedDetentIdentifier == nil {
            setResting(resolution.smallest, explicitly: true)
        } else if resolution.detent(restingDetentIdentifier) == nil {
            setResting(resolution.nearest(toFrameHeight: oldRestingHeight))
        }
    }
}
