#if canImport(SwiftUI)
    import SwiftUI

    /// The hosting sheet's actions and texts, for content such as ``BottomSheet``'s close button.
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's sheet).
        public var close: @MainActor @Sendable () -> Void = {}
        /// Dismisses the sheet, as setting its binding to nil (or false) does: not through the guard,
        /// as `DismissAction` dismisses a `.sheet` whatever `interactiveDismissDisabled` says.
        public var dismiss: @MainActor @Sendable () -> Void = {}
        /// Whether a sheet hosts this content at all.
        public var isHosted = false
        /// The close button's accessibility label, as the sheet's host words it (localized).
        public var closeButtonLabel = HostStrings.sheetKitUI.close

        /// Actions that do nothing, for content no sheet hosts.
        public init() {}

        /// A sheet's actions.
        public init(
            close: @escaping @MainActor @Sendable () -> Void, isHosted: Bool,
            closeButtonLabel: String = HostStrings.sheetKitUI.close
        ) {
            self.close = close
            self.isHosted = isHosted
            self.closeButtonLabel = closeButtonLabel
        }
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
#endif
