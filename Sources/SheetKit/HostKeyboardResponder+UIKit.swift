#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    extension HostKeyboardResponder {
        /// The facts about the first responder for a sheet whose root is `sheet`, shown for
        /// `controller`: whether the first responder (a view, or a controller's view) is in the
        /// sheet's window and inside the sheet, and whether a controller is presented over the sheet
        /// (UIKit's `presentedViewController` counts one presented by an ancestor too). The host
        /// decides from them whether the keyboard is the sheet's (``raisesSheet``).
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
        @MainActor
        init(sheet: UIView, controller: UIViewController?) {
            guard let window = sheet.window else {
                self = .unknown
                return
            }
            let responder = Self.firstResponderView(in: window)
            let presented = controller?.presentedViewController
            self.init(
                isInSheetWindow: responder != nil, isInSheet: responder?.isDescendant(of: sheet) ?? false,
                isSheetCovered: presented.map { !$0.isBeingDismissed } ?? false)
        }

        /// The view that is first responder in `root`'s hierarchy, or whose controller is (a
        /// controller showing an input accessory view); nil when none is.
        @MainActor
        static func firstResponderView(in root: UIView) -> UIView? {
            if root.isFirstResponder || (root.next as? UIViewController)?.isFirstResponder == true {
                return root
            }
            for subview in root.subviews {
                if let found = firstResponderView(in: subview) { return found }
            }
            return nil
        }
    }
#endif
