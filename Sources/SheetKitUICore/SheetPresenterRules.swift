/// The choices a window-level presenter (`.bottomSheet`) makes beside its presentation state, each
/// a pure function of what UIKit reports, so the binding carries them out without deciding them.
package enum SheetPresenterRules {
    /// How many steps one sync carries out before it waits: a dismissal or a presentation always
    /// waits for UIKit, so a cancel followed by the next item's presentation is the longest run.
    package static let maximumSyncSteps = 4

    /// What a sync does after carrying out `step`: go on to the next step (true), or stop and wait
    /// for UIKit. A presentation UIKit took waits for its transition; one it refused goes on (to the
    /// cancel) only when no retry was scheduled; a dismissal waits for UIKit's; a cancel goes on,
    /// since the next item may be presented at once.
    package static func syncContinues(
        after step: SheetPresentationStep, presentationAccepted: Bool = false, retryScheduled: Bool = false
    ) -> Bool {
        switch step {
        case .wait, .dismiss: return false
        case .present: return !presentationAccepted && !retryScheduled
        case .cancel: return true
        }
    }

    /// Whether the presenter takes the content it fetched (`freshID`) before the next step: it holds
    /// content for another item or none (`holding`), and the fetched content is the wanted item's.
    /// SwiftUI doesn't update when the next item's turn comes (nothing it observes changes), so the
    /// content is fetched then rather than waited for.
    package static func adoptsFetchedContent<ID: Hashable>(fetched freshID: ID?, wanted: ID?, holding: ID?)
        -> Bool
    {
        guard let wanted, holding != wanted else { return false }
        return freshID == wanted
    }

    /// The view the detents resolve against: the presentation's container view once it has one, else
    /// the anchor's window (before the presentation begins, the sheet will cover it), else the
    /// content's own view.
    package static func detentContainer<View>(presentation: View?, window: View?, content: View) -> View {
        presentation ?? window ?? content
    }

    /// Whether `bottomSheetActions.dismiss()` from the content starts a dismissal: only while a sheet
    /// is shown and not already leaving (a second call during the slide changes nothing).
    package static func acceptsContentDismissal(hasSheet: Bool, isLeaving: Bool) -> Bool {
        hasSheet && !isLeaving
    }

    /// Whether a disappearing controller means the shown sheet will dismiss: it is the shown sheet
    /// and UIKit is dismissing it (a sheet covered by another presentation also disappears, and stays).
    package static func isWillDismiss(isShownSheet: Bool, isBeingDismissed: Bool) -> Bool {
        isShownSheet && isBeingDismissed
    }

    /// Whether the modifier's view going away dismisses its sheet: one is shown and UIKit isn't
    /// already dismissing it, as SwiftUI's `.sheet` goes with its view.
    package static func teardownDismisses(hasSheet: Bool, isBeingDismissed: Bool) -> Bool {
        hasSheet && !isBeingDismissed
    }

    /// Whether the presenting view is leaving while its sheet is up and nobody asked the sheet to go
    /// (not the binding, the content's `bottomSheetActions.dismiss()`, nor the person): the presenter
    /// was popped or its own presentation dismissed under the sheet, most often by
    /// `@Environment(\.dismiss)` called in the sheet (the presenter's action, carried with its
    /// environment). DEBUG builds report it.
    package static func presenterLeftItsSheet(sheetIsUp: Bool, dismissalAsked: Bool, presenterIsLeaving: Bool)
        -> Bool
    {
        sheetIsUp && !dismissalAsked && presenterIsLeaving
    }

    /// Whether a view controller is leaving its screen: it or one of its ancestors (at most 64) is
    /// being removed from its parent (popped) or dismissed (`leaves`).
    package static func isLeaving<Node>(_ node: Node, parent: (Node) -> Node?, leaves: (Node) -> Bool) -> Bool
    {
        var current: Node? = node
        for _ in 0..<64 {
            guard let node = current else { return false }
            if leaves(node) { return true }
            current = parent(node)
        }
        return false
    }

    /// The content to show for `.bottomSheet(item:)`'s shown item, with its identity, when the binding
    /// holds `current`: the binding's own value while it names the shown sheet, else the item it was
    /// presented for (``SheetItemPresentation/displayedItem(current:currentID:)``); nil when none is shown.
    package static func shownContent<Item, ID: Hashable>(
        of presentation: SheetItemPresentation<Item, ID>, current: Item?, identity: (Item) -> ID
    ) -> (item: Item, id: ID)? {
        guard let id = presentation.shownID,
            let item = presentation.displayedItem(current: current, currentID: current.map(identity))
        else { return nil }
        return (item, id)
    }
}
