#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// Keeps one sheet at a time on a screen, as the Human Interface Guidelines ask: presenting a
    /// second ``BottomSheetViewController`` replaces the first (`.replace`) or stacks on it
    /// (`.stack`: the first slides away and comes back, at its detent, when the second is closed).
    ///
    /// ```swift
    /// let sheets = SheetPresenter(presenter: self)
    /// sheets.present(placeSheet, id: "place", policy: .stack)
    /// ```
    /// Requests made while a sheet is still moving wait their turn, in order. The decisions are
    /// SheetCore's ``SheetQueue``; this only presents and dismisses the view controllers it names and
    /// reports back what they did. A sheet only hidden under another doesn't call its `onDismiss`.
    ///
    /// UIKit refuses a presentation while a transition runs (or while the presenter already presents
    /// something, or is off screen). A sheet refused during a transition is presented again once
    /// that transition has ended; one refused for any other reason, or again, counts as dismissed so
    /// the queue moves on, and ``onRefusal`` and the request's completion say so.
    @MainActor
    public final class SheetPresenter {
        private weak var presenter: UIViewController?
        private var queue = SheetQueue()
        private var sheets: [String: BottomSheetViewController] = [:]
        /// The completions of requests not yet presented or refused.
        private var completions: [String: [(Bool) -> Void]] = [:]

        /// Called with a sheet's identifier when UIKit refused to present it for good.
        public var onRefusal: ((String) -> Void)?

        /// Sheets will be presented over `presenter`.
        public init(presenter: UIViewController) {
            self.presenter = presenter
        }

        /// The identifier of the sheet on screen, if any.
        public var visibleSheetID: String? { queue.visibleSheetID }

        /// Presents `sheet` as `id`, after the one showing has made way as `policy` says. A second
        /// request for an `id` already held or waiting is ignored.
        public func present(
            _ sheet: BottomSheetViewController, id: String,
            policy: SheetQueue.PresentationPolicy = .replace
        ) {
            present(sheet, id: id, policy: policy, completion: nil)
        }

        /// Presents `sheet` as `id` as ``present(_:id:policy:)`` does; `completion` is called with
        /// true once UIKit has accepted the presentation, or false when it refused it for good.
        public func present(
            _ sheet: BottomSheetViewController, id: String,
            policy: SheetQueue.PresentationPolicy = .replace, completion: ((Bool) -> Void)?
        ) {
            if sheets[id] == nil {
                sheets[id] = sheet
                sheet.presenterWillDismiss = { [weak self] in self?.queue.willDismiss(id) }
                sheet.presenterDidDismiss = { [weak self] in self?.sheetDidDismiss(id) }
                sheet.presenterReportsDismissal = { [weak self] in
                    self?.queue.reportsDismissal(of: id) ?? true
                }
            }
            if let completion { completions[id, default: []].append(completion) }
            apply(queue.request(id, policy: policy))
        }

        private func sheetDidDismiss(_ id: String) {
            let actions = queue.didDismiss(id)
            if !queue.stack.contains(id) { sheets[id] = nil }
            // UIKit finishes the dismissal's bookkeeping after its transition completes: the next
            // presentation is made after that transition, or UIKit would refuse it.
            afterTransition { [weak self] in self?.apply(actions) }
        }

        private func apply(_ actions: [SheetQueue.Action]) {
            for action in actions {
                switch action {
                case .present(let id), .restore(let id):
                    present(id, refusals: 0)
                case .dismiss(let id):
                    sheets[id]?.dismissSheet()
                case .hide(let id):
                    // It reports no dismissal: `SheetQueue.reportsDismissal(of:)` says it hides.
                    sheets[id]?.dismissSheet()
                }
            }
        }

        /// Presents the sheet `id`, refused `refusals` times in a row before. What follows a refusal
        /// is `PresentationRetryPolicy.sheetPresenter`'s: tried again after the transition under way;
        /// given up, the queue hears that it is gone.
        private func present(_ id: String, refusals: Int) {
            guard let sheet = sheets[id] else { return }
            presenter?.present(sheet, animated: true)
            if sheet.presentingViewController != nil {
                finish(id, presented: true)
                return
            }
            let coordinator = runningTransition
            switch PresentationRetryPolicy.sheetPresenter.decision(
                afterRefusal: refusals + 1, transitionRunning: coordinator != nil)
            {
            case .afterTransition:
                coordinator?.animate(alongsideTransition: nil) { [weak self] _ in
                    DispatchQueue.main.async { self?.present(id, refusals: refusals + 1) }
                }
            case .after(let seconds):
                DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
                    self?.present(id, refusals: refusals + 1)
                }
            case .giveUp:
                finish(id, presented: false)
                onRefusal?(id)
                sheetDidDismiss(id)
            }
        }

        private func finish(_ id: String, presented: Bool) {
            let waiting = completions.removeValue(forKey: id) ?? []
            for completion in waiting { completion(presented) }
        }

        /// The transition under way on the presenter or what it presents, if any.
        private var runningTransition: UIViewControllerTransitionCoordinator? {
            presenter?.runningTransitionCoordinator
        }

        /// Runs `body` once the transition under way has ended and UIKit has finished with it (the
        /// coordinator's completion, then the main queue's next pass), or on the main queue's next
        /// pass when none runs.
        /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        private func afterTransition(_ body: @escaping @MainActor () -> Void) {
            guard let coordinator = runningTransition else {
                DispatchQueue.main.async { body() }
                return
            }
            coordinator.animate(alongsideTransition: nil) { _ in
                DispatchQueue.main.async { body() }
            }
        }
    }
#endif
