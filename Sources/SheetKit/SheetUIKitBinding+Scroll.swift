#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetUIKitBinding {
        /// The scroll view whose drags are split with the sheet's.
        var trackedScrollView: UIScrollView? { scrollTracking.scrollView }

        /// Finds the list the sheet tracks now, by the shared rule (``TrackedScrollViewRule``): the
        /// app's, none, or the content's own (the top controller's after a navigation push). A list
        /// that has left the window while the sheet is in one is tracked no more, and the host hears
        /// `scroll(nil)` until there is another. Called at every touch, every pan's start, every
        /// presentation and layout pass, so the host never splits a drag with a list off screen.
        ///
        /// Apple, `UIView.window`: "This property is nil if the view has not yet been added to a
        /// window" (or was removed from it); `contentScrollView(for:)` is the controller's scroll view
        /// "for the specified edge", so a navigation controller's is asked of its top controller.
        /// https://developer.apple.com/documentation/uikit/uiview/window
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)
        func resolveTrackedScrollView() {
            let chosen = scrollTracking.chosenScrollView(
                explicit: explicitTrackedScrollView, declared: owner?.bindingContentScrollView(self),
                sheetView: sheetView, sheetWindow: rootView.window)
            scrollTracking.track(chosen, binding: self)
        }

        /// The tracked scroll view's geometry changed (KVO): it reaches the host after the frame being
        /// applied, never inside it.
        func scrollGeometryDidChange() {
            guard !isApplying else {
                pendingScroll = true
                return
            }
            scrollTracking.report(to: self)
        }
    }
#endif
