#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// Presents a modifier's sheet the way SwiftUI's own `.sheet` does: a hosting controller for the
    /// content, presented from the top of the window's presentation chain through SheetKit's UIKit
    /// presentation (`SheetPresentationController`), so it covers the navigation and tab bars and
    /// inherits none of the modified view's size, clipping, `disabled` or transforms. The host core
    /// behind that presentation decides everything; this maps the modifier's request onto the
    /// presentation controller and its lifecycle back onto the modifier's callbacks.
    @MainActor
    final class SheetWindowPresenter: NSObject, ObservableObject {
        /// The controller SwiftUI made for the modifier's anchor: where the presentation starts from.
        weak var anchor: UIViewController?
        var callbacks = SheetCallbacks()
        private let sheets = SheetTransitioningDelegate()
        private var hosting: SheetHostingController?
        /// The content to show and the identity of the item it shows.
        private var root: (view: AnyView, id: AnyHashable)?
        /// The presentation the modifier asked for (the item's identity), nil for none.
        private var wanted: AnyHashable?
        private var request: SheetRequest?
        /// The options the content sets (`bottomSheet…` modifiers inside the sheet).
        private var contentOptions = BottomSheetOptions()
        private var interfaceStyle = UIUserInterfaceStyle.unspecified

        // MARK: From the modifier

        /// The anchor's view state at this update: the content for the shown item and the request.
        func update(
            root view: AnyView?, id: AnyHashable?, request: SheetRequest, interfaceStyle: UIUserInterfaceStyle
        ) {
            self.interfaceStyle = interfaceStyle
            if let hosting, hosting.overrideUserInterfaceStyle != interfaceStyle {
                hosting.overrideUserInterfaceStyle = interfaceStyle
            }
            if let view, let id {
                root = (view, id)
                if let hosting, hosting.shownID == id { hosting.rootView = view }
            }
            if request != self.request {
                self.request = request
                if let controller { configure(controller) }
            }
            syncAfterUpdate()
        }

        /// Whether a sync is scheduled for after SwiftUI's update.
        private var syncIsScheduled = false

        /// Presents or dismisses after SwiftUI's view update has ended (UIKit's presentation calls
        /// back into views), once however many updates ask.
        private func syncAfterUpdate() {
            guard !syncIsScheduled else { return }
            syncIsScheduled = true
            DispatchQueue.main.async { [weak self] in
                self?.syncIsScheduled = false
                self?.sync()
            }
        }

        /// Shows the item with identity `id` once its content is known.
        func present(_ id: AnyHashable) {
            wanted = id
            sync()
        }

        /// Dismisses the shown sheet (and anything it presented), animated.
        func dismiss() {
            wanted = nil
            sync()
        }

        /// The anchor went into a window: a presentation asked for before can start.
        func anchorMovedToWindow() { sync() }

        /// Presents or dismisses so that what is on screen is what was asked for.
        private func sync() {
            let step = SheetPresentationStep.next(
                wanted: wanted, presented: hosting?.shownID, isLeaving: hosting?.isBeingDismissed ?? false,
                contentID: root?.id, canPresent: anchor?.viewIfLoaded?.window != nil)
            switch step {
            case .wait: return
            case .dismiss: if let hosting { Self.dismiss(hosting) }
            case .present: if let anchor, let root { present(root.view, id: root.id, from: anchor) }
            }
        }

        private func present(_ view: AnyView, id wanted: AnyHashable, from anchor: UIViewController) {
            let hosting = SheetHostingController(rootView: view)
            hosting.shownID = wanted
            hosting.presenter = self
            hosting.overrideUserInterfaceStyle = interfaceStyle
            hosting.modalPresentationStyle = .custom
            hosting.transitioningDelegate = sheets
            sheets.configure = { [weak self] controller in
                controller.sheetDelegate = self
                self?.configure(controller)
            }
            self.hosting = hosting
            Self.topmost(from: anchor).present(hosting, animated: true)
        }

        /// The controller presenting the shown sheet.
        private var controller: SheetPresentationController? {
            hosting.flatMap { sheets.controller(for: $0) }
        }

        /// The request and the content's options, applied to the presentation: the configuration the
        /// options give (`BottomSheetOptions/configuration(kind:detents:selection:largestDetent:reducesMotion:)`)
        /// property by property.
        private func configure(_ controller: SheetPresentationController) {
            guard let request, let hosting else { return }
            let options = request.options.overridden(by: contentOptions)
            // Before the presentation has a container view, the anchor's window is the container.
            let containerView = controller.containerView ?? anchor?.viewIfLoaded?.window ?? hosting.view!
            let container = Self.sheetContainer(containerView)
            configuredContainerSize = controller.containerView?.bounds.size
            let configuration = options.configuration(
                kind: .modal, detents: request.detents, selection: request.selection,
                largestDetent: BottomSheetOptions.largestDetent(of: request.detents, in: container))
            if controller.detents != configuration.detents { controller.detents = configuration.detents }
            if let selection = configuration.selectedDetentIdentifier,
                selection != controller.selectedDetentIdentifier
            {
                controller.animateChanges { controller.selectedDetentIdentifier = selection }
            }
            controller.largestUndimmedDetentIdentifier = configuration.largestUndimmedDetentIdentifier
            controller.prefersGrabberVisible = configuration.style.prefersGrabberVisible
            controller.preferredCornerRadius = configuration.style.preferredCornerRadius
            controller.prefersScrollingExpandsWhenScrolledToEdge =
                configuration.prefersScrollingExpandsWhenScrolledToEdge
            hosting.isModalInPresentation = configuration.isModalInPresentation
            hosting.view.backgroundColor =
                configuration.style.background == .gray ? .secondarySystemBackground : .systemBackground
        }

        // MARK: From the sheet

        /// The container's size when the presentation was last configured.
        private var configuredContainerSize: CGSize?

        /// A layout pass of the sheet: after a rotation or a resize the tallest detent may be another
        /// one (a fraction against a fixed height), which `.enabled` background interaction follows.
        func containerMayHaveChanged(_ controller: SheetPresentationController) {
            guard let size = controller.containerView?.bounds.size, size != configuredContainerSize else {
                return
            }
            configure(controller)
        }

        /// The content's options changed.
        func contentOptionsChanged(_ options: BottomSheetOptions) {
            guard options != contentOptions else { return }
            contentOptions = options
            if let controller { configure(controller) }
        }

        /// The content's ideal height (measured while a detent depends on it): offered to the
        /// presentation as the hosting controller's `preferredContentSize`, which is how UIKit content
        /// tells a sheet its fitting height.
        func contentMeasured(height: CGFloat) {
            guard let hosting, height.isFinite, height >= 0,
                abs(hosting.preferredContentSize.height - height) > 0.5
            else { return }
            hosting.preferredContentSize = CGSize(width: 0, height: height)
        }

        /// The content's close button: a dismissal attempt through the guard, as the sheet's own
        /// close button and VoiceOver's escape make one.
        func close() {
            guard let hosting else { return }
            var view = hosting.view.superview
            while let current = view {
                if current.accessibilityPerformEscape() { return }
                view = current.superview
            }
        }

        func sheetWillDisappear(_ sheet: SheetHostingController) {
            guard sheet === hosting, sheet.isBeingDismissed else { return }
            callbacks.willDismiss()
        }

        func sheetDidDisappear(_ sheet: SheetHostingController) {
            guard sheet === hosting, sheet.isBeingDismissed || sheet.presentingViewController == nil else {
                return
            }
            hosting = nil
            callbacks.didDismiss()
            sync()
        }

        /// The modifier's view went away: its sheet goes too, as SwiftUI's does.
        func teardown() {
            wanted = nil
            if let hosting, !hosting.isBeingDismissed { Self.dismiss(hosting) }
        }

        // MARK: UIKit

        /// The controller to present from: the top of the presentation chain above `anchor` (inside
        /// a sheet, the sheet's own hosting controller, so sheets nest).
        static func topmost(from anchor: UIViewController) -> UIViewController {
            var top = anchor
            while let presented = top.presentedViewController, !presented.isBeingDismissed { top = presented }
            return top
        }

        /// Dismisses `sheet` and anything it presented, once UIKit's transitions under way have ended.
        static func dismiss(_ sheet: UIViewController) {
            guard let presenting = sheet.presentingViewController else { return }
            if let coordinator = sheet.transitionCoordinator ?? presenting.transitionCoordinator {
                coordinator.animate(alongsideTransition: nil) { [weak sheet] _ in
                    Task { @MainActor in
                        if let sheet, !sheet.isBeingDismissed { dismiss(sheet) }
                    }
                }
            } else {
                presenting.dismiss(animated: true)
            }
        }

        /// The engine's container for a view: its size, safe area and height class.
        static func sheetContainer(_ view: UIView) -> SheetContainer {
            let insets = view.safeAreaInsets
            return SheetContainer(
                size: view.bounds.size,
                safeAreaInsets: SafeAreaInsets(
                    top: insets.top, bottom: insets.bottom, leading: insets.left, trailing: insets.right),
                isCompactHeight: view.traitCollection.verticalSizeClass == .compact)
        }
    }

    extension SheetWindowPresenter: SheetPresentationControllerDelegate {
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController
        ) {
            if let detent = controller.selectedDetentIdentifier { callbacks.selectionChanged(detent) }
        }

        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {
            callbacks.attemptedToDismiss()
        }
    }

    /// The sheet's hosting controller: reports its dismissal (by any path: a drag, the dim, the
    /// close button, the binding, SwiftUI's `dismiss`) to its presenter and finds the scroll view
    /// SwiftUI made for the content for the sheet to track.
    @MainActor
    final class SheetHostingController: UIHostingController<AnyView> {
        weak var presenter: SheetWindowPresenter?
        var shownID: AnyHashable?

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            presenter?.sheetWillDisappear(self)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            presenter?.sheetDidDisappear(self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if let controller = presentationController as? SheetPresentationController {
                let found = SheetScrollTracker.scrollView(in: view)
                if found !== controller.trackedScrollView { controller.trackedScrollView = found }
                presenter?.containerMayHaveChanged(controller)
            }
        }
    }

    /// Puts the anchor's controller in the presenter's hands: SwiftUI places it in the app's
    /// controller hierarchy, where a presentation can start.
    struct SheetPresentationAnchor: UIViewControllerRepresentable {
        let presenter: SheetWindowPresenter
        let root: AnyView?
        let rootID: AnyHashable?
        let request: SheetRequest
        /// The presenting view's colour scheme, for the sheet's UIKit parts (its background, grabber).
        let interfaceStyle: UIUserInterfaceStyle

        func makeUIViewController(context: Context) -> AnchorController {
            let controller = AnchorController()
            controller.presenter = presenter
            presenter.anchor = controller
            return controller
        }

        func updateUIViewController(_ controller: AnchorController, context: Context) {
            controller.presenter = presenter
            presenter.anchor = controller
            presenter.update(root: root, id: rootID, request: request, interfaceStyle: interfaceStyle)
        }

        static func dismantleUIViewController(_ controller: AnchorController, coordinator: ()) {
            controller.presenter?.teardown()
        }

        final class AnchorController: UIViewController {
            weak var presenter: SheetWindowPresenter?

            override func loadView() {
                view = UIView()
                view.isUserInteractionEnabled = false
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                presenter?.anchorMovedToWindow()
            }
        }
    }
#endif
