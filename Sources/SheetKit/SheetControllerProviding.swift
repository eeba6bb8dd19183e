#if canImport(UIKit)
    import UIKit

    /// A controller that shows one SheetKit sheet: ``BottomSheetViewController``,
    /// ``FloatingSheetController`` and ``SheetPresentationController``. Each sheet setting is
    /// defined once, on ``SheetController``; these forward to the controller's ``sheet``, so the
    /// same setting reads the same on every controller.
    @MainActor
    public protocol SheetControllerProviding: AnyObject {
        /// The sheet's settings and position.
        var sheet: SheetController { get }
    }

    extension SheetControllerProviding {
        /// ``SheetController/detents``.
        public var detents: [Detent] {
            get { sheet.detents }
            set { sheet.detents = newValue }
        }

        /// ``SheetController/selectedDetentIdentifier``.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { sheet.selectedDetentIdentifier }
            set { sheet.selectedDetentIdentifier = newValue }
        }

        /// ``SheetController/largestUndimmedDetentIdentifier``.
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { sheet.largestUndimmedDetentIdentifier }
            set { sheet.largestUndimmedDetentIdentifier = newValue }
        }

        /// ``SheetController/prefersGrabberVisible``.
        public var prefersGrabberVisible: Bool {
            get { sheet.prefersGrabberVisible }
            set { sheet.prefersGrabberVisible = newValue }
        }

        /// ``SheetController/prefersScrollingExpandsWhenScrolledToEdge``.
        public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
            get { sheet.prefersScrollingExpandsWhenScrolledToEdge }
            set { sheet.prefersScrollingExpandsWhenScrolledToEdge = newValue }
        }

        /// ``SheetController/prefersEdgeAttachedInCompactHeight``.
        public var prefersEdgeAttachedInCompactHeight: Bool {
            get { sheet.prefersEdgeAttachedInCompactHeight }
            set { sheet.prefersEdgeAttachedInCompactHeight = newValue }
        }

        /// ``SheetController/widthFollowsPreferredContentSizeWhenEdgeAttached``.
        public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
            get { sheet.widthFollowsPreferredContentSizeWhenEdgeAttached }
            set { sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
        }

        /// ``SheetController/preferredCornerRadius``.
        public var preferredCornerRadius: CGFloat? {
            get { sheet.preferredCornerRadius }
            set { sheet.preferredCornerRadius = newValue }
        }

        /// ``SheetController/appearance``.
        public var appearance: SheetAppearance {
            get { sheet.appearance }
            set { sheet.appearance = newValue }
        }

        /// ``SheetController/dimmingColor``.
        public var dimmingColor: UIColor {
            get { sheet.dimmingColor }
            set { sheet.dimmingColor = newValue }
        }

        /// ``SheetController/maximumDimAlpha``.
        public var maximumDimAlpha: CGFloat {
            get { sheet.maximumDimAlpha }
            set { sheet.maximumDimAlpha = newValue }
        }

        /// ``SheetController/trackedScrollView``.
        public var trackedScrollView: UIScrollView? {
            get { sheet.trackedScrollView }
            set { sheet.trackedScrollView = newValue }
        }

        /// ``SheetController/animateChanges(_:)``.
        public func animateChanges(_ changes: () -> Void) { sheet.animateChanges(changes) }

        /// ``SheetController/invalidateDetents()``.
        public func invalidateDetents() { sheet.invalidateDetents() }
    }
#endif
