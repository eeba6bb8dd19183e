#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit
    import os

    /// What `.bottomSheet`'s presentation and `.floatingSheet`'s coordinator share: a
    /// `SheetBindingModel` whose outputs they carry out, and the root each gives its content. Each
    /// output is one platform call; the adapter supplies only where each sheet's controllers are and
    /// its own outputs (the lifecycle, drawing, showing).
    @MainActor
    protocol SheetBindingAdapter: SheetContentReceiver {
        associatedtype Item: Hashable
        var model: SheetBindingModel<ObjectIdentifier, Item> { get set }
        var callbacks: SheetCallbacks { get }
        /// The presentation lifecycle of the adapter's sheets (the floating sheet's binding has none).
        var lifecycle: SheetPresentationLifecycle<ObjectIdentifier> { get }
        /// The presenting view's environment, carried into the sheet (see `SheetHostingRoot`).
        var environment: EnvironmentValues { get }
        /// The binding's item as it is now.
        var currentItem: Item? { get }
        func hosting(_ key: ObjectIdentifier) -> SheetHostingController?
        func sheetController(_ key: ObjectIdentifier) -> SheetController?
        /// Sets the guard on the controller that presents sheet `key`.
        func setModalInPresentation(_ value: Bool, for key: ObjectIdentifier)
        /// The outputs only this adapter carries out.
        func carryOutOwn(_ output: SheetBindingOutput<ObjectIdentifier>)
    }

    extension SheetBindingAdapter {
        func perform(_ outputs: [SheetBindingOutput<ObjectIdentifier>]) {
            for output in outputs {
                switch output {
                case .assign(let key, let assignments, let animated):
                    sheetController(key)?.apply(assignments, animated: animated) { value in
                        setModalInPresentation(value, for: key)
                    }
                case .select(let key, let detent, let animated):
                    sheetController(key)?.select(detent, animated: animated)
                case .offerFittingHeight(let key, let height):
                    // How UIKit content tells a sheet its fitting height.
                    hosting(key)?.preferredContentSize = CGSize(width: 0, height: height)
                case .writeSelection(let detent): callbacks.selectionChanged(detent)
                case .clearBinding:
                    callbacks.clearBinding()
                    model.bindingReadAfterClear(current: currentItem)
                case .afterUpdate(let writes):
                    // The main queue's next pass comes after SwiftUI's update.
                    DispatchQueue.main.async { [weak self] in
                        MainActor.assumeIsolated { self?.perform(writes) }
                    }
                case .onAttemptToDismiss: callbacks.attemptedToDismiss()
                case .onDismiss: callbacks.didDismiss()
                case .diagnostic(let diagnostic): SheetKitUIIssues.report(diagnostic)
                case .closeButton(let key): sheetController(key)?.closeButtonTapped()
                default: carryOutOwn(output)
                }
            }
        }

        /// The root view of sheet `key`'s hosting controller (nil: not registered yet): `view` with the
        /// presenter's environment, its actions and callbacks acting on that sheet only, as the model
        /// says (`SheetBindingModel.actionTarget`). `request` is the model's (read by the caller: this
        /// runs inside the model's `sync` too, where `model` can't be read).
        func root(
            _ view: AnyView, key: ObjectIdentifier?, surface: SheetSurface, request: SheetModifierRequest?
        ) -> SheetHostingRoot {
            var actions = BottomSheetActions(
                close: { [weak self] in
                    guard let self, let key else { return }
                    perform(model.contentClosed(key, current: currentItem))
                }, isHosted: true)
            actions.canClose = request?.contentCanClose ?? true
            actions.dismiss = { [weak self] in
                guard let self, let key else { return }
                perform(model.contentDismissed(key, current: currentItem))
            }
            actions.isPresentedOver = { [weak self] in
                !(key.flatMap { self?.hosting($0) }?.isNearestPresentation ?? true)
            }
            actions.target = { [weak self] nested in
                self?.model.actionTarget(
                    key, readInNestedPresentation: nested, lifecycle: self?.lifecycle ?? .init())
                    ?? .nothing
            }
            return SheetHostingRoot(
                content: view, presenterEnvironment: environment,
                measuresContent: request?.measuresContent ?? false, actions: actions, surface: surface,
                key: key, host: self)
        }

        func contentMeasured(_ key: ObjectIdentifier, height: CGFloat) {
            perform(model.contentMeasured(key, height: height))
        }

        func contentOptionsChanged(_ key: ObjectIdentifier, _ options: BottomSheetOptions) {
            perform(model.contentOptionsChanged(key, options, current: currentItem))
        }
    }

    /// Problems in how an app uses SheetKitUI, reported in DEBUG builds as runtime issues (the
    /// `com.apple.runtime-issues` log subsystem, which Xcode shows as purple warnings) at fault level.
    enum SheetKitUIIssues {
        static var log: Logger { Logger(subsystem: "com.apple.runtime-issues", category: "SheetKitUI") }

        static func report(_ diagnostic: SheetBindingDiagnostic) {
            #if DEBUG
                switch diagnostic {
                case .neverPresented:
                    report(
                        "a .bottomSheet could not be presented: UIKit refused it for good while its view was "
                            + "on screen (it presents something SheetKitUI doesn't know of). Its binding is left "
                            + "as it is.")
                case .presenterLeftItsSheet:
                    report(
                        "the view presenting a .bottomSheet is going away (popped, or its own presentation "
                            + "dismissed) while the sheet is still up. This is usually @Environment(\\.dismiss) "
                            + "called inside the bottom sheet: there it is the presenting view's action. Close "
                            + "the sheet with @Environment(\\.bottomSheetActions) and bottomSheetActions.dismiss() "
                            + "(which falls back to the environment's dismiss in a view shown by .sheet), or set "
                            + "its binding to false or nil.")
                }
            #endif
        }

        static func report(_ message: String) {
            log.fault("SheetKitUI: \(message, privacy: .public)")
        }
    }
#endif
