import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a written `container` says of the keyboard.
enum ContainerKeyboard {
    /// The keyboard is replaced by a docked one of this overlap (a scenario's own container, or a
    /// script's container event); nil or 0 for none.
    case replaced(CGFloat?)
    /// The keyboard stays as it is (`keepsKeyboard`): a platform's container.
    case kept
}

extension ScenarioRecorder {
    // MARK: Container

    /// The keys of a `container` object (the scenario's, or a `container` event's): every trait, so
    /// that a container event read against any earlier one is this container.
    func writeContainerFields(
        _ container: HostContainer, keyboard: ContainerKeyboard, into writer: inout JSONWriter
    ) {
        let direction = container.layoutDirection
        let safeArea = container.safeArea
        writer.raw("\"width\":")
        writer.number(max(container.size.width, 0))
        writer.raw(",\"height\":")
        writer.number(max(container.size.height, 0))
        writer.raw(",\"safeArea\":{\"top\":")
        writer.number(max(safeArea.top, 0))
        writer.raw(",\"bottom\":")
        writer.number(max(safeArea.bottom, 0))
        writer.raw(",\"leading\":")
        writer.number(max(safeArea.leading(in: direction), 0))
        writer.raw(",\"trailing\":")
        writer.number(max(safeArea.trailing(in: direction), 0))
        writer.raw("}")
        switch keyboard {
        case .replaced(let overlap):
            if let overlap, overlap > 0 {
                writer.raw(",\"keyboard\":")
                writer.number(min(overlap, container.size.height))
            }
        case .kept: writer.raw(",\"keepsKeyboard\":true")
        }
        let traits: [(StaticString, String)] = [
            (",\"horizontalSizeClass\":", container.horizontalSizeClass.rawValue),
            (",\"verticalSizeClass\":", container.verticalSizeClass.rawValue),
            (",\"layoutDirection\":", direction.rawValue),
            (",\"contentSizeCategory\":", container.contentSizeCategory),
        ]
        for (key, value) in traits {
            writer.raw(key)
            writer.string(value)
        }
        if container.displayScale >= 1, container.displayScale <= 3 {
            writer.raw(",\"displayScale\":")
            writer.number(container.displayScale)
        }
    }

    // MARK: Sheet

    /// The configuration's keys of a `sheet` object (the scenario's, or a `configure` event's),
    /// without braces, by ``SheetPropertyTable``: the detents, then each key whose value is not a new
    /// sheet's (a key left out reads as the default). An event's leaves out `selected` and
    /// `reduceMotion`: the host keeps its own selection (by identifier) and Reduce Motion through a
    /// configuration.
    mutating func writeSheet(
        _ configuration: SheetConfiguration, inEvent: Bool = false, tables: [Int],
        into writer: inout JSONWriter
    ) {
        writeProperties(
            SheetPropertyValues(configuration: configuration), options: false,
            leavingOut: inEvent ? .selectedDetentIdentifier : nil, tables: tables, into: &writer)
        if !inEvent, configuration.behavior.reducesMotion { writer.raw(",\"reduceMotion\":true") }
        // The host sets these two itself; any other behaviour constant has no key.
        var behavior = configuration.behavior
        behavior.reducesMotion = false
        behavior.dragSilenceTimeout = SheetBehavior().dragSilenceTimeout
        if behavior != SheetBehavior() { approximate("behavior") }
    }

    /// The options' keys, each after a comma, by ``SheetPropertyTable``, those at their defaults
    /// left out (so a document without them reads everywhere): `UISheetPresentationController`'s
    /// width options and the texts VoiceOver speaks.
    mutating func writeOptions(_ options: HostOptions, into writer: inout JSONWriter) {
        let values = SheetPropertyValues(options: options)
        writeProperties(values, options: true, separator: ",", tables: [], into: &writer)
        let standard = HostOptions().strings
        guard options.strings != standard else { return }
        let strings = options.strings
        writer.raw(",\"strings\":{")
        writeProperties(values, group: "strings", options: true, tables: [], into: &writer)
        // The texts with no assignment of their own, so no row.
        let texts: [(StaticString, String, String)] = [
            (",\"medium\":", strings.medium, standard.medium), (",\"large\":", strings.large, standard.large),
            (",\"percentOfScreen\":", strings.percentOfScreen, standard.percentOfScreen),
            (",\"close\":", strings.close, standard.close),
        ]
        for (key, text, standardText) in texts where text != standardText {
            writer.raw(key)
            writer.string(text)
        }
        writer.raw("}")
    }

