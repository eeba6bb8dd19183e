import Testing

@testable import SheetKitUICore

@Suite struct SheetPresentationStepTests {
    struct Row: Sendable {
        var wanted: Int?
        var requested: Int?
        var presented: Int?
        var isLeaving = false
        var contentID: Int?
        var canPresent = true
        var step: SheetPresentationStep
    }

    @Test(arguments: [
        Row(wanted: nil, presented: nil, contentID: nil, step: .wait),
        // Presents only once the wanted item's content has arrived, in a window.
        Row(wanted: 1, presented: nil, contentID: nil, step: .wait),
        Row(wanted: 2, presented: nil, contentID: 1, step: .wait),
        Row(wanted: 1, presented: nil, contentID: 1, canPresent: false, step: .wait),
        Row(wanted: 1, presented: nil, contentID: 1, step: .present),
        // Shown and wanted: nothing to do.
        Row(wanted: 1, presented: 1, contentID: 1, step: .wait),
        // No longer wanted, or another item wanted: dismiss first, once.
        Row(wanted: nil, presented: 1, contentID: 1, step: .dismiss),
        Row(wanted: 2, presented: 1, contentID: 2, step: .dismiss),
        Row(wanted: 2, presented: 1, isLeaving: true, contentID: 2, step: .wait),
        // Wanted again while leaving: it goes, then comes back once it is gone.
        Row(wanted: 1, presented: 1, isLeaving: true, contentID: 1, step: .wait),
        // Asked for, then withdrawn (or replaced) before the system presented it: cancelled.
        Row(wanted: nil, requested: 1, presented: nil, contentID: 1, step: .cancel),
        Row(wanted: 2, requested: 1, presented: nil, contentID: 2, step: .cancel),
        // Presented, then withdrawn: a dismissal, not a cancel.
        Row(wanted: nil, requested: 1, presented: 1, contentID: 1, step: .dismiss),
    ])
    func nextStep(row: Row) {
        let step = SheetPresentationStep.next(
            wanted: row.wanted, requested: row.requested ?? row.wanted, presented: row.presented,
            isLeaving: row.isLeaving, contentID: row.contentID,
            canPresent: row.canPresent)
        #expect(step == row.step)
    }
}
