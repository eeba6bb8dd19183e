#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension UIViewController {
        /// The view that recedes behind a sheet this controller presents, by the host's rule
        /// (``PresentingViewRecession/target(presenterIsInSheet:)``): the whole SheetKit sheet it is
        /// shown in, or its own view.
        var recedingView: UIView? {
            let sheet = sheetController
            switch PresentingViewRecession.target(presenterIsInSheet: sheet != nil) {
            case .presentingSheet: return sheet?.binding.sheetView
            case .presentingView: return viewIfLoaded
            }
        }
    }
#endif
