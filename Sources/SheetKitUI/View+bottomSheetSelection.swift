#if canImport(SwiftUI)
    import SwiftUI

    // The modifiers with a non-optional selection, as `presentationDetents(_:selection:)` takes a
    // `Binding<PresentationDetent>`: a screen ported with its `@State` detent left non-optional keeps
    // compiling. Each forwards to the optional form; the sheet never writes nil back. Hidden from the
    // documentation, where the optional forms are the ones described (and their links stay unique).
    @MainActor
    @available(macOS, unavailable, message: "SheetKitUI's sheets are iOS's; use .sheet on macOS")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    extension View {
        /// ``bottomSheet(isPresented:onDismiss:detents:selection:onAttemptToDismiss:content:)`` with a
        /// selection that is never nil.
        /// - Parameters:
        ///   - isPresented: whether the sheet is shown; set to false when it goes away.
        ///   - onDismiss: called once the sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at.
        ///   - selection: the selected detent, two-way.
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content.
        @_documentation(visibility: private)
        public func bottomSheet<Content: View>(
            isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.large], selection: Binding<Detent.Identifier>,
            onAttemptToDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            bottomSheet(
                isPresented: isPresented, onDismiss: onDismiss, detents: detents,
                selection: selection.neverNil, onAttemptToDismiss: onAttemptToDismiss, content: content)
        }

        /// ``bottomSheet(item:onDismiss:detents:selection:onAttemptToDismiss:content:)`` with a selection
        /// that is never nil.
        /// - Parameters:
        ///   - item: the item the sheet shows; set to nil when the sheet goes away.
        ///   - onDismiss: called once each sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at.
        ///   - selection: the selected detent, two-way.
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content for an item.
        @_documentation(visibility: private)
        public func bottomSheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.large], selection: Binding<Detent.Identifier>,
            onAttemptToDismiss: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            bottomSheet(
                item: item, onDismiss: onDismiss, detents: detents, selection: selection.neverNil,
                onAttemptToDismiss: onAttemptToDismiss, content: content)
        }

        /// ``floatingSheet(detents:selection:content:)`` with a selection that is never nil.
        /// - Parameters:
        ///   - detents: the heights the sheet rests at.
        ///   - selection: the selected detent, two-way.
        ///   - content: the sheet's content.
        @_documentation(visibility: private)
        public func floatingSheet<Content: View>(
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier>, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            floatingSheet(detents: detents, selection: selection.neverNil, content: content)
        }

        /// ``floatingSheet(isPresented:detents:selection:content:)`` with a selection that is never nil.
        /// - Parameters:
        ///   - isPresented: whether the sheet is shown.
        ///   - detents: the heights the sheet rests at.
        ///   - selection: the selected detent, two-way.
        ///   - content: the sheet's content.
        @_documentation(visibility: private)
        public func floatingSheet<Content: View>(
            isPresented: Binding<Bool>,
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier>, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            floatingSheet(
                isPresented: isPresented, detents: detents, selection: selection.neverNil, content: content)
        }
    }

    extension Binding where Value == Detent.Identifier {
        /// This binding as the optional one the modifiers take: it reads as is, and a nil written to it
        /// (which the sheet never writes) changes nothing.
        fileprivate var neverNil: Binding<Detent.Identifier?> {
            Binding<Detent.Identifier?>(
                get: { wrappedValue }, set: { if let detent = $0 { wrappedValue = detent } })
        }
    }
#endif
