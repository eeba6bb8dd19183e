#if canImport(UIKit)
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
    /// reports back what they did. A sheet only hidden under another doesn't call its `onDismiss`;
    /// one UIKit refuses to present counts as dismissed, so the queue moves on.
    @MainActor
    public final class SheetPresenter {
        private weak var presenter: UIViewController?
        private var queue = SheetQueue()
        private var sheets: [String: BottomSheetViewController] = [:]

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
            if sheets[id] == nil {
                sheets[id] = sheet
                sheet.presenterWillDismiss = { [weak self] in self?.queue.willDismiss(id) }
                sheet.presenterDidDismiss = { [weak self] in self?.sheetDidDismiss(id) }
            }
            apply(queue.request(id, policy: policy))
        }

        private func sheetDidDismiss(_ id: String) {
            let actions = queue.didDismiss(id)
            if !queue.stack.contains(id) { sheets[id] = nil }
            // UIKit finishes the dismissal's bookkeeping after its transition completes: the next
            // presentation waits a turn of the run loop, or UIKit would refuse it.
            Task { @MainActor [weak self] in self?.apply(actions) }
        }

        private func apply(_ actions: [SheetQueue.Action]) {
            for action in actions {
                switch action {
                case .present(let id), .restore(let id):
                    present(id)
                case .dismiss(let id):
                    sheets[id]?.dismissSheet()
                case .hide(let id):
                    sheets[id]?.isLeavingToReturn = true
                    sheets[id]?.dismissSheet()
                }
            }
        }

        /// Presents the sheet `id`; when UIKit refuses (the presenter is gone, off screen or already
        /// presenting), the queue hears that it is gone.
        private func present(_ id: String) {
            guard let sheet = sheets[id] else { return }
            presenter?.present(sheet, animated: true)
            if sheet.presentingViewController == nil { sheetDidDismiss(id) }
        }
    }
#endif
