#if canImport(SwiftUI)
    import SwiftUI

    // Where UIKit is missing (macOS) the modifiers exist only to say so, as `.bottomSheet`'s.
    @MainActor
    @available(macOS, unavailable, message: "SheetKitUI's sheets are iOS's")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    extension View {
        /// A non-modal sheet that always floats over this view, as a map's results drawer (iOS 15+):
        /// the background stays interactive and undimmed at every detent (unless the content asks
        /// otherwise with `.bottomSheetBackgroundInteraction`: `.disabled` dims it at every detent,
        /// `.enabled(upThrough:)` above that detent), and the sheet can't be dismissed, only moved
        /// (`bottomSheetActions` do nothing, and ``BottomSheet`` shows no close button in it).
        ///
        /// It is SheetKit's `FloatingSheetController` over this view, its content in a hosting
        /// controller, as FloatingPanel's SwiftUI support is built: this view is hosted beneath the
        /// sheet, filling the area behind the safe area, and keeps its identity and state; the
        /// environment and an update's animation (`withAnimation`) reach it. Set navigation titles,
        /// toolbars, `searchable` and `navigationDestination` after this modifier: they don't leave
        /// its hosting controller (the article "Presenting sheets" lists what crosses). A drag or a
        /// spring moves the sheet without evaluating its content again.
        /// - Parameters:
        ///   - detents: the heights the sheet rests at (`.large` alone when empty).
        ///   - selection: the selected detent, two-way (nil: the smallest); every change is written back.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        public func floatingSheet<Content: View>(
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier?>? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            floating(isPresented: nil, detents: detents, selection: selection, content: content)
        }

        /// A floating sheet shown while `isPresented` is true: false slides it away, true brings it
        /// back at its last detent. This view stays where it is, with its identity and state (a map
        /// keeps its region), whatever the binding says. `bottomSheetActions.dismiss()` and
        /// ``BottomSheet``'s close button in the sheet set `isPresented` to false.
        ///
        /// ```swift
        /// Map(coordinateRegion: $region)
        ///     .floatingSheet(isPresented: $showsResults, detents: [.height(120, identifier: "peek"), .large]) {
        ///         ResultsList()
        ///     }
        /// ```
        /// - Parameters:
        ///   - isPresented: whether the sheet is shown.
        ///   - detents: the heights the sheet rests at (`.large` alone when empty).
        ///   - selection: the selected detent, two-way (nil: the smallest); every change is written back.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        public func floatingSheet<Content: View>(
            isPresented: Binding<Bool>,
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large],
            selection: Binding<Detent.Identifier?>? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            floating(isPresented: isPresented, detents: detents, selection: selection, content: content)
        }

        /// Both forms (`isPresented` nil: always shown): `FloatingSheetView` where UIKit is; elsewhere
        /// nothing (never called there).
        private func floating<Content: View>(
            isPresented: Binding<Bool>?, detents: [Detent], selection: Binding<Detent.Identifier?>?,
            content: @escaping () -> Content
        ) -> some View {
            #if canImport(UIKit)
                FloatingSheetView(
                    main: self, isPresented: isPresented, detents: detents, selection: selection,
                    sheetContent: content
                )
                .ignoresSafeArea()
            #else
                self
            #endif
        }

        // The forms with a non-optional selection, as `presentationDetents(_:selection:)` takes a
        // `Binding<PresentationDetent>`: a screen ported with its `@State` detent left non-optional
        // keeps compiling. Each forwards to the optional form; the sheet never writes nil back. Hidden
        // from the documentation, where the optional forms are described (their links stay unique).

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
#endif
