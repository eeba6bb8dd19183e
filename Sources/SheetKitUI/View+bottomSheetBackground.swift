#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// The sheet's background, as `presentationBackground(_:)`: any `ShapeStyle` — a colour,
        /// `.clear`, a material, a gradient — drawn behind the content and filling the sheet's shape
        /// under the grabber, on `.bottomSheet` and `.floatingSheet` alike. The sheet's own surface is
        /// clear beneath it, so `.ultraThinMaterial` blurs what is behind the sheet.
        ///
        /// ```swift
        /// BottomSheet(title: "Route") { RouteSteps() }
        ///     .bottomSheetBackground(.ultraThinMaterial)
        /// ```
        public func bottomSheetBackground<Style: ShapeStyle>(_ style: Style) -> some View {
            transformPreference(SheetBackgroundStyleKey.self) {
                $0 = SheetBackgroundStyle(AnyShapeStyle(style))
            }
            .transformBottomSheetOptions { $0.drawsBackground = true }
        }

        /// A system background drawn by the sheet's surface (what ``BottomSheet``'s `style` sets).
        func sheetSurfaceBackground(_ background: SheetStyle.Background) -> some View {
            transformPreference(SheetBackgroundStyleKey.self) { $0 = nil }
                .transformBottomSheetOptions {
                    $0.background = background
                    $0.drawsBackground = false
                }
        }
    }

    /// A background style the content draws for its sheet.
    struct SheetBackgroundStyle {
        let style: AnyShapeStyle
        init(_ style: AnyShapeStyle) { self.style = style }
    }

    /// How the content passes its background style up to the sheet's root, which draws it: options set
    /// later (an outer modifier) win, as for ``BottomSheetOptionsKey``. Not `Equatable` (a
    /// `ShapeStyle` can't be compared), so it is read with `backgroundPreferenceValue`, never
    /// `onPreferenceChange`; whether one is set travels in `BottomSheetOptions.drawsBackground`.
    struct SheetBackgroundStyleKey: PreferenceKey {
        static var defaultValue: SheetBackgroundStyle? { nil }
        static func reduce(value: inout SheetBackgroundStyle?, nextValue: () -> SheetBackgroundStyle?) {
            value = nextValue() ?? value
        }
    }
#endif
