#if canImport(SwiftUI) && canImport(UIKit)
    import SheetKitUICore
    import UIKit

    extension UIViewController {
        /// Offers the content's measured height as `preferredContentSize`, which is how UIKit content
        /// tells a sheet its fitting height. False when there is nothing to offer: a height that is
        /// not a finite size, or no change (`ContentMeasurementAnswers.preferredHeight(_:replacing:)`).
        func offerFittingHeight(_ height: CGFloat) -> Bool {
            guard
                let height = ContentMeasurementAnswers.preferredHeight(
                    height, replacing: preferredContentSize.height)
            else { return false }
            preferredContentSize = CGSize(width: 0, height: height)
            return true
        }
    }
#endif
