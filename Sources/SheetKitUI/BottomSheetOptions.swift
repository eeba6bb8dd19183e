#if canImport(SwiftUI)
    import SwiftUI

    /// The options a sheet's content sets on its sheet, as SwiftUI's presentation modifiers do —
    /// from iOS 15, and under names of their own so an app can import SwiftUI and SheetKitUI together.
    ///
    /// | SheetKitUI | SwiftUI (iOS 16.4+) |
    /// |---|---|
    /// | `bottomSheetDragIndicator(_:)` | `presentationDragIndicator(_:)` |
    /// | `bottomSheetBackgroundInteraction(_:)` | `presentationBackgroundInteraction(_:)` |
    /// | `bottomSheetContentInteraction(_:)` | `presentationContentInteraction(_:)` |
    /// | `bottomSheetInteractiveDismissDisabled(_:)` | `interactiveDismissDisabled(_:)` |
    /// | `bottomSheetCornerRadius(_:)` | `presentationCornerRadius(_:)` |
    public struct BottomSheetOptions: Equatable, Sendable {
        /// Whether the grabber is drawn (and is the adjustable accessibility element).
        public enum DragIndicator: Equatable, Sendable {
            case automatic, visible, hidden
        }

        /// Whether the views behind the sheet take touches, as `PresentationBackgroundInteraction`.
        public enum BackgroundInteraction: Equatable, Sendable {
            /// Modal sheets dim and block the background; floating sheets leave it live.
            case automatic
            /// The background is dimmed and takes no touches.
            case disabled
            /// The background is live and undimmed at every detent.
            case enabled
            /// Live and undimmed up to this detent, dimmed above it (UIKit's
            /// `largestUndimmedDetentIdentifier`).
            case enabledUpThrough(Detent.Identifier)

            /// As SwiftUI spells it: `.enabled(upThrough: .medium)`.
            public static func enabled(upThrough detent: Detent.Identifier) -> Self {
                .enabledUpThrough(detent)
            }
        }

        /// What a vertical drag on the sheet's content does, as `PresentationContentInteraction`.
        public enum ContentInteraction: Equatable, Sendable {
            /// `.resizes`.
            case automatic
            /// A drag on the content resizes the sheet (the engine hands it to scrolling at the top).
            case resizes
            /// Scrollable content scrolls; the sheet moves by its grabber and header.
            case scrolls
        }

        public var dragIndicator: DragIndicator = .automatic
        public var backgroundInteraction: BackgroundInteraction = .automatic
        public var contentInteraction: ContentInteraction = .automatic
        public var interactiveDismissDisabled = false
        public var cornerRadius: CGFloat?
        public var background: SheetStyle.Background = .white

        public init() {}
    }

    /// How a sheet's content passes its options up to the sheet that hosts it.
    struct BottomSheetOptionsKey: PreferenceKey {
        static let defaultValue = BottomSheetOptions()
        static func reduce(value: inout BottomSheetOptions, nextValue: () -> BottomSheetOptions) {
            let next = nextValue()
            if next != BottomSheetOptions() { value = next }
        }
    }

    /// The hosting sheet's actions, for content such as ``BottomSheet``'s close button.
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's sheet).
        public var close: @MainActor @Sendable () -> Void = {}
        /// Whether a sheet hosts this content at all.
        public var isHosted = false
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

        /// The sheet's top corner radius, as `presentationCornerRadius(_:)`.
        public func bottomSheetCornerRadius(_ radius: CGFloat?) -> some View {
            transformBottomSheetOptions { $0.cornerRadius = radius }
        }

        /// The sheet's background: `.white` (the system background) or `.gray` (grouped background).
        public func bottomSheetBackground(_ background: SheetStyle.Background) -> some View {
            transformBottomSheetOptions { $0.background = background }
        }
    }
#endif
