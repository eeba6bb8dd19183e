#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// What a sheet's content reports to the binding that shows it (`.bottomSheet`'s presenter,
    /// `.floatingSheet`'s coordinator).
    @MainActor
    protocol SheetContentReceiver: AnyObject {
        /// The content of sheet `key` measured its ideal height (while a detent depends on it).
        func contentMeasured(_ key: ObjectIdentifier, height: CGFloat)
        /// The content of sheet `key` set these options (`bottomSheet…` modifiers inside it).
        func contentOptionsChanged(_ key: ObjectIdentifier, _ options: BottomSheetOptions)
    }

    /// The root of a sheet's hosting controller: the app's content with the presenting view's whole
    /// environment, top-aligned, measured while a detent depends on its height, over the background
    /// it draws (`bottomSheetBackground(_:)` with a `ShapeStyle`).
    ///
    /// Why carry the environment this way: a `UIHostingController` starts a new view graph whose
    /// environment is made from UIKit's traits alone, so `@EnvironmentObject`s, `@Environment`
    /// objects (Observation, iOS 17), `managedObjectContext`, `modelContext` and the app's own keys
    /// would be missing and content reading them would trap, where `.sheet` passes them all. All of
    /// them are stored in `EnvironmentValues`, so the presenter's value, read where the modifier sits
    /// (`UIViewControllerRepresentableContext.environment`) and written back whole with
    /// `.environment(\.self, …)`, carries every one of them, on iOS 15 as on 17, without this code
    /// knowing their keys. What belongs to the sheet rather than to the presenter is then taken from
    /// the hosting controller's own environment (read here, above the transfer) and written inside
    /// it: the size classes and display scale (the sheet's traits), the colour scheme (so
    /// `.preferredColorScheme` inside the sheet and Dark Mode follow the sheet's controller, not a
    /// pinned copy), `isEnabled` (a disabled presenter doesn't disable its sheet, as with `.sheet`).
    ///
    /// Not carried over: SwiftUI's presentation values (`dismiss`, `isPresented`) have no setter and
    /// no public initializer, so they arrive as the presenter's; the sheet's own dismissal is
    /// `bottomSheetActions.dismiss` (and the binding). DEBUG builds report a presenter that leaves
    /// under its sheet, the mark of the presenter's `dismiss` called in it.
    struct SheetHostingRoot: View {
        let content: AnyView
        let presenterEnvironment: EnvironmentValues
        let measuresContent: Bool
        let actions: BottomSheetActions
        let surface: SheetSurface
        /// The sheet this content is in: every callback names it, so it reaches that sheet only.
        let key: ObjectIdentifier?
        weak var host: (any SheetContentReceiver)?
        @Environment(\.self) private var own

        var body: some View {
            let host = host
            let key = key
            content
                .modifier(
                    ContentSizeReporter(isActive: measuresContent) { size in
                        if let key { host?.contentMeasured(key, height: size.height) }
                    }
                )
                // A content-fitting root is shorter than the sheet: it starts at the top (a hosting
                // controller centres its root), and when the keyboard leaves less room than it needs
                // its bottom is cut, never its header.
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .backgroundPreferenceValue(SheetBackgroundStyleKey.self) { style in
                    SheetSurfaceBackground(style: style, surface: surface)
                }
                .environment(\.bottomSheetActions, actions)
                .onPreferenceChange(BottomSheetOptionsKey.self) { options in
                    if let key { host?.contentOptionsChanged(key, options) }
                }
                .environment(\.horizontalSizeClass, own.horizontalSizeClass)
                .environment(\.verticalSizeClass, own.verticalSizeClass)
                .environment(\.displayScale, own.displayScale)
                .environment(\.colorScheme, own.colorScheme)
                .environment(\.isEnabled, own.isEnabled)
                .environment(\.self, presenterEnvironment)
                // The host moves the sheet above the keyboard: the content keeps its layout (before
                // iOS 16.4's `safeAreaRegions`, which `SheetHostingController` sets).
                .ignoresSafeArea(.keyboard, edges: .bottom)
        }
    }
#endif
