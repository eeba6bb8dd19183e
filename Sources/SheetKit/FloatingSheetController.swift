#if canImport(UIKit)
    import UIKit

    /// A non-modal sheet that floats over a full-screen view such as a map: the background stays
    /// interactive, and a tracked scroll view (a table of results) hands its drag to the sheet and
    /// back within one gesture, as SheetCore decides — no `isScrollEnabled` toggling, no second touch.
    ///
    /// ```swift
    /// let results = FloatingSheetController(contentViewController: resultsTable)
    /// results.trackedScrollView = resultsTable.tableView
    /// results.addSheet(to: mapViewController)
    /// ```
    /// Sideways drags (a carousel, a cell's swipe actions) are left to the content: the engine locks
    /// the axis after 8 pt. Set ``bottomInset`` to rest above a tab bar.
    @MainActor
    open class FloatingSheetController: UIViewController {
        /// The sheet's detents; by default a peek, `.medium` and `.large`.
        public var detents: [Detent] {
            get { stage.runtime.interaction.configuration.detents }
            set { stage.runtime.reconfigure { $0.detents = newValue } }
        }

        /// Where the sheet rests or is going.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { stage.runtime.interaction.selectedDetentIdentifier }
            set { if let newValue { stage.runtime.handle(.select(newValue, animated: true)) } }
        }

        /// The scroll view inside the content whose drags hand over to the sheet.
        public weak var trackedScrollView: UIScrollView? {
            get { stage.trackedScrollView }
            set { stage.trackedScrollView = newValue }
        }

        /// Space kept below the sheet (a tab bar's height): the sheet rests on it, not on the screen edge.
        public var bottomInset: CGFloat = 0 {
            didSet { view.setNeedsLayout() }
        }

        /// The selected detent changed.
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?

        let stage: SheetStage
        private let content: UIViewController

        /// A floating sheet showing `contentViewController`, with a grabber and no header.
        public init(
            contentViewController: UIViewController,
            detents: [Detent] = [.height(120, identifier: "peek"), .medium, .large]
        ) {
            var configuration = SheetConfiguration(
                detents: detents, selectedDetentIdentifier: detents.first?.identifier, isDismissible: false)
            configuration.largestUndimmedDetentIdentifier = detents.last?.identifier
            configuration.style = SheetStyle(prefersGrabberVisible: true)
            stage = SheetStage(configuration: configuration)
            content = contentViewController
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        open override func loadView() {
            // Touches that miss the sheet reach the map behind.
            view = PassThroughView()
        }

        /// Adds the sheet as a full-screen child of `parent` and shows it at its first detent.
        public func addSheet(to parent: UIViewController) {
            parent.addChild(self)
            view.frame = parent.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.addSubview(view)
            didMove(toParent: parent)
            stage.runtime.handle(.present)
        }

        open override func viewDidLoad() {
            super.viewDidLoad()
            stage.install(in: view, dims: false)
            addChild(content)
            stage.sheetView.embed(content.view, fillsHeight: true)
            content.didMove(toParent: self)
            stage.onEvents = { [weak self] events in
                if let detent = events.selectedDetentChanged { self?.onSelectedDetentChange?(detent) }
            }
        }

        open override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            additionalSafeAreaInsets.bottom = bottomInset
            stage.containerDidLayout()
        }
    }
#endif
