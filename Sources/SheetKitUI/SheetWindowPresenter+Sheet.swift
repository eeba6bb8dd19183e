#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit
    import os

    extension SheetWindowPresenter {
        /// The request and the content's options, applied to the presentation: the configuration the
        /// options give, property by property (`SheetController.apply(_:options:recordsHostEvents:animation:disablesAnimations:)`),
        /// then the binding's selection when it changed (`SheetSelectionSync`).
        func configure(
            _ controller: SheetPresentationController, animation: Bool = false,
            disablesAnimations: Bool = false
        ) {
            guard let request, let hosting else { return }
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
            guard let hosting,
                let height = SheetContentMeasurement.preferredHeight(
                    height, replacing: hosting.preferredContentSize.height)
            else { return }
            hosting.preferredContentSize = CGSize(width: 0, height: height)
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

        /// The content dismissed its sheet (`bottomSheetActions.dismiss`): as the binding going to
        /// false, not through the guard. The binding learns through the dismissal's callbacks.
        func dismissFromContent() {
            guard let hosting,
                SheetPresenterRules.acceptsContentDismissal(hasSheet: true, isLeaving: state.isLeaving)
            else { return }
            dismissalAsked = true
            state.dismissalStarted()
            requestDismissal(of: hosting)
        }

        func sheetWillDisappear(_ sheet: SheetHostingController) {
            guard
                SheetPresenterRules.isWillDismiss(
                    isShownSheet: sheet === hosting, isBeingDismissed: sheet.isBeingDismissed)
            else { return }
            state.dismissalStarted()
            callbacks.willDismiss()
        }

        func sheetDidDisappear(_ sheet: SheetHostingController) {
            guard sheet === hosting,
                State.disappearanceEndsPresentation(
                    isBeingDismissed: sheet.isBeingDismissed,
                    isPresented: sheet.presentingViewController != nil)
            else { return }
            finish(sheet)
        }

        /// The presented sheet is gone: its request ends, the modifier hears it once.
        func finish(_ sheet: SheetHostingController) {
            guard sheet === hosting else { return }
            hosting = nil
            state.dismissalEnded()
            contentOptions = BottomSheetOptions()
            callbacks.didDismiss()
            sync()
        }

        /// The modifier's view went away: its sheet goes too, as SwiftUI's does.
        func teardown() {
            dismissalAsked = true
            state.dismiss()
            if let hosting,
                SheetPresenterRules.teardownDismisses(
                    hasSheet: true, isBeingDismissed: hosting.isBeingDismissed)
            {
                _ = hosting.dismissFromPresenter()
            }
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
                        sheetIsUp: hosting?.presentingViewController != nil, dismissalAsked: dismissalAsked,
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

    extension SheetWindowPresenter: SheetContentHost {}

    extension SheetWindowPresenter: SheetPresentationControllerDelegate {
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ controller: SheetPresentationController
        ) {
            sheetMoved()
        }

        func presentationControllerDidAttemptToDismiss(_ controller: SheetPresentationController) {
            callbacks.attemptedToDismiss()
        }

        func presentationControllerWillDismiss(_ controller: SheetPresentationController) {
            // The person's dismissal: the sheet was asked to go.
            dismissalAsked = true
        }
    }

    /// Problems in how an app uses SheetKitUI, reported in DEBUG builds as runtime issues (the
    /// `com.apple.runtime-issues` log subsystem, which Xcode shows as purple warnings) at fault level.
    enum SheetKitUIIssues {
        static var log: Logger { Logger(subsystem: "com.apple.runtime-issues", category: "SheetKitUI") }

        static func report(_ message: String) {
            log.fault("SheetKitUI: \(message, privacy: .public)")
        }
    }
#endif
