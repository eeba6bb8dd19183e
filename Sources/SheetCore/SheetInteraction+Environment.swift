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
        configuration = candidate
        applyEnvironment(container, keepsTopEdge: false)
    }

    /// Replaces the whole configuration — UIKit's `animateChanges { … }` around several sheet
    /// properties, or a SwiftUI view whose options changed — keeping the selected detent by
    /// identifier (or the nearest when it is gone) and springing to its new height.
    /// A selected or undimmed identifier that is not in the new list is let go, as in UIKit.
    /// - Throws: ``SheetError`` for an invalid configuration; nothing changes then.
    @discardableResult
    public mutating func reconfigure(_ newConfiguration: SheetConfiguration, at time: Double) throws
        -> SheetFrame
    {
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
        let selected = selectedDetentIdentifier
        configuration = newConfiguration
        if newConfiguration.detents.contains(where: { $0.identifier == selected }) {
            configuration.selectedDetentIdentifier = selected
        }
        applyEnvironment(container, keepsTopEdge: false)
        contentOffset = min(contentOffset, maximumContentOffset)
        unreadEvents.merge(pendingEvents)
        return frame
    }

    mutating func changeScrollContent(height contentHeight: CGFloat, offset: CGFloat) {
        scrollContentHeight = contentHeight.sanitizedSize
        contentOffset = offset.sanitizedSize
    }

    /// Resolves the detents again and moves the sheet to the selected detent's new height with a
    /// spring. The selection is kept by identifier; if it became inactive, the detent nearest its
    /// old height is selected.
    mutating func applyEnvironment(_ newContainer: SheetContainer, keepsTopEdge: Bool) {
        let oldTop = geometry.topEdge(forFrameHeight: height)
        let oldSelectedHeight = selectedDetent.frameHeight
        container = newContainer
        resolution.resolve(
            configuration.detents,
            in: SheetGeometry(container: newContainer, usesBottomSafeArea: configuration.usesBottomSafeArea),
            contentFittingHeight: contentFittingHeight, chromeHeight: configuration.style.chromeHeight)
        if resolution.detent(selectedDetentIdentifier) == nil {
            setSelected(resolution.nearest(toFrameHeight: oldSelectedHeight))
        }
        let room = geometry.maximumFrameHeight
        switch state {
        case .dismissed:
            height = 0
        case .dragging:
            // The finger keeps its place on the sheet: the top edge stays where it was (within the
            // new limits) and the drag is re-anchored to the new geometry from there.
            let oldHeight = height
            height = min(max(geometry.bottomEdge - oldTop, 0), room)
            if var drag {
                drag.reanchor(heightShift: height - oldHeight)
                let anchor = catchInBand(height, allowsDismissal: drag.allowsDismissal)
                drag.rawHeight = anchor.raw
                drag.bandScale = anchor.scale
                self.drag = drag
            }
        case .presenting, .resting, .settling:
            height = min(max(keepsTopEdge ? geometry.bottomEdge - oldTop : height, 0), room)
            settleOnSelected(velocity: state == .resting ? 0 : velocity)
        case .dismissing:
            height = min(height, room)
            animate(.dismiss, to: 0, velocity: velocity)
        }
    }
}
