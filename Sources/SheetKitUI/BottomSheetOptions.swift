#if canImport(SwiftUI)
    import SwiftUI

    /// How a sheet's content passes its options up to the sheet that hosts it: options set later (an
    /// outer modifier, a later sibling) override only the fields they set.
    struct BottomSheetOptionsKey: PreferenceKey {
        static let defaultValue = BottomSheetOptions()
        static func reduce(value: inout BottomSheetOptions, nextValue: () -> BottomSheetOptions) {
            value = value.overridden(by: nextValue())
        }
    }

    /// The hosting sheet's actions and texts, for content such as ``BottomSheet``'s close button.
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's sheet).
        public var close: @MainActor @Sendable () -> Void = {}
        /// Whether a sheet hosts this content at all.
        public var isHosted = false
        /// The close button's accessibility label, as the sheet's host words it.
        public var closeButtonLabel = HostStrings().close
    }

    private struct BottomSheetActionsKey: EnvironmentKey {
        static let defaultValue = BottomSheetActions()
    }

    extension EnvironmentValues {
        /// The actions of the sheet that hosts this view (``BottomSheet`` uses `close`).
        public var bottomSheetActions: BottomSheetActions {
            get { self[BottomSheetActionsKey.self] }
            set { self[BottomSheetActionsKey.self] = newValue }
        }
    }

    extension View {
        func transformBottomSheetOptions(_ change: @escaping (inout BottomSheetOptions) -> Void) -> some View
        {
            transformPreference(BottomSheetOptionsKey.self, change)
        }

        /// Shows or hides the sheet's grabber, as `presentationDragIndicator(_:)`.
        public func bottomSheetDragIndicator(_ visibility: BottomSheetOptions.DragIndicator) -> some View {
            transformBottomSheetOptions { $0.dragIndicator = visibility }
        }

        /// Lets the background take touches, as `presentationBackgroundInteraction(_:)`.
        public func bottomSheetBackgroundInteraction(_ interaction: BottomSheetOptions.BackgroundInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.backgroundInteraction = interaction }
        }

        /// Chooses whether content drags resize the sheet or scroll, as `presentationContentInteraction(_:)`.
        public func bottomSheetContentInteraction(_ interaction: BottomSheetOptions.ContentInteraction)
            -> some View
        {
            transformBottomSheetOptions { $0.contentInteraction = interaction }
        }

        /// Keeps the person from dismissing the sheet by gesture, tap or close button; each attempt
        /// is reported (`onAttemptToDismiss`) so the app can ask, as `interactiveDismissDisabled(_:)`.
        public func bottomSheetInteractiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
            transformBottomSheetOptions { $0.interactiveDismissDisabled = isDisabled }
        }

        /// The sheet's top corner radius (nil for the system's), as `presentationCornerRadius(_:)`.
        public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
            transformBottomSheetOptions { $0.cornerRadius = radius }
        }

        /// The sheet's background: `.white` (the system background) or `.gray` (grouped background).
        public func bottomSheetBackground(_ background: SheetStyle.Background) -> some View {
            transformBottomSheetOptions { $0.background = background }
        }
    }
#endif
