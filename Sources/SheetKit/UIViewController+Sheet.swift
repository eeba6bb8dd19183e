#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    extension UIViewController {
        /// Presents `viewController` as a SheetKit sheet in one call, as a page sheet needs none:
        /// `prepareSheet()`, then `configure`, then `present(_:animated:completion:)`.
        ///
        /// ```swift
        /// presentSheet(details) { sheet in
        ///     sheet.detents = [.medium, .large]
        ///     sheet.prefersGrabberVisible = true
        ///     sheet.sheetDelegate = self
        /// }
        /// ```
        /// `configure` runs once, before the sheet rises — when UIKit asks for the presentation
        /// controller, or when its transition begins for one UIKit made earlier (the app read
        /// `presentationController` first) — and is let go then: a closure capturing `self` makes
        /// no cycle. For a delegate shared by many presentations, set up
        /// ``SheetTransitioningDelegate`` yourself.
        /// - Parameters:
        ///   - viewController: The controller to show in the sheet.
        ///   - animated: Whether the sheet rises (false: it is at its detent at once).
        ///   - configure: Sets the sheet up: detents, grabber, delegate, recording.
        ///   - completion: Called when the presentation has finished, as `present(_:animated:completion:)`'s.
        public func presentSheet(
            _ viewController: UIViewController, animated: Bool = true,
            configure: @escaping (SheetPresentationController) -> Void, completion: (() -> Void)? = nil
        ) {
            viewController.prepareSheet()
            viewController.pendingSheetConfiguration = configure
            present(viewController, animated: animated, completion: completion)
            // Taken by the presentation when its transition begins; refused, never: let go.
            if viewController.presentingViewController == nil {
                viewController.pendingSheetConfiguration = nil
            }
        }

        /// Prepares this controller to be presented as a SheetKit sheet, as UIKit's
        /// `sheetPresentationController` prepares a page sheet: it sets the custom presentation (the
        /// package keeps its transitioning delegate alive), so a later plain
        /// `present(_:animated:)` shows it as this sheet, and returns the sheet to set up, in any
        /// order. Calling it again returns the same sheet; it is kept for every later presentation.
        ///
        /// ```swift
        /// let sheet = details.prepareSheet()
        /// sheet.detents = [.medium, .large]
        /// sheet.selectedDetentIdentifier = .large
        /// present(details, animated: true)
        /// ```
        @discardableResult
        public func prepareSheet() -> SheetController {
            modalPresentationStyle = .custom
            transitioningDelegate = SheetTransitioningDelegate.shared
            return ownSheet()
        }

        /// The sheet this controller is presented with: its own (a bottom sheet's), or the one made
        /// for it now and kept for its presentations.
        private func ownSheet() -> SheetController {
            if let sheet = preparedSheet ?? (self as? SheetContentProviding)?.sheet { return sheet }
            let sheet = SheetController(binding: SheetUIKitBinding(configuration: SheetConfiguration()))
            objc_setAssociatedObject(
                self, &AssociatedKeys.preparedSheet, sheet, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return sheet
        }

        /// Whether this controller is set up for a SheetKit presentation it hasn't had yet: `.custom`
        /// with a ``SheetTransitioningDelegate`` of the app's own (the explicit route).
        private var awaitsSheetPresentation: Bool {
            modalPresentationStyle == .custom && transitioningDelegate is SheetTransitioningDelegate
                && presentingViewController == nil
        }

        /// The sheet `prepareSheet()` made for this controller, if any.
        var preparedSheet: SheetController? {
            objc_getAssociatedObject(self, &AssociatedKeys.preparedSheet) as? SheetController
        }

        /// The `configure` closure of a `presentSheet` under way, for the presentation controller
        /// UIKit asks for; nil otherwise.
        var pendingSheetConfiguration: ((SheetPresentationController) -> Void)? {
            get {
                (objc_getAssociatedObject(self, &AssociatedKeys.pendingConfiguration) as? PendingConfiguration)?
                    .configure
            }
            set {
                objc_setAssociatedObject(
                    self, &AssociatedKeys.pendingConfiguration, newValue.map(PendingConfiguration.init),
                    .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The `presentSheet` closure waiting for this controller's presentation, taken once.
        func takePendingSheetConfiguration() -> ((SheetPresentationController) -> Void)? {
            defer { pendingSheetConfiguration = nil }
            return pendingSheetConfiguration
        }

        /// Presents `viewController` as a SheetKit sheet with the default settings (`.medium` and
        /// `.large`); it reaches its sheet through ``sheetController``.
        /// - Parameters:
        ///   - viewController: The controller to show in the sheet.
        ///   - animated: Whether the sheet rises (false: it is at its detent at once).
        ///   - completion: Called when the presentation has finished.
        public func presentSheet(
            _ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil
        ) {
            presentSheet(viewController, animated: animated, configure: { _ in }, completion: completion)
        }

        /// The SheetKit sheet showing this controller — its own, one it is inside (a child, a
        /// navigation controller's page), or the presentation's — as UIKit's
        /// `sheetPresentationController`; nil outside a SheetKit sheet. It is there from the
        /// controller's `viewDidLoad` on for a bottom sheet's or floating sheet's content, a
        /// `presentSheet` or `prepareSheet()` controller, and one set up `.custom` with a
        /// ``SheetTransitioningDelegate``, so a delegate set there holds. A leftover
        /// `sheetPresentationController` returns nil under SheetKit's custom presentation: read this.
        public var sheetController: SheetController? {
            var controller: UIViewController? = self
            while let current = controller {
                if let provider = current as? SheetControllerProviding { return provider.sheet }
                if let presentation = SheetPresentationController.presenting(current) {
                    return presentation.sheet
                }
                if let sheet = current.preparedSheet { return sheet }
                // Set up for a SheetKit presentation still to come (its view loaded first): the
                // sheet that presentation will take, made now, so a `viewDidLoad` reaches it.
                if current.awaitsSheetPresentation { return current.ownSheet() }
                controller = current.parent
            }
            return nil
        }

        /// The transition under way on this controller or on the one it presents (arriving or
        /// leaving), if any: what a refused presentation from here waits for.
        package var runningTransitionCoordinator: UIViewControllerTransitionCoordinator? {
            transitionCoordinator ?? presentedViewController?.transitionCoordinator
        }

        /// The binding of the SheetKit presentation showing this controller.
        var sheetBinding: SheetUIKitBinding? { SheetPresentationController.presenting(self)?.binding }

        /// The scroll view a sheet tracks when the app names none: the content's now — in a
        /// navigation controller its top controller's, in a tab bar controller the selected one's —
        /// UIKit's content scroll view for the top edge, or the controller's view when it is one
        /// (a table view controller).
        var defaultTrackedScrollView: UIScrollView? {
            if let navigation = self as? UINavigationController, let top = navigation.topViewController {
                return top.defaultTrackedScrollView
            }
            if let tabs = self as? UITabBarController, let selected = tabs.selectedViewController {
                return selected.defaultTrackedScrollView
            }
            return contentScrollView(for: .top) ?? (viewIfLoaded as? UIScrollView)
        }
    }

    @MainActor
    private enum AssociatedKeys {
        static var preparedSheet: UInt8 = 0
        static var pendingConfiguration: UInt8 = 0
    }

    /// A `presentSheet` closure, held while its presentation is made.
    private final class PendingConfiguration {
        let configure: (SheetPresentationController) -> Void
        init(_ configure: @escaping (SheetPresentationController) -> Void) { self.configure = configure }
    }
#endif
