import Foundation
import SheetCore
import SheetHostCore
import SheetRecorder

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension ScenarioDocument {
    /// Each recorded custom detent's answers, by the context it was asked in.
    typealias ResolvedTables = [[Detent.ResolutionContext: CGFloat?]]

    /// The top-level `resolvedDetents`: a list of tables, each a list of samples (the context's
    /// numbers and the `value` the app's resolver answered; `null` for inactive).
    static func resolvedDetents(_ root: StrictNode) throws -> ResolvedTables {
        guard let list = root.child("resolvedDetents") else { return [] }
        return try list.array.map { table in
            var values: [Detent.ResolutionContext: CGFloat?] = [:]
            for sample in try table.array {
                try sample.checkKeys(ScenarioKeys.resolvedDetent)
                func number(_ key: String) throws -> CGFloat { CGFloat(try sample.required(key).number) }
                let container = SheetContainer(
                    size: CGSize(width: try number("width"), height: try number("height")),
                    safeAreaInsets: SafeAreaInsets(
                        top: try number("top"), bottom: try number("bottom"), leading: try number("leading"),
                        trailing: try number("trailing")),
                    keyboardHeight: try number("keyboard"),
                    isCompactHeight: try sample.required("compactHeight").bool,
                    fillsHeight: try sample.required("fillsHeight").bool)
                let key = Detent.ResolutionContext(
                    maximumDetentValue: try number("maximum"), container: container,
                    contentFittingHeight: try number("content"), chromeHeight: try number("chrome"))
                values[key] = try sample.child("value").map { CGFloat(try $0.number) }
            }
            return values
        }
    }

    /// A recorded custom detent (`"resolved": n`): it answers from table `n` of `resolvedDetents`,
    /// and is inactive in a context the recording never asked.
    static func resolvedDetent(
        _ identifier: Detent.Identifier, _ node: StrictNode, tables: ResolvedTables
    ) throws -> Detent {
        let number = try node.integer
        guard tables.indices.contains(number) else {
            throw ScenarioError(
                "\(node.path): \(number) names no table of resolvedDetents (accepted: 0 to \(tables.count - 1))"
            )
        }
        let table = tables[number]
        return .custom(identifier: identifier) { context in table[context] ?? nil }
    }
}
