#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit
    import os

    extension SheetWindowPresentation {
        /// UIKit made the presentation of a sheet (its turn came): its per-presentation state starts
        /// afresh, and it is configured before it rises.
        func presentationBegins(_ controller: SheetPresentationController) {
            controller.sheet.onMove = { [weak self] _ in self?.sheetMoved() }
            contentOptions = BottomSheetOptions()
            modalFlag = SheetModalFlag()
            selection = SheetSelectionSync()
            configure(controller)
        }

        /// The request and the content's options, applied to the presentation: the configuration the
        /// options give, property by property (`SheetController.apply(_:options:recordsHostEvents:animation:disablesAnimations:)`),
        /// then the binding's selection when it changed (`SheetSelectionSync`).
        func configure(
            _ controller: SheetPresentationController, animation: Bool = false,
            disablesAnimations: Bool = false
        ) {
            guard let request, let hosting = controller.presentedViewController as? SheetHostingController
            else { return }
            let options = request.options.overridden(by: contentOptions)
            let containerView = SheetPresenterRules.detentContainer(
                presentation: controller.containerView, window: anchor?.viewIfLoaded?.window,
                content: hosting.view!)
            configuredContainerSize = controller.containerView?.bounds.size
            var configured = request
            configured.options = options
            // The tallest detent there, fitting ones at the content's measured height.
            let configuration = configured.configuration(
                in: SheetContainer(HostContainer(view: containerView)),
                contentFittingHeight: hosting.preferredContentSize.height)
            let sheet = controller.sheet
            sheet.apply(
                configuration, options: options, recordsHostEvents: environment.bottomSheetRecordsHostEvents,
                animation: animation, disablesAnimations: disablesAnimations)
            if let change = selection.bindingChanged(to: request.selection) {
                // Before the presentation, the sheet rises to it; later a new value springs to it.
                sheet.select(change.value, animated: controller.containerView != nil && !disablesAnimations)
            }
            // Through the presentation controller, which tells the host the moment it changes; never over
            // a value the content set on its controller itself (`SheetModalFlag`).
            let contentValue = modalFlag.contentValue
            if let value = modalFlag.configure(
                wanted: configuration.isModalInPresentation, current: controller.isModalInPresentation)
            {
                controller.isModalInPresentation = value
            }
            #if DEBUG
                if modalFlag.contentValue == true, contentValue != true {
                    print(
                        "SheetKitUI: a .bottomSheet's content set isModalInPresentation on its controller "
                            + "(interactiveDismissDisabled); it is honoured. bottomSheetInteractiveDismissDisabled(_:) "
                            + "is SheetKitUI's spelling, from iOS 15, and calls onAttemptToDismiss.")
                }
            #endif
            sheetMoved()
        }

        /// The detent the sheet shows may have changed (it moved, or was configured): written back to
        /// the `selection` binding by `SheetSelectionSync`'s rule, after SwiftUI's update when inside one.
        func sheetMoved() {
            guard let sheet = controller?.sheet,
                let change = selection.sheetShows(
                    sheet.shownDetentIdentifier, smallest: sheet.smallestDetentIdentifier)
            else { return }
            let write = callbacks.selectionChanged
            if isUpdating {
                DispatchQueue.main.async { MainActor.assumeIsolated { write(change.value) } }
            } else {
                write(change.value)
            }
        }

        // MARK: From the sheet

        /// A layout pass of the sheet: after a rotation or a resize the tallest detent may be another
        /// one (a fraction against a fixed height), which `.enabled` background interaction follows.
        func containerMayHaveChanged(_ controller: SheetPresentationController) {
            guard let size = controller.containerView?.bounds.size, size != configuredContainerSize else {
                return
            }
            configure(controller)
        }

        /// The content's options changed.
        func contentOptionsChanged(_ options: BottomSheetOptions) {
            guard options != contentOptions else { return }
            contentOptions = options
            if let controller { configure(controller, animation: true) }
        }

        /// The content's ideal height (measured while a detent depends on it): offered to the
        /// presentation as the hosting controller's `preferredContentSize`, which is how UIKit content
        /// tells a sheet its fitting height.
        func contentMeasured(height: CGFloat) {
            guard let hosting, hosting.offerFittingHeight(height) else { return }
            // A fitting detent may now be the tallest: `.enabled` background interaction follows it.
            if let controller { configure(controller) }
        }

        /// The content's close button: a dismissal attempt through the guard, as the sheet's own
        /// close button and VoiceOver's escape make one.
        func close() {
            var view = hosting?.view.superview
            while let current = view {
                if current.accessibilityPerformEscape() { return }
                view = current.superview
            }
        }

        /// The content dismissed its sheet (`bottomSheetActions.dismiss`): as `DismissAction` does for
        /// `.sheet`, the binding is set to nil (while it names the sheet's item) and the sheet goes, not
        /// through the guard. A second call while it leaves changes nothing (the lifecycle's rule).
        func dismissFromContent(_ key: ObjectIdentifier) {
            if requests.contentDismissalClearsBinding(key, current: rootProvider?()?.id) {
                callbacks.clearBinding()
            }
            runner.send(.dismiss(key, cause: .app))
        }

        /// The modifier's view went away: its sheets go too, as SwiftUI's do, and nobody hears of them
        /// any more.
        func teardown() {
            callbacks = SheetCallbacks()
            rootProvider = nil
            for key in Array(requests.items.keys) { runner.send(.dismiss(key, cause: .app)) }
        }

        /// The anchor is leaving the screen. In DEBUG builds, a presenter leaving under its sheet with
        /// nobody having asked the sheet to go is reported: that is `@Environment(\.dismiss)` called
        /// in the sheet, whose action is the presenter's.
        func anchorWillDisappear(_ anchor: UIViewController) {
            #if DEBUG
                let leaving = SheetPresenterRules.isLeaving(
                    anchor, parent: { $0.parent },
                    leaves: { $0.isMovingFromParent || $0.isBeingDismissed })
                guard
                    SheetPresenterRules.presenterLeftItsSheet(
                        runner.lifecycle, items: requests.items, current: rootProvider?()?.id,
                        presenterIsLeaving: leaving)
                else { return }
                SheetKitUIIssues.report(
                    "the view presenting a .bottomSheet is going away (popped, or its own presentation "
                        + "dismissed) while the sheet is still up. This is usually @Environment(\\.dismiss) "
                        + "called inside the bottom sheet: there it is the presenting view's action. Close the "
                        + "sheet with @Environment(\\.bottomSheetActions) and bottomSheetActions.dismiss() (which "
                        + "falls back to the environment's dismiss in a view shown by .sheet), or set its binding "
                        + "to false or nil.")
            #endif
        }
    }

    extension SheetWindowPresentation: SheetContentHost {}

    /// Problems in how an app uses SheetKitUI, reported in DEBUG builds as runtime issues (the
    /// `com.apple.runtime-issues` log subsystem, which Xcode shows as purple warnings) at fault level.
    enum SheetKitUIIssues {
        static var log: Logger { Logger(subsystem: "com.apple.runtime-issues", category: "SheetKitUI") }

        static func report(_ message: String) {
            log.fault("SheetKitUI: \(message, privacy: .public)")
        }
    }
#endif
