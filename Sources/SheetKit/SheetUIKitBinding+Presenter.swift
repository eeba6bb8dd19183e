#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// The presenting view's own values, restored when it no longer recedes.
    struct PresenterRestore {
        weak var view: UIView?
        var transform: CGAffineTransform
        var cornerRadius: CGFloat
        var cornerCurve: CALayerCornerCurve
        var masksToBounds: Bool
    }

    extension SheetUIKitBinding {
        /// The presenting view recedes as a page sheet's presenter does at the largest detent: scaled
        /// about the middle of its top edge, moved down, its corners rounded and a black layer over
        /// it, all from the host's ``PresentingViewRecession`` values. Only its transform and layer change, so
        /// its layout (frame, constraints, safe area) is untouched: Apple, `transform`: "the transform
        /// property does not affect Auto Layout. Auto layout calculates a view's alignment rectangle
        /// based on its untransformed frame."
        /// https://developer.apple.com/documentation/uikit/uiview/transform
        func applyPresenter(_ presenter: PresentingViewRecession) {
            updateStatusBar(presenter)
            guard presenter != .identity else { return restorePresenter() }
            // The target is the host's rule (`receding`): a sheet behind a sheet recedes in its
            // stacked form, as UIKit's stack.
            guard let (view, target) = owner?.bindingPresenter(self) else { return }
            let presenter = presenter.applied(to: target)
            if presenterRestore?.view !== view {
                restorePresenter()
                presenterRestore = PresenterRestore(
                    view: view, transform: view.transform, cornerRadius: view.layer.cornerRadius,
                    cornerCurve: view.layer.cornerCurve, masksToBounds: view.layer.masksToBounds)
            }
            // A transform scales about the view's centre: the host's translation keeps its top edge
            // and moves it down by the host's offset; the radius is set before the scale shrinks it.
            let scale = presenter.scale
            view.transform = CGAffineTransform(
                translationX: 0, y: presenter.translationAfterCentredScale(height: view.bounds.height)
            )
            .scaledBy(x: scale, y: scale)
            view.layer.cornerRadius = presenter.unscaledCornerRadius
            view.layer.cornerCurve = .continuous
            view.layer.masksToBounds = presenter.clipsToCorners
            if presenterDim.superlayer !== view.layer {
                presenterDim.removeFromSuperlayer()
                presenterDim.backgroundColor = UIColor.black.cgColor
                presenterDim.zPosition = 1_000
                view.layer.addSublayer(presenterDim)
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            presenterDim.frame = view.layer.bounds
            presenterDim.opacity = Float(presenter.dimAlpha)
            CATransaction.commit()
        }

        /// The host says whether the receded presenter's black shows behind the status bar; UIKit
        /// is asked for the status bar's style again when that changes.
        private func updateStatusBar(_ presenter: PresentingViewRecession) {
            let light = presenter.prefersLightStatusBar
            guard light != prefersLightStatusBar else { return }
            prefersLightStatusBar = light
            owner?.bindingStatusBarAppearanceDidChange(self)
        }

        /// Gives the presenting view its own transform and corners back.
        func restorePresenter() {
            updateStatusBar(.identity)
            presenterDim.removeFromSuperlayer()
            guard let restore = presenterRestore else { return }
            presenterRestore = nil
            guard let view = restore.view else { return }
            view.transform = restore.transform
            view.layer.cornerRadius = restore.cornerRadius
            view.layer.cornerCurve = restore.cornerCurve
            view.layer.masksToBounds = restore.masksToBounds
        }
    }
#endif
