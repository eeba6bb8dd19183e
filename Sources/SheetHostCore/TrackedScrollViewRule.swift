import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which scroll view a sheet tracks (hands drags over to), one rule for every front end: the UIKit
/// binding and SwiftUI's sheets both ask it.
///
/// The app sets one of three states, as FloatingPanel's `track(scrollView:)` and
/// `untrack(scrollView:)`: a list of its own (``Mode/explicit``), none (``Mode/none``), or the
/// content's own list (``Mode/automatic``, the default). The content's own list is the one the
/// content declares (UIKit's `contentScrollView(for: .top)`, a controller whose view is a scroll view,
/// a scroll view given as the content), else the one ``choose(among:in:)`` picks among the scroll
/// views found in the content. A list that has left the window while the sheet is in one (the
/// previous screen's, under a navigation push) is never tracked.
package enum TrackedScrollViewRule {
    /// What the app set.
    package enum Mode: String, Sendable, CaseIterable {
        /// The content's own list (the default).
        case automatic
        /// No list: every drag on the content is the content's (FloatingPanel's `untrack`).
        case none
        /// The list the app named (FloatingPanel's `track(scrollView:)`).
        case explicit
    }

    /// Where a named or declared list is, as the binding sees it.
    package enum Presence: String, Sendable, CaseIterable {
        /// There is none (never set, or gone).
        case absent
        /// It is in the sheet's window, or the sheet is in none yet.
        case inWindow
        /// It has left the window the sheet is in.
        case offWindow
    }

    /// The list to track.
    package enum Choice: Equatable, Sendable {
        case none
        /// The app's list.
        case explicit
        /// The list the content declares.
        case declared
        /// The found candidate at this index.
        case found(Int)
    }

    /// One scroll view found in the content.
    package struct Candidate: Equatable, Sendable {
        /// Its frame in the content's coordinates.
        package var frame: CGRect
        /// Its content's width and its own width: wider content scrolls sideways.
        package var contentWidth: CGFloat
        package var width: CGFloat
        /// Whether it is in the sheet's window (or the sheet is in none yet).
        package var isInWindow: Bool

        package init(frame: CGRect, contentWidth: CGFloat, width: CGFloat, isInWindow: Bool = true) {
            self.frame = frame
            self.contentWidth = contentWidth
            self.width = width
            self.isInWindow = isInWindow
        }
    }

    /// The list tracked for `mode`: the app's while it is in the window; none; or the content's —
    /// its declared list while in the window, else the best of `candidates` in a content area of
    /// `bounds` (``choose(among:in:)``), those off the window left out. `candidates` is read only
    /// when it is needed: pass the search as a closure.
    package static func choose(
        mode: Mode, explicit: Presence, declared: Presence, candidates: () -> [Candidate], in bounds: CGRect
    ) -> Choice {
        switch mode {
        case .none: return .none
        case .explicit: return explicit == .inWindow ? .explicit : .none
        case .automatic:
            if declared == .inWindow { return .declared }
            let found = candidates()
            let usable = found.map { candidate -> Candidate in
                var candidate = candidate
                // An off-window candidate gets no area: it is never chosen.
                if !candidate.isInWindow { candidate.frame = .zero }
                return candidate
            }
            return choose(among: usable, in: bounds).map(Choice.found) ?? .none
        }
    }

    /// The index of the candidate to track in a content area of `bounds`, or nil for none: the one
    /// with the largest visible area among those that scroll vertically only, cover at least a
    /// third of the content's height and lie inside the content (a point of slack). A horizontal
    /// carousel or a small text view is left alone, and so is a list *behind* the sheet, which covers
    /// the content's area but reaches beyond it.
    /// - Complexity: O(n) for n candidates.
    package static func choose(among candidates: [Candidate], in bounds: CGRect) -> Int? {
        let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
        guard values.allSatisfy(\.isFinite), bounds.width > 0, bounds.height > 0 else { return nil }
        var best: Int?
        var bestArea: CGFloat = 0
        for (index, candidate) in candidates.enumerated() {
            let frame = candidate.frame
            // A NaN or infinite frame (a view mid-layout) is no candidate; CGRect's intersection
            // traps on one.
            guard
                [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
            else { continue }
            let visible = frame.intersection(bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0,
                frame.minX >= bounds.minX - 1, frame.maxX <= bounds.maxX + 1, frame.minY >= bounds.minY - 1,
                frame.maxY <= bounds.maxY + 1,
                visible.height >= bounds.height / 3,
                candidate.contentWidth <= candidate.width + 1
            else { continue }
            let area = visible.width * visible.height
            if area > bestArea {
                best = index
                bestArea = area
            }
        }
        return best
    }

    /// The scroll views below `root` (not `root` itself), in depth-first order, not looking inside a
    /// scroll view: what scrolls inside the content's scroll view (a carousel in a row) is not the
    /// content's.
    /// - Complexity: O(n) for n nodes outside scroll views.
    package static func scrollViews<Node>(
        under root: Node, children: (Node) -> [Node], isScrollView: (Node) -> Bool
    ) -> [Node] {
        var found: [Node] = []
        func visit(_ node: Node) {
            if isScrollView(node) {
                found.append(node)
                return
            }
            for child in children(node) { visit(child) }
        }
        for child in children(root) { visit(child) }
        return found
    }
}
