#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// A non-modal sheet that always floats over this view, as a map's results drawer (iOS 15+):
        /// the background stays interactive and undimmed at every detent (unless the content asks
        /// otherwise with `.bottomSheetBackgroundInteraction`), and the sheet can't be dismissed,
        /// only moved. It covers this view's full area, safe area included, above its content.
        ///
        /// A drag or a spring moves the sheet without evaluating its content again: only the offset
        /// and the dim follow each frame.
        /// - Parameters:
        ///   - detents: the heights the sheet rests at (`[.medium, .large]` when empty).
        ///   - selection: the selected detent, two-way.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        @MainActor
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @available(visionOS, unavailable)
        public func floatingSheet<Content: View>(
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier?> = .constant(nil),
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            modifier(FloatingSheetModifier(detents: detents, selection: selection, sheetContent: content))
        }
    }

    /// Holds a floating sheet's model without observing it: the modifier's body (which evaluates the
    /// app's content) runs for the modifier's own inputs, never for the sheet's frames.
    @MainActor
    final class SheetModelHolder: ObservableObject {
        let model = SheetModel()
    }

    /// `.floatingSheet`: presented from the start, never dismissed.
    @MainActor
    struct FloatingSheetModifier<SheetContent: View>: ViewModifier {
        let detents: [Detent]
        @Binding var selection: Detent.Identifier?
        let sheetContent: () -> SheetContent

        @StateObject private var holder = SheetModelHolder()
        @State private var options = BottomSheetOptions()
        @Environment(\.accessibilityReduceMotion) private var reducesMotion

        func body(content: Content) -> some View {
            let model = holder.model
            let selection = $selection
            model.callbacks = SheetCallbacks(selectionChanged: {
                if selection.wrappedValue != $0 { selection.wrappedValue = $0 }
            })
            let request = SheetRequest(
                kind: .floating, detents: detents, selection: self.selection, options: options,
                reducesMotion: reducesMotion)
            return
                content
                .modifier(SheetPresenterRecession(motion: model.motion))
                .overlay(
                    SheetContainerView(
                        model: model, sheetContent: sheetContent(),
                        optionsChanged: { [$options] in
                            if $options.wrappedValue != $0 { $options.wrappedValue = $0 }
                        })
                )
                .onAppear {
                    model.update(request)
                    model.send(.present)
                }
                .onChange(of: request) { model.update($0) }
                .onChange(of: self.selection) { model.select($0) }
        }
    }
#endif
