#if canImport(UIKit)
    import UIKit
    import SheetHostCore

    /// Where a sheet narrower than its container stands in regular width (iPad, a wide window):
    /// `.center` as UIKit's page sheet, `.leading` or `.trailing` as Maps' card on iPad.
    public typealias SheetPlacement = HostSheetPlacement

    /// One sheet's settings and position, the same object for every SheetKit sheet: what UIKit's
    /// `sheetPresentationController` is to a page sheet.
    ///
    /// ``BottomSheetViewController``, ``FloatingSheetController`` and ``SheetPresentationController``
    /// each hold one (their `sheet`), and a controller shown in a sheet reaches it through
    /// `sheetController`, as a UIKit one reaches `sheetPresentationController`:
    /// ```swift
    /// sheetController?.animateChanges {
    ///     sheetController?.selectedDetentIdentifier = .large
    /// }
    /// ```
    /// Every setting is a change of the sheet's host, defined here once; the controllers' own
    /// properties of the same names forward to it.
    @MainActor
    public final class SheetController {
        let binding: SheetUIKitBinding

        init(binding: SheetUIKitBinding) {
            self.binding = binding
            binding.controller = self
        }

        /// The sheet's callbacks, as UIKit's `UISheetPresentationController.delegate`: the person's
        /// detent changes, and the dismissal questions and reports. Held weakly.
        public weak var delegate: SheetControllerDelegate?

        /// One property of the host's `SheetPropertyTable`, read as the app last assigned it and
        /// assigned through its row: each of the sheet's properties below is this at its key path.
        subscript<Value>(assigned path: WritableKeyPath<SheetPropertyValues, Value>) -> Value {
            get { binding.host.assignedProperties[keyPath: path] }
            set { binding.set(SheetPropertyTable.assignment(path, newValue)) }
        }

        // MARK: Detents

        /// As UIKit's `detents`: any SheetCore detent (system, fraction, height, content-fitting, custom).
        /// An empty list is ignored, as an invalid configuration is.
        public var detents: [Detent] {
            get { self[assigned: \.configuration.detents] }
            set { self[assigned: \.configuration.detents] = newValue }
        }

        /// As UIKit's `selectedDetentIdentifier`: nil until a detent is chosen (the smallest shows),
        /// kept by identifier through rotations and the keyboard (the host's
        /// `selectedDetentIdentifier`); setting nil chooses none again. A change jumps, or springs
        /// inside ``animateChanges(_:)``.
        public var selectedDetentIdentifier: Detent.Identifier? {
            get { binding.host.selectedDetentIdentifier }
            set { self[assigned: \.configuration.selectedDetentIdentifier] = newValue }
        }

        /// As UIKit's `largestUndimmedDetentIdentifier`: up to it, no dim and the views behind take
        /// touches.
        public var largestUndimmedDetentIdentifier: Detent.Identifier? {
            get { self[assigned: \.configuration.largestUndimmedDetentIdentifier] }
            set { self[assigned: \.configuration.largestUndimmedDetentIdentifier] = newValue }
        }

        /// As UIKit's `animateChanges(_:)`: a selection or new detents made in `changes` spring
        /// rather than jump.
        public func animateChanges(_ changes: () -> Void) {
            let outer = binding.isAnimatingChanges
            binding.isAnimatingChanges = true
            changes()
            binding.isAnimatingChanges = outer
        }

        /// As UIKit's `invalidateDetents()`: custom detents are resolved again (their inputs changed).
        public func invalidateDetents() {
            binding.send(.detentsChanged(detents))
        }

        // MARK: Appearance

        /// As UIKit's `prefersGrabberVisible`.
        public var prefersGrabberVisible: Bool {
            get { self[assigned: \.configuration.style.prefersGrabberVisible] }
            set { self[assigned: \.configuration.style.prefersGrabberVisible] = newValue }
        }

        /// As UIKit's `preferredCornerRadius`; nil for the system's.
        public var preferredCornerRadius: CGFloat? {
            get { self[assigned: \.configuration.style.preferredCornerRadius] }
            set { self[assigned: \.configuration.style.preferredCornerRadius] = newValue }
        }

        /// How the sheet's surface is drawn: a colour (`.clear` too), a material, a shadow outside
        /// the rounded corners, a border. Kept through every other change (detents, style,
        /// background).
        public var appearance: SheetAppearance {
            get { binding.sheetView.appearance }
            set { binding.sheetView.appearance = newValue }
        }

        /// The dim layer's colour (black by default).
        public var dimmingColor: UIColor {
            get { binding.dimView.backgroundColor ?? .black }
            set { binding.dimView.backgroundColor = newValue }
        }

        /// The dim alpha at and above the largest dimmed detent; at 0 a tap outside still dismisses.
        public var maximumDimAlpha: CGFloat {
            get { self[assigned: \.configuration.dimming.maximumAlpha] }
            set { self[assigned: \.configuration.dimming.maximumAlpha] = newValue }
        }

        // MARK: Width and placement

        /// As UIKit's `prefersEdgeAttachedInCompactHeight`.
        public var prefersEdgeAttachedInCompactHeight: Bool {
            get { self[assigned: \.options.prefersEdgeAttachedInCompactHeight] }
            set { self[assigned: \.options.prefersEdgeAttachedInCompactHeight] = newValue }
        }

        /// As UIKit's `widthFollowsPreferredContentSizeWhenEdgeAttached`: the width is the presented
        /// controller's `preferredContentSize.width` (a `BottomSheetViewController` adopts its content
        /// controller's, as a navigation controller does).
        public var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
            get { self[assigned: \.options.widthFollowsPreferredContentSizeWhenEdgeAttached] }
            set { self[assigned: \.options.widthFollowsPreferredContentSizeWhenEdgeAttached] = newValue }
        }

        /// Where the sheet stands in regular width: centred (UIKit's page sheet, the default), or
        /// against the leading or trailing edge, as FloatingPanel's iPad panels and Maps' card.
        public var regularWidthPlacement: SheetPlacement {
            get { self[assigned: \.options.regularWidthPlacement] }
            set { self[assigned: \.options.regularWidthPlacement] = newValue }
        }

        /// The sheet's width in regular width, in points; 0 (the default) for UIKit's page-sheet width.
        public var regularWidth: CGFloat {
            get { self[assigned: \.options.regularWidth] }
            set { self[assigned: \.options.regularWidth] = newValue }
        }

        /// The space between a sheet placed against a side (``regularWidthPlacement``) and the safe
        /// area's edge, in points (16 by default, as Maps' card).
        public var regularWidthMargin: CGFloat {
            get { self[assigned: \.options.regularWidthMargin] }
            set { self[assigned: \.options.regularWidthMargin] = newValue }
        }

        // MARK: Scrolling

        /// As UIKit's `prefersScrollingExpandsWhenScrolledToEdge`: scrolling ``trackedScrollView`` at
        /// its top expands the sheet.
        public var prefersScrollingExpandsWhenScrolledToEdge: Bool {
            get { self[assigned: \.configuration.prefersScrollingExpandsWhenScrolledToEdge] }
            set { self[assigned: \.configuration.prefersScrollingExpandsWhenScrolledToEdge] = newValue }
        }

        /// At the largest detent, whether a pull down on ``trackedScrollView`` at its top bounces the
        /// list (so its `UIRefreshControl` fires) instead of moving the sheet down, as FloatingPanel's
        /// `shouldAllowToScroll`. False by default, UIKit's behaviour; the grabber and the header
        /// still move the sheet, and below the largest detent the pull moves it as before.
        public var trackedScrollViewBouncesAtTop: Bool {
            get { self[assigned: \.configuration.scrollViewBouncesAtTop] }
            set { self[assigned: \.configuration.scrollViewBouncesAtTop] = newValue }
        }

        /// Whether the sheet adds the home indicator's inset to ``trackedScrollView``'s
        /// `contentInset` (`.always`, the default) or leaves the list's insets to the app (`.never`).
        public var contentInsetAdjustmentBehavior: SheetContentInsetAdjustmentBehavior {
            get { binding.scrollTracking.insetAdjustment }
            set { binding.scrollTracking.insetAdjustment = newValue }
        }

        /// The sheet's background: `.white` (the system background) or `.gray` (the grouped one),
        /// drawn behind the grabber and under the content, elevated in Dark Mode; an
        /// ``appearance`` colour is drawn instead.
        public var background: SheetStyle.Background {
            get { self[assigned: \.configuration.style.background] }
            set { self[assigned: \.configuration.style.background] = newValue }
        }

        // MARK: Where the sheet is

        /// The sheet's frame in its container (the presentation's container view, or the floating
        /// sheet's overlay), as it is drawn now.
        public var frame: CGRect { binding.frame.sheetRect }

        /// A layout guide that follows the sheet in its container, updated with every frame the sheet
        /// moves: pin controls that ride above the sheet, or a card to its top edge, to it. It is the
        /// container's (the views behind a floating sheet share its parent view).
        public var layoutGuide: UILayoutGuide { binding.layoutGuide }

        /// Called after every frame in which the sheet moved, with its new frame in the container:
        /// FloatingPanel's `floatingPanelDidMove(_:)`.
        public var onMove: ((CGRect) -> Void)? {
            get { binding.onMove }
            set { binding.onMove = newValue }
        }

        /// The sheet's view: its surface, corners and content (for a snapshot). It is not clipped:
        /// the rounded surface inside it is, so a shadow set on ``appearance`` shows.
        public var view: UIView { binding.sheetView }

        /// The status bar's style over the sheet: `.lightContent` while the presenting view has
        /// receded under the status bar (UIKit's page sheet at its largest detent, where the window's
        /// black shows there), otherwise `.default`. While it is light, the presented controller
        /// controls the status bar: return this from its `preferredStatusBarStyle`.
        public var preferredStatusBarStyle: UIStatusBarStyle {
            binding.prefersLightStatusBar ? .lightContent : .default
        }

        // MARK: Flight recorder

        /// In DEBUG builds, records every host event the sheet's binding sends, from now on: turn it
        /// on before presenting. When the sheet is dismissed the log says where the recording was
        /// written; ``recordedScenario()`` returns it at any time. Release builds record nothing.
        /// See <doc:DebuggingASheet>.
        public var recordsHostEvents: Bool {
            get { binding.recordsHostEvents }
            set { binding.recordsHostEvents = newValue }
        }

        /// The recording so far as a `sheetkit simulate` scenario (JSON), or nil when not recording.
        public func recordedScenario() -> String? { binding.recordedScenario() }
    }
#endif
