extension SheetPresentationLifecycle {
    /// Makes way for the first waiting request, a `.replace`: the guard of the sheet showing is asked
    /// first (``SheetLifecycleEffect/askDismissalGuard(_:)``); allowed, that sheet is sent away, by
    /// the app. A guard that refused keeps the request waiting until its sheet goes by other means;
    /// its going makes the way. True when the request may be asked of the platform now.
    mutating func makeWay() -> Bool {
        if let guarded = waiting[0].guardRefusedBy {
            if stack.contains(where: { $0.id == guarded }) { return false }
            // The guarded sheet went (the app or the person dismissed it): that was the replacement.
            waiting[0].guardRefusedBy = nil
            waiting[0].madeWay = true
            return true
        }
        guard let top = stack.last else { return true }
        if waiting[0].replaces == nil { waiting[0].replaces = top.id }
        if waiting[0].guardAskedOf != top.id {
            waiting[0].guardAskedOf = top.id
            effects.append(.askDismissalGuard(top.id))
        }
        return false
    }

    /// The answer of the sheet `id`'s guard to the first waiting request's ``makeWay()``; one for a
    /// sheet no longer on top, or given while a transition runs, is dropped (the guard of whatever
    /// is on top is asked again when the request's turn comes).
    mutating func guardAnswered(_ id: ID, allowsDismissal: Bool) {
        guard let first = waiting.first, first.phase == .waiting, first.guardAskedOf == id else { return }
        // The sheet is going anyway: its end makes the way (asking nothing more).
        if let index = stackIndex(of: id),
            stack[index].phase == .dismissing || stack[index].dismissesAfterTransition
        {
            return
        }
        waiting[0].guardAskedOf = nil
        guard !first.madeWay, !isInTransition, let top = stack.last, top.id == id, top.phase == .presented,
            !top.dismissesAfterTransition
        else { return }
        if allowsDismissal {
            waiting[0].madeWay = true
            waiting[0].replacing = id
            beginDismissal(at: stack.count - 1, cause: .app, animated: first.animated, asks: true)
        } else {
            waiting[0].guardRefusedBy = id
        }
    }
}
