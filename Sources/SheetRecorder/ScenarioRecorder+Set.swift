import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioRecorder {
    /// Writes a one-property assignment as a `set` event with the one `sheet` key its row of
    /// ``SheetPropertyTable`` names (without braces or `t`); false when the row has no scenario key
    /// (a behaviour: no binding assigns one alone) or the value has no scenario form.
    mutating func writeSet(_ property: SheetProperty, animated: Bool, into writer: inout JSONWriter) -> Bool {
        let row = property.row
        guard let key = row.scenarioKey else {
            approximate("set \(row.name.rawValue)")
            return false
        }
        var values = SheetPropertyValues()
        row.store(property, in: &values)
        if case .detents(let path) = row.codec, !acceptsDetents(values[keyPath: path]) { return false }
        writer.raw("\"type\":\"set\",\"")
        if let group = row.scenarioGroup {
            writer.raw(group)
            writer.raw("\":{\"")
        }
        writer.raw(key)
        writer.raw("\":")
        guard writeValue(row.codec, of: values, tables: eventTables, into: &writer) else { return false }
        if row.scenarioGroup != nil { writer.raw("}") }
        if animated { writer.raw(",\"animated\":true") }
        return true
    }

    /// Writes the value `values` hold where `codec` says, as the scenario reader reads that kind (a
    /// custom detent as the number of its table in `tables`); false when it has no scenario form.
    mutating func writeValue(
        _ codec: SheetPropertyCodec, of values: SheetPropertyValues, tables: [Int],
        into writer: inout JSONWriter
    ) -> Bool {
        switch codec {
        case .flag(let path): writer.bool(values[keyPath: path])
        case .identifier(let path): writer.string(values[keyPath: path]?.rawValue)
        case .size(let path):
            let value = values[keyPath: path]
            writer.number(value.isFinite ? max(value, 0) : 0)
        case .optionalSize(let path):
            if let value = values[keyPath: path], value.isFinite, value >= 0 {
                writer.number(value)
            } else {
                writer.raw("null")
            }
        case .unitInterval(let path):
            let value = values[keyPath: path]
            writer.number(value.isNaN ? Dimming.defaultMaximumAlpha : min(max(value, 0), 1))
        case .detents(let path): writeDetents(values[keyPath: path], tables: tables, into: &writer)
        case .header(let path): return writeHeader(values[keyPath: path], into: &writer)
        case .background(let path): writer.string(values[keyPath: path].rawValue)
        case .placement(let path): writer.string(values[keyPath: path].rawValue)
        case .text(let path): writer.string(values[keyPath: path])
        case .detentNames(let path): writeDetentNames(values[keyPath: path], into: &writer)
        case .unwritten: return false
        }
        return true
    }

    /// A header object, or null; false, with nothing written, for a height a scenario can't hold.
    private mutating func writeHeader(_ header: SheetStyle.Header?, into writer: inout JSONWriter) -> Bool {
        guard let header else {
            writer.raw("null")
            return true
        }
        let measured = header.height != SheetStyle.headerHeight
        guard !measured || (header.height > 0 && header.height <= sheetMaximumMagnitude) else {
            approximate("a header height out of range")
            return false
        }
        writer.raw("{\"title\":")
        writer.string(header.title)
        writer.raw(header.showsCloseButton ? ",\"closeButton\":true" : ",\"closeButton\":false")
        if measured {
            // A measured height (Dynamic Type), which the host keeps until the next measurement.
            writer.raw(",\"height\":")
            writer.number(header.height)
        }
        writer.raw("}")
        return true
    }

    /// Whether a scenario can hold a new detent list (the host refuses an invalid one, and a
    /// scenario refuses it too); an accepted list becomes the recording's detents.
    mutating func acceptsDetents(_ newDetents: [Detent]) -> Bool {
        guard Self.isValidList(newDetents) else {
            approximate("an invalid detent list")
            return false
        }
        detents = newDetents
        return true
    }
}
