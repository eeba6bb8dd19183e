#if canImport(UIKit)
    import ObjectiveC
    import SheetHostCore
    import UIKit

    extension UIViewController {
        /// The link of the runner that asked UIKit to present this controller, until the
        /// ``SheetPresentationController`` presenting it takes it when its transition begins (whenever
        /// UIKit made that controller), or the runner drops it (refused, or not a SheetKit sheet).
        var pendingLifecycleLink: SheetLifecycleLink? {
            get { (objc_getAssociatedObject(self, &LifecycleKeys.pendingLink) as? LinkBox)?.link }
            set {
                objc_setAssociatedObject(
                    self, &LifecycleKeys.pendingLink, newValue.map(LinkBox.init),
                    .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }

        /// The runner's link, taken by the presentation that reports to it.
        func takePendingLifecycleLink() -> SheetLifecycleLink? {
            defer { pendingLifecycleLink = nil }
            return pendingLifecycleLink
        }

        /// The dismissal guard of this presented controller, as UIKit asks it: `isModalInPresentation`
        /// on any controller in it, then its presentation's delegates
        /// (`presentationControllerShouldDismiss`, and a SheetKit sheet's `sheetControllerShouldDismiss`).
        var sheetDismissalGuardAllows: Bool {
            if let presentation = SheetPresentationController.presenting(self) {
                return presentation.binding.guardAllowsDismissal
            }
            guard !isModalInPresentationHierarchy else { return false }
            guard presentingViewController != nil, let presentation = presentationController else {
                return true
            }
            return presentation.delegate?.presentationControllerShouldDismiss?(presentation) ?? true
        }

        /// Asks this controller's own presenter to dismiss it — with anything it presented, never only
        /// a controller it presented (a photo picker) — through the presentation's lifecycle, which
        /// asks once no transition of its stack runs. False when it isn't presented.
        ///
        /// A SheetKit sheet's lifecycle is its presentation's; any other presentation gets one that
        /// follows it from now, kept by the controller until the next call.
        package func dismissFromPresenter() -> Bool {
            guard presentingViewController != nil, !isBeingDismissed else { return false }
            if let presentation = SheetPresentationController.presenting(self) {
                presentation.lifecycle.send(.dismiss(.this, cause: .app))
                return true
            }
            let runner = SheetLifecycleRunner<SheetLifecycleLink.Sheet>(presenter: nil)
            runner.adopt(self, as: .this)
            objc_setAssociatedObject(
                self, &LifecycleKeys.dismissalRunner, runner, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            // Adopted as on screen: a presentation still rising is a transition the dismissal waits for.
            runner.send(.presentationAccepted(.this))
            runner.send(.presentationTransitionDidEnd(.this, completed: true))
            runner.send(.dismiss(.this, cause: .app))
            return true
        }
    }

    extension SheetUIKitBinding {
        /// The whole dismissal guard, as the lifecycle asks it before a `.replace` sends the sheet
        /// away: `isModalInPresentation` on any controller in the sheet, then the delegates
        /// (`presentationControllerShouldDismiss`, `sheetControllerShouldDismiss`).
        var guardAllowsDismissal: Bool {
            guard owner?.bindingModalController(self)?.isModalInPresentationHierarchy != true else {
                return false
            }
            return (owner?.bindingAllowsDismissal(self) ?? true)
                && (controller?.delegateAllowsDismissal ?? true)
        }
    }

    @MainActor
    private enum LifecycleKeys {
        static var pendingLink: UInt8 = 0
        static var dismissalRunner: UInt8 = 0
    }

    /// A link, held while its runner presents.
    private final class LinkBox {
        let link: SheetLifecycleLink
        init(_ link: SheetLifecycleLink) { self.link = link }
    }
#endif
