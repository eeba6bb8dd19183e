#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit

    /// `.bottomSheet(item:)` and `.bottomSheet(isPresented:)` on iOS: the identity rules are
    /// `SheetItemPresentation`'s, the presentation is `SheetWindowPresenter`'s (window level,
    /// through SheetKit's UIKit presentation and its host core); this carries out the actions.
    @MainActor
    struct WindowSheetModifier<Item, ID: Hashable, SheetContent: View>: ViewModifier {
        @Binding var item: Item?
        let identity: (Item) -> ID
        let onDismiss: (@MainActor () -> Void)?
        let detents: [Detent]
        @Binding var selection: Detent.Identifier?
        let onAttemptToDismiss: (@MainActor () -> Void)?
        let sheetContent: (Item) -> SheetContent

        @StateObject private var presenter = SheetWindowPresenter()
        @State private var presentation = SheetItemPresentation<Item, ID>()
        @Environment(\.accessibilityReduceMotion) private var reducesMotion
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.dynamicTypeSize) private var dynamicTypeSize
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.timeZone) private var timeZone
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.font) private var font

        func body(content: Content) -> some View {
            presenter.callbacks = callbacks
            let request = SheetRequest(
                kind: .modal, detents: detents, selection: selection, options: BottomSheetOptions(),
                reducesMotion: reducesMotion)
            return
                content
                .background(
                    SheetPresentationAnchor(
                        presenter: presenter, root: root, rootID: presentation.shownID.map(AnyHashable.init),
                        request: request, interfaceStyle: UIUserInterfaceStyle(colorScheme))
                )
                .onAppear { bindingChanged() }
                .onChange(of: item.map(identity)) { _ in bindingChanged() }
        }

        /// The sheet's content for the shown item (the binding's current value while it still names
        /// it), with the presenting view's environment: the hosting controller starts from UIKit's
        /// traits, so what SwiftUI sets in code is passed on.
        private var root: AnyView? {
            guard let shown = presentation.displayedItem(current: item, currentID: item.map(identity)) else {
                return nil
            }
            let presenter = presenter
            let measures = detents.contains(where: \.dependsOnContentHeight)
            return AnyView(
                sheetContent(shown)
                    .modifier(
                        ContentMeasuring(isActive: measures) { [weak presenter] size in
                            presenter?.contentMeasured(height: size.height)
                        }
                    )
                    .environment(\.colorScheme, colorScheme)
                    .environment(\.dynamicTypeSize, dynamicTypeSize)
                    .environment(\.locale, locale)
                    .environment(\.calendar, calendar)
                    .environment(\.timeZone, timeZone)
                    .environment(\.layoutDirection, layoutDirection)
                    .environment(\.font, font)
                    .environment(
                        \.bottomSheetActions,
                        BottomSheetActions(close: { [weak presenter] in presenter?.close() }, isHosted: true)
                    )
                    .onPreferenceChange(BottomSheetOptionsKey.self) { [weak presenter] options in
                        presenter?.contentOptionsChanged(options)
                    }
            )
        }

        private func bindingChanged() {
            let actions = presentation.bindingChanged(to: item, id: item.map(identity))
            Self.carryOut(actions, presenter: presenter, item: $item, onDismiss: onDismiss)
        }

        /// The presenter's callbacks, built from bindings and the app's closures (no `self`).
        private var callbacks: SheetCallbacks {
            let presentation = $presentation
            let item = $item
            let selection = $selection
            let onDismiss = onDismiss
            let onAttemptToDismiss = onAttemptToDismiss
            let presenter = presenter
            return SheetCallbacks(
                selectionChanged: { if selection.wrappedValue != $0 { selection.wrappedValue = $0 } },
                attemptedToDismiss: { onAttemptToDismiss?() },
                willDismiss: { [weak presenter] in
                    guard let presenter else { return }
                    Self.carryOut(
                        presentation.wrappedValue.sheetWillDismiss(), presenter: presenter, item: item,
                        onDismiss: onDismiss)
                },
                didDismiss: { [weak presenter] in
                    guard let presenter else { return }
                    Self.carryOut(
                        presentation.wrappedValue.sheetDidDismiss(), presenter: presenter, item: item,
                        onDismiss: onDismiss)
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
