#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// `.floatingSheet`: a representable over SheetKit's `FloatingSheetController`, as FloatingPanel's
    /// SwiftUI support is built. The modified view is hosted beneath the sheet in a hosting controller
    /// of its own (its root set at every update, so it keeps its identity and state); the sheet's
    /// content is in another, set only when this representable updates (never during a drag). What the
    /// sheet does is the UIKit binding's and its host's; the coordinator maps SwiftUI's inputs to it.
    struct FloatingSheetView<Main: View, SheetContent: View>: UIViewControllerRepresentable {
        let main: Main
        /// The `isPresented` binding; nil for a sheet that is always shown.
        let isPresented: Binding<Bool>?
        let detents: [Detent]
        let selection: Binding<Detent.Identifier?>?
        let sheetContent: () -> SheetContent

        func makeCoordinator() -> FloatingSheetCoordinator { FloatingSheetCoordinator() }

        func makeUIViewController(context: Context) -> FloatingSheetContainer<Main> {
            let container = FloatingSheetContainer(
                main: FloatingSheetMain(
                    main: main, environment: context.environment, animation: nil, generation: 0))
            context.coordinator.install(in: container, detents: detents)
            return container
        }

        func updateUIViewController(_ container: FloatingSheetContainer<Main>, context: Context) {
            let coordinator = context.coordinator
            let isPresented = isPresented
            let selection = selection
            coordinator.callbacks = SheetCallbacks(
                selectionChanged: { detent in
                    selection?.wrappedValue = detent
                },
                clearBinding: {
                    isPresented?.wrappedValue = false
                })
            coordinator.update(
                content: AnyView(sheetContent()),
                request: SheetModifierRequest(
                    kind: .floating, detents: detents, selection: selection?.wrappedValue,
                    selectionIsBound: selection != nil, presentationIsBound: isPresented != nil),
                isPresented: isPresented?.wrappedValue ?? true,
                environment: context.environment,
                transaction: context.transaction)
            // The update's animation goes with it into the hosted view's own graph.
            container.main.rootView = FloatingSheetMain(
                main: main, environment: context.environment, animation: context.transaction.animation,
                generation: coordinator.model.animatedUpdates)
        }

        static func dismantleUIViewController(
            _ container: FloatingSheetContainer<Main>, coordinator: FloatingSheetCoordinator
        ) {
            coordinator.teardown()
        }
    }

    /// The modified view in its hosting controller, with the environment it has where the modifier
    /// sits (a hosting controller starts a new environment: see `SheetHostingRoot`), and the
    /// animation of the update that set it: a hosting controller's new root takes no transaction, so
    /// the changes of an update made `withAnimation` animate through `animation(_:value:)`, keyed by
    /// the count of animated updates (`generation`), and no other change does.
    struct FloatingSheetMain<Main: View>: View {
        let main: Main
        let environment: EnvironmentValues
        let animation: Animation?
        let generation: Int

        var body: some View {
            main
                .environment(\.self, environment)
                .animation(animation, value: generation)
        }
    }

    /// The representable's controller: the modified view's hosting controller, full size, with the
    /// floating sheet added over it. Touches that miss the sheet fall through its view (the binding's
    /// root view answers nil) to the hosted view beneath, as UIKit hit-tests siblings.
    final class FloatingSheetContainer<Main: View>: UIViewController {
        let main: UIHostingController<FloatingSheetMain<Main>>

        init(main root: FloatingSheetMain<Main>) {
            main = UIHostingController(rootView: root)
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
            addChild(main)
            main.view.frame = view.bounds
            main.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            main.view.backgroundColor = .clear
            view.addSubview(main.view)
            main.didMove(toParent: self)
        }
    }
#endif
