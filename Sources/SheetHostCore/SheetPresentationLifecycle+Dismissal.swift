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
        switch stack[index].phase {
        case .presented where !isInTransition:
            beginDismissal(at: index, cause: cause, animated: animated, asks: true)
        case .presenting, .presented:
            // UIKit ignores a dismissal asked while any transition of the stack runs (this sheet
            // rising, one stacked on it rising, one leaving): asked once none does, by `advance`.
            stack[index].dismissesAfterTransition = true
            stack[index].dismissalCause = cause
            stack[index].dismissalAnimated = animated
        default:
            break
        }
    }

    /// The sheet at `index` starts leaving, by `cause`, with every sheet stacked on it (the platform
    /// dismisses a presenter with what it presents); `asks`: the platform is asked to dismiss it.
    mutating func beginDismissal(at index: Int, cause: HostCause, animated: Bool, asks: Bool) {
        for above in stack.indices.reversed() where above >= index && stack[above].phase != .dismissing {
            // Whoever asked for this dismissal caused it, even while the person's drag had begun an
            // interactive dismissal (will-dismiss was told to the person then, and is not told again).
            stack[above].phase = .dismissing
            stack[above].dismissalCause = cause
            stack[above].dismissalAnimated = animated
            stack[above].dismissesAfterTransition = false
            if !stack[above].toldWillDismiss {
                stack[above].toldWillDismiss = true
                tell(.willDismiss(stack[above].id, cause: cause))
            }
        }
        if asks {
            stack[index].dismissalIsAsked = true
            effects.append(.dismiss(stack[index].id, animated: animated))
        }
    }

    mutating func interactiveDismissalBegan(_ id: ID) {
        guard let index = stackIndex(of: id), stack[index].phase == .presented, !stack[index].isInteractive
        else { return }
        stack[index].isInteractive = true
        if !stack[index].toldWillDismiss {
            stack[index].toldWillDismiss = true
            tell(.willDismiss(id, cause: .user))
        }
    }

    mutating func interactiveDismissalCancelled(_ id: ID) {
        guard let index = stackIndex(of: id), stack[index].phase == .presented, stack[index].isInteractive
        else { return }
        stack[index].isInteractive = false
        stack[index].toldWillDismiss = false
        tell(.dismissalCancelled(id))
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
        guard let index = stackIndex(of: id) else { return }
        if completed {
            end(from: index, cause: stack[index].phase == .dismissing ? stack[index].dismissalCause : .app)
        } else if stack[index].phase == .dismissing {
            cancelDismissal(from: index)
        }
    }

    /// The dismissal of the sheet at `index` (and of those above it) was cancelled: they stay.
    mutating func cancelDismissal(from index: Int) {
        for above in stack.indices.reversed() where above >= index && stack[above].phase == .dismissing {
            stack[above].phase = .presented
            stack[above].isInteractive = false
            stack[above].dismissalIsAsked = false
            stack[above].dismissalIsRetrying = false
            if stack[above].toldWillDismiss {
                stack[above].toldWillDismiss = false
                tell(.dismissalCancelled(stack[above].id))
            }
        }
    }

    mutating func teardown(_ id: ID?) {
        for index in waiting.indices.reversed() where id == nil || waiting[index].id == id {
            let sheet = waiting.remove(at: index)
            if sheet.phase == .requested { staleAnswers.insert(sheet.id) }
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
            if sheet.isRequestOpen { tell(.requestEnded(sheet.id, .cancelled)) }
            let isLeaving = sheet.phase == .dismissing || sheet.dismissesAfterTransition
            let sheetCause = isLeaving && !isTeardown ? sheet.dismissalCause : cause
            tell(.didDismiss(sheet.id, cause: sheetCause))
        }
    }
}
