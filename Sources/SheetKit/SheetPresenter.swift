#if canImport(UIKit)
    import SheetHostCore
    import UIKit

    /// Keeps one sheet at a time on a screen, as the Human Interface Guidelines ask: presenting a
    /// second ``BottomSheetViewController`` replaces the first (`.replace`) or stacks on it
    /// (`.stack`: presented from the first, which stays underneath, as UIKit's sheets stack).
    ///
    /// ```swift
    /// let sheets = SheetPresenter(presenter: self)
    /// sheets.present(placeSheet, id: "place", policy: .stack)
    /// ```
    /// Requests made while a sheet is still moving wait their turn, in order. The decisions are the
    /// host core's `SheetPresentationLifecycle`, the same for every front end; this only names the
    /// sheets. A sheet's `onDismiss` comes once UIKit's dismissal transition has ended, so the next
    /// sheet presented from it is accepted.
    ///
    /// UIKit refuses a presentation while a transition runs (or while the presenter already presents
    /// something, or is off screen). A refused sheet is presented again once that transition has
    /// ended; refused again, it is given up so the queue moves on, and ``onRefusal`` and the
    /// request's completion say so.
    @MainActor
    public final class SheetPresenter {
        /// The lifecycle of this presenter's sheets, whose ids are the app's.
        private let runner: SheetLifecycleRunner<String>
        /// The completions of the requests not yet ended, by their sheet's id, oldest first (a
        /// request made while the sheet leaves may be open with the one it replaces); the lifecycle
        /// ends an id's requests in order.
        private var completions: [String: [((Bool) -> Void)?]] = [:]

        /// Called with a sheet's identifier when UIKit refused to present it for good.
        public var onRefusal: ((String) -> Void)?

        /// Sheets will be presented over `presenter`.
        public init(presenter: UIViewController) {
            runner = SheetLifecycleRunner(presenter: presenter)
            runner.onNotice = { [weak self] notice in self?.tell(notice) }
        }

        /// The identifier of the sheet on top of the screen, if any.
        public var visibleSheetID: String? { runner.lifecycle.visibleSheetID }

        /// Presents `sheet` as `id`, after the one showing has made way as `policy` says. A second
        /// request for an `id` already waiting or on screen is ignored (whatever controller it
        /// names); one made while the sheet `id` leaves waits for it to go. With `.replace`, a sheet
        /// whose dismissal guard says no (`isModalInPresentation`, or its delegate) is not sent away:
        /// the request waits until it goes.
        public func present(
            _ sheet: BottomSheetViewController, id: String, policy: SheetPresentationPolicy = .replace
        ) {
            present(sheet, id: id, policy: policy, completion: nil)
        }

        /// Presents `sheet` as `id` as ``present(_:id:policy:)`` does; `completion` is called once
        /// for this request: true once its presentation has completed, false when it was refused for
        /// good, withdrawn first, or ignored (the sheet `id` was already waiting or on screen).
        public func present(
            _ sheet: BottomSheetViewController, id: String, policy: SheetPresentationPolicy = .replace,
            completion: ((Bool) -> Void)?
        ) {
            guard runner.lifecycle.takesRequest(for: id) else {
                completion?(false)
                return
            }
            runner.register(sheet, as: id, retains: true)
            completions[id, default: []].append(completion)
            runner.send(.request(id, policy: policy))
        }

        /// Dismisses the sheet `id` (with any stacked on it), or withdraws it if it is still waiting.
        public func dismiss(id: String, animated: Bool = true) {
            runner.send(.dismiss(id, cause: .app, animated: animated))
        }

        /// The callbacks `SheetDelegateTable` lists for a presenter.
        private func tell(_ notice: SheetLifecycleNotice<String>) {
            for callback in SheetDelegateTable.callbacks(for: notice, in: .presenter) {
                switch callback {
                case .completionPresented: finish(notice.id, presented: true)
                case .completionNotPresented: finish(notice.id, presented: false)
                case .onRefusal: onRefusal?(notice.id)
                default: break
                }
            }
        }

        /// The oldest open request for `id` ended.
        private func finish(_ id: String, presented: Bool) {
            guard var open = completions[id], !open.isEmpty else { return }
            let completion = open.removeFirst()
            completions[id] = open.isEmpty ? nil : open
            completion?(presented)
        }
    }
#endif
