import SheetCore
import SheetHostCore
import SheetTestSupport

/// UIKit's side of sheet presentations, as the lifecycle's binding sees it, for random runs:
/// `present` and `dismiss(animated:)` answer at once (taken, or refused while any transition of the
/// stack runs, the person's drag below the smallest detent included: UIKit ignores a dismissal
/// asked during a transition), the transitions end later on the main queue, a guard answers for
/// its sheet. UIKit sends `presentationTransitionDidEnd` from inside its transition and still
/// refuses asks until it has settled; the binding reports the end only then (the contract of
/// ``SheetLifecycleEvent/presentationTransitionDidEnd(_:completed:)``), so the model settles first
/// and delivers after. A torn-down sheet's dismissal end may still come late (`staleLater`).
///
/// It records what UIKit would not accept: a presentation or dismissal asked while a transition runs
/// (`refusedAsks`), and a dismissal asked for a sheet nobody asked to dismiss (`unaskedDismissals`).
struct UIKitPresentationModel {
    typealias Event = SheetLifecycleEvent<Int>

    enum Phase: Equatable {
        /// `settling`: UIKit called `presentationTransitionDidEnd` but its transition still runs.
        case rising, settling, up, leaving
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
    /// Sheets UIKit took along when the person dismissed the sheet under them.
    var takenByPerson: Set<Int> = []
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

    /// The sheet the person's finger holds below its smallest detent: UIKit's interactive dismissal
    /// runs, and with it a transition.
    var dragging: Int?
    /// Late dismissal ends of sheets torn down mid-dismissal, delivered as they are: stale.
    var staleLater: [Event] = []

    /// Whether a presentation or dismissal transition of the stack runs.
    var isMoving: Bool { screen.contains { $0.phase != .up } }
    /// Whether UIKit refuses an ask now: a transition runs, or the person's drag holds a sheet.
    var isInTransition: Bool { isMoving || dragging != nil }
    var top: (id: Int, phase: Phase)? { screen.last }

    func index(of id: Int) -> Int? { screen.firstIndex { $0.id == id } }

    /// The sheet `id` (and all above it, which UIKit dismisses with it) were asked to go by the app.
    mutating func appAsks(_ id: Int) {
        guard let index = index(of: id) else {
            appAsked.insert(id)
            return
        }
        for above in screen[index...] { appAsked.insert(above.id) }
        // The app's dismissal takes the sheet (and those above it) from the finger.
        if let dragging, let held = self.index(of: dragging), held >= index { self.dragging = nil }
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
            takenByPerson.remove(id)
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
            guard let index = index(of: id) else { return nil }
            if screen[index].phase == .rising {
                // UIKit calls it from inside its transition: settled on a later pass, reported then.
                screen[index].phase = .settling
                later.append(event)
                return nil
            }
            guard screen[index].phase == .settling else { return nil }
            if completed { screen[index].phase = .up } else { screen.removeSubrange(index...) }
        case .dismissalTransitionDidEnd(let id, _):
            guard let index = index(of: id) else { return nil }
            screen.removeSubrange(index...)
        default:
            break
        }
        return event
    }

    /// The views of `id` (nil: all) and those above went away; `keepsLateEnds`: a dismissal end
    /// already under way still comes, late (`staleLater`).
    mutating func tearDown(_ id: Int?, keepsLateEnds: Bool = false) {
        let index = id.map { self.index(of: $0) } ?? 0
        guard let index, index < screen.count else { return }
        let gone = Set(screen[index...].map(\.id))
        screen.removeSubrange(index...)
        if let dragging, gone.contains(dragging) { self.dragging = nil }
        for event in later where keepsLateEnds {
            if case .dismissalTransitionDidEnd(let id, _) = event, gone.contains(id) {
                staleLater.append(event)
            }
        }
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
