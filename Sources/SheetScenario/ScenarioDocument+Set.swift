import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
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
        // The keys in the table's order (any order gives the same frames: assignments at one
        // instant are resolved together), each group's after the event's own.
        let keys = Set(try node.keys)
        for row in SheetPropertyTable.rows where row.scenarioGroup == nil {
            guard let key = row.scenarioKey, keys.contains(key) else { continue }
            // `null` is a value here (none), not a key left out.
            let property = try assignment(row, try node.required(key), state.resolved)
            if case .detents(let detents) = property { state.detents = detents }
            events.append(.set(property, animated: animated))
        }
        if let strings = node.child("strings") {
            events += try spokenTexts(strings, resolved: state.resolved).map { .set($0, animated: animated) }
        }
        guard let first = events.first else {
            let keys = ScenarioKeys.sheet.sorted().joined(separator: ", ")
            throw ScenarioError(
                "\(node.path.isEmpty ? "set" : node.path): needs at least one of the sheet's keys (\(keys))")
        }
        return ScenarioEvent.Parts(before: [], event: first, after: Array(events.dropFirst()))
    }

    /// A `set` event's `strings`: `grabberLabel` and `detentNames` (the table's rows in the group),
    /// each one assignment (the other texts are options with no assignment of their own: an
    /// `options` event sets them).
    static func spokenTexts(_ node: StrictNode, resolved: ResolvedTables) throws -> [SheetProperty] {
        let rows = SheetPropertyTable.rows.filter { $0.scenarioGroup == "strings" }
        let keys = rows.compactMap(\.scenarioKey)
        try node.checkKeys(Set(keys))
        var properties: [SheetProperty] = []
        for row in rows {
            guard let key = row.scenarioKey, let value = node.child(key) else { continue }
            properties.append(try assignment(row, value, resolved))
        }
        guard !properties.isEmpty else {
            throw ScenarioError("\(node.path): needs \(keys.joined(separator: " or "))")
        }
        return properties
    }

    /// The assignment a row's key in a `set` event makes, its value read as the row's codec says
    /// (the recorder writes each kind the same way).
    static func assignment(_ row: SheetPropertyRow, _ node: StrictNode, _ resolved: ResolvedTables) throws
        -> SheetProperty
    {
        var values = SheetPropertyValues()
        try read(row, node, resolved, into: &values)
        return row.property(in: values)
    }

    /// Reads a row's value from `node` as the row's codec says, into its place in `values`.
    static func read(
        _ row: SheetPropertyRow, _ node: StrictNode, _ resolved: ResolvedTables,
        into values: inout SheetPropertyValues
    ) throws {
        switch row.codec {
        case .flag(let path): values[keyPath: path] = try node.bool
        case .identifier(let path): values[keyPath: path] = try optionalIdentifier(node)
        case .size(let path): values[keyPath: path] = CGFloat(try node.size)
        case .optionalSize(let path): values[keyPath: path] = node.isNull ? nil : CGFloat(try node.size)
        case .unitInterval(let path):
            values[keyPath: path] = CGFloat(
                try node.number(in: NumberRange(lower: 0, lowerIncluded: true, upper: 1)))
        case .detents(let path): values[keyPath: path] = try detents(node, resolved: resolved)
        case .header(let path): values[keyPath: path] = try header(node)
        case .background(let path): values[keyPath: path] = try background(node)
        case .placement(let path):
            values[keyPath: path] = try enumValue(node, HostSheetPlacement.self, list: placements)
        case .text(let path): values[keyPath: path] = try node.string
        case .detentNames(let path): values[keyPath: path] = try detentNames(node)
        case .unwritten: throw ScenarioError("\(node.path): \(row.name.rawValue) has no scenario form")
        }
    }

    /// An object of spoken names by detent identifier.
    static func detentNames(_ node: StrictNode) throws -> [Detent.Identifier: String] {
        guard node.isObject else {
            throw ScenarioError("\(node.path): expected an object, found \(node.typeName)")
        }
        var byIdentifier: [Detent.Identifier: String] = [:]
        for key in try node.keys {
            byIdentifier[Detent.Identifier(key)] = try node.required(key).string
        }
        return byIdentifier
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
