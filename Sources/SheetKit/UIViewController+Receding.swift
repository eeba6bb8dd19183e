#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        /// The view that recedes behind a sheet this controller presents: when the controller is
        /// itself shown in a SheetKit sheet (a sheet opened from a sheet), that whole sheet — its
        /// surface, chrome and content, not its dim — as UIKit's stack of sheets recedes; otherwise
        /// the controller's own view. Receding only the content would shrink it inside the outer
        /// sheet's unchanged chrome; receding the outer root view would scale its dim too.
        var recedingView: UIView? {
            sheetController?.binding.sheetView ?? viewIfLoaded
        }
    }
#endif
