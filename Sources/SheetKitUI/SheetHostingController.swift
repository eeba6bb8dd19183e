#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKit
    import SwiftUI
    import UIKit

    /// The sheet's hosting controller: reports its dismissal (by any path: a drag, the dim, the
    /// close button, the binding) to its presenter and finds the scroll view SwiftUI made for the
    /// content for the sheet to track.
    @MainActor
    final class SheetHostingController: UIHostingController<SheetHostingRoot> {
        weak var presenter: SheetWindowPresenter?
        var shownID: AnyHashable?

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            presenter?.sheetWillDisappear(self)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            presenter?.sheetDidDisappear(self)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if let controller = presentationController as? SheetPresentationController {
                // Only inside this controller's own view: never a scroll view behind the sheet.
                let found = SheetScrollTracker.scrollView(in: view)
                if found !== controller.sheet.trackedScrollView { controller.sheet.trackedScrollView = found }
                presenter?.containerMayHaveChanged(controller)
            }
        }
    }
#endif
