#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension UIViewController {
        /// The view that recedes behind a sheet this controller presents, and how, by the host's
        /// rule (``PresentingViewRecession/target(presenterIsInSheet:)``): the whole SheetKit sheet
        /// it is shown in, or its own view.
        var receding: (view: UIView, target: PresentingViewRecession.Target)? {
            let sheet = sheetController
            let target = PresentingViewRecession.target(presenterIsInSheet: sheet != nil)
            let view: UIView? =
                switch target {
                case .presentingSheet: sheet?.binding.sheetView
                case .presentingView: viewIfLoaded
                }
            return view.map { ($0, target) }
        }
    }
#endif
