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

        /// What UIKit reads as the transition's length before it runs (the duration animations run
        /// alongside the transition coordinator take): 0.4 s, about a default sheet's rise. The
        /// transition itself lasts as long as the host's spring and ends when the host says so, so a
        /// rise or slide of another length ends at its own time, not at 0.4 s; the alongside
        /// animations are UIKit's, ended with it.
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