    /// The table's keys in `group` among the layout options' (`options`) or the configuration's,
    /// comma-separated (`first` before the first): the detents always (a sheet needs them), every
    /// other key whose value differs from a new sheet's. Within `strings`, the detent names are
    /// always written, so the object is never empty. A value a scenario can't hold (counted as an
    /// approximation) is written as null, the key's default.
    private mutating func writeProperties(
        _ values: SheetPropertyValues, group: String? = nil, options: Bool,
        leavingOut: SheetProperty.Name? = nil, separator first: String = "", tables: [Int],
        into writer: inout JSONWriter
    ) {
        var separator = first
        for row in SheetPropertyTable.rows
        where row.scenarioGroup == group && row.isOption == options && row.name != leavingOut {
            guard let key = row.scenarioKey else { continue }
            let required = row.name == .detents || row.name == .accessibilityDetentNames
            guard required || !row.holdsDefault(in: values) else { continue }
            writer.raw(separator)
            writer.raw("\"")
            writer.raw(key)
            writer.raw("\":")
            if !writeValue(row.codec, of: values, tables: tables, into: &writer) { writer.raw("null") }
            separator = ","
        }
    }

    /// A detent list, each detent as the kind it is; a custom detent (a closure) as the number of the
    /// table of its answers (`tables`, one per custom detent in order).
    mutating func writeDetents(_ detents: [Detent], tables: [Int], into writer: inout JSONWriter) {
        var tables = tables.makeIterator()
        writer.raw("[")
        for (index, detent) in detents.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.raw("{\"id\":")
            writer.string(detent.identifier.rawValue)
            switch detent.kind {
            case .medium, .large: break
            case .fitting: writer.raw(",\"fitting\":true")
            case .fraction(let fraction):
                writer.raw(",\"fraction\":")
                writer.number(fraction)
            case .height(let height):
                writer.raw(",\"height\":")
                writer.number(height)
            case .custom:
                writer.raw(",\"resolved\":")
                writer.number(CGFloat(tables.next() ?? 0))
            }
            writer.raw("}")
        }
        writer.raw("]")
    }

    /// The top-level `resolvedDetents`: each custom detent's answers, by the context it was asked
    /// in (the engine's container, the largest detent value, the content's and the chrome's
    /// heights); nothing when the sheet had no custom detent.
    func writeResolvedDetents(into writer: inout JSONWriter) {
        let tables = resolvedDetents.snapshot
        guard !tables.isEmpty else { return }
        writer.raw(",\"resolvedDetents\":[")
        for (index, table) in tables.enumerated() {
            writer.raw(index > 0 ? ",[" : "[")
            for (sample, (key, value)) in table.enumerated() {
                let container = key.container
                let insets = container.safeAreaInsets
                writer.raw(sample > 0 ? ",{\"maximum\":" : "{\"maximum\":")
                writer.number(key.maximumDetentValue)
                let numbers: [(StaticString, CGFloat)] = [
                    (",\"width\":", container.size.width), (",\"height\":", container.size.height),
                    (",\"top\":", insets.top), (",\"bottom\":", insets.bottom),
                    (",\"leading\":", insets.leading),
                    (",\"trailing\":", insets.trailing), (",\"keyboard\":", container.keyboardHeight),
                    (",\"content\":", key.contentFittingHeight), (",\"chrome\":", key.chromeHeight),
                ]
                for (name, number) in numbers {
                    writer.raw(name)
                    writer.number(number)
                }
                writer.raw(",\"compactHeight\":")
                writer.bool(container.isCompactHeight)
                writer.raw(",\"fillsHeight\":")
                writer.bool(container.fillsHeight)
                writer.raw(",\"value\":")
                // A result that isn't a finite number makes the detent inactive, as nil does.
                if let value, value.isFinite { writer.number(value) } else { writer.raw("null") }
                writer.raw("}")
            }
            writer.raw("]")
        }
        writer.raw("]")
    }

    /// Spoken detent names as a `detentNames` object, by identifier in sorted order.
    func writeDetentNames(_ names: [Detent.Identifier: String], into writer: inout JSONWriter) {
        writer.raw("{")
        for (index, name) in names.sorted(by: { $0.key.rawValue < $1.key.rawValue }).enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(name.key.rawValue)
            writer.raw(":")
            writer.string(name.value)
        }
        writer.raw("}")
    }
}
