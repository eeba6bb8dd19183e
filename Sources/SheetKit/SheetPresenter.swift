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
    /// SheetCore's ``SheetQueue``; this only presents and dismisses the view controllers it names.
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
            policy: SheetCoordinator.PresentationPolicy = .replace
        ) {
            if sheets[id] == nil {
                sheets[id] = sheet
                let onDismiss = sheet.onDismiss
                sheet.onDismiss = { [weak self] in
                    onDismiss?()
                    self?.sheetDidDismiss(id)
                }
            }
            apply(queue.request(id, policy: policy))
        }

        private func sheetDidDismiss(_ id: String) {
            let actions = queue.didDismiss(id)
            if !queue.stack.contains(id) { sheets[id] = nil }
            apply(actions)
        }

        private func apply(_ actions: [SheetQueue.Action]) {
            for action in actions {
                switch action {
                case .present(let id), .restore(let id):
                    if let presenter, let sheet = sheets[id] { sheet.present(from: presenter) }
                case .dismiss(let id), .hide(let id):
                    sheets[id]?.dismissSheet()
                }
            }
        }
    }
#endif
