import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
    /// The `sheet` keys a `set` event turns into one-property assignments, in the order it sends
    /// them (any order gives the same frames: assignments at one instant are resolved together).
    static let assignments:
        [(key: String, read: @Sendable (StrictNode, ResolvedTables) throws -> SheetProperty)] = [
            ("detents", { node, resolved in .detents(try detents(node, resolved: resolved)) }),
            ("selected", { node, _ in .selectedDetentIdentifier(try optionalIdentifier(node)) }),
            (
                "largestUndimmed",
                { node, _ in .largestUndimmedDetentIdentifier(try optionalIdentifier(node)) }
            ),
            ("undimmedAtEveryDetent", { node, _ in .undimmedAtEveryDetent(try node.bool) }),
            ("dimsAtEveryDetent", { node, _ in .dimsAtEveryDetent(try node.bool) }),
            ("modalInPresentation", { node, _ in .isModalInPresentation(try node.bool) }),
            ("dismissible", { node, _ in .isDismissible(try node.bool) }),
            ("floating", { node, _ in .isFloating(try node.bool) }),
            ("usesBottomSafeArea", { node, _ in .usesBottomSafeArea(try node.bool) }),
            (
                "prefersScrollingExpandsWhenScrolledToEdge",
                { node, _ in .prefersScrollingExpandsWhenScrolledToEdge(try node.bool) }
            ),
            ("prefersGrabberVisible", { node, _ in .prefersGrabberVisible(try node.bool) }),
            ("header", { node, _ in .header(try header(node)) }),
            ("style", { node, _ in .background(try background(node)) }),
            (
                "cornerRadius",
                { node, _ in .preferredCornerRadius(node.isNull ? nil : CGFloat(try node.size)) }
            ),
            (
                "maximumDimAlpha",
                { node, _ in
                    .maximumDimAlpha(
                        CGFloat(try node.number(in: NumberRange(lower: 0, lowerIncluded: true, upper: 1))))
                }
            ),
            (
                "prefersEdgeAttachedInCompactHeight",
                { node, _ in .prefersEdgeAttachedInCompactHeight(try node.bool) }
            ),
            (
                "widthFollowsPreferredContentSizeWhenEdgeAttached",
                { node, _ in .widthFollowsPreferredContentSizeWhenEdgeAttached(try node.bool) }
            ),
            ("preferredContentWidth", { node, _ in .preferredContentWidth(CGFloat(try node.size)) }),
            (
                "regularWidthPlacement",
                { node, _ in
                    .regularWidthPlacement(try enumValue(node, HostSheetPlacement.self, list: placements))
                }
            ),
            ("regularWidth", { node, _ in .regularWidth(CGFloat(try node.size)) }),
            ("regularWidthMargin", { node, _ in .regularWidthMargin(CGFloat(try node.size)) }),
            ("scrollViewBouncesAtTop", { node, _ in .scrollViewBouncesAtTop(try node.bool) }),
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
            let property = try read(try node.required(key), state.resolved)
            if case .detents(let detents) = property { state.detents = detents }
            events.append(.set(property, animated: animated))
        }
        if let strings = node.child("strings") {
            events += try spokenTexts(strings).map { .set($0, animated: animated) }
        }
        guard let first = events.first else {
            let keys = ScenarioKeys.sheet.sorted().joined(separator: ", ")
            throw ScenarioError(
                "\(node.path.isEmpty ? "set" : node.path): needs at least one of the sheet's keys (\(keys))")
        }
        return ScenarioEvent.Parts(before: [], event: first, after: Array(events.dropFirst()))
    }

    /// A `set` event's `strings`: `grabberLabel` and `detentNames`, each one assignment (the other
    /// texts are options with no assignment of their own: an `options` event sets them).
    static func spokenTexts(_ node: StrictNode) throws -> [SheetProperty] {
        try node.checkKeys(["grabberLabel", "detentNames"])
        var properties: [SheetProperty] = []
        if let label = node.child("grabberLabel") {
            properties.append(.accessibilityGrabberLabel(try label.string))
        }
        if let names = node.child("detentNames") {
            guard names.isObject else {
                throw ScenarioError("\(names.path): expected an object, found \(names.typeName)")
            }
            var byIdentifier: [Detent.Identifier: String] = [:]
            for key in try names.keys {
                byIdentifier[Detent.Identifier(key)] = try names.required(key).string
            }
            properties.append(.accessibilityDetentNames(byIdentifier))
        }
        guard !properties.isEmpty else {
            throw ScenarioError("\(node.path): needs grabberLabel or detentNames")
        }
        return properties
    }

    /// A detent identifier, or nil for JSON null.
    static func optionalIdentifier(_ node: StrictNode) throws -> Detent.Identifier? {
        node.isNull ? nil : Detent.Identifier(try node.string)
    }

    /// A header object (`title`, `closeButton`, `height`), or nil for JSON null.
    static func header(_ node: StrictNode) throws -> SheetStyle.Header? {
        guard !node.isNull else { return nil }
        try node.checkKeys(ScenarioKeys.header)
        return SheetStyle.Header(
            title: try node.required("title").string,
            showsCloseButton: try node.bool("closeButton", default: true),
            height: CGFloat(
                try node.child("height")?.number(in: .positive) ?? Double(SheetStyle.headerHeight)))
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
