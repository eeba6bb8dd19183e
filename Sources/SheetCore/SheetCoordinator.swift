import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Keeps to one sheet at a time on one screen, as Apple's Human Interface Guidelines ask.
///
/// Presenting a second sheet either *replaces* the first (it dismisses, then the second presents)
/// or *stacks* on it (it hides, the second presents, and when the second is dismissed the first
/// returns at the detent it had). The coordinator owns the sheets' interactions, routes events to
/// the visible one and reports the transitions, in order, for the front ends to run.
public struct SheetCoordinator: Sendable {
    /// How a new sheet treats the one already showing.
    public enum PresentationPolicy: String, Hashable, Sendable, Codable {
        /// The first sheet is dismissed for good.
        case replace
        /// The first sheet waits underneath and comes back.
        case stack
    }

    /// A step in the life of the screen's sheets.
    public enum Transition: Hashable, Sendable {
        /// The sheet starts presenting.
        case present(String)
        /// The sheet starts hiding under a stacked one.
        case hide(String)
        /// A hidden sheet starts presenting again at its previous detent.
        case restore(String, Detent.Identifier)
        /// The sheet starts dismissing.
        case dismiss(String)
        /// The sheet finished dismissing and is gone.
        case dismissed(String)
    }

    struct Entry: Sendable {
        var id: String
        var interaction: SheetInteraction
        /// True while it waits under a stacked sheet (or is on its way there).
        var isHidden = false
        /// The scroll offset it had when it was hidden, given back when it is restored.
        var savedContentOffset: CGFloat = 0
    }

    /// A request to present a sheet, waiting for its turn.
    struct Request: Sendable {
        var entry: Entry
        var policy: PresentationPolicy
        /// Whether the sheet showing when this request's turn came is already on its way out.
        var isUnderWay = false
    }

    /// Bottom to top; only the top entry can be visible.
    private(set) var entries: [Entry] = []
    /// Requests made while a transition was under way, first come first served.
    private var queue: [Request] = []

    public init() {}

    /// The identifier of the sheet on top, the one that takes events.
    public var visibleSheetID: String? { entries.last.flatMap { $0.isHidden ? nil : $0.id } }

    /// The identifiers of the sheets held, bottom to top.
    public var sheetIDs: [String] { entries.map(\.id) }

    /// The identifiers of the sheets waiting to be presented, in the order they will be.
    public var queuedSheetIDs: [String] { queue.map(\.entry.id) }

    /// The interaction of a held sheet.
    public func interaction(for id: String) -> SheetInteraction? {
        entries.first { $0.id == id }?.interaction
    }

    /// The current frame of a held sheet, to apply after every step (a dismissing sheet and a
    /// presenting one can both be on screen).
    public func frame(for id: String) -> SheetFrame? { interaction(for: id)?.frame }

    /// The events of a held sheet since the last call (its delegate callbacks), and forgets them.
    public mutating func takeEvents(for id: String) -> SheetEvents {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return .none }
        return entries[index].interaction.takeEvents()
    }

    /// Presents `interaction` as sheet `id`.
    ///
    /// With no sheet showing it presents at once. Otherwise the request joins a queue and requests
    /// run in the order they were made: at its turn, the sheet then showing dismisses (`.replace`) or
    /// hides (`.stack`), and this one presents when it has gone. A request for an `id` already held
    /// or queued is ignored.
    public mutating func present(
        _ id: String, _ interaction: SheetInteraction, policy: PresentationPolicy = .replace, at time: Double
    ) -> [Transition] {
        guard !entries.contains(where: { $0.id == id }), !queue.contains(where: { $0.entry.id == id }) else {
            return []
        }
        queue.append(Request(entry: Entry(id: id, interaction: interaction), policy: policy))
        var transitions: [Transition] = []
        advanceAll(to: time, input: nil, transitions: &transitions)
        process(at: time, transitions: &transitions)
        return transitions
    }

    /// Sends `input` to the visible sheet and advances every other sheet to `time`.
    public mutating func handle(_ input: SheetInput, at time: Double) -> [Transition] {
        var transitions: [Transition] = []
        advanceAll(to: time, input: input, transitions: &transitions)
        process(at: time, transitions: &transitions)
        return transitions
    }

    /// Advances every sheet to `time`.
    public mutating func tick(_ time: Double) -> [Transition] { handle(.tick, at: time) }

    /// Steps every held sheet to `time`, the visible one with `input`; reports a dismissal the
    /// visible sheet starts by itself (a fling, the close button).
    private mutating func advanceAll(to time: Double, input: SheetInput?, transitions: inout [Transition]) {
        // A sheet making way for a queued request only moves on: it can't be turned back.
        let isMakingWay = queue.first?.isUnderWay ?? false
        for index in entries.indices {
            let isVisible = index == entries.count - 1 && !entries[index].isHidden && !isMakingWay
            let wasPresented = entries[index].interaction.state.isPresented
            let frame = entries[index].interaction.handle(isVisible ? (input ?? .tick) : .tick, at: time)
            // (A sheet dismissed at the instant it was presented goes straight to `.dismissed`.)
            if isVisible, wasPresented, frame.state == .dismissing || frame.state == .dismissed {
                transitions.append(.dismiss(entries[index].id))
            }
        }
    }

    /// Removes the sheets that finished dismissing, then serves the queue in order, then restores
    /// a hidden sheet when nothing else wants the screen.
    private mutating func process(at time: Double, transitions: inout [Transition]) {
        while true {
            if let top = entries.indices.last, !entries[top].isHidden,
                entries[top].interaction.state == .dismissed
            {
                transitions.append(.dismissed(entries.removeLast().id))
                continue
            }
            // A sheet on its way out (dismissing or hiding) holds everything up until it has gone.
            if let top = entries.indices.last, entries[top].interaction.state != .dismissed,
                entries[top].isHidden || entries[top].interaction.state == .dismissing
            {
                return
            }
            if !queue.isEmpty {
                if let top = entries.indices.last, !entries[top].isHidden, !queue[0].isUnderWay {
                    // The visible sheet makes way, as the request at the head of the queue asks.
                    queue[0].isUnderWay = true
                    if queue[0].policy == .stack {
                        entries[top].isHidden = true
                        entries[top].savedContentOffset = entries[top].interaction.contentOffset
                        transitions.append(.hide(entries[top].id))
                    } else {
                        transitions.append(.dismiss(entries[top].id))
                    }
                    entries[top].interaction.handle(.dismiss, at: time)
                    continue
                }
                if let top = entries.indices.last, !entries[top].isHidden { return }
                var entry = queue.removeFirst().entry
                entry.interaction.handle(.present, at: time)
                entries.append(entry)
                transitions.append(.present(entry.id))
                continue
            }
            if let top = entries.indices.last, entries[top].isHidden,
                entries[top].interaction.state == .dismissed
            {
                entries[top].isHidden = false
                let offset = entries[top].savedContentOffset
                let contentHeight = entries[top].interaction.scrollContentHeight
                entries[top].interaction.handle(.present, at: time)
                if contentHeight > 0 {
                    entries[top].interaction.handle(
                        .scrollContentChanged(contentHeight: contentHeight, offset: offset), at: time)
                }
                transitions.append(
                    .restore(entries[top].id, entries[top].interaction.selectedDetentIdentifier))
            }
            return
        }
    }
}
