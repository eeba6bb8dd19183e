import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
    /// The `sheet` keys a `set` event turns into one-property assignments, in the order it sends
    /// them (any order gives the same frames: assignments at one instant are resolved together).
    static let assignments: [(key: String, read: @Sendable (StrictNode) throws -> SheetProperty)] = [
        ("detents", { .detents(try detents($0)) }),
        ("selected", { .selectedDetentIdentifier(try optionalIdentifier($0)) }),
        ("largestUndimmed", { .largestUndimmedDetentIdentifier(try optionalIdentifier($0)) }),
        ("modalInPresentation", { .isModalInPresentation(try $0.bool) }),
        ("dismissible", { .isDismissible(try $0.bool) }),
        ("floating", { .isFloating(try $0.bool) }),
        ("usesBottomSafeArea", { .usesBottomSafeArea(try $0.bool) }),
        (
            "prefersScrollingExpandsWhenScrolledToEdge",
            { .prefersScrollingExpandsWhenScrolledToEdge(try $0.bool) }
        ),
        ("prefersGrabberVisible", { .prefersGrabberVisible(try $0.bool) }),
        ("header", { .header(try header($0)) }),
        ("style", { .background(try background($0)) }),
        ("cornerRadius", { .preferredCornerRadius($0.isNull ? nil : CGFloat(try $0.size)) }),
        (
            "maximumDimAlpha",
            {
                .maximumDimAlpha(
                    CGFloat(try $0.number(in: NumberRange(lower: 0, lowerIncluded: true, upper: 1))))
            }
        ),
        ("prefersEdgeAttachedInCompactHeight", { .prefersEdgeAttachedInCompactHeight(try $0.bool) }),
        (
            "widthFollowsPreferredContentSizeWhenEdgeAttached",
            { .widthFollowsPreferredContentSizeWhenEdgeAttached(try $0.bool) }
        ),
        ("preferredContentWidth", { .preferredContentWidth(CGFloat(try $0.size)) }),
        (
            "regularWidthPlacement",
            { .regularWidthPlacement(try enumValue($0, HostSheetPlacement.self, list: placements)) }
        ),
        ("regularWidth", { .regularWidth(CGFloat(try $0.size)) }),
        ("regularWidthMargin", { .regularWidthMargin(CGFloat(try $0.size)) }),
        ("scrollViewBouncesAtTop", { .scrollViewBouncesAtTop(try $0.bool) }),
    ]

    /// A `set` event: each `sheet` key given is one assignment (``HostEvent/set(_:animated:)``),
    /// and the keys not given keep their values. `selected`, `largestUndimmed`, `header` and
    /// `cornerRadius` may be null (none); an identifier may name no detent yet (it is kept until
    /// one does). `reduceMotion` and the content's heights are the events a `configure` sends for
    /// them, sent first.
    static func set(_ node: StrictNode, state: inout ReadState) throws -> ScenarioEvent.Parts {
        let animated = try node.bool("animated", default: false)
        var events: [HostEvent] = []
        if let reduce = node.child("reduceMotion") { events.append(.reduceMotion(try reduce.bool)) }
        if let fitting = node.child("contentFittingHeight") {
            events.append(.contentFittingHeightChanged(CGFloat(try fitting.size)))
        }
        if let content = node.child("scrollContentHeight") {
            events.append(.scrollContentChanged(contentHeight: CGFloat(try content.size), offset: 0))
        }
        let keys = Set(try node.keys)
        for (key, read) in assignments where keys.contains(key) {
            // `null` is a value here (none), not a key left out.
            let property = try read(try node.required(key))
            if case .detents(let detents) = property { state.detents = detents }
            events.append(.set(property, animated: animated))
        }
        guard let first = events.first else {
            let keys = ScenarioKeys.sheet.sorted().joined(separator: ", ")
            throw ScenarioError(
                "\(node.path.isEmpty ? "set" : node.path): needs at least one of the sheet's keys (\(keys))")
        }
        return ScenarioEvent.Parts(before: [], event: first, after: Array(events.dropFirst()))
    }

    /// A detent identifier, or nil for JSON null.
    static func optionalIdentifier(_ node: StrictNode) throws -> Detent.Identifier? {
        node.isNull ? nil : Detent.Identifier(try node.string)
    }

    /// A header object (`title`, `closeButton`), or nil for JSON null.
    static func header(_ node: StrictNode) throws -> SheetStyle.Header? {
        guard !node.isNull else { return nil }
        try node.checkKeys(ScenarioKeys.header)
        return SheetStyle.Header(
            title: try node.required("title").string,
            showsCloseButton: try node.bool("closeButton", default: true))
    }

    /// A background style name.
    static func background(_ node: StrictNode) throws -> SheetStyle.Background {
        let text = try node.string
        guard let background = SheetStyle.Background(rawValue: text) else {
            throw ScenarioError("\(node.path): '\(text)' is not a style (accepted: white, gray)")
        }
        return background
    }
}
