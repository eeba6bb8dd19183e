import Foundation
import SheetCore
import SheetHostCore

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What custom detents resolved to, by the context they were resolved in.
///
/// A custom detent's resolver is a closure, so a document carries its answers instead: the recorder
/// runs the replay's own host beside the binding's (the document's setup, then every recorded
/// event), with each custom resolver wrapped to note the contexts that host asks and the app's
/// closure answers. Those are the contexts the replay will ask, so the replay's table answers every
/// one of them as the app did. One table per custom detent written (a sheet's, a `configure`'s, a
/// `detents` event's, a `set`'s).
final class ResolvedDetentLog: @unchecked Sendable {
    typealias Key = Detent.ResolutionContext

    private let lock = NSLock()
    /// Each table's samples in the order first asked, and what the resolver answered.
    private var tables: [[(key: Key, value: CGFloat?)]] = []
    private var seen: [Set<Key>] = []

    /// The tables, in order.
    var snapshot: [[(key: Key, value: CGFloat?)]] { lock.withLock { tables } }

    /// `detents` with each custom one noting its answers in a new table, and the tables' numbers
    /// in order.
    func wrapping(_ detents: [Detent]) -> (detents: [Detent], tables: [Int]) {
        var tables: [Int] = []
        let wrapped = detents.map { detent -> Detent in
            guard case .custom(let resolver) = detent.kind else { return detent }
            let table = lock.withLock {
                self.tables.append([])
                seen.append([])
                return self.tables.count - 1
            }
            tables.append(table)
            return .custom(identifier: detent.identifier) { [self] context in
                let value = resolver(context)
                note(value, for: context, in: table)
                return value
            }
        }
        return (wrapped, tables)
    }

    private func note(_ value: CGFloat?, for key: Key, in table: Int) {
        lock.withLock {
            guard seen[table].insert(key).inserted else { return }
            tables[table].append((key, value))
        }
    }
}

extension ScenarioRecorder {
    /// The replay's host, made as `Scenario.makeHost()` makes it from the document's setup (its
    /// custom detents noting their answers), then the tick `simulate` sends at 0.
    mutating func startReplayHost() {
        guard replayHost == nil else { return }
        if container == nil { container = .iPhone }
        var configuration = initialConfiguration
        (configuration.detents, initialTables) = resolvedDetents.wrapping(configuration.detents)
        var host = SheetHost(repairing: configuration, options: initialOptions)
        let setup = container ?? .iPhone
        var plain = setup
        plain.keyboardOverlap = nil
        host.handle(.container(plain), at: 0)
        if let overlap = setup.keyboardOverlap, overlap > 0 {
            host.handle(.keyboard(.docked(height: overlap, in: setup.size)), at: 0)
        }
        if contentFittingHeight > 0 { host.handle(.contentFittingHeightChanged(contentFittingHeight), at: 0) }
        if scrollContentHeight > 0 {
            host.handle(.scrollContentChanged(contentHeight: scrollContentHeight, offset: 0), at: 0)
        }
        host.handle(.tick(), at: 0)
        replayHost = host
    }

    /// The event as the replay's host gets it: custom detents noting their answers (their tables'
    /// numbers in `tables`, for the writer), a tick's render time on the document's clock.
    func replayed(_ event: HostEvent, tables: inout [Int]) -> HostEvent {
        switch event {
        case .configure(var configuration, let animated):
            (configuration.detents, tables) = resolvedDetents.wrapping(configuration.detents)
            return .configure(configuration, animated: animated)
        case .detentsChanged(let detents):
            let wrapped: [Detent]
            (wrapped, tables) = resolvedDetents.wrapping(detents)
            return .detentsChanged(wrapped)
        case .set(.detents(let detents), let animated):
            let wrapped: [Detent]
            (wrapped, tables) = resolvedDetents.wrapping(detents)
            return .set(.detents(wrapped), animated: animated)
        case .tick(let renderTime?) where renderTime.isFinite: return .tick(renderTime: relative(renderTime))
        default: return event
        }
    }
}
