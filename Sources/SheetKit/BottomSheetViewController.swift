#if canImport(UIKit)
    import UIKit

    /// The reusable bottom sheet: a header (title and close button), the white or gray style, any
    /// content, any SheetCore detents, a grabber and a dimmed background, moved by SheetCore.
    ///
    /// ```swift
    /// let sheet = BottomSheetViewController(title: "Filters", style: .gray, contentView: filters)
    /// sheet.detents = [.fitting(), .large]
    /// sheet.present(from: self)
    /// ```
    /// Every way to dismiss — close button, a tap on the dim, a downward drag or fling, VoiceOver's
    /// escape — goes through the engine, so `isModalInPresentation` (unsaved input) holds on all of
    /// them: the sheet springs back and ``onAttemptToDismiss`` is called; ``dismissSheet()`` then
    /// always proceeds. The sheet rides on the keyboard (`keyboardLayoutGuide`, iOS 15+).
    @MainActor
    open class BottomSheetViewController: UIViewController {
        /// The sheet's detents (any SheetCore detent: fixed, fraction, content-fitting, custom).
        public var detents: [Detent] {
            get { stage.runtime.interaction.configuration.detents }
            set { stage.runtime.reconfigure { $0.detents = newValue } }
        }

        /// As UIKit's `selectedDetentIdentifier`: changing it springs to that detent.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get {
                stage.runtime.frame.selectedDetentIdentifier
                    ?? stage.runtime.interaction.selectedDetentIdentifier
            }
            set { if let newValue { stage.runtime.handle(.select(newValue, animated: true)) } }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`: no dim and live background up to it.
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { stage.runtime.interaction.configuration.largestUndimmedDetentIdentifier }
            set { stage.runtime.reconfigure { $0.largestUndimmedDetentIdentifier = newValue } }
        }

        /// As UIKit's: while true, dismissal gestures and taps are refused and reported instead.
        open override var isModalInPresentation: Bool {
            didSet { stage.runtime.handle(.modalInPresentationChanged(isModalInPresentation)) }
        }

        /// The person tried to dismiss while `isModalInPresentation` was true: ask, then call
        /// ``dismissSheet()`` to discard.
        public var onAttemptToDismiss: (() -> Void)?
        /// The selected detent changed (a drag, a selection, a size change).
        public var onSelectedDetentChange: ((Detent.Identifier) -> Void)?
        /// The sheet finished dismissing and is gone.
        public var onDismiss: (() -> Void)?

        let stage: SheetStage
        private let content: UIView
        private let child: UIViewController?

        /// A sheet titled `title` in `style` showing `contentView`.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentView: UIView
        ) {
            stage = SheetStage(
                configuration: Self.configuration(title: title, style: style, detents: detents))
            content = contentView
            child = nil
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
        }

        /// A sheet titled `title` in `style` showing `contentViewController` as a child.
        public init(
            title: String?, style: SheetStyle.Background = .white, detents: [Detent] = [.medium, .large],
            contentViewController: UIViewController
        ) {
            stage = SheetStage(
                configuration: Self.configuration(title: title, style: style, detents: detents))
            content = contentViewController.view
            child = contentViewController
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
        }

        @available(*, unavailable)
        public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        static func configuration(title: String?, style: SheetStyle.Background, detents: [Detent])
            -> SheetConfiguration
        {
            var configuration = SheetConfiguration(detents: detents.isEmpty ? [.medium, .large] : detents)
            configuration.style = SheetStyle(
                background: style, prefersGrabberVisible: true,
                header: title.map { SheetStyle.Header(title: $0) })
            return configuration
        }

        /// Presents the sheet over `presenter`, sliding up with the engine's spring.
        public func present(from presenter: UIViewController) {
            presenter.present(self, animated: false) { [weak self] in self?.stage.runtime.handle(.present) }
        }

        /// Dismisses unconditionally (after the person confirmed discarding), sliding down.
        public func dismissSheet() { stage.runtime.handle(.dismiss) }

        open override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
            stage.install(in: view)
            if let child { addChild(child) }
            // A view sized by its own content (a form) keeps its height; a scroll view or a child
            // controller fills the sheet.
            stage.sheetView.embed(content, fillsHeight: child != nil || content is UIScrollView)
            child?.didMove(toParent: self)
            if let scrollView = content as? UIScrollView { stage.trackedScrollView = scrollView }
            stage.onEvents = { [weak self] events in self?.report(events) }
        }

        open override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            stage.containerDidLayout()
        }

        open override func accessibilityPerformEscape() -> Bool {
            // VoiceOver's two-finger scrub, on the main thread: a dismissal attempt like any other.
            MainActor.assumeIsolated { stage.runtime.handle(.closeButton) }
            return true
        }

        private func report(_ events: SheetEvents) {
            if let detent = events.selectedDetentChanged { onSelectedDetentChange?(detent) }
            if events.attemptedToDismiss { onAttemptToDismiss?() }
            if events.dismissed {
                stage.runtime.stop()
                dismiss(animated: false) { [onDismiss] in onDismiss?() }
            }
        }
    }
#endif
