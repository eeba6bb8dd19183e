import Foundation
import SheetCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SheetHost {
    /// The tracked scroll view's geometry reaches the engine as the content height the engine's own
    /// viewport would need to scroll exactly as far as the real one can (insets, a list that starts
    /// below a search field), and its offset — unless the sheet has pinned it, in which case the
    /// report is the scroll view fighting the pin (its deceleration or bounce): it is told to stop.
    mutating func changeScroll(_ geometry: HostScrollGeometry?, at time: Double, _ step: inout Step) {
        guard let geometry else {
            scroll = nil
            if interaction.scrollContentHeight != 0 || interaction.contentOffset != 0 {
                engine(.scrollContentChanged(contentHeight: 0, offset: 0), at: time, &step)
            }
            return
        }
        scroll = geometry
        let locked = interaction.contentOffsetLocked
        if locked, geometry.isDecelerating || abs(geometry.scrolledDistance - interaction.contentOffset) > 0.5
        {
            step.stopsDeceleration = geometry.isDecelerating
        }
        let contentHeight = engineContentHeight(for: geometry)
        let offset =
            locked
            ? interaction.contentOffset : min(geometry.scrolledDistance, geometry.maximumScrolledDistance)
        if abs(contentHeight - interaction.scrollContentHeight) > 0.01
            || abs(offset - interaction.contentOffset) > 0.01
        {
            engine(.scrollContentChanged(contentHeight: contentHeight, offset: offset), at: time, &step)
        }
    }

    /// The content height that gives the engine's viewport (the sheet less chrome and bottom inset)
    /// the real scroll view's range: its content and insets, plus the part of the content area the
    /// scroll view doesn't cover, less the bottom inset the engine already counts.
    func engineContentHeight(for geometry: HostScrollGeometry) -> CGFloat {
        let chrome = interaction.configuration.style.chromeHeight
        let uncovered: CGFloat
        if let frame = geometry.frameInContent {
            uncovered = max(frame.minY.sanitized(), 0)
        } else if interaction.height > chrome {
            uncovered = max(interaction.height - chrome - geometry.viewportHeight.sanitized(), 0)
        } else {
            uncovered = 0
        }
        let bottomInset = interaction.resolution.geometry.bottomInset
        let total =
            geometry.contentHeight + geometry.topInset + geometry.bottomInset + uncovered - bottomInset
        return max(total.sanitized(), 0)
    }

    /// Where the scroll view's deceleration should end for a release aiming at `proposedOffset`
    /// (`contentOffset.y`): where it is pinned while the sheet has the movement (so a fling that
    /// moved the sheet doesn't also scroll the list), otherwise the proposal within its range.
    public func decelerationTarget(proposedOffset: CGFloat) -> CGFloat {
        guard let scroll else { return proposedOffset.sanitized() }
        if interaction.contentOffsetLocked { return interaction.contentOffset - scroll.topInset }
        // The range as the engine sees it now: the geometry may be a frame older than the sheet.
        let style = interaction.configuration.style
        let viewport = max(
            interaction.height - style.chromeHeight - interaction.resolution.geometry.bottomInset, 0)
        let lowest = -scroll.topInset
        let highest = max(interaction.scrollContentHeight - viewport, 0) - scroll.topInset
        return min(max(proposedOffset.sanitized(), lowest), max(highest, lowest))
    }

    /// Whether the sheet's pan recognizes together with the tracked scroll view's (the host splits
    /// each movement between them).
    public var recognizesSimultaneouslyWithScrollView: Bool { scroll != nil }

    /// Whether the sheet's pan should begin for a touch at `point` moving at `velocity`: only on the
    /// sheet, only while it is up, and on the content only when the movement is more vertical than
    /// horizontal (a sideways swipe belongs to a carousel inside the sheet).
    public func shouldBeginPan(at point: CGPoint, velocity: CGPoint) -> Bool {
        let target = hitTarget(at: point)
        guard target.isOnSheet, interaction.state.isPresented else { return false }
        switch target {
        case .content, .sheet: return abs(velocity.y.sanitized()) >= abs(velocity.x.sanitized())
        default: return true
        }
    }

    /// The scroll directive of the current state.
    // Inlined into the frame's builder: a call copies the whole host first.
    @inline(__always)
    func scrollDirective(_ step: Step) -> HostScrollDirective {
        guard let scroll else { return HostScrollDirective() }
        let pinned = interaction.contentOffsetLocked ? interaction.contentOffset - scroll.topInset : nil
        return HostScrollDirective(
            pinnedOffset: pinned,
            stopsDeceleration: step.stopsDeceleration || (pinned != nil && scroll.isDecelerating),
            decelerationTarget: step.decelerationTarget,
            // A pull at the list's top moves the sheet (down a detent, or away): no bounce there,
            // unless the app lets the list bounce at the largest detent (a refresh control), where
            // the hand-off leaves that pull to the list (`SheetConfiguration.scrollViewBouncesAtTop`).
            bouncesAtTop: ScrollHandoff.keepsPullAtTop(
                sheetHeight: interaction.height, largestHeight: interaction.resolution.largest.frameHeight,
                bouncesAtTop: interaction.configuration.scrollViewBouncesAtTop))
    }
}
