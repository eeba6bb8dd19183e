import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioRecorder {
    /// Writes the event's `"type"` and fields (without braces or `t`); false when it is left out.
    mutating func write(_ event: HostEvent, into writer: inout JSONWriter) -> Bool {
        func type(_ name: StaticString) { writer.type(name) }
        func field(_ key: StaticString, _ value: CGFloat) { writer.field(key, value) }
        func point(_ point: CGPoint) {
            field(",\"x\":", point.x)
            field(",\"y\":", point.y)
        }
        func value(_ value: Bool) {
            writer.raw(",\"value\":")
            writer.bool(value)
        }
        switch event {
        case .present(let animated):
            type("present")
            if !animated { writer.raw(",\"animated\":false") }
        case .dismiss(let animated):
            type("dismiss")
            if !animated { writer.raw(",\"animated\":false") }
        case .teardown: type("teardown")
        case .container(let container):
            type("container")
            writer.raw(",")
            let keyboard = container.keyboardOverlap.map { ContainerKeyboard.replaced($0) } ?? .kept
            writeContainerFields(container, keyboard: keyboard, into: &writer)
        case .keyboard(let keyboard):
            type("keyboardFrame")
            writer.raw(",")
            writer.rectFields(keyboard.frame)
            if !keyboard.isDocked { writer.raw(",\"docked\":false") }
            if keyboard.animationDuration > 0 {
                field(",\"duration\":", keyboard.animationDuration)
                writer.raw(",\"curve\":")
                writer.string(keyboard.animationCurve.rawValue)
            }
        case .reduceMotion(let on):
            type("reduceMotion")
            value(on)
        case .voiceOver(let on):
            type("voiceOver")
            value(on)
        case .contentMeasured(let height, let width, let request):
            type("contentMeasured")
            field(",\"height\":", height)
            field(",\"width\":", width)
            field(",\"request\":", CGFloat(request))
        case .headerMeasured(let height, let request):
            type("headerMeasured")
            field(",\"height\":", height)
            field(",\"request\":", CGFloat(request))
        case .contentInvalidated: type("contentInvalidated")
        case .pointerDown(let location):
            type("pointerDown")
            point(location)
        case .pointerMoved(let location):
            type("pointerMove")
            point(location)
        case .pointerUp(let location, let velocity):
            type("pointerUp")
            point(location)
            if let velocity { field(",\"velocity\":", velocity) }
        case .pointerCancelled: type("pointerCancel")
        case .tap(let location):
            type("tap")
            point(location)
        case .scroll(let geometry):
            type("scroll")
            if let geometry { writeScroll(geometry, into: &writer) }
        case .scrollWillEndDragging(let velocity, let target):
            type("scrollWillEndDragging")
            field(",\"velocity\":", velocity)
            field(",\"targetOffset\":", target)
        case .accessibility(let action):
            type("accessibility")
            writer.raw(",\"action\":")
            writer.string(action.rawValue)
        case .dismissalGuardAnswered(let allows):
            type("dismissalGuard")
            writer.raw(",\"allowsDismissal\":")
            writer.bool(allows)
        case .modalInPresentationChanged(let modal):
            type("modalInPresentation")
            value(modal)
        case .configure(let configuration, let animated):
            // The options stay as the host has them (`keepsOptions`): an `options` event sets them.
            detents = configuration.detents
            type("configure")
            writer.raw(",")
            writeSheet(configuration, inEvent: true, tables: eventTables, into: &writer)
            writer.raw(",\"keepsOptions\":true")
            if !animated { writer.raw(",\"animated\":false") }
        case .set(let property, let animated):
            return writeSet(property, animated: animated, into: &writer)
        case .options(let options):
            type("options")
            writeOptions(options, into: &writer)
        case .select(let identifier, let animated):
            // Without `detent`: the app's selection cleared.
            type("select")
            if let identifier {
                // One naming no detent too: the host keeps it until a detent with it arrives.
                writer.raw(",\"detent\":")
                writer.string(identifier.rawValue)
            }
            writer.raw(",\"animated\":")
            writer.bool(animated)
        case .detentsChanged(let newDetents):
            guard acceptsDetents(newDetents) else { return false }
            type("detents")
            writer.raw(",\"detents\":")
            writeDetents(newDetents, tables: eventTables, into: &writer)
        case .tick(let renderTime):
            type("tick")
            if let renderTime, renderTime.isFinite { field(",\"renderTime\":", relative(renderTime)) }
        case .dismissalTransitionWillBegin: type("dismissalTransitionWillBegin")
        case .dismissalTransitionDidEnd: type("dismissalTransitionDidEnd")
        default:
            return writeScripted(event, into: &writer)
        }
        return true
    }

    /// The pan by translations and the sheet's own controls, under the names the engine gave them.
    private mutating func writeScripted(_ event: HostEvent, into writer: inout JSONWriter) -> Bool {
        func type(_ name: StaticString) { writer.type(name) }
        switch event {
        case .dragBegan(let location):
            type("dragBegan")
            if location != .content {
                writer.raw(",\"location\":")
                writer.string(location.rawValue)
            }
        case .dragChanged(let translation, let horizontal):
            type("dragChanged")
            writer.field(",\"translation\":", translation)
            if let horizontal { writer.field(",\"horizontal\":", horizontal) }
        case .dragEnded(let velocity):
            type("dragEnded")
            if let velocity { writer.field(",\"velocity\":", velocity) }
        case .dragCancelled: type("dragCancelled")
        case .selectNextDetent: type("selectNextDetent")
        case .selectPreviousDetent: type("selectPreviousDetent")
        case .tapDimmed: type("tapDimmed")
        case .closeButton: type("closeButton")
        case .contentFittingHeightChanged(let height):
            if height < 0 { approximate("a negative height") }
            type("contentFittingHeight")
            writer.field(",\"height\":", max(height, 0))
        case .scrollContentChanged(let contentHeight, let offset):
            if contentHeight < 0 || offset < 0 { approximate("a negative height") }
            type("scrollContent")
            writer.field(",\"contentHeight\":", max(contentHeight, 0))
            writer.field(",\"offset\":", max(offset, 0))
        default:
            // Every other event is written by `write(_:into:)`. An event with no form yet (the app's
            // one-property assignments and the presentation's lifecycle get theirs there once the
            // host has them) is counted by its name, never dropped unseen.
            approximate(String(String(describing: event).prefix { $0 != "(" }))
            return false
        }
        return true
    }

    /// Whether a scenario reads `detents` as a list: not empty, each identifier once, each
    /// parameter in range (the host ignores any other list).
    static func isValidList(_ detents: [Detent]) -> Bool {
        (try? SheetConfiguration(detents: detents).validate()) != nil
    }

    /// A `scroll` event's fields: the geometry, its insets and its frame in the content when it has
    /// them.
    private func writeScroll(_ geometry: HostScrollGeometry, into writer: inout JSONWriter) {
        writer.field(",\"offset\":", geometry.offset)
        writer.field(",\"contentHeight\":", max(geometry.contentHeight, 0))
        writer.field(",\"viewportHeight\":", max(geometry.viewportHeight, 0))
        if geometry.topInset != 0 { writer.field(",\"topInset\":", geometry.topInset) }
        if geometry.bottomInset != 0 { writer.field(",\"bottomInset\":", geometry.bottomInset) }
        if let frame = geometry.frameInContent {
            writer.raw(",\"frameInContent\":")
            writer.rect(frame)
        }
        if geometry.isTracking { writer.raw(",\"tracking\":true") }
        if geometry.isDecelerating { writer.raw(",\"decelerating\":true") }
    }
}

extension JSONWriter {
    /// An event's `"type":"name"`.
    fileprivate mutating func type(_ name: StaticString) {
        raw("\"type\":\"")
        raw(name)
        raw("\"")
    }

    /// A number after its key (`,"key":`).
    fileprivate mutating func field(_ key: StaticString, _ value: CGFloat) {
        raw(key)
        number(value)
    }
}
