#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Presents a SheetKit bottom sheet while `isPresented` is true (iOS 15+), as
        /// `sheet(isPresented:onDismiss:content:)` with `presentationDetents`.
        ///
        /// Any SheetCore detents — fixed heights, fractions, content-fitting, custom — which SwiftUI's
        /// own sheets lack before iOS 16. Dragging, dimming, keyboard avoidance and the dismissal
        /// guard come from the host core: with `.bottomSheetInteractiveDismissDisabled()` every
        /// attempt to dismiss (drag, tap on the dim, close button, escape) calls `onAttemptToDismiss`,
        /// which can show a `confirmationDialog`; setting `isPresented` to false always dismisses.
        /// When the sheet goes away by any path `isPresented` is set to false once, and `onDismiss`
        /// is called once its animation has ended.
        ///
        /// On iOS the sheet is presented at window level, as `.sheet` is: over navigation and tab
        /// bars, inheriting none of this view's size, clipping, `disabled` or transforms.
        /// - Parameters:
        ///   - isPresented: whether the sheet is shown; set to false when it goes away.
        ///   - onDismiss: called once the sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at (`[.medium, .large]` when empty).
        ///   - selection: the selected detent, two-way (as `presentationDetents(_:selection:)`).
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        @MainActor
        public func bottomSheet<Content: View>(
            isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.medium, .large], selection: Binding<Detent.Identifier?> = .constant(nil),
            onAttemptToDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            let item = Binding<Bool?>(
                get: { isPresented.wrappedValue ? true : nil },
                set: { isPresented.wrappedValue = $0 != nil })
            return modifier(
                PresentedSheetModifier(
                    item: item, identity: { $0 }, onDismiss: onDismiss, detents: detents,
                    selection: selection,
                    onAttemptToDismiss: onAttemptToDismiss, sheetContent: { _ in content() }))
        }

        /// Presents a SheetKit bottom sheet for `item` while it is non-nil (iOS 15+), as
        /// `sheet(item:onDismiss:content:)`: a new item's identity dismisses the shown sheet and
        /// presents a new one; nil dismisses; the shown item stays on screen while its sheet slides
        /// away; the binding is set to nil once when the sheet goes away by any other path, and
        /// `onDismiss` is called once after the animation. See
        /// ``bottomSheet(isPresented:onDismiss:detents:selection:onAttemptToDismiss:content:)``.
        /// - Parameters:
        ///   - item: the item the sheet shows; set to nil when the sheet goes away.
        ///   - onDismiss: called once each sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at (`[.medium, .large]` when empty).
        ///   - selection: the selected detent, two-way.
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content for an item.
        @MainActor
        public func bottomSheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.medium, .large], selection: Binding<Detent.Identifier?> = .constant(nil),
            onAttemptToDismiss: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            modifier(
                PresentedSheetModifier(
                    item: item, identity: { $0.id }, onDismiss: onDismiss, detents: detents,
                    selection: selection, onAttemptToDismiss: onAttemptToDismiss, sheetContent: content))
        }

        /// A non-modal sheet that always floats over this view, as a map's results drawer (iOS 15+):
        /// the background stays interactive and undimmed at every detent (unless the content asks
        /// otherwise with `.bottomSheetBackgroundInteraction`), and the sheet can't be dismissed,
        /// only moved. It covers this view's full area, safe area included, above its content.
        /// - Parameters:
        ///   - detents: the heights the sheet rests at (`[.medium, .large]` when empty).
        ///   - selection: the selected detent, two-way.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        @MainActor
        public func floatingSheet<Content: View>(
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier?> = .constant(nil),
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(FloatingSheetModifier(detents: detents, selection: selection, sheetContent: content))
        }
    }

    #if canImport(UIKit)
        /// On iOS a modal sheet is presented at window level, through SheetKit's UIKit presentation.
        typealias PresentedSheetModifier = WindowSheetModifier
    #else
        /// Without UIKit a modal sheet is drawn over the modified view by the SwiftUI host binding.
        typealias PresentedSheetModifier = ItemSheetModifier
    #endif

    /// `.bottomSheet(item:)` and `.bottomSheet(isPresented:)` without UIKit, drawn over the modified
    /// view: the identity rules are `SheetItemPresentation`'s; this carries out its actions.
    @MainActor
    struct ItemSheetModifier<Item, ID: Hashable, SheetContent: View>: ViewModifier {
        @Binding var item: Item?
        let identity: (Item) -> ID
        let onDismiss: (@MainActor () -> Void)?
        let detents: [Detent]
        @Binding var selection: Detent.Identifier?
        let onAttemptToDismiss: (@MainActor () -> Void)?
        let sheetContent: (Item) -> SheetContent

        @StateObject private var model = SheetModel()
        @State private var presentation = SheetItemPresentation<Item, ID>()
        @State private var options = BottomSheetOptions()
        @Environment(\.accessibilityReduceMotion) private var reducesMotion

        func body(content: Content) -> some View {
            model.callbacks = callbacks
            let request = SheetRequest(
                kind: .modal, detents: detents, selection: selection, options: options,
                reducesMotion: reducesMotion)
            return
                content
                .overlay(
                    SheetContainerView(
                        model: model, sheetContent: shownContent,
                        optionsChanged: { [$options] in $options.wrappedValue = $0 })
                )
                .onAppear {
                    model.update(request)
                    bindingChanged()
                }
                .onChange(of: request) { model.update($0) }
                .onChange(of: item.map(identity)) { _ in bindingChanged() }
                .onChange(of: selection) { model.select($0) }
        }

        /// The content of the shown item: the binding's current value while it still names it (so a
        /// new value of the same item shows at once), else the item the sheet was presented for.
        @ViewBuilder
        private var shownContent: some View {
            if let shown = presentation.displayedItem(current: item, currentID: item.map(identity)) {
                sheetContent(shown)
            }
        }

        private func bindingChanged() {
            let actions = presentation.bindingChanged(to: item, id: item.map(identity))
            Self.carryOut(actions, model: model, item: $item, onDismiss: onDismiss)
        }

        /// The model's callbacks, built from bindings and the app's closures (no `self`, no model).
        private var callbacks: SheetCallbacks {
            let presentation = $presentation
            let item = $item
            let selection = $selection
            let onDismiss = onDismiss
            let model = WeakModel(model)
            return SheetCallbacks(
                selectionChanged: { if selection.wrappedValue != $0 { selection.wrappedValue = $0 } },
                attemptedToDismiss: { onAttemptToDismiss?() },
                willDismiss: {
                    guard let strong = model.value else { return }
                    Self.carryOut(
                        presentation.wrappedValue.sheetWillDismiss(), model: strong, item: item,
                        onDismiss: onDismiss)
                },
                didDismiss: {
                    guard let strong = model.value else { return }
                    Self.carryOut(
                        presentation.wrappedValue.sheetDidDismiss(), model: strong, item: item,
                        onDismiss: onDismiss)
                })
        }

        private static func carryOut(
            _ actions: [SheetItemPresentation<Item, ID>.Action], model: SheetModel, item: Binding<Item?>,
            onDismiss: (@MainActor () -> Void)?
        ) {
            for action in actions {
                switch action {
                case .present: model.send(.present)
                case .dismiss: model.send(.dismiss())
                case .clearBinding: item.wrappedValue = nil
                case .callOnDismiss: onDismiss?()
                }
            }
        }
    }

    /// `.floatingSheet`: presented from the start, never dismissed.
    @MainActor
    struct FloatingSheetModifier<SheetContent: View>: ViewModifier {
        let detents: [Detent]
        @Binding var selection: Detent.Identifier?
        let sheetContent: () -> SheetContent

        @StateObject private var model = SheetModel()
        @State private var options = BottomSheetOptions()
        @Environment(\.accessibilityReduceMotion) private var reducesMotion

        func body(content: Content) -> some View {
            let selection = $selection
            model.callbacks = SheetCallbacks(selectionChanged: {
                if selection.wrappedValue != $0 { selection.wrappedValue = $0 }
            })
            let request = SheetRequest(
                kind: .floating, detents: detents, selection: self.selection, options: options,
                reducesMotion: reducesMotion)
            return
                content
                .overlay(
                    SheetContainerView(
                        model: model, sheetContent: sheetContent(),
                        optionsChanged: { [$options] in $options.wrappedValue = $0 })
                )
                .onAppear { [model] in
                    model.update(request)
                    model.send(.present)
                }
                .onChange(of: request) { model.update($0) }
                .onChange(of: self.selection) { model.select($0) }
        }
    }

    /// A weak reference to a model, for callbacks the model itself holds.
    @MainActor
    struct WeakModel {
        weak var value: SheetModel?
        init(_ value: SheetModel) { self.value = value }
    }
#endif
