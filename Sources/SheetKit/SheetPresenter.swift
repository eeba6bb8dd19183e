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
        private let runner: SheetLifecycleRunner
        /// The sheets' names by controller, and back.
        private var names: [ObjectIdentifier: String] = [:]
        private var controllers: [String: ObjectIdentifier] = [:]
        /// The completions of requests not yet ended.
        private var completions: [String: [(Bool) -> Void]] = [:]

        /// Called with a sheet's identifier when UIKit refused to present it for good.
        public var onRefusal: ((String) -> Void)?

        /// Sheets will be presented over `presenter`.
        public init(presenter: UIViewController) {
            runner = SheetLifecycleRunner(presenter: presenter)
            runner.onNotice = { [weak self] notice in self?.tell(notice) }
        }

        /// The identifier of the sheet on top of the screen, if any.
        public var visibleSheetID: String? { runner.lifecycle.visibleSheetID.flatMap { names[$0] } }

        /// Presents `sheet` as `id`, after the one showing has made way as `policy` says. A second
        /// request for an `id` already waiting or on screen is ignored.
        public func present(
            _ sheet: BottomSheetViewController, id: String, policy: SheetPresentationPolicy = .replace
        ) {
            present(sheet, id: id, policy: policy, completion: nil)
        }

        /// Presents `sheet` as `id` as ``present(_:id:policy:)`` does; `completion` is called once,
        /// with true once its presentation has completed, or false when it was refused for good or
        /// withdrawn first.
        public func present(
            _ sheet: BottomSheetViewController, id: String, policy: SheetPresentationPolicy = .replace,
            completion: ((Bool) -> Void)?
        ) {
            let key = runner.register(sheet, retains: true)
            names[key] = id
            controllers[id] = key
            if let completion { completions[id, default: []].append(completion) }
            runner.send(.request(key, policy: policy))
        }

        /// Dismisses the sheet `id` (with any stacked on it), or withdraws it if it is still waiting.
        public func dismiss(id: String, animated: Bool = true) {
            guard let key = controllers[id] else { return }
            runner.send(.dismiss(key, cause: .app, animated: animated))
        }

        /// The callbacks `SheetDelegateTable` lists for a presenter.
        private func tell(_ notice: SheetLifecycleNotice<ObjectIdentifier>) {
            guard let id = names[notice.id] else { return }
            for callback in SheetDelegateTable.callbacks(for: notice, in: .presenter) {
                switch callback {
                case .completionPresented: finish(id, presented: true)
                case .completionNotPresented: finish(id, presented: false)
                case .onRefusal: onRefusal?(id)
                default: break
                }
            }
        }

        private func finish(_ id: String, presented: Bool) {
            let waiting = completions.removeValue(forKey: id) ?? []
            for completion in waiting { completion(presented) }
        }
    }
#endif
