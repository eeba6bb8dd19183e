import SheetCore

extension SheetProperty {
    /// What an assignment changes, for the host to resolve only that.
    enum Scope {
        case configuration
        case header
        case options
        case selection
        case modal
    }
}

/// One sheet property, declared once: where the host keeps it, what an assignment of it changes,
/// and its key and value kind in a scenario's `set` event.
package struct SheetPropertyRow: Sendable {
    /// The property this row declares.
    package let name: SheetProperty.Name
    /// Its key in a `set` event (inside ``scenarioGroup`` when there is one); nil for none.
    package let scenarioKey: String?
    /// The object of a `set` event the key is in (`strings`), or nil for the event itself.
    package let scenarioGroup: String?
    /// How its value is written and read in a scenario, and where it is in ``SheetPropertyValues``.
    package let codec: SheetPropertyCodec
    /// Where the host keeps its value.
    package let path: PartialKeyPath<SheetPropertyValues> & Sendable
    let scope: SheetProperty.Scope
    private let storeValue: @Sendable (Any, inout SheetPropertyValues) -> Bool
    private let makeProperty: @Sendable (SheetPropertyValues) -> SheetProperty
    private let equalsDefault: @Sendable (SheetPropertyValues) -> Bool

    init<Value: Sendable & Equatable>(
        _ scenarioKey: String?, in group: String? = nil,
        _ path: WritableKeyPath<SheetPropertyValues, Value> & Sendable,
        _ property: @escaping @Sendable (Value) -> SheetProperty,
        _ codec: (WritableKeyPath<SheetPropertyValues, Value> & Sendable) -> SheetPropertyCodec,
        scope: SheetProperty.Scope = .configuration
    ) {
        name = property(SheetPropertyValues()[keyPath: path]).entry.name
        self.scenarioKey = scenarioKey
        scenarioGroup = group
        self.codec = codec(path)
        self.path = path
        self.scope = scope
        storeValue = { value, values in
            guard let value = value as? Value else { return false }
            values[keyPath: path] = value
            return true
        }
        makeProperty = { values in property(values[keyPath: path]) }
        let standard = SheetPropertyValues()[keyPath: path]
        equalsDefault = { values in values[keyPath: path] == standard }
    }

    /// Whether the property is one of the host's layout options (``HostOptions``), not the sheet's
    /// configuration.
    package var isOption: Bool { scope == .options }

    /// Stores the property's value at ``path``; nothing when the property is another row's.
    package func store(_ property: SheetProperty, in values: inout SheetPropertyValues) {
        let entry = property.entry
        guard entry.name == name else { return }
        _ = storeValue(entry.value, &values)
    }

    /// Whether `values` hold a new sheet's value at ``path`` (a key a recording can leave out).
    package func holdsDefault(in values: SheetPropertyValues) -> Bool { equalsDefault(values) }

    /// The assignment of the value `values` hold at ``path``.
    package func property(in values: SheetPropertyValues) -> SheetProperty { makeProperty(values) }
}
