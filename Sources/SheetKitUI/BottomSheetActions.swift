#if canImport(SwiftUI)
    import SwiftUI

    /// The hosting sheet's actions and texts, for content such as ``BottomSheet``'s close button.
    ///
    /// Read it as `@Environment(\.bottomSheetActions)`. Inside a SheetKit sheet its actions are the
    /// sheet's; anywhere else (a view shown by SwiftUI's own `.sheet`, a navigation destination) both
    /// fall back to the environment's `dismiss`, so one view closes itself wherever it is shown. Use
    /// `dismiss()` here rather than `@Environment(\.dismiss)` in a `.bottomSheet`: there the
    /// environment's `dismiss` is the presenting view's, and would pop or dismiss the screen beneath.
    ///
    /// The actions belong to the sheet that hosts them: a `.sheet`, `.fullScreenCover` or `.popover`
    /// presented from inside it inherits the environment, but while anything is presented over the
    /// sheet its actions act as the fallback does, so the nested view's `dismiss()` closes the nested
    /// presentation, never the bottom sheet beneath (``isHosted`` is false there).
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's sheet).
        public var close: @MainActor @Sendable () -> Void = {}
        /// Dismisses the sheet, as setting its binding to nil (or false) does: not through the guard,
        /// as `DismissAction` dismisses a `.sheet` whatever `interactiveDismissDisabled` says.
        public var dismiss: @MainActor @Sendable () -> Void = {}
        /// Whether a SheetKit sheet hosts this content, with nothing presented over it (as read).
        public var isHosted = false
        /// Whether nothing is presented over the sheet that made these actions: SwiftUI's environment
        /// reaches presentations made inside the sheet too, which this tells apart when the actions
        /// are read and again when they are called.
        var isNearestPresentation: @MainActor @Sendable () -> Bool = { true }
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
                let sheet = self[BottomSheetActionsKey.self]
                let dismiss = EnvironmentDismiss(action: self.dismiss)
                let hosted = sheet.isHosted
                let nearest = sheet.isNearestPresentation
                let isSheets: @MainActor @Sendable () -> Bool = { hosted && nearest() }
                var actions = sheet
                // Read on the main actor, where SwiftUI evaluates views.
                actions.isHosted = MainActor.assumeIsolated { isSheets() }
                actions.dismiss = { isSheets() ? sheet.dismiss() : dismiss.action() }
                actions.close = { isSheets() ? sheet.close() : dismiss.action() }
                return actions
            }
            set { self[BottomSheetActionsKey.self] = newValue }
        }
    }
#endif
