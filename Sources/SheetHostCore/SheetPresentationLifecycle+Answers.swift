extension SheetPresentationLifecycle {
    /// Takes one stale answer for `id` (an ask torn down before the platform answered it), if any:
    /// the platform answers asks in order, so it comes before the answer to a newer ask for `id`.
    mutating func takeStaleAnswer(_ id: ID) -> Bool {
        guard let count = staleAnswers[id] else { return false }
        staleAnswers[id] = count > 1 ? count - 1 : nil
        return true
    }

    mutating func accepted(_ id: ID) {
        if takeStaleAnswer(id) { return }
        var sheet: Sheet
        if let index = waiting.firstIndex(where: { $0.id == id && $0.phase == .requested }) {
            sheet = waiting.remove(at: index)
        } else {
            // An acceptance counts only for a request asked of the platform; with none, only for a
            // sheet the lifecycle does not hold (or holds leaving): an app's own `present`, adopted,
            // stacked, with no request of its own.
            if waiting.contains(where: { $0.id == id }) { return }
            if let index = stackIndex(of: id), stack[index].phase != .dismissing { return }
            sheet = Sheet(id: id, policy: .stack, phase: .waiting, animated: true)
            sheet.isRequestOpen = false
        }
        sheet.phase = .presenting
        sheet.refusals = 0
        stack.append(sheet)
        tell(.willPresent(id))
        if sheet.isWithdrawn {
            // The app withdrew it before the platform answered: its request is cancelled and it
            // leaves as soon as the platform accepts a dismissal (at its rise's end), never adopted.
            stack[stack.count - 1].isRequestOpen = false
            stack[stack.count - 1].dismissesAfterTransition = true
            tell(.requestEnded(id, .cancelled))
        }
    }

    mutating func refused(_ id: ID, transitionRunning: Bool) {
        if takeStaleAnswer(id) { return }
        guard let index = waiting.firstIndex(where: { $0.id == id }), waiting[index].phase == .requested
        else { return }
        if waiting[index].isWithdrawn {
            waiting.remove(at: index)
            tell(.requestEnded(id, .cancelled))
            return
        }
        waiting[index].refusals += 1
        switch retryPolicy.decision(
            afterRefusal: waiting[index].refusals, transitionRunning: transitionRunning)
        {
        case .afterTransition:
            waiting[index].phase = .retrying
            effects.append(.retry(id, after: .transitionEnd))
        case .after(let seconds):
            waiting[index].phase = .retrying
            effects.append(.retry(id, after: .deadline(time + seconds)))
        case .giveUp:
            waiting.remove(at: index)
            tell(.requestEnded(id, .refused))
        }
    }

    mutating func retryDue(_ id: ID) {
        if let index = waiting.firstIndex(where: { $0.id == id }), waiting[index].phase == .retrying {
            waiting[index].phase = .waiting
            return
        }
        if let index = stackIndex(of: id), stack[index].dismissalIsRetrying {
            stack[index].dismissalIsRetrying = false
            stack[index].dismissalIsAsked = true
            effects.append(.dismiss(id, animated: stack[index].dismissalAnimated))
        }
    }
}
