#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// `.bottomSheet(item:)` and `.bottomSheet(isPresented:)`: the identity rules are
    /// `SheetItemPresentation`'s, the presentation is `SheetWindowPresenter`'s (window level, through
    /// SheetKit's UIKit presentation and its host core); this carries out the actions.
    @MainActor
    struct WindowSheetModifier<Item, ID: Hashable, SheetContent: View>: ViewModifier {
        @Binding var item: Item?
        let identity: (Item) -> ID
        let onDismiss: (@MainActor () -> Void)?
        let detents: [Detent]
        /// The app's selection binding; nil when it gave none.
        let selection: Binding<Detent.Identifier?>?
        let onAttemptToDismiss: (@MainActor () -> Void)?
        let sheetContent: (Item) -> SheetContent

        /// Never publishes: the modifier's body runs for its own inputs, not for the sheet's frames.
        @StateObject private var presenter = SheetWindowPresenter()
        @State private var box = SheetItemBox<Item, ID>()

        func body(content: Content) -> some View {
            presenter.callbacks = callbacks
            let currentID = item.map(identity)
            box.presentation.itemChanged(to: item, id: currentID)
            let request = SheetRequest(
                kind: .modal, detents: detents, selection: selection?.wrappedValue,
                options: BottomSheetOptions())
            return
                content
                .background(
                    SheetPresentationAnchor(
                        presenter: presenter, root: root(currentID: currentID),
                        rootID: box.presentation.shownID.map(AnyHashable.init), rootProvider: rootProvider,
                        request: request, measuresContent: request.measuresContent)
                )
                .onAppear { bindingChanged() }
                .onChange(of: currentID) { _ in bindingChanged() }
        }

        /// The sheet's content for the shown item: the binding's current value while it still names
        /// it, else the item's latest value (while it slides away).
        private func root(currentID: ID?) -> AnyView? {
            box.presentation.displayedItem(current: item, currentID: currentID).map {
                AnyView(sheetContent($0))
            }
        }

        /// The content for the shown item as it is now, for the presenter to ask between SwiftUI's
        /// updates: when one sheet has gone and the next item's turn comes, nothing in SwiftUI changes,
        /// yet the presenter needs that item's content.
        private var rootProvider: @MainActor () -> (view: AnyView, id: AnyHashable)? {
            let box = box
            let item = $item
            let identity = identity
            let sheetContent = sheetContent
            return {
                SheetPresenterRules.shownContent(
                    of: box.presentation, current: item.wrappedValue, identity: identity
                ).map { (AnyView(sheetContent($0.item)), AnyHashable($0.id)) }
            }
        }

        private func bindingChanged() {
            let actions = box.presentation.bindingChanged(to: item, id: item.map(identity))
            Self.carryOut(actions, presenter: presenter, item: $item, onDismiss: onDismiss)
        }

        /// The presenter's callbacks, built from bindings, the box and the app's closures (no `self`).
        private var callbacks: SheetCallbacks {
            let box = box
            let item = $item
            let identity = identity
            let selection = selection
            let onDismiss = onDismiss
            let onAttemptToDismiss = onAttemptToDismiss
            let presenter = presenter
            /// After a presentation ends the binding is read again: the app may have named an item
            /// again before SwiftUI's next update, which `onChange` would then never report.
            let rereadBinding = { [weak presenter] in
                guard let presenter else { return }
                let current = item.wrappedValue
                Self.carryOut(
                    box.presentation.bindingChanged(to: current, id: current.map(identity)),
                    presenter: presenter,
                    item: item, onDismiss: onDismiss)
            }
            return SheetCallbacks(
                selectionChanged: { detent in
                    if let selection, selection.wrappedValue != detent { selection.wrappedValue = detent }
                },
                attemptedToDismiss: { onAttemptToDismiss?() },
                willDismiss: { [weak presenter] in
                    guard let presenter else { return }
                    Self.carryOut(
                        box.presentation.sheetWillDismiss(), presenter: presenter, item: item,
                        onDismiss: onDismiss)
                },
                didDismiss: { [weak presenter] in
                    guard let presenter else { return }
                    Self.carryOut(
                        box.presentation.sheetDidDismiss(), presenter: presenter, item: item,
                        onDismiss: onDismiss)
                    rereadBinding()
                },
                cancelled: { [weak presenter] in
                    guard let presenter else { return }
                    Self.carryOut(
                        box.presentation.presentationCancelled(), presenter: presenter, item: item,
                        onDismiss: onDismiss)
                    rereadBinding()
                })
        }

        private static func carryOut(
            _ actions: [SheetItemPresentation<Item, ID>.Action], presenter: SheetWindowPresenter,
            item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?
        ) {
            for action in actions {
                switch action {
                case .present(let id): presenter.present(AnyHashable(id))
                case .dismiss: presenter.dismiss()
                case .clearBinding: item.wrappedValue = nil
                case .callOnDismiss: onDismiss?()
                }
            }
        }
    }
#endif
