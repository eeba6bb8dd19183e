import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioRecorder {
    /// Writes a one-property assignment as a `set` event with the one `sheet` key it changes
    /// (without braces or `t`); false when the property has no scenario key (a behaviour: no binding
    /// assigns one alone).
    mutating func writeSet(_ property: SheetProperty, animated: Bool, into writer: inout JSONWriter) -> Bool {
        func key(_ name: StaticString) {
            writer.raw("\"type\":\"set\",\"")
            writer.raw(name)
            writer.raw("\":")
        }
        func identifier(_ name: StaticString, _ value: Detent.Identifier?) {
            key(name)
            if let value { writer.string(value.rawValue) } else { writer.raw("null") }
        }
        func flag(_ name: StaticString, _ value: Bool) {
            key(name)
            writer.bool(value)
        }
        func size(_ name: StaticString, _ value: CGFloat) {
            key(name)
            writer.number(value.isFinite ? max(value, 0) : 0)
        }
        switch property {
        case .detents(let newDetents):
            guard Self.isValidList(newDetents) else {
                // The host refuses an invalid list; a scenario refuses it too.
                approximate("an invalid detent list")
                return false
            }
            detents = newDetents
            key("detents")
            writeDetents(newDetents, tables: eventTables, into: &writer)
        case .selectedDetentIdentifier(let value): identifier("selected", value)
        case .largestUndimmedDetentIdentifier(let value): identifier("largestUndimmed", value)
        case .undimmedAtEveryDetent(let value): flag("undimmedAtEveryDetent", value)
        case .dimsAtEveryDetent(let value): flag("dimsAtEveryDetent", value)
        case .isModalInPresentation(let value): flag("modalInPresentation", value)
        case .isDismissible(let value): flag("dismissible", value)
        case .isFloating(let value): flag("floating", value)
        case .usesBottomSafeArea(let value): flag("usesBottomSafeArea", value)
        case .prefersScrollingExpandsWhenScrolledToEdge(let value):
            flag("prefersScrollingExpandsWhenScrolledToEdge", value)
        case .prefersGrabberVisible(let value): flag("prefersGrabberVisible", value)
        case .preferredCornerRadius(let value):
            key("cornerRadius")
            if let value, value.isFinite, value >= 0 { writer.number(value) } else { writer.raw("null") }
        case .header(let header):
            key("header")
            guard let header else {
                writer.raw("null")
                break
            }
            writer.raw("{\"title\":")
            writer.string(header.title)
            writer.raw(",\"closeButton\":")
            writer.bool(header.showsCloseButton)
            if header.height != SheetStyle.headerHeight {
                guard header.height > 0, header.height <= sheetMaximumMagnitude else {
                    approximate("a header height out of range")
                    return false
                }
                writer.raw(",\"height\":")
                writer.number(header.height)
            }
            writer.raw("}")
        case .background(let value):
            key("style")
            writer.string(value.rawValue)
        case .maximumDimAlpha(let value):
            key("maximumDimAlpha")
            writer.number(value.isNaN ? Dimming.defaultMaximumAlpha : min(max(value, 0), 1))
        case .behavior:
            approximate("set behavior")
            return false
        case .prefersEdgeAttachedInCompactHeight(let value): flag("prefersEdgeAttachedInCompactHeight", value)
        case .widthFollowsPreferredContentSizeWhenEdgeAttached(let value):
            flag("widthFollowsPreferredContentSizeWhenEdgeAttached", value)
        case .preferredContentWidth(let value): size("preferredContentWidth", value)
        case .regularWidthPlacement(let value):
            key("regularWidthPlacement")
            writer.string(value.rawValue)
        case .regularWidth(let value): size("regularWidth", value)
        case .regularWidthMargin(let value): size("regularWidthMargin", value)
        case .scrollViewBouncesAtTop(let value): flag("scrollViewBouncesAtTop", value)
        case .accessibilityGrabberLabel(let value):
            key("strings")
            writer.raw("{\"grabberLabel\":")
            writer.string(value)
            writer.raw("}")
        case .accessibilityDetentNames(let value):
            key("strings")
            writer.raw("{\"detentNames\":")
            writeDetentNames(value, into: &writer)
            writer.raw("}")
        }
        if animated { writer.raw(",\"animated\":true") }
        return true
    }
}
