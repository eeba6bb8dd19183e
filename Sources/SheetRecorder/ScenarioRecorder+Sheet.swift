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
    /// without braces. An event's leaves out `selected` and `reduceMotion`: the host keeps its own
    /// selection (by identifier) and Reduce Motion through a configuration.
    mutating func writeSheet(
        _ configuration: SheetConfiguration, inEvent: Bool = false, tables: [Int],
        into writer: inout JSONWriter
    ) {
        writer.raw("\"detents\":")
        writeDetents(configuration.detents, tables: tables, into: &writer)
        // An identifier naming no detent is written as it is: the host keeps it, and so does a replay.
        if !inEvent, let selected = configuration.selectedDetentIdentifier {
            writer.raw(",\"selected\":")
            writer.string(selected.rawValue)
        }
        if let undimmed = configuration.largestUndimmedDetentIdentifier {
            writer.raw(",\"largestUndimmed\":")
            writer.string(undimmed.rawValue)
        }
        let flags: [(StaticString, Bool)] = [
            (",\"dismissible\":", configuration.isDismissible),
            (",\"modalInPresentation\":", configuration.isModalInPresentation),
            (",\"usesBottomSafeArea\":", configuration.usesBottomSafeArea),
            (
                ",\"prefersScrollingExpandsWhenScrolledToEdge\":",
                configuration.prefersScrollingExpandsWhenScrolledToEdge
            ),
            (",\"prefersGrabberVisible\":", configuration.style.prefersGrabberVisible),
        ]
        for (key, flag) in flags {
            writer.raw(key)
            writer.bool(flag)
        }
        if configuration.isFloating { writer.raw(",\"floating\":true") }
        if configuration.dimming.undimmedAtEveryDetent { writer.raw(",\"undimmedAtEveryDetent\":true") }
        if configuration.dimming.dimsAtEveryDetent { writer.raw(",\"dimsAtEveryDetent\":true") }
        if configuration.scrollViewBouncesAtTop { writer.raw(",\"scrollViewBouncesAtTop\":true") }
        if let header = configuration.style.header {
            writer.raw(",\"header\":{\"title\":")
            writer.string(header.title)
            writer.raw(",\"closeButton\":")
            writer.bool(header.showsCloseButton)
            if header.height != SheetStyle.headerHeight {
                // A measured height (Dynamic Type), which the host keeps until the next measurement.
                writer.raw(",\"height\":")
                writer.number(header.height)
            }
            writer.raw("}")
        }
        writer.raw(",\"style\":")
        writer.string(configuration.style.background.rawValue)
        if let radius = configuration.style.preferredCornerRadius {
            if radius.isFinite, radius >= 0 {
                writer.raw(",\"cornerRadius\":")
                writer.number(radius)
            } else {
                approximate("a corner radius out of range")
            }
        }
        let alpha = configuration.dimming.maximumAlpha
        if !(alpha >= 0 && alpha <= 1) { approximate("a dim alpha out of range") }
        writer.raw(",\"maximumDimAlpha\":")
        writer.number(min(max(alpha, 0), 1))
        if !inEvent, configuration.behavior.reducesMotion { writer.raw(",\"reduceMotion\":true") }
        // The host sets these two itself; any other behaviour constant has no key.
        var behavior = configuration.behavior
        behavior.reducesMotion = false
        behavior.dragSilenceTimeout = SheetBehavior().dragSilenceTimeout
        if behavior != SheetBehavior() { approximate("behavior") }
    }

    /// The options' keys, each after a comma, those at their defaults left out (so a document
    /// without them reads everywhere): `UISheetPresentationController`'s width options and the
    /// texts VoiceOver speaks.
    func writeOptions(_ options: HostOptions, into writer: inout JSONWriter) {
        let defaults = HostOptions()
        if options.prefersEdgeAttachedInCompactHeight {
            writer.raw(",\"prefersEdgeAttachedInCompactHeight\":true")
        }
        if options.widthFollowsPreferredContentSizeWhenEdgeAttached {
            writer.raw(",\"widthFollowsPreferredContentSizeWhenEdgeAttached\":true")
        }
        if options.preferredContentWidth != defaults.preferredContentWidth {
            writer.raw(",\"preferredContentWidth\":")
            writer.number(max(options.preferredContentWidth, 0))
        }
        if options.regularWidthPlacement != defaults.regularWidthPlacement {
            writer.raw(",\"regularWidthPlacement\":")
            writer.string(options.regularWidthPlacement.rawValue)
        }
        if options.regularWidth != defaults.regularWidth {
            writer.raw(",\"regularWidth\":")
            writer.number(max(options.regularWidth, 0))
        }
        if options.regularWidthMargin != defaults.regularWidthMargin {
            writer.raw(",\"regularWidthMargin\":")
            writer.number(options.regularWidthMargin.isFinite ? max(options.regularWidthMargin, 0) : 0)
        }
        guard options.strings != defaults.strings else { return }
        let strings = options.strings
        let standard = defaults.strings
        writer.raw(",\"strings\":{\"detentNames\":")
        writeDetentNames(strings.detentNames, into: &writer)
        let texts: [(StaticString, String, String)] = [
            (",\"grabberLabel\":", strings.grabberLabel, standard.grabberLabel),
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
                writer.number(key.maximum)
                let numbers: [(StaticString, CGFloat)] = [
                    (",\"width\":", container.size.width), (",\"height\":", container.size.height),
                    (",\"top\":", insets.top), (",\"bottom\":", insets.bottom),
                    (",\"leading\":", insets.leading),
                    (",\"trailing\":", insets.trailing), (",\"keyboard\":", container.keyboardHeight),
                    (",\"content\":", key.content), (",\"chrome\":", key.chrome),
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
