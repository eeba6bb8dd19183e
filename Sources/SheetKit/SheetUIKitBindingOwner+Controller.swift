#if canImport(UIKit)
    import UIKit

    /// What a controller that owns its sheet (``BottomSheetViewController``,
    /// ``FloatingSheetController``) answers for itself.
    extension SheetUIKitBindingOwner where Self: UIViewController {
        /// Its own hierarchy guards the person's dismissals.
        func bindingModalController(_ binding: SheetUIKitBinding) -> UIViewController? { self }

        /// It controls the status bar while it is shown over full screen: UIKit asks it again (its
        /// `preferredStatusBarStyle` returns ``SheetController/preferredStatusBarStyle``).
        func bindingStatusBarAppearanceDidChange(_ binding: SheetUIKitBinding) {
            setNeedsStatusBarAppearanceUpdate()
        }
    }
#endif
