#if canImport(SwiftUI) && canImport(UIKit)
    import SheetHostCore
    import SheetKit
    import SwiftUI
    import UIKit

    /// A sheet's hosting controller, in a `.bottomSheet`'s presentation or a `.floatingSheet`'s
    /// controller: it finds the scroll view SwiftUI made for the content for the sheet to track and
    /// tells the background how far the sheet reaches past it. The modal sheet's presentation and
    /// dismissal reach the presenter through the presentation's lifecycle, not through appearance
    /// callbacks.
    @MainActor
    final class SheetHostingController: UIHostingController<SheetHostingRoot> {
        let surface: SheetSurface

        init(rootView: SheetHostingRoot, surface: SheetSurface) {
            self.surface = surface
            super.init(rootView: rootView)
            // The sheet's surface draws its background, or the root draws the content's own out to the
            // sheet's shape: the hosting view itself is clear.
            view.backgroundColor = .clear
            // The host moves the sheet above the keyboard: the hosting controller must not also shrink
            // its content for it (iOS 16.4+; before that the root ignores the keyboard's safe area).
            if #available(iOS 16.4, *) { safeAreaRegions = .container }
        }

        @available(*, unavailable)
        @MainActor required dynamic init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// Whether nothing is presented over this sheet (`PresentationChain.isNearest`): content that
        /// reads its actions while something is, and is itself presented, is a nested presentation's.
        var isNearestPresentation: Bool {
            PresentationChain.isNearest(
                self, parent: { $0.parent }, presented: { $0.presentedViewController },
                isLeaving: { $0.isBeingDismissed }, isAlert: { $0 is UIAlertController })
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            // The sheet showing this controller: its presentation's, or the floating sheet's.
            guard let sheet = sheetController else { return }
            // Only inside this controller's own view: never a scroll view behind the sheet.
            let found = Self.scrollView(in: view)
            if found !== sheet.trackedScrollView { sheet.trackedScrollView = found }
            surface.update(content: view, sheet: sheet.view)
        }

        /// The largest vertically scrolling scroll view inside `root` covering at least a third of its
        /// height, or nil: the `List` or `ScrollView` the content already has (SwiftUI offers no scroll
        /// geometry before iOS 18), chosen by `TrackedScrollViewRule`, the rule UIKit's sheets
        /// follow too.
        static func scrollView(in root: UIView) -> UIScrollView? {
            let found = TrackedScrollViewRule.scrollViews(
                under: root, children: { $0.subviews }, isScrollView: { $0 is UIScrollView }
            ).compactMap { $0 as? UIScrollView }
            let candidates = found.map { scrollView in
                TrackedScrollViewRule.Candidate(
                    frame: scrollView.convert(scrollView.bounds, to: root),
                    contentWidth: scrollView.contentSize.width, width: scrollView.bounds.width)
            }
            // SwiftUI's content declares no list: the rule's automatic state picks among those found.
            let choice = TrackedScrollViewRule.choose(
                mode: .automatic, explicit: .absent, declared: .absent, candidates: { candidates },
                in: root.bounds)
            guard case .found(let index) = choice else { return nil }
            return found[index]
        }
    }
#endif
