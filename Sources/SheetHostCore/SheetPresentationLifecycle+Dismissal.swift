import SheetCore

extension SheetPresentationLifecycle {
    mutating func dismiss(_ id: ID, cause: HostCause, animated: Bool) {
        if let index = waiting.lastIndex(where: { $0.id == id }) {
            guard waiting[index].phase != .requested else {
                // Its presentation is out: the platform's answer decides (taken, it is dismissed at
                // once; refused, it ends), so a sheet it takes is never adopted as the app's own.
                waiting[index].isWithdrawn = true
                waiting[index].dismissalCause = cause
                waiting[index].dismissalAnimated = animated
                return
            }
            // Not asked of the platform: withdrawn now (a stale retry for it changes nothing).
            waiting.remove(at: index)
            tell(.requestEnded(id, .cancelled))
            return
        }
        guard let index = stackIndex(of: id) else { return }
        // Any dismissal of the dragged sheet (or of one under it) ends the person's drag: the
        // person's release, or the app's dismissal taking the sheet from the finger.
        for above in index..<stack.count { stack[above].isInteractive = false }
        switch stack[index].phase {
        case .presented where !isInTransition:
            beginDismissal(at: index, cause: cause, animated: animated, asks: true)
        case .presenting, .presented:
            // UIKit ignores a dismissal asked while any transition of the stack runs (this sheet
            // rising, one stacked on it rising, one leaving, the person's drag): asked once none
            // does, by `advance`.
            stack[index].dismissesAfterTransition = true
            stack[index].dismissalCause = cause
            stack[index].dismissalAnimated = animated
        default:
            break
        }
    }

    /// The sheet at `index` starts leaving, by `cause`, with every sheet stacked on it (the platform
    /// dismisses a presenter with what it presents: by the system's cause when the person dismissed
    /// the one below, else by `cause`); `asks`: the platform is asked to dismiss it.
    mutating func beginDismissal(at index: Int, cause: HostCause, animated: Bool, asks: Bool) {
        for above in stack.indices.reversed() where above >= index && stack[above].phase != .dismissing {
            // Whoever asked for this dismissal caused it, even while the person's drag had begun an
            // interactive dismissal: the person, told will-dismiss then, hears it cancelled first.
            var sheetCause: HostCause = above > index && cause == .user ? .system : cause
            if above > index, stack[above].dismissesAfterTransition {
                sheetCause = stack[above].dismissalCause
            }
            stack[above].phase = .dismissing
            stack[above].isInteractive = false
            stack[above].dismissalCause = sheetCause
            stack[above].dismissalAnimated = animated
            stack[above].dismissesAfterTransition = false
            retellWillDismiss(at: above, cause: sheetCause)
        }
        if asks {
            stack[index].dismissalIsAsked = true
            effects.append(.dismiss(stack[index].id, animated: animated))
        }
    }

    /// Tells `willDismiss` by `cause` for the sheet at `index`, unless it was told by that cause; a
    /// will-dismiss told by another cause is first cancelled for its listeners.
    mutating func retellWillDismiss(at index: Int, cause: HostCause) {
        let told = stack[index].willDismissCause
        guard told != cause else { return }
        if told != nil { tellDismissalCancelled(at: index) }
        stack[index].willDismissCause = cause
        tell(.willDismiss(stack[index].id, cause: cause))
    }

    /// Tells the listeners of the will-dismiss told for the sheet at `index` that it was cancelled:
    /// ``SheetLifecycleNotice/dismissalCancelled(_:)`` is the person's, so it is told only after a
    /// will-dismiss of the person's (nobody else's has a listener).
    mutating func tellDismissalCancelled(at index: Int) {
        if stack[index].willDismissCause == .user { tell(.dismissalCancelled(stack[index].id)) }
        stack[index].willDismissCause = nil
    }

    mutating func interactiveDismissalBegan(_ id: ID) {
        guard let index = stackIndex(of: id), stack[index].phase == .presented, !stack[index].isInteractive
        else { return }
        stack[index].isInteractive = true
        retellWillDismiss(at: index, cause: .user)
    }

    mutating func interactiveDismissalCancelled(_ id: ID) {
        guard let index = stackIndex(of: id), stack[index].phase == .presented, stack[index].isInteractive
        else { return }
        stack[index].isInteractive = false
        tellDismissalCancelled(at: index)
    }

