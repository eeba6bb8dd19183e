#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Presents a SheetKit bottom sheet over this view while `isPresented` is true (iOS 15+).
        ///
        /// Any SheetCore detents — fixed heights, fractions, content-fitting, custom — which SwiftUI's
        /// own sheets lack before iOS 16. Dragging, dimming, keyboard avoidance and the dismissal
        /// guard come from the engine: with `.bottomSheetInteractiveDismissDisabled()` every attempt
        /// to dismiss (drag, tap on the dim, close button, escape) calls `onAttemptToDismiss`, which
        /// can show a `confirmationDialog`; setting `isPresented` to false always dismisses.
        /// - Parameters:
        ///   - selection: the selected detent, two-way (as `presentationDetents(_:selection:)`).
        @MainActor
        public func bottomSheet<Content: View>(
            isPresented: Binding<Bool>, detents: [Detent] = [.medium, .large],
            selection: Binding<Detent.Identifier?> = .constant(nil),
            onAttemptToDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            overlay(
                SheetHost(
                    spec: SheetHostSpec(
                        detents: detents, isModal: true, onAttemptToDismiss: onAttemptToDismiss),
                    isPresented: isPresented, selection: selection, sheetContent: content))
        }

        /// Presents a SheetKit bottom sheet for `item` while it is non-nil (iOS 15+); dismissing sets
        /// it to nil. See ``bottomSheet(isPresented:detents:selection:onAttemptToDismiss:content:)``.
        @MainActor
        public func bottomSheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, detents: [Detent] = [.medium, .large],
            selection: Binding<Detent.Identifier?> = .constant(nil),
            onAttemptToDismiss: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            let isPresented = Binding(
                get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
            return bottomSheet(
                isPresented: isPresented, detents: detents, selection: selection,
                onAttemptToDismiss: onAttemptToDismiss
            ) {
                if let value = item.wrappedValue { content(value) }
            }
        }

        /// A non-modal sheet that always floats over this view, as a map's results drawer (iOS 15+):
        /// the background stays interactive and undimmed (unless the content asks otherwise with
        /// `.bottomSheetBackgroundInteraction`), and the sheet can't be dismissed, only moved.
        @MainActor
        public func floatingSheet<Content: View>(
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier?> = .constant(nil),
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            overlay(
                SheetHost(
                    spec: SheetHostSpec(detents: detents, isModal: false, onAttemptToDismiss: nil),
                    isPresented: .constant(true), selection: selection, sheetContent: content))
        }
    }
#endif
