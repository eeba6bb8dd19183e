#if canImport(UIKit)
    import UIKit

    /// A controller that shows one SheetKit sheet: ``BottomSheetViewController``,
    /// ``FloatingSheetController`` and ``SheetPresentationController``.
    ///
    /// Each sheet setting is defined once, on ``SheetController``; a providing controller reads and
    /// writes every one of them by the same name (`controller.detents = [.medium(), .large()]`), as
    /// UIKit's `sheetPresentationController` does, so a setting added there needs no forward here.
    /// A name the controller has itself (UIKit's `view`, a presentation controller's `delegate`)
    /// stays the controller's own.
    @MainActor
    @dynamicMemberLookup
    public protocol SheetControllerProviding: AnyObject {
        /// The sheet's settings and position.
        var sheet: SheetController { get }
    }

    extension SheetControllerProviding {
        /// The ``sheet``'s setting of that name: `controller.detents` is `controller.sheet.detents`.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<SheetController, Value>)
            -> Value
        {
            get { sheet[keyPath: keyPath] }
            set { sheet[keyPath: keyPath] = newValue }
        }

        /// The ``sheet``'s read-only value of that name (`controller.layoutGuide` is `controller.sheet.layoutGuide`).
        public subscript<Value>(dynamicMember keyPath: KeyPath<SheetController, Value>) -> Value {
            sheet[keyPath: keyPath]
        }

        /// ``SheetController/animateChanges(_:)``.
        public func animateChanges(_ changes: () -> Void) { sheet.animateChanges(changes) }

        /// ``SheetController/invalidateDetents()``.
        public func invalidateDetents() { sheet.invalidateDetents() }
    }

    extension SheetControllerProviding where Self: UIViewController {
        /// The sheet's content area, below its header or grabber: the content is in it, and a
        /// subclass adds its own views here (not to `view`, the full-screen root behind the sheet),
        /// so they move, clip and take touches with the sheet. Loads the view.
        public var sheetContentView: UIView {
            loadViewIfNeeded()
            return sheet.binding.sheetView.contentContainer
        }
    }
#endif
