#if canImport(UIKit)
    import UIKit

    extension UIViewController {
        /// Whether this controller or any controller inside it (a child, a navigation controller's
        /// page, a tab) sets `isModalInPresentation`: the editor inside a presented navigation
        /// controller that sets it on itself, Apple's unsaved-changes pattern, guards the sheet.
        ///
        /// UIKit reads it for the whole presentation, not the presented controller alone.
        /// UIViewController.h: "modalInPresentation is set on the view controller when you wish to
        /// force the presentation hosting the view controller into modal behavior. When this is
        /// active, the presentation will prevent interactive dismiss".
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
        var isModalInPresentationHierarchy: Bool {
            isModalInPresentation || children.contains { $0.isModalInPresentationHierarchy }
        }
    }
#endif
