import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of the scroll views found in a sheet's content the sheet tracks (hands drags over to):
/// the one with the largest visible area among those that scroll vertically only and cover at
/// least a third of the content's height and lie inside the content (a point of slack). A horizontal
/// carousel or a small text view is left alone, and so is a list *behind* the sheet, which covers
/// the content's area but reaches beyond it.
package enum TrackedScrollViewChoice {
    /// One scroll view found in the content.
    package struct Candidate: Equatable, Sendable {
        /// Its frame in the content's coordinates.
        package var frame: CGRect
        /// Its content's width and its own width: wider content scrolls sideways.
        package var contentWidth: CGFloat
        package var width: CGFloat

        package init(frame: CGRect, contentWidth: CGFloat, width: CGFloat) {
            self.frame = frame
            self.contentWidth = contentWidth
            self.width = width
        }
    }

    /// The index of the candidate to track in a content area of `bounds`, or nil for none.
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
