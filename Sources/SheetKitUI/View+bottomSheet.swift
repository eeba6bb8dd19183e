#if canImport(SwiftUI)
    import SwiftUI

    // Where UIKit is missing (macOS) the modifiers exist only to say so: a sheet drawn over the view
    // instead would look like one and behave like none of UIKit's.
    @MainActor
    @available(macOS, unavailable, message: "SheetKitUI's sheets are iOS's; use .sheet on macOS")
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    extension View {
        /// Presents a SheetKit bottom sheet while `isPresented` is true (iOS 15+), as
        /// `sheet(isPresented:onDismiss:content:)` with `presentationDetents`.
        ///
        /// Any SheetCore detents — fixed heights, fractions, content-fitting, custom — which SwiftUI's
        /// own sheets lack before iOS 16. Dragging, dimming, keyboard avoidance and the dismissal
        /// guard come from the host core: with `.bottomSheetInteractiveDismissDisabled()` every
        /// attempt to dismiss (drag, tap on the dim, close button, escape) calls `onAttemptToDismiss`,
        /// which can show a `confirmationDialog`; setting `isPresented` to false always dismisses.
        /// When the sheet goes away by any path `isPresented` is set to false once, while it is still
        /// true (a binding that can't be written keeps its value, and its sheet is not presented
        /// again until it changes), and `onDismiss` is called once, after UIKit's dismissal
        /// transition has ended. A request made while this view is in no window waits until it is in
        /// one; a presentation UIKit refuses (an alert still leaving) is retried after the
        /// transition; one it refuses for good is reported in DEBUG builds and leaves `isPresented`
        /// as it is.
        ///
        /// The sheet is presented at window level, as `.sheet` is: over navigation and tab bars,
        /// inheriting none of this view's size, clipping, `disabled` or transforms, and carrying this
        /// view's environment — `@EnvironmentObject`s, `@Environment` objects and values, the
        /// managed object and model contexts, the app's own keys. Its `dismiss` is therefore the
        /// presenting view's: close the sheet from its content with `bottomSheetActions.dismiss()`
        /// (``BottomSheetActions``), which falls back to the environment's `dismiss` in a view shown by
        /// `.sheet`, so one view closes itself under both.
        /// - Parameters:
        ///   - isPresented: whether the sheet is shown; set to false when it goes away.
        ///   - onDismiss: called once the sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at: `.large` alone by default (and when empty), as
        ///     `.sheet`; the automatic grabber shows only with more than one.
        ///   - selection: the selected detent, two-way, as `presentationDetents(_:selection:)`: nil
        ///     chooses the smallest detent, presented or not, and every change of the detent shown — the
        ///     person's, the app's, the system's (a rotation, the keyboard, a new detent list) — is
        ///     written back.
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content, usually a ``BottomSheet``.
        public func bottomSheet<Content: View>(
            isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.large], selection: Binding<Detent.Identifier?>? = nil,
            onAttemptToDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            windowSheet(
                item: Binding<Bool?>(
                    get: { isPresented.wrappedValue ? true : nil },
                    set: { isPresented.wrappedValue = $0 != nil }),
                identity: { $0 }, onDismiss: onDismiss, detents: detents, selection: selection,
                onAttemptToDismiss: onAttemptToDismiss, content: { _ in content() })
        }

        /// Presents a SheetKit bottom sheet for `item` while it is non-nil (iOS 15+), as
        /// `sheet(item:onDismiss:content:)`: a new item's identity dismisses the shown sheet and
        /// presents a new one; nil dismisses; the shown item (at its latest value) stays on screen
        /// while its sheet slides away; the binding is set to nil once when the sheet goes away by any
        /// other path, and `onDismiss` is called once after the animation. See
        /// ``bottomSheet(isPresented:onDismiss:detents:selection:onAttemptToDismiss:content:)``.
        /// - Parameters:
        ///   - item: the item the sheet shows; set to nil when the sheet goes away.
        ///   - onDismiss: called once each sheet has gone, after its animation.
        ///   - detents: the heights the sheet rests at: `.large` alone by default (and when empty).
        ///   - selection: the selected detent, two-way (nil: the smallest); every change is written back.
        ///   - onAttemptToDismiss: called when the person tries to dismiss a guarded sheet.
        ///   - content: the sheet's content for an item.
        public func bottomSheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
            detents: [Detent] = [.large], selection: Binding<Detent.Identifier?>? = nil,
            onAttemptToDismiss: (@MainActor () -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            windowSheet(
                item: item, identity: { $0.id }, onDismiss: onDismiss, detents: detents, selection: selection,
                onAttemptToDismiss: onAttemptToDismiss, content: content)
        }

        /// Both forms: `WindowSheetModifier` where UIKit is; elsewhere nothing (never called there).
        private func windowSheet<Item, ID: Hashable, Content: View>(
            item: Binding<Item?>, identity: @escaping (Item) -> ID, onDismiss: (@MainActor () -> Void)?,
            detents: [Detent], selection: Binding<Detent.Identifier?>?,
            onAttemptToDismiss: (@MainActor () -> Void)?, content: @escaping (Item) -> Content
        ) -> some View {
            #if canImport(UIKit)
                modifier(
                    WindowSheetModifier(
                        item: item, identity: identity, onDismiss: onDismiss, detents: detents,
                        selection: selection, onAttemptToDismiss: onAttemptToDismiss, sheetContent: content))
            #else
                self
            #endif
        }

        // The forms with a non-optional selection, as `presentationDetents(_:selection:)` takes a
        // `Binding<PresentationDetent>`: a screen ported with its `@State` detent left non-optional
        // keeps compiling. Each forwards to the optional form; the sheet never writes nil back. Hidden
        // from the documentation, where the optional forms are described (their links stay unique).

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

    }

    extension Binding where Value == Detent.Identifier {
        /// This binding as the optional one the modifiers take: it reads as is, and a nil written to it
        /// (which the sheet never writes) changes nothing.
        var neverNil: Binding<Detent.Identifier?> {
            Binding<Detent.Identifier?>(
                get: { wrappedValue }, set: { if let detent = $0 { wrappedValue = detent } })
        }
    }
#endif
