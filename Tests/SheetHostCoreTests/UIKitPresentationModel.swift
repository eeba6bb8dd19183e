import SheetCore
import SheetHostCore
import SheetTestSupport

/// UIKit's side of sheet presentations, as the lifecycle's binding sees it, for random runs:
/// `present` and `dismiss(animated:)` answer at once (taken, or refused while any transition of the
/// stack runs: UIKit ignores a dismissal asked during a transition), the transitions end later on
/// the main queue, a guard answers for its sheet, and a sheet gone is gone for good.
///
/// It records what UIKit would not accept: a presentation or dismissal asked while a transition runs
/// (`refusedAsks`), and a dismissal asked for a sheet nobody asked to dismiss (`unaskedDismissals`).
struct UIKitPresentationModel {
    typealias Event = SheetLifecycleEvent<Int>

    enum Phase: Equatable {
        case rising, up, leaving
    }

    /// The presented controllers, bottom to top.
    var screen: [(id: Int, phase: Phase)] = []
    /// Sheets whose guard keeps them (`isModalInPresentation`, or a delegate saying no).
    var guarded: Set<Int> = []
    /// Transition ends and retries not yet delivered (the main queue's later passes).
    var later: [Event] = []
    /// Asks UIKit would have refused or ignored, with what was running.
    var refusedAsks: [String] = []
    /// Sheets someone asked to dismiss since their presentation: the app (in code, or by UIKit on its
    /// behalf), the person (a release), or a `.replace` its guard let through.
    var appAsked: Set<Int> = []
    var personReleased: Set<Int> = []
    var guardAllowed: Set<Int> = []
    /// How often a guard refused a `.replace` request.
    var guardRefusals = 0
    /// Guards that refused a `.replace` request, by the request.
    var refusedFor: [Int: Set<Int>] = [:]
    /// The latest policy each id was requested with.
    var policies: [Int: SheetPresentationPolicy] = [:]
    /// Dismissals asked of UIKit for a sheet nobody asked to dismiss, or a guarded sheet the app did
    /// not dismiss itself.
    var unaskedDismissals: [String] = []
    /// Presentations of a `.replace` request over a sheet whose guard refused it.
    var presentedOverGuarded: [String] = []
    /// Whether guard answers come at once (UIKit's) or later (a binding answering on the next pass).
    var answersGuardsLater = false

    /// The sheet an alert of the app's own is presented from: UIKit refuses to present over it
    /// (the presenter already presents something), with no transition to wait for.
    var alertOver: Int?
    /// Presentations refused because of the app's own alert.
    var refusedForAlert = 0

    var isInTransition: Bool { screen.contains { $0.phase != .up } }
    var top: (id: Int, phase: Phase)? { screen.last }

    func index(of id: Int) -> Int? { screen.firstIndex { $0.id == id } }

    /// The sheet `id` (and all above it, which UIKit dismisses with it) were asked to go by the app.
    mutating func appAsks(_ id: Int) {
        guard let index = index(of: id) else {
            appAsked.insert(id)
            return
        }
        for above in screen[index...] { appAsked.insert(above.id) }
    }

    /// Carries out one effect at once, as a binding does; returns the events UIKit answers with now.
    mutating func carryOut(
        _ effect: SheetLifecycleEffect<Int>, waitingFirst: Int?, _ random: inout SplitMix64
    ) -> [Event] {
        switch effect {
        case .present(let id, let over, _):
            if let over, refusedFor[id]?.contains(over) == true {
                presentedOverGuarded.append("\(id) over guarded \(over)")
            }
            if isInTransition {
                refusedAsks.append("present \(id) during \(screen)")
                return [.presentationRefused(id, transitionRunning: true)]
            }
            if alertOver != nil, alertOver == over {
                refusedForAlert += 1
                return [.presentationRefused(id, transitionRunning: false)]
            }
            guard over == top?.id else {
                refusedAsks.append("present \(id) over \(String(describing: over)) while \(screen) shows")
                return [.presentationRefused(id, transitionRunning: false)]
            }
            if random.int(0...9) == 0 { return [.presentationRefused(id, transitionRunning: false)] }
            screen.append((id, .rising))
            refusedFor[id] = nil
            appAsked.remove(id)
            personReleased.remove(id)
            guardAllowed.remove(id)
            if random.int(0...4) == 0 { guarded.insert(id) } else { guarded.remove(id) }
            later.append(.presentationTransitionDidEnd(id, completed: random.int(0...9) < 9))
            return [.presentationAccepted(id)]
        case .dismiss(let id, _):
            guard let index = index(of: id) else {
                refusedAsks.append("dismiss \(id), not presented")
                return []
            }
            if !appAsked.contains(id), !personReleased.contains(id), !guardAllowed.contains(id) {
                unaskedDismissals.append("dismiss \(id) nobody asked for")
            }
            for above in screen[index...] where guarded.contains(above.id) && !appAsked.contains(above.id) {
                unaskedDismissals.append("dismiss \(id) takes guarded \(above.id)")
            }
            if isInTransition {
                // UIKit: "Attempt to dismiss … while a presentation or dismiss is in progress".
                refusedAsks.append("dismiss \(id) during \(screen)")
                return [.dismissalRefused(id, transitionRunning: true)]
            }
            for above in index..<screen.count { screen[above].phase = .leaving }
            later.append(.dismissalTransitionDidEnd(id, completed: true))
            return [.dismissalTransitionWillBegin(id, cause: .app)]
        case .retry(let id, _):
            later.append(.retryDue(id))
            return []
        case .askDismissalGuard(let id):
            let allows = !guarded.contains(id)
            if allows {
                guardAllowed.insert(id)
            } else if let request = waitingFirst {
                guardRefusals += 1
                refusedFor[request, default: []].insert(id)
            }
            let answer = Event.dismissalGuardAnswered(id, allowsDismissal: allows)
            if answersGuardsLater {
                later.append(answer)
                return []
            }
            return [answer]
        case .notify:
            return []
        }
    }

    /// Delivers one later event: UIKit's transition ends only now, so the lifecycle hears each after
    /// UIKit finished it. Nil when it no longer applies (the views were torn down).
    mutating func deliver(_ event: Event) -> Event? {
        switch event {
        case .presentationTransitionDidEnd(let id, let completed):
            guard let index = index(of: id), screen[index].phase == .rising else { return nil }
            if completed { screen[index].phase = .up } else { screen.removeSubrange(index...) }
        case .dismissalTransitionDidEnd(let id, _):
            guard let index = index(of: id) else { return nil }
            screen.removeSubrange(index...)
        default:
            break
        }
        return event
    }

    /// The views of `id` (nil: all) and those above went away.
    mutating func tearDown(_ id: Int?) {
        let index = id.map { self.index(of: $0) } ?? 0
        guard let index, index < screen.count else { return }
        let gone = Set(screen[index...].map(\.id))
        screen.removeSubrange(index...)
        later.removeAll { event in gone.contains { event.isTransition(of: $0) } }
    }
}

extension SheetLifecycleEvent<Int> {
    /// Whether the event is UIKit's report about a transition of `id`.
    func isTransition(of id: Int) -> Bool {
        switch self {
        case .presentationAccepted(id), .presentationTransitionDidEnd(id, _),
            .dismissalTransitionWillBegin(id, _),
            .dismissalTransitionDidEnd(id, _), .dismissalRefused(id, _):
            return true
        default:
            return false
        }
    }
}
