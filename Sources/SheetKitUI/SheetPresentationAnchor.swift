#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// Puts the anchor's controller in the presenter's hands: SwiftUI places it in the app's
    /// controller hierarchy, where a presentation can start. Each update hands the presenter the
    /// content, the request and this position's whole environment (`context.environment`, what
    /// `@Environment(\.self)` reads here), which the sheet then carries. The anchor holds its
    /// presenter until SwiftUI dismantles it.
    struct SheetPresentationAnchor: UIViewControllerRepresentable {
        let presenter: SheetWindowPresentation
        let root: AnyView?
        let rootID: AnyHashable?
        let rootProvider: @MainActor () -> (view: AnyView, id: AnyHashable)?
        let request: SheetModifierRequest
        /// The binding's writers and the app's closures, handed over at every update (not in the
        /// modifier's body): a presenter whose anchor SwiftUI made again has them back.
        let callbacks: SheetCallbacks

        func makeUIViewController(context: Context) -> AnchorController {
            let controller = AnchorController()
            controller.presenter = presenter
            presenter.anchor = controller
            return controller
        }

        func updateUIViewController(_ controller: AnchorController, context: Context) {
            controller.presenter = presenter
            presenter.anchor = controller
            presenter.update(
                root: root, id: rootID, rootProvider: rootProvider, request: request, callbacks: callbacks,
                environment: context.environment, transaction: context.transaction)
        }

        static func dismantleUIViewController(_ controller: AnchorController, coordinator: ()) {
            controller.presenter?.teardown()
            controller.presenter = nil
        }

        final class AnchorController: UIViewController {
            var presenter: SheetWindowPresentation?

            override func loadView() {
                view = UIView()
                view.isUserInteractionEnabled = false
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                presenter?.anchorMovedToWindow()
            }

            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                presenter?.anchorWillDisappear(self)
            }
        }
    }
#endif
