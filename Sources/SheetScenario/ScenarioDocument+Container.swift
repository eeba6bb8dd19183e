import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
    // MARK: Container

    static let sizeClasses = HostSizeClass.allCases.map(\.rawValue).joined(separator: ", ")
    static let directions = HostLayoutDirection.allCases.map(\.rawValue).joined(separator: ", ")

    /// A container and its keyboard's overlap. The traits a `container` event doesn't give (the size
    /// classes but the vertical one, the reading direction, the display scale, the text size) stay
    /// `previous`'s, as through a rotation; a scenario's own container takes the defaults.
    /// A container event's size may be 0 (a view before its first layout: the host waits for one
    /// that can hold a sheet); the scenario's own must hold one.
    static func container(
        _ node: StrictNode, allowing extraKeys: Set<String> = [], previous: HostContainer? = nil,
        sizes: NumberRange = .positive
    ) throws -> (HostContainer, CGFloat) {
        try node.checkKeys(ScenarioKeys.container.union(extraKeys))
        let width = try node.required("width").number(in: sizes)
        let height = try node.required("height").number(in: sizes)
        let safeArea = node.child("safeArea")
        try safeArea?.checkKeys(ScenarioKeys.safeArea)
        let direction = try node.child("layoutDirection").map {
            try enumValue($0, HostLayoutDirection.self, list: directions)
        }
        let compactHeight = try node.child("compactHeight")?.bool
        let vertical = try node.child("verticalSizeClass").map {
            try enumValue($0, HostSizeClass.self, list: sizeClasses)
        }
        let layoutDirection = direction ?? previous?.layoutDirection ?? .leftToRight
        let container = HostContainer(
            size: CGSize(width: width, height: height),
            safeArea: HostInsets(
                top: CGFloat(try safeArea?.size("top", default: 0) ?? 0),
                leading: CGFloat(try safeArea?.size("leading", default: 0) ?? 0),
                bottom: CGFloat(try safeArea?.size("bottom", default: 0) ?? 0),
                trailing: CGFloat(try safeArea?.size("trailing", default: 0) ?? 0), direction: layoutDirection
            ),
            layoutDirection: layoutDirection,
            horizontalSizeClass: try node.child("horizontalSizeClass").map {
                try enumValue($0, HostSizeClass.self, list: sizeClasses)
            } ?? previous?.horizontalSizeClass ?? .compact,
            verticalSizeClass: vertical ?? compactHeight.map { $0 ? .compact : .regular },
            displayScale: try node.child("displayScale").map {
                CGFloat(try $0.number(in: NumberRange(lower: 1, lowerIncluded: true, upper: 3)))
            } ?? previous?.displayScale ?? 0,
            contentSizeCategory: try node.child("contentSizeCategory")?.string ?? previous?
                .contentSizeCategory
                ?? HostContainer.iPhone.contentSizeCategory)
        let keyboard = try node.child("keyboard")?.keyboardHeight(inContainerOfHeight: height) ?? 0
        return (container, CGFloat(keyboard))
    }

    static func enumValue<Value: RawRepresentable>(_ node: StrictNode, _ type: Value.Type, list: String)
        throws
        -> Value where Value.RawValue == String
    {
        let text = try node.string
        guard let value = Value(rawValue: text) else {
            throw ScenarioError("\(node.path): '\(text)' is not accepted here (accepted: \(list))")
        }
        return value
    }
}

extension StrictNode {
    /// A keyboard height: from 0 to the container's height. A taller keyboard would leave the sheet
    /// no room at all, so it is refused rather than clamped.
    func keyboardHeight(inContainerOfHeight height: Double) throws -> Double {
        let value = try finiteNumber
        guard value >= 0, value <= height else {
            throw ScenarioError(
                "\(path): \(JSONWriter.text(value)) is out of range (accepted: 0 ≤ keyboard ≤ "
                    + "\(JSONWriter.text(height)), the container's height)")
        }
        return value
    }

    /// A rect from an object's `x`, `y`, `width` and `height`, each required.
    var rect: CGRect {
        get throws {
            try checkKeys(ScenarioKeys.rect)
            return CGRect(
                x: try required("x").number, y: try required("y").number, width: try required("width").number,
                height: try required("height").number)
        }
    }

    /// A whole number that fits an `Int` (a measurement's request).
    var integer: Int {
        get throws {
            let value = try number
            guard let integer = Int(exactly: value) else {
                throw ScenarioError(
                    "\(path): \(JSONWriter.text(value)) is not accepted here (accepted: a whole number)")
            }
            return integer
        }
    }

    /// A point from the event's `x` and `y` (container coordinates).
    var point: CGPoint {
        get throws { CGPoint(x: try required("x").number, y: try required("y").number) }
    }
}
