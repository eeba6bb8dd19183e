#if canImport(UIKit)
    import UIKit

    /// Hands out ``SheetPresentationController``s and their transitions for `.custom` presentations:
    /// the explicit route, for one delegate shared by many presentations. Most apps call
    /// `prepareSheet()` (then a plain `present(_:animated:)`) or
    /// `presentSheet(_:animated:configure:completion:)` instead, which keep one for them.
    ///
    /// ```swift
    /// let sheets = SheetTransitioningDelegate()   // kept alive by you: UIKit holds it weakly
    /// details.modalPresentationStyle = .custom
    /// details.transitioningDelegate = sheets
    /// present(details, animated: true)
    /// ```
    /// It holds no controller alive: each is found through the presented controller while presented.
    @MainActor
    public final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
        /// Configures each new controller (detents, delegate, …) before it presents. Kept for the
        /// delegate's life: a closure capturing the presenter must capture it weakly.
        public var configure: (SheetPresentationController) -> Void = { _ in }

        /// The delegate of every ``BottomSheetViewController`` and every `prepareSheet()`: it holds no
        /// state of its own, so one serves them all, alive for the app's run (UIKit holds a
        /// transitioning delegate weakly).
        static let shared = SheetTransitioningDelegate()

        public override init() {}

        /// The controller presenting `viewController` through this delegate, while it is presented
        /// (found through UIKit's own chain).
        public func controller(for viewController: UIViewController) -> SheetPresentationController? {
            guard viewController.transitioningDelegate === self else { return nil }
            return SheetPresentationController.presenting(viewController)
        }

        public func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = SheetPresentationController(
                presentedViewController: presented, presenting: presenting)
            configure(controller)
            // A `presentSheet` call's own closure, once.
            presented.takePendingSheetConfiguration()?(controller)
            return controller
        }

        public func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            SheetTransitionAnimator(presenting: true) { [weak presented] in presented?.sheetBinding }
        }

        public func animationController(forDismissed dismissed: UIViewController)
            -> UIViewControllerAnimatedTransitioning?
        {
            SheetTransitionAnimator(presenting: false) { [weak dismissed] in dismissed?.sheetBinding }
        }
    }
#endif
