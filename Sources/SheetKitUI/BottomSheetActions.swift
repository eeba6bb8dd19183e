#if canImport(SwiftUI)
    import SwiftUI

    /// The hosting sheet's actions and texts, for content such as ``BottomSheet``'s close button.
    ///
    /// Read it as `@Environment(\.bottomSheetActions)`. Inside a SheetKit sheet its actions are the
    /// sheet's; anywhere else (a view shown by SwiftUI's own `.sheet`, a navigation destination) both
    /// fall back to the environment's `dismiss`, so one view closes itself wherever it is shown. Use
    /// `dismiss()` here rather than `@Environment(\.dismiss)` in a `.bottomSheet`: there the
    /// environment's `dismiss` is the presenting view's, and would pop or dismiss the screen beneath.
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's sheet).
        public var close: @MainActor @Sendable () -> Void = {}
        /// Dismisses the sheet, as setting its binding to nil (or false) does: not through the guard,
        /// as `DismissAction` dismisses a `.sheet` whatever `interactiveDismissDisabled` says.
        public var dismiss: @MainActor @Sendable () -> Void = {}
        /// Whether a SheetKit sheet hosts this content.
        public var isHosted = false
        /// The close button's accessibility label, as the sheet's host words it (localized).
        public var closeButtonLabel = HostStrings.sheetKitUI.close

        /// Actions that do nothing by themselves: read from the environment outside a SheetKit sheet,
        /// they dismiss through the environment's `dismiss`.
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

    /// The environment's `DismissAction`, carried into the actions' `@Sendable` closures: SwiftUI
    /// declares it not `Sendable`, and it is only ever called on the main actor, where it was read.
    private struct EnvironmentDismiss: @unchecked Sendable {
        let action: DismissAction
    }

    extension EnvironmentValues {
        /// The actions of the sheet that hosts this view (``BottomSheet`` uses `close`); outside a
        /// SheetKit sheet, `close` and `dismiss` are this environment's `dismiss`.
        public var bottomSheetActions: BottomSheetActions {
            get {
                var actions = self[BottomSheetActionsKey.self]
                guard !actions.isHosted else { return actions }
                let dismiss = EnvironmentDismiss(action: self.dismiss)
                actions.dismiss = { dismiss.action() }
                actions.close = { dismiss.action() }
                return actions
            }
            set { self[BottomSheetActionsKey.self] = newValue }
        }
    }
#endif
