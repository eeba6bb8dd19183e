/// Where a new presentation starts in a chain of presented controllers: the top of the chain above
/// the modifier's own controller, so a sheet opened from inside a sheet is presented by that sheet
/// (sheets nest, as SwiftUI's do), skipping a controller that is leaving (presenting from it would
/// be refused, and its sheet would vanish with it).
package enum PresentationChain {
    /// The controller to present from, starting at `anchor`: each controller's presented one
    /// (`presented`) while there is one that isn't being dismissed (`isLeaving`).
    /// - Complexity: O(n) for a chain of n presented controllers; a chain that loops back on itself
    ///   (which UIKit never makes) stops after 64 steps.
    package static func topmost<Node>(
        from anchor: Node, presented: (Node) -> Node?, isLeaving: (Node) -> Bool
    ) -> Node {
        var top = anchor
        for _ in 0..<64 {
            guard let next = presented(top), !isLeaving(next) else { break }
            top = next
        }
        return top
    }

    /// Whether nothing is presented over `node`: neither it nor any of its ancestors (`parent`, at
    /// most 64) presents a controller (`presented`) that isn't leaving (`isLeaving`) and hosts views
    /// of its own (`isAlert` false). A sheet's actions are its own only then: a `.sheet`,
    /// `.fullScreenCover` or `.popover` presented from its content inherits its environment; an alert
    /// or a confirmation dialog (a `UIAlertController`) hosts no SwiftUI content, so its buttons'
    /// actions are the sheet content's own.
    package static func isNearest<Node>(
        _ node: Node, parent: (Node) -> Node?, presented: (Node) -> Node?, isLeaving: (Node) -> Bool,
        isAlert: (Node) -> Bool
    ) -> Bool {
        var current: Node? = node
        for _ in 0..<64 {
            guard let node = current else { return true }
            if let over = presented(node), !isLeaving(over), !isAlert(over) { return false }
            current = parent(node)
        }
        return true
    }
}
