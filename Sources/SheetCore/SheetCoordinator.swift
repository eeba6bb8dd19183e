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
    }

    /// Bottom to top; only the top entry can be visible.
    private(set) var entries: [Entry] = []
    /// A sheet waiting for the visible one to get out of the way, with how it asked.
    private var pending: (entry: Entry, policy: PresentationPolicy)?

    public init() {}

    /// The identifier of the sheet on top, the one that takes events.
    public var visibleSheetID: String? { entries.last.flatMap { $0.isHidden ? nil : $0.id } }

    /// The identifiers of the sheets held, bottom to top.
    public var sheetIDs: [String] { entries.map(\.id) }

    /// The interaction of a held sheet.
    public func interaction(for id: String) -> SheetInteraction? {
        entries.first { $0.id == id }?.interaction
    }

    /// Presents `interaction` as sheet `id`. With a sheet already showing, that one dismisses or hides
    /// first and this one presents when it has gone. An `id` already held is ignored; a request made
    /// while another waits replaces the waiting one.
    public mutating func present(
        _ id: String, _ interaction: SheetInteraction, policy: PresentationPolicy = .replace, at time: Double
    ) -> [Transition] {
        guard !entries.contains(where: { $0.id == id }), pending?.entry.id != id else { return [] }
        let entry = Entry(id: id, interaction: interaction)
        guard let top = entries.indices.last else { return push(entry, at: time) }
        guard pending == nil else {
            // A transition is under way: the newest request waits in place of the earlier one.
            pending = (entry, policy)
            return []
        }
        pending = (entry, policy)
        var transitions: [Transition] = []
        if policy == .replace {
            entries[top].interaction.handle(.dismiss, at: time)
            transitions.append(.dismiss(entries[top].id))
        } else {
            entries[top].isHidden = true
            entries[top].interaction.handle(.dismiss, at: time)
            transitions.append(.hide(entries[top].id))
        }
        return transitions + settle(at: time)
    }

    /// Sends `input` to the visible sheet and advances every other sheet to `time`.
    public mutating func handle(_ input: SheetInput, at time: Double) -> [Transition] {
        var transitions: [Transition] = []
        for index in entries.indices {
            let isVisible = index == entries.count - 1 && !entries[index].isHidden
            let wasPresented = entries[index].interaction.state.isPresented
            let frame = entries[index].interaction.handle(isVisible ? input : .tick, at: time)
            if isVisible, wasPresented, frame.state == .dismissing {
                transitions.append(.dismiss(entries[index].id))
            }
        }
        return transitions + settle(at: time)
    }

    /// Advances every sheet to `time`.
    public mutating func tick(_ time: Double) -> [Transition] { handle(.tick, at: time) }

    private mutating func push(_ entry: Entry, at time: Double) -> [Transition] {
        var entry = entry
        entry.interaction.handle(.present, at: time)
        entries.append(entry)
        return [.present(entry.id)]
    }

    /// Removes sheets that finished dismissing, then presents what waits or restores what is hidden.
    private mutating func settle(at time: Double) -> [Transition] {
        var transitions: [Transition] = []
        guard let top = entries.indices.last, entries[top].interaction.state == .dismissed else {
            return transitions
        }
        if entries[top].isHidden {
            // Hidden under a stacked sheet: stays held.
            if let (entry, _) = pending {
                pending = nil
                transitions += push(entry, at: time)
            }
            return transitions
        }
        let gone = entries.removeLast()
        transitions.append(.dismissed(gone.id))
        if let (entry, _) = pending {
            pending = nil
            transitions += push(entry, at: time)
        } else if let below = entries.indices.last, entries[below].isHidden {
            entries[below].isHidden = false
            entries[below].interaction.handle(.present, at: time)
            transitions.append(
                .restore(entries[below].id, entries[below].interaction.selectedDetentIdentifier))
        }
        return transitions
    }
}
