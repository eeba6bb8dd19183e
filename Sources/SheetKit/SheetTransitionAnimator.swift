#if canImport(UIKit)
    import UIKit

    /// UIKit's transition for a sheet, in both directions, driven by the host: it begins the host's
    /// presentation (or dismissal) and completes when the host's frame says the sheet has risen (or
    /// gone). So `viewWillAppear` … `viewDidAppear` bracket the rise, `isBeingDismissed` is true during
    /// the slide, and the transition coordinator runs alongside, as with UIKit's own sheets.
    final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        private let isPresenting: Bool
        private let binding: @MainActor () -> SheetUIKitBinding?

        /// The transition for the binding `binding` finds when the transition begins.
        init(presenting: Bool, binding: @escaping @MainActor () -> SheetUIKitBinding?) {
            isPresenting = presenting
            self.binding = binding
        }

        /// A nominal duration for animations run alongside; the transition ends when the host says so.
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

        func animateTransition(using context: UIViewControllerContextTransitioning) {
            MainActor.assumeIsolated {
                guard let binding = binding() else {
                    return context.completeTransition(!context.transitionWasCancelled)
                }
                if isPresenting {
                    if let view = context.view(forKey: .to),
                        let controller = context.viewController(forKey: .to)
                    {
                        view.frame = context.finalFrame(for: controller)
                        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        context.containerView.addSubview(view)
                    }
                    binding.beginPresentation(context, animated: context.isAnimated)
                } else {
                    binding.beginDismissal(context, animated: context.isAnimated)
                }
            }
        }
    }
#endif
