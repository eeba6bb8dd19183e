#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// Which list a sheet tracks (hands drags over to and back), as the app sets it: FloatingPanel's
    /// `track(scrollView:)` and `untrack(scrollView:)`, and the content's own list by default.
    public enum SheetScrollViewTracking {
        /// The content's own list (the default): the one it declares — `contentScrollView(for: .top)`,
        /// the top controller's in a navigation controller, the selected one's in a tab bar
        /// controller, a controller whose view is a scroll view, a scroll view given as the content —
        /// else the largest vertical scroll view in the content covering a third of its height;
        /// found again after a push. SwiftUI's sheets pick their list by the same rule.
        case contentScrollView
        /// No list: drags on the content are the content's, only the grabber and header move the
        /// sheet (FloatingPanel's `untrack(scrollView:)`).
        case none
        /// This list, while it is alive and in the sheet's window (FloatingPanel's
        /// `track(scrollView:)`).
        case scrollView(UIScrollView)
    }

    extension SheetController {
        /// What the sheet tracks, as the app set it: ``SheetScrollViewTracking/contentScrollView`` by
        /// default, ``SheetScrollViewTracking/none``, or a list of the app's. The list's delegate,
        /// insets and inset adjustment stay the app's (see <doc:ScrollHandOff>).
        public var scrollViewTracking: SheetScrollViewTracking {
            get {
                switch binding.scrollTracking.mode {
                case .automatic: return .contentScrollView
                case .none: return .none
                case .explicit: return binding.explicitTrackedScrollView.map { .scrollView($0) } ?? .none
                }
            }
            set {
                switch newValue {
                case .contentScrollView:
                    binding.scrollTracking.mode = .automatic
                    binding.explicitTrackedScrollView = nil
                case .none:
                    binding.scrollTracking.mode = .none
                    binding.explicitTrackedScrollView = nil
                case .scrollView(let list):
                    binding.scrollTracking.mode = .explicit
                    binding.explicitTrackedScrollView = list
                }
                binding.resolveTrackedScrollView()
            }
        }

        /// The scroll view whose drags hand over to the sheet and back, as it is now (nil: none).
        /// Setting a list tracks it (FloatingPanel's `track(scrollView:)`); setting nil tracks none
        /// (its `untrack(scrollView:)`); ``scrollViewTracking`` `= .contentScrollView` returns to the
        /// default, the content's own list.
        public var trackedScrollView: UIScrollView? {
            get { binding.trackedScrollView }
            set { scrollViewTracking = newValue.map { .scrollView($0) } ?? .none }
        }
    }
#endif
