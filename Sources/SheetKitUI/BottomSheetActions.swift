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
    /// The actions belong to the presentation whose content read them, as `DismissAction` does: the
    /// sheet's own content gets the sheet's, even while an alert is up over it; a `.sheet`,
    /// `.fullScreenCover` or `.popover` presented from inside the sheet inherits the environment but
    /// gets the fallback, so its `dismiss()` closes that presentation, never the bottom sheet beneath
    /// (``isHosted`` is false there). Called once the sheet is leaving or gone, they do nothing, as
    /// `DismissAction` of a `.sheet` no longer presented does.
    public struct BottomSheetActions: Sendable {
        /// Asks to close the sheet, through its dismissal guard (like the close button of UIKit's
        /// sheet); on a `.floatingSheet`, sets its `isPresented` to false.
        public var close: @MainActor @Sendable () -> Void = {}
        /// Dismisses the sheet, as setting its binding to nil (or false) does: not through the guard,
        /// as `DismissAction` dismisses a `.sheet` whatever `interactiveDismissDisabled` says.
        public var dismiss: @MainActor @Sendable () -> Void = {}
        /// Whether the actions act on a SheetKit sheet (as read): false outside one, in a presentation
        /// made from inside one, and once the sheet is leaving or gone.
        public var isHosted = false
        /// Whether ``close`` can close anything: false on a `.floatingSheet` shown without
        /// `isPresented`, which nothing hides (``BottomSheet`` then shows no close button).
        public var canClose = true
        /// Whether something is presented over the sheet that made these actions, asked when they are
        /// read: SwiftUI's environment reaches presentations made inside the sheet too.
        var isPresentedOver: @MainActor @Sendable () -> Bool = { false }
        /// Which presentation a call acts on now (`SheetBindingModel.actionTarget`), given whether the
        /// actions were read in a presentation made over the sheet; nil for actions an app made.
        var target: (@MainActor @Sendable (_ readInNestedPresentation: Bool) -> SheetActionTarget)?
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
                let environment = EnvironmentDismiss(action: self.dismiss)
                // SwiftUI sets `isPresented` in a presentation's content; the sheet's own content has
                // its presenter's.
                let readerIsPresented = isPresented
                // Read on the main actor, where SwiftUI evaluates views.
                let nested = MainActor.assumeIsolated {
                    SheetActionTarget.readInNestedPresentation(
                        presentedOver: sheet.isPresentedOver(), readerIsPresented: readerIsPresented)
                }
                let target: @MainActor @Sendable () -> SheetActionTarget = {
                    sheet.target?(nested)
                        ?? SheetActionTarget.resolve(
                            hosted: sheet.isHosted, readInNestedPresentation: nested, sheetIsPresented: true)
                }
                var actions = sheet
                let resolved = MainActor.assumeIsolated { target() }
                actions.isHosted = resolved == .sheet
                actions.canClose = resolved.offersClose(sheetCanClose: sheet.canClose)
                actions.dismiss = { Self.call(target(), sheet: sheet.dismiss, environment: environment) }
                actions.close = { Self.call(target(), sheet: sheet.close, environment: environment) }
                return actions
            }
            set { self[BottomSheetActionsKey.self] = newValue }
        }

        /// Carries out the model's answer: the sheet's action, the environment's `dismiss`, or nothing.
        @MainActor
        private static func call(
            _ target: SheetActionTarget, sheet: @MainActor () -> Void, environment: EnvironmentDismiss
        ) {
            switch target {
            case .sheet: sheet()
            case .environment: environment.action()
            case .nothing: break
            }
        }
    }
#endif
