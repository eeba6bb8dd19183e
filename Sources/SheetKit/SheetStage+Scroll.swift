#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension SheetStage {
        /// The scroll view whose drags are split with the sheet's.
        var trackedScrollView: UIScrollView? { scrollTracking.scrollView }

        /// Finds the list the sheet tracks now: the app's, else the content's own (the top
        /// controller's after a navigation push). A list that has left the window while the sheet is
        /// in one (the previous screen's, under a push) is tracked no more, and the host hears
        /// `scroll(nil)` until there is another. Called at every touch, every pan's start, every
        /// presentation and layout pass, so the host never splits a drag with a list off screen.
        func resolveTrackedScrollView() {
            var candidate = explicitTrackedScrollView ?? owner?.stageContentScrollView(self)
            if let list = candidate, rootView.window != nil, list.window == nil { candidate = nil }
            scrollTracking.track(candidate, stage: self)
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
