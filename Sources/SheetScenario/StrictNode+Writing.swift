import Foundation

extension StrictNode {
    /// Writes this value back as JSON with ``JSONWriter``, each object's keys sorted: the value as
    /// read (numbers in the writer's shortest form, strings escaped by its rules), for a message that
    /// quotes part of another (the playground's export quotes its setup).
    @_spi(Playground) public func write(into writer: inout JSONWriter) {
        let value = document.values[index]
        switch value.kind {
        case .null: writer.raw("null")
        case .true: writer.raw("true")
        case .false: writer.raw("false")
        case .number: writer.number(value.number)
        case .string: writer.string(document.string(at: index))
        case .array:
            writer.raw("[")
            for (offset, item) in ((try? array) ?? []).enumerated() {
                if offset > 0 { writer.raw(",") }
                item.write(into: &writer)
            }
            writer.raw("]")
        case .object:
            writer.raw("{")
            for (offset, key) in ((try? keys) ?? []).sorted().enumerated() {
                if offset > 0 { writer.raw(",") }
                writer.string(key)
                writer.raw(":")
                (try? required(key))?.write(into: &writer)
            }
            writer.raw("}")
        }
    }
}
