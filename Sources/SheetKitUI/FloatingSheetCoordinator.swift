#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// One `.floatingSheet`'s `FloatingSheetController` and what SwiftUI asks of it. What happens is
    /// `SheetBindingModel`'s, as for `.bottomSheet`: this maps SwiftUI's updates, the content's
    /// callbacks and the controller's reports to it and carries out its outputs.
    @MainActor
    final class FloatingSheetCoordinator: NSObject, SheetBindingAdapter {
        /// The modifier's bindings: `selectionChanged` writes the selection; `clearBinding` sets
        /// `isPresented` to false (the content's `bottomSheetActions.dismiss()` or close button).
        var callbacks = SheetCallbacks()
        var model = SheetBindingModel<ObjectIdentifier, Bool>()
        private let surface = SheetSurface()
        private var hostingController: SheetHostingController?
        private var floating: FloatingSheetController?
        private weak var container: UIViewController?
        private(set) var environment = EnvironmentValues()
        private var isPresented = false
        /// A floating sheet has no presentation lifecycle of the binding's: it is shown and hidden.
        let lifecycle = SheetPresentationLifecycle<ObjectIdentifier>()

        var currentItem: Bool? { isPresented ? true : nil }

        /// Makes the sheet for `container` (not shown until an update says so).
        func install(in container: UIViewController, detents: [Detent]) {
            self.container = container
            let hosting = SheetHostingController(
                rootView: root(
                    AnyView(EmptyView()), key: nil, surface: surface,
                    request: model.request),
                surface: surface)
            let floating = FloatingSheetController(
                contentViewController: hosting, detents: BottomSheetOptions.detents(detents))
            floating.sheet.onMove = { [weak self] _ in self?.sheetMoved() }
            floating.onDismiss = { [weak self] in self?.sheetDidHide() }
            hostingController = hosting
            self.floating = floating
            model.install(ObjectIdentifier(hosting))
        }

        /// SwiftUI's update: the content, the request, whether the sheet is shown, the environment.
        func update(
            content: AnyView, request: SheetModifierRequest, isPresented: Bool,
            environment: EnvironmentValues,
            transaction: Transaction
        ) {
            self.environment = environment
            self.isPresented = isPresented
            var request = request
            request.recordsHostEvents = environment.bottomSheetRecordsHostEvents
            let outputs = model.update(
                request, current: currentItem, animated: transaction.animation != nil,
                disablesAnimations: transaction.disablesAnimations, lifecycle: lifecycle)
            // Set at SwiftUI's updates only: a drag never evaluates the content again.
            hostingController?.rootView = root(
                content, key: key, surface: surface, request: model.request)
            perform(outputs)
            model.updateEnded()
        }

        private var key: ObjectIdentifier? { hostingController.map(ObjectIdentifier.init) }

        private func sheetMoved() {
            guard let key, let sheet = floating?.sheet else { return }
            // The sheet's move as a notice (`onMove` doesn't say who moved it: the table's
            // `writeSelection` row hears anyone); the model writes back a change of detent only.
            perform(
                model.notice(
                    .selectedDetentChanged(key, sheet.restingDetentIdentifier, cause: .system),
                    current: currentItem,
                    smallest: sheet.smallestDetentIdentifier, anchorInWindow: true, lifecycle: lifecycle))
        }

        private func sheetDidHide() { perform(model.floatingSheetDidHide()) }

        // MARK: SheetBindingAdapter

        func hosting(_ key: ObjectIdentifier) -> SheetHostingController? {
            key == self.key ? hostingController : nil
        }

        func sheetController(_ key: ObjectIdentifier) -> SheetController? {
            key == self.key ? floating?.sheet : nil
        }

        func setModalInPresentation(_ value: Bool, for key: ObjectIdentifier) {
            floating?.isModalInPresentation = value
        }

        func carryOutOwn(_ output: SheetBindingOutput<ObjectIdentifier>) {
            switch output {
            case .show(_, let detent, let animated):
                guard let floating, let container else { return }
                floating.sheet.select(detent, animated: false)
                floating.addSheet(to: container, animated: animated)
            case .hide(_, let animated): floating?.dismissSheet(animated: animated)
            default: break
            }
        }

        /// The representable went away: the sheet leaves its parent (the binding tears down).
        func teardown() {
            // Nothing to show the sheet in from now on: the did-hide this removal reports still
            // reaches the app's `onDismiss`, but a `.show` it answers finds no container.
            container = nil
            guard let floating, floating.parent != nil else { return }
            floating.willMove(toParent: nil)
            floating.view.removeFromSuperview()
            floating.removeFromParent()
        }
    }

#endif
