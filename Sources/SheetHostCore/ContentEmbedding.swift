/// How a sheet's content sits in the sheet's content area: a controller's view or a scroll view
/// fills it, edge to edge (the list scrolls under the home indicator, kept clear by its insets); a
/// plain view (a form) keeps its own fitting height at the top and is inset by the layout margins
/// (the safe area's sides and the home indicator).
public struct ContentEmbedding: Equatable, Sendable {
    /// Whether the content is pinned to the bottom of the content area (else it keeps its height).
    public var fillsHeight: Bool
    /// Whether the content's sides and bottom follow the content area's layout margins.
    public var insetsByMargins: Bool

    /// The embedding for content that is a controller's view (`isController`) or a scroll view.
    public static func rule(isController: Bool, isScrollView: Bool) -> ContentEmbedding {
        let fills = isController || isScrollView
        return ContentEmbedding(fillsHeight: fills, insetsByMargins: !fills)
    }
}
