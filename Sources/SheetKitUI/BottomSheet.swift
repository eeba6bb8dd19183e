#if canImport(SwiftUI)
    import SwiftUI

    /// The reusable sheet component: a header with a title and a close button over any content, on
    /// the sheet's background. Use it inside
    /// ``SwiftUI/View/bottomSheet(isPresented:onDismiss:detents:selection:onAttemptToDismiss:content:)``
    /// or ``SwiftUI/View/floatingSheet(detents:selection:content:)``; the close button asks the hosting
    /// sheet to close, through its dismissal guard (in a `.floatingSheet(isPresented:)`, it sets
    /// `isPresented` to false; shown by SwiftUI's `.sheet`, it calls the environment's `dismiss`).
    ///
    /// ```swift
    /// .bottomSheet(isPresented: $showsFilters) {
    ///     BottomSheet(title: "Filters", style: .gray) { FiltersForm() }
    /// }
    /// ```
    /// A string literal title is a `LocalizedStringKey`, looked up in the app's strings as `Text`'s is.
    @MainActor
    public struct BottomSheet<Content: View>: View {
        let title: Text
        let style: SheetStyle.Background?
        let showsCloseButton: Bool
        let content: Content
        @Environment(\.bottomSheetActions) private var actions

        /// A sheet titled `title`, with a close button unless `showsCloseButton` is false. `style` sets
        /// the sheet's surface to `.white` or `.gray`; nil (the default) leaves the background to
        /// `bottomSheetBackground(_:)` (the system background when none is set).
        public init(
            title: Text, style: SheetStyle.Background? = nil, showsCloseButton: Bool = true,
            @ViewBuilder content: () -> Content
        ) {
            self.title = title
            self.style = style
            self.showsCloseButton = showsCloseButton
            self.content = content()
        }

        /// A sheet whose title is looked up in the app's localized strings, as `Text(_:)` does.
        public init(
            title: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
            style: SheetStyle.Background? = nil, showsCloseButton: Bool = true,
            @ViewBuilder content: () -> Content
        ) {
            self.init(
                title: Text(title, tableName: tableName, bundle: bundle), style: style,
                showsCloseButton: showsCloseButton, content: content)
        }

        /// A sheet titled with a string shown as is (a user's document name), as `Text(verbatim:)`.
        @_disfavoredOverload
        public init<Title: StringProtocol>(
            title: Title, style: SheetStyle.Background? = nil, showsCloseButton: Bool = true,
            @ViewBuilder content: () -> Content
        ) {
            self.init(
                title: Text(title), style: style, showsCloseButton: showsCloseButton, content: content)
        }

        public var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 8) {
                    title
                        .font(.headline)
                        .lineLimit(2)
                        .accessibilityAddTraits(.isHeader)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    if showsCloseButton, actions.canClose {
                        Button(action: actions.close) {
                            Image(systemName: "xmark")
                                .font(.system(size: 13, weight: .bold))
                                .foregroundColor(.secondary)
                                .frame(width: 30, height: 30)
                                .background(Circle().fill(Color.secondary.opacity(0.15)))
                                .frame(width: 44, height: 44)  // the hit area
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(Text(actions.closeButtonLabel))
                    }
                }
                .padding(.leading, 16)
                .padding(.trailing, 8)
                .frame(minHeight: 52)
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            }
            .modifier(SurfaceStyle(style: style))
        }
    }

    /// ``BottomSheet``'s `style`, when it gives one, as the sheet's surface.
    private struct SurfaceStyle: ViewModifier {
        let style: SheetStyle.Background?

        func body(content: Content) -> some View {
            if let style {
                content.sheetSurfaceBackground(style)
            } else {
                content
            }
        }
    }
#endif
