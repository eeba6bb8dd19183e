#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// One `.floatingSheet`'s `FloatingSheetController` and what SwiftUI asks of it: the content, the
    /// request (detents, the binding's selection, the content's options), whether it is shown
    /// (`FloatingSheetVisibility`) and the selection's write-back (`SheetSelectionSync`). It decides
    /// nothing the host or those rules decide.
    @MainActor
    final class FloatingSheetCoordinator: NSObject {
        /// The modifier's bindings: `selectionChanged` writes the selection; `clearBinding` sets
        /// `isPresented` to false (the content's `bottomSheetActions.dismiss()` or close button).
        var callbacks = SheetCallbacks()
        private let surface = SheetSurface()
        private var hosting: SheetHostingController?
        private var floating: FloatingSheetController?
        private weak var container: UIViewController?
        private var request: SheetRequest?
        private var contentOptions = BottomSheetOptions()
        private var environment = EnvironmentValues()
        private var visibility = FloatingSheetVisibility()
        private var selection = SheetSelectionSync()
        /// The detent the sheet last showed: where it comes back when shown again without a binding.
        private var lastShown: Detent.Identifier?
        private var configuredContainerSize: CGSize?
        private var isUpdating = false
        /// Whether the modifier has a `selection` binding (its nil then means the smallest detent).
        private var selectionIsBound = false

        /// Makes the sheet for `container` (not shown until the first update says so).
        func install(in container: UIViewController, detents: [Detent]) {
            self.container = container
            let hosting = SheetHostingController(
                rootView: root(AnyView(EmptyView())), surface: surface)
            if #available(iOS 16.4, *) { hosting.safeAreaRegions = .container }
            hosting.didLayout = { [weak self] in self?.containerMayHaveChanged() }
            let floating = FloatingSheetController(
                contentViewController: hosting, detents: BottomSheetOptions.detents(detents))
            floating.sheet.onMove = { [weak self] _ in self?.sheetMoved() }
            floating.onSelectedDetentChange = { [weak self] _ in self?.sheetMoved() }
            floating.onDismiss = { [weak self] in self?.sheetDidHide() }
            self.hosting = hosting
            self.floating = floating
        }

        /// SwiftUI's update: the content, the request, whether the sheet is shown, the environment.
        func update(
            content: AnyView, request: SheetRequest, selectionIsBound: Bool, isPresented: Bool,
            environment: EnvironmentValues, transaction: Transaction
        ) {
            isUpdating = true
            defer { isUpdating = false }
            self.environment = environment
            self.selectionIsBound = selectionIsBound
            let changed = request != self.request
            self.request = request
            // Set at SwiftUI's updates only: a drag never evaluates the content again.
            hosting?.rootView = root(content)
            if changed {
                configure(
                    animation: transaction.animation != nil,
                    disablesAnimations: transaction.disablesAnimations)
            }
            switch visibility.bindingChanged(to: isPresented) {
            case .show: show()
            case .hide: floating?.dismissSheet(animated: !transaction.disablesAnimations)
            case nil: break
            }
        }

        private func root(_ content: AnyView) -> SheetHostingRoot {
            SheetHostingRoot(
                content: content, presenterEnvironment: environment,
                measuresContent: request?.measuresContent ?? false, actions: actions, surface: surface,
                host: self)
        }

        private var actions: BottomSheetActions {
            let hide: @MainActor @Sendable () -> Void = { [weak self] in
                self?.callbacks.clearBinding()
            }
            var actions = BottomSheetActions(close: hide, isHosted: true)
            actions.dismiss = hide
            return actions
        }

        /// Adds the sheet over the hosted view, at the binding's detent (or, without a binding, the last
        /// one it showed).
        private func show() {
            guard let floating, let container else { return }
            let detent = FloatingSheetVisibility.detentWhenShown(
                selectionIsBound: selectionIsBound, selection: request?.selection, lastShown: lastShown)
            floating.sheet.select(detent, animated: false)
            floating.addSheet(to: container)
        }

        private func sheetDidHide() {
            selection.sheetHidden()
            if visibility.sheetDidHide() == .show { show() }
        }

        /// The request and the content's options applied to the sheet, then the binding's selection.
        private func configure(animation: Bool = false, disablesAnimations: Bool = false) {
            guard let request, let floating, let hosting else { return }
            let options = request.options.overridden(by: contentOptions)
            var configured = request
            configured.options = options
            // The floating sheet's own view covers its container; before it is loaded, the container's.
            let containerView = SheetPresenterRules.detentContainer(
                presentation: floating.viewIfLoaded, window: container?.viewIfLoaded, content: hosting.view!)
            configuredContainerSize = containerView.bounds.size
            let configuration = configured.configuration(
                in: SheetContainer(HostContainer(view: containerView)),
                contentFittingHeight: hosting.preferredContentSize.height)
            floating.sheet.apply(
                configuration, options: options, recordsHostEvents: environment.bottomSheetRecordsHostEvents,
                animation: animation, disablesAnimations: disablesAnimations)
            if let change = selection.bindingChanged(to: request.selection) {
                floating.sheet.select(change.value, animated: floating.parent != nil && !disablesAnimations)
            }
            sheetMoved()
        }

        /// The detent shown may have changed: written back by `SheetSelectionSync`'s rule.
        private func sheetMoved() {
            guard let sheet = floating?.sheet else { return }
            let shown = sheet.shownDetentIdentifier
            if let shown { lastShown = shown }
            guard let change = selection.sheetShows(shown, smallest: sheet.smallestDetentIdentifier) else {
                return
            }
            let write = callbacks.selectionChanged
            if isUpdating {
                DispatchQueue.main.async { MainActor.assumeIsolated { write(change.value) } }
            } else {
                write(change.value)
            }
        }

        /// A layout pass: after a rotation or a resize the tallest detent may be another one.
        private func containerMayHaveChanged() {
            guard let size = floating?.viewIfLoaded?.bounds.size, size != configuredContainerSize else {
                return
            }
            configure()
        }

        /// The representable went away: the sheet leaves its parent (the binding tears down).
        func teardown() {
            guard let floating, floating.parent != nil else { return }
            floating.willMove(toParent: nil)
            floating.view.removeFromSuperview()
            floating.removeFromParent()
        }
    }

    extension FloatingSheetCoordinator: SheetContentHost {
        func contentMeasured(height: CGFloat) {
            // UIKit's way to tell a sheet its fitting height: the floating controller hears it.
            guard let hosting, hosting.offerFittingHeight(height) else { return }
            configure()
        }

        func contentOptionsChanged(_ options: BottomSheetOptions) {
            guard options != contentOptions else { return }
            contentOptions = options
            configure(animation: true)
        }
    }
#endif