    mutating func dismissalBegan(_ id: ID, cause: HostCause) {
        guard let index = stackIndex(of: id) else { return }
        switch stack[index].phase {
        case .dismissing:
            stack[index].dismissalIsAsked = false
            stack[index].dismissalIsRetrying = false
        case .presenting, .presented:
            beginDismissal(at: index, cause: cause, animated: true, asks: false)
        default:
            break
        }
    }

    mutating func dismissalRefused(_ id: ID, transitionRunning: Bool) {
        guard let index = stackIndex(of: id), stack[index].phase == .dismissing, stack[index].dismissalIsAsked
        else { return }
        stack[index].dismissalIsAsked = false
        stack[index].dismissalRefusals += 1
        switch dismissalRetryPolicy.decision(
            afterRefusal: stack[index].dismissalRefusals, transitionRunning: transitionRunning)
        {
        case .afterTransition:
            stack[index].dismissalIsRetrying = true
            effects.append(.retry(id, after: .transitionEnd))
        case .after(let seconds):
            stack[index].dismissalIsRetrying = true
            effects.append(.retry(id, after: .deadline(time + seconds)))
        case .giveUp:
            stack[index].dismissalRefusals = 0
            cancelDismissal(from: index)
        }
    }

    mutating func dismissalEnded(_ id: ID, completed: Bool) {
        // Counts only for a sheet whose dismissal began: a late end of an earlier presentation of
        // the id (torn down meanwhile) never ends the new one.
        // (One the app already asked to leave, waiting for a transition's end, is ended as well.)
        guard let index = stackIndex(of: id),
            stack[index].phase == .dismissing || (completed && stack[index].dismissesAfterTransition)
        else { return }
        if completed {
            end(from: index, cause: stack[index].dismissalCause)
        } else {
            cancelDismissal(from: index)
        }
    }

    /// The dismissal of the sheet at `index` (and of those above it) was cancelled: they stay. A
    /// `.replace` request whose dismissal this was ends refused (it is not stacked instead); one whose
    /// guard was asked of a sheet that stays asks it again.
    mutating func cancelDismissal(from index: Int) {
        for above in stack.indices.reversed() where above >= index && stack[above].phase == .dismissing {
            stack[above].phase = .presented
            stack[above].isInteractive = false
            stack[above].dismissalIsAsked = false
            stack[above].dismissalIsRetrying = false
            tellDismissalCancelled(at: above)
            let id = stack[above].id
            if let first = waiting.first, first.replacing == id {
                waiting.removeFirst()
                tell(.requestEnded(first.id, .refused))
            } else if waiting.first?.replaces == id {
                waiting[0].replaces = nil
                waiting[0].guardAskedOf = nil
            }
        }
    }

    mutating func teardown(_ id: ID?) {
        for index in waiting.indices.reversed() where id == nil || waiting[index].id == id {
            let sheet = waiting.remove(at: index)
            if sheet.phase == .requested { staleAnswers[sheet.id, default: 0] += 1 }
            tell(.requestEnded(sheet.id, .cancelled))
        }
        // A teardown is the system's, whatever dismissal was under way: each front end's own
        // `onDismiss` hears it, UIKit's delegates (the person's only) do not.
        if let id {
            if let index = stackIndex(of: id) { end(from: index, cause: .system, isTeardown: true) }
        } else if !stack.isEmpty {
            end(from: 0, cause: .system, isTeardown: true)
        }
    }

    /// The sheet at `index` and every sheet above it are gone, the top first: each open request is
    /// cancelled, and each is told `didDismiss` once, by the cause of its dismissal (`cause` for one
    /// not leaving, and for every one torn down).
    mutating func end(from index: Int, cause: HostCause, isTeardown: Bool = false) {
        while stack.count > index {
            let sheet = stack.removeLast()
            if waiting.first?.replaces == sheet.id, !waiting[0].madeWay {
                // The sheet a `.replace` request asked the guard of went: that was the replacement.
                waiting[0].madeWay = true
                waiting[0].guardAskedOf = nil
                waiting[0].guardRefusedBy = nil
            }
            if sheet.isRequestOpen { tell(.requestEnded(sheet.id, .cancelled)) }
            let isLeaving = sheet.phase == .dismissing || sheet.dismissesAfterTransition
            let sheetCause = isLeaving && !isTeardown ? sheet.dismissalCause : cause
            // The person's will-dismiss was told, and the sheet went by someone else's doing (a
            // teardown, the platform cancelling its rise): the person's listeners hear it cancelled.
            if sheet.willDismissCause == .user, sheetCause != .user { tell(.dismissalCancelled(sheet.id)) }
            tell(.didDismiss(sheet.id, cause: sheetCause))
        }
    }
}
