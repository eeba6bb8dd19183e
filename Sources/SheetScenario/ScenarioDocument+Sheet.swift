import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
    // MARK: Sheet

    static func detent(_ node: StrictNode, resolved: ResolvedTables = []) throws -> Detent {
        try node.checkKeys(ScenarioKeys.detent)
        let identifier = Detent.Identifier(try node.required("id").string)
        if let table = node.child("resolved") {
            return try resolvedDetent(identifier, table, tables: resolved)
        }
        if let height = node.child("height") {
            return .height(try height.number(in: .positive), identifier: identifier)
        }
        if let fraction = node.child("fraction") {
            return .fraction(
                try fraction.number(in: NumberRange(lower: 0, lowerIncluded: false, upper: 1)),
                identifier: identifier)
        }
        if try node.bool("fitting", default: false) { return .fitting(identifier: identifier) }
        switch identifier {
        case .medium: return .medium
        case .large: return .large
        default:
            throw ScenarioError(
                "\(node.path): '\(identifier.rawValue)' needs a height, a fraction or \"fitting\": true "
                    + "(only medium and large need none)")
        }
    }

    /// The detents of a list, checked for an empty list and repeated identifiers.
    static func detents(_ node: StrictNode, resolved: ResolvedTables = []) throws -> [Detent] {
        let nodes = try node.array
        guard !nodes.isEmpty else {
            throw ScenarioError("\(node.path): the list is empty (accepted: at least one detent)")
        }
        var detents: [Detent] = []
        for item in nodes {
            let detent = try detent(item, resolved: resolved)
            guard !detents.contains(where: { $0.identifier == detent.identifier }) else {
                throw ScenarioError(
                    "\(item.path).id: '\(detent.identifier.rawValue)' is used twice (each detent needs its own id)"
                )
            }
            detents.append(detent)
        }
        return detents
    }

    /// A detent identifier. It may name none of the detents: the host keeps it, as UIKit keeps what
    /// was assigned, and it takes effect once a detent with it arrives.
    static func identifier(_ node: StrictNode) throws -> Detent.Identifier {
        Detent.Identifier(try node.string)
    }

    static func configuration(_ sheet: StrictNode, path: String = "sheet", resolved: ResolvedTables = [])
        throws
        -> SheetConfiguration
    {
        let detents = try detents(try sheet.required("detents"), resolved: resolved)
        var configuration = SheetConfiguration(
            detents: detents,
            selectedDetentIdentifier: try sheet.child("selected").map(identifier),
            largestUndimmedDetentIdentifier: try sheet.child("largestUndimmed").map(identifier),
            usesBottomSafeArea: try sheet.bool("usesBottomSafeArea", default: true),
            prefersScrollingExpandsWhenScrolledToEdge: try sheet.bool(
                "prefersScrollingExpandsWhenScrolledToEdge", default: true),
            isModalInPresentation: try sheet.bool("modalInPresentation", default: false),
            isDismissible: try sheet.bool("dismissible", default: true),
            isFloating: try sheet.bool("floating", default: false),
            maximumDimAlpha: CGFloat(
                try sheet.child("maximumDimAlpha")?.number(
                    in: NumberRange(lower: 0, lowerIncluded: true, upper: 1))
                    ?? Double(Dimming.defaultMaximumAlpha)))
        configuration.dimming.undimmedAtEveryDetent = try sheet.bool("undimmedAtEveryDetent", default: false)
        configuration.dimming.dimsAtEveryDetent = try sheet.bool("dimsAtEveryDetent", default: false)
        configuration.style.prefersGrabberVisible = try sheet.bool("prefersGrabberVisible", default: false)
        configuration.scrollViewBouncesAtTop = try sheet.bool("scrollViewBouncesAtTop", default: false)
        if let header = sheet.child("header") {
            try header.checkKeys(ScenarioKeys.header)
            configuration.style.header = SheetStyle.Header(
                title: try header.required("title").string,
                showsCloseButton: try header.bool("closeButton", default: true),
                height: CGFloat(
                    try header.child("height")?.number(in: .positive) ?? Double(SheetStyle.headerHeight)))
        }
        if let style = sheet.child("style") {
            guard let background = SheetStyle.Background(rawValue: try style.string) else {
                throw ScenarioError(
                    "\(style.path): '\(try style.string)' is not a style (accepted: white, gray)")
            }
            configuration.style.background = background
        }
        configuration.style.preferredCornerRadius = try sheet.child("cornerRadius").map {
            CGFloat(try $0.size)
        }
        configuration.behavior.reducesMotion = try sheet.bool("reduceMotion", default: false)
        do {
            // An identifier naming no detent is kept (the host accepts it); all else must be valid.
            var checked = configuration
            checked.selectedDetentIdentifier = nil
            checked.largestUndimmedDetentIdentifier = nil
            try checked.validate()
        } catch let error as SheetError {
            throw ScenarioError(path.isEmpty ? error.description : "\(path).\(error.description)")
        }
        return configuration
    }

    static let curves = HostAnimationCurve.allCases.map(\.rawValue).joined(separator: ", ")
    static let placements = HostSheetPlacement.allCases.map(\.rawValue).joined(separator: ", ")
    /// A keyboard transition's duration: 0 (immediate) to 2 s.
    static let durationRange = NumberRange(lower: 0, lowerIncluded: true, upper: 2)

    /// The sheet's layout options and texts (a `sheet` object's, a `configure` or `options` event's
    /// keys); those not given take their defaults.
    static func options(_ sheet: StrictNode) throws -> HostOptions {
        HostOptions(
            prefersEdgeAttachedInCompactHeight: try sheet.bool(
                "prefersEdgeAttachedInCompactHeight", default: false),
            widthFollowsPreferredContentSizeWhenEdgeAttached: try sheet.bool(
                "widthFollowsPreferredContentSizeWhenEdgeAttached", default: false),
            preferredContentWidth: CGFloat(try sheet.size("preferredContentWidth", default: 0)),
            regularWidthPlacement: try sheet.child("regularWidthPlacement").map {
                try enumValue($0, HostSheetPlacement.self, list: placements)
            } ?? .center,
            regularWidth: CGFloat(try sheet.size("regularWidth", default: 0)),
            regularWidthMargin: CGFloat(
                try sheet.size("regularWidthMargin", default: Double(SheetHost.sideMargin))),
            strings: try sheet.child("strings").map(strings) ?? HostStrings())
    }

    /// The texts VoiceOver speaks; those not given keep their English defaults.
    static func strings(_ node: StrictNode) throws -> HostStrings {
        try node.checkKeys(ScenarioKeys.strings)
        let defaults = HostStrings()
        var names: [Detent.Identifier: String] = [:]
        if let detentNames = node.child("detentNames") {
            guard detentNames.isObject else {
                throw ScenarioError("\(detentNames.path): expected an object, found \(detentNames.typeName)")
            }
            for key in try detentNames.keys {
                names[Detent.Identifier(key)] = try detentNames.required(key).string
            }
        }
        return HostStrings(
            grabberLabel: try node.child("grabberLabel")?.string ?? defaults.grabberLabel, detentNames: names,
            medium: try node.child("medium")?.string ?? defaults.medium,
            large: try node.child("large")?.string ?? defaults.large,
            percentOfScreen: try node.child("percentOfScreen")?.string ?? defaults.percentOfScreen,
            close: try node.child("close")?.string ?? defaults.close)
    }

    /// A `configure` event: the sheet's keys inline (or nested as `sheet`) make a whole new
    /// configuration, keys not given taking a new sheet's defaults; the options go first (unless
    /// `keepsOptions`), then the configuration; an explicit `selected` is selected with it, and the content's heights and
    /// `reduceMotion`, when given, are sent with it.
    static func configure(_ node: StrictNode, state: inout ReadState) throws -> ScenarioEvent.Parts {
        let sheet: StrictNode
        if let nested = node.child("sheet") {
            let inline = try node.keys.filter { ScenarioKeys.sheet.contains($0) }.sorted()
            if let key = inline.first {
                throw ScenarioError(
                    "\(node.path.isEmpty ? key : node.path + "." + key): the sheet's keys go either inline or in "
                        + "\"sheet\", not both")
            }
            try nested.checkKeys(ScenarioKeys.sheet)
            sheet = nested
        } else {
            sheet = node
        }
        let configuration = try Self.configuration(sheet, path: sheet.path, resolved: state.resolved)
        let previousDetents = state.detents
        state.detents = configuration.detents
        var before: [HostEvent] = []
        if try node.bool("keepsOptions", default: false) {
            // The options stay as they are (a recording's form): none of their keys may be given.
            if let key = try sheet.keys.filter({ ScenarioKeys.options.contains($0) }).sorted().first {
                throw ScenarioError(
                    "\(sheet.path.isEmpty ? key : sheet.path + "." + key): a configure that keeps the options "
                        + "takes none of their keys")
            }
        } else {
            before.append(.options(try options(sheet)))
        }
        if let reduce = sheet.child("reduceMotion") { before.append(.reduceMotion(try reduce.bool)) }
        if let fitting = sheet.child("contentFittingHeight") {
            before.append(.contentFittingHeightChanged(CGFloat(try fitting.size)))
        }
        if let content = sheet.child("scrollContentHeight") {
            before.append(.scrollContentChanged(contentHeight: CGFloat(try content.size), offset: 0))
        }
        let animated = try node.bool("animated", default: true)
        var after: [HostEvent] = []
        if let selected = configuration.selectedDetentIdentifier {
            // Selected first when the sheet has it already (the configuration then keeps it by
            // identifier, and no other detent is reported on the way); otherwise after.
            let select = HostEvent.select(selected, animated: animated)
            if previousDetents.contains(where: { $0.identifier == selected }) {
                before.append(select)
            } else {
                after.append(select)
            }
        }
        return ScenarioEvent.Parts(
            before: before, event: .configure(configuration, animated: animated), after: after)
    }
}
