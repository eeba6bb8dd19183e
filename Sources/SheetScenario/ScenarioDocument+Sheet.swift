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

    /// The sheet's configuration from a `sheet` object or a `configure` event: `detents` is required;
    /// each other key of ``SheetPropertyTable`` given is read as its row says (as a `set` event reads
    /// it), those not given keeping a new sheet's defaults; `reduceMotion` is the behaviour's.
    static func configuration(_ sheet: StrictNode, path: String = "sheet", resolved: ResolvedTables = [])
        throws
        -> SheetConfiguration
    {
        _ = try sheet.required("detents")
        var configuration = try properties(sheet, options: false, resolved: resolved).configuration
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

    /// Every key of ``SheetPropertyTable`` that `sheet` gives (outside `strings`) among the layout
    /// options or the configuration's, read into a new sheet's values by its row's codec: one reading
    /// of a property for the `sheet` object and the `configure`, `options` and `set` events.
    static func properties(_ sheet: StrictNode, options: Bool, resolved: ResolvedTables) throws
        -> SheetPropertyValues
    {
        var values = SheetPropertyValues()
        for row in SheetPropertyTable.rows where row.scenarioGroup == nil && row.isOption == options {
            guard let key = row.scenarioKey, let node = sheet.child(key) else { continue }
            try read(row, node, resolved, into: &values)
        }
        return values
    }

    static let curves = HostAnimationCurve.allCases.map(\.rawValue).joined(separator: ", ")
    static let placements = HostSheetPlacement.allCases.map(\.rawValue).joined(separator: ", ")
    /// A keyboard transition's duration: 0 (immediate) to 2 s.
    static let durationRange = NumberRange(lower: 0, lowerIncluded: true, upper: 2)

    /// The sheet's layout options and texts (a `sheet` object's, a `configure` or `options` event's
    /// keys); those not given take their defaults.
    static func options(_ sheet: StrictNode) throws -> HostOptions {
        var options = try properties(sheet, options: true, resolved: []).options
        if let strings = sheet.child("strings") { options.strings = try Self.strings(strings) }
        return options
    }

    /// The texts VoiceOver speaks: the table's rows in `strings` read by their codecs, the other
    /// texts (options with no assignment of their own) here; those not given keep their English
    /// defaults.
    static func strings(_ node: StrictNode) throws -> HostStrings {
        try node.checkKeys(ScenarioKeys.strings)
        var values = SheetPropertyValues()
        for row in SheetPropertyTable.rows where row.scenarioGroup == "strings" {
            guard let key = row.scenarioKey, let value = node.child(key) else { continue }
            try read(row, value, [], into: &values)
        }
        var strings = values.options.strings
        strings.medium = try node.child("medium")?.string ?? strings.medium
        strings.large = try node.child("large")?.string ?? strings.large
        strings.percentOfScreen = try node.child("percentOfScreen")?.string ?? strings.percentOfScreen
        strings.close = try node.child("close")?.string ?? strings.close
        return strings
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
