import Foundation

/// Keeps to one sheet at a time on one screen, as Apple's Human Interface Guidelines ask, as
/// decisions only: each sheet runs its own host and engine (a view controller, a SwiftUI overlay),
/// the front end reports requests and dismissals, and the queue answers what to do next.
///
/// Requests queue and run in the order they were made, each with its own policy: at its turn the
/// visible sheet is dismissed (`.replace`) or hidden (`.stack`), and the new one is presented when
/// it has gone. A sheet making way can't be turned back. When the top sheet is dismissed for good,
/// the one hidden under it is restored; the front end keeps the hidden sheet's view controller, so
/// it comes back at its detent and scroll offset.
public struct SheetQueue: Sendable {
    /// How a new sheet treats the one already showing.
    public enum PresentationPolicy: String, Hashable, Sendable, Codable {
        /// The first sheet is dismissed for good.
        case replace
        /// The first sheet waits underneath and comes back.
        case stack
    }

    /// What the front end does next.
    public enum Action: Hashable, Sendable {
        case present(String)
        /// Dismiss for good.
        case dismiss(String)
        /// Dismiss, keeping the sheet (and its detent) to restore later.
        case hide(String)
        /// Present a hidden sheet again.
        case restore(String)
    }

    private struct Waiting: Sendable {
        var id: String
        var policy: PresentationPolicy
        var isUnderWay = false
    }

    /// Bottom to top; every sheet below the top is hidden.
    public private(set) var stack: [String] = []
    private var visible: String?
    private var leaving: String?
    /// The sheet on its way under a stacked one: it stays on the stack when it has gone.
    private var hiding: String?
    private var queue: [Waiting] = []

    public init() {}

    /// The sheet on screen, if any.
    public var visibleSheetID: String? { visible }

    /// The sheets waiting to be presented, in order.
    public var queuedSheetIDs: [String] { queue.map(\.id) }

    /// Asks to present `id`; a request for a sheet already held or queued is ignored.
    public mutating func request(_ id: String, policy: PresentationPolicy = .replace)
        -> [Action]
    {
        guard !stack.contains(id), !queue.contains(where: { $0.id == id }) else { return [] }
        queue.append(Waiting(id: id, policy: policy))
        return advance()
    }

    /// The visible sheet started dismissing by itself (the person closed it): nothing may turn it back.
    public mutating func willDismiss(_ id: String) {
        if visible == id { leaving = id }
    }

    /// Whether the sheet `id`, when it has gone, tells its app it was dismissed (`onDismiss`,
    /// `presentationControllerDidDismiss`): not while it only hides under a stacked sheet, to come
    /// back when that one goes. Ask before ``didDismiss(_:)``.
    public func reportsDismissal(of id: String) -> Bool { hiding != id }

    /// The sheet `id` finished dismissing (for good, or to hide under a stacked one). A report for a
    /// sheet already hidden under another (a repeated or late completion) is ignored: a hidden sheet
    /// leaves the stack only after it has been restored.
    public mutating func didDismiss(_ id: String) -> [Action] {
        guard visible == id || leaving == id || hiding == id || !stack.contains(id) else { return [] }
        if visible == id { visible = nil }
        if leaving == id { leaving = nil }
        if hiding == id {
            hiding = nil  // hidden under the next one: it stays on the stack
        } else {
            stack.removeAll { $0 == id }
        }
        return advance()
    }

    private mutating func advance() -> [Action] {
        var actions: [Action] = []
        while leaving == nil {
            if let next = queue.first {
                if let top = visible {
                    guard !next.isUnderWay else { break }
                    queue[0].isUnderWay = true
                    leaving = top
                    if next.policy == .stack { hiding = top }
                    actions.append(next.policy == .stack ? .hide(top) : .dismiss(top))
                    continue
                }
                queue.removeFirst()
                stack.append(next.id)
                visible = next.id
                actions.append(.present(next.id))
                continue
            }
            if visible == nil, let top = stack.last {
                visible = top
                actions.append(.restore(top))
            }
            break
        }
        return actions
    }
}
