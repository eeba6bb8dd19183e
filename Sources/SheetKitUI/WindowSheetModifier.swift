#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// `.bottomSheet(item:)` and `.bottomSheet(isPresented:)`: the presentation is
    /// `SheetWindowPresentation`'s (window level, through SheetKit's UIKit presentation, run by the host
    /// core's presentation lifecycle); this hands it the binding's item and content, and carries out
    /// the callbacks it makes.
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
        @StateObject private var presenter = SheetWindowPresentation()

        func body(content: Content) -> some View {
            let currentID = item.map(identity)
            let request = SheetModifierRequest(
                kind: .modal, detents: detents, selection: selection?.wrappedValue,
                selectionIsBound: selection != nil)
            return
                content
                .background(
                    SheetPresentationAnchor(
                        presenter: presenter, root: item.map { AnyView(sheetContent($0)) },
                        rootID: currentID.map(AnyHashable.init), rootProvider: rootProvider,
                        request: request, callbacks: callbacks)
                )
                .onChange(of: currentID) { _ in presenter.scheduleSync() }
        }

        /// The binding's item as it is now, with its content, for the presenter to ask between
        /// SwiftUI's updates (when a sheet has gone and the binding is read again, nothing in SwiftUI
        /// changes).
        private var rootProvider: @MainActor () -> (view: AnyView, id: AnyHashable)? {
            let item = $item
            let identity = identity
            let sheetContent = sheetContent
            return {
                item.wrappedValue.map { (AnyView(sheetContent($0)), AnyHashable(identity($0))) }
            }
        }

        /// The presenter's callbacks, built from bindings and the app's closures (no `self`).
        private var callbacks: SheetCallbacks {
            let item = $item
            let selection = selection
            let onDismiss = onDismiss
            let onAttemptToDismiss = onAttemptToDismiss
            return SheetCallbacks(
                selectionChanged: { detent in
                    selection?.wrappedValue = detent
                },
                attemptedToDismiss: { onAttemptToDismiss?() },
                didDismiss: { onDismiss?() },
                clearBinding: { item.wrappedValue = nil })
        }
    }
#endif
