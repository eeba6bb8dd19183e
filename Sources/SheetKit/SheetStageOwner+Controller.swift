#if canImport(UIKit)
    import UIKit

    /// What a controller that owns its sheet (``BottomSheetViewController``,
    /// ``FloatingSheetController``) answers for itself.
    extension SheetStageOwner where Self: UIViewController {
        /// Its own hierarchy guards the person's dismissals.
        func stageModalController(_ stage: SheetStage) -> UIViewController? { self }

        /// It controls the status bar while it is shown over full screen: UIKit asks it again (its
        /// `preferredStatusBarStyle` returns ``SheetController/preferredStatusBarStyle``).
        func stageStatusBarAppearanceDidChange(_ stage: SheetStage) {
            setNeedsStatusBarAppearanceUpdate()
        }
    }
#endif
