import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything an app decides about one sheet, named as UIKit's `UISheetPresentationController`.
public struct SheetConfiguration: Sendable {
    /// The heights the sheet can rest at, in any order; resolution sorts them.
    public var detents: [Detent]
    /// The detent to present at; nil means the smallest, as in UIKit.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The alpha of the dim layer and the largest detent that leaves the background undimmed.
    public var dimming: Dimming
    /// Whether a keyboard-less sheet keeps its content above the bottom safe area (the frame grows by
    /// the inset) or runs it to the container's edge.
    public var usesBottomSafeArea: Bool
    /// Whether an upward drag on scrolled content expands the sheet before the content scrolls.
    public var prefersScrollingExpandsWhenScrolledToEdge: Bool
    /// Whether, at the largest detent, a pull down on the scroll view at its top bounces the scroll
    /// view (so a refresh control in it fires) rather than moving the sheet, as FloatingPanel's
    /// `shouldAllowToScroll`. False by default: UIKit's sheet moves down there. The grabber, the
    /// header and smaller detents move the sheet either way.
    public var scrollViewBouncesAtTop = false
    /// While true the person can't dismiss the sheet: drags spring back, taps and the close button
    /// report ``SheetEvents/attemptedToDismiss`` instead. Programmatic dismissal still works.
    public var isModalInPresentation: Bool
    /// Whether the person can dismiss the sheet at all. A sheet that can't (a map's drawer) springs
    /// back silently, without reporting an attempt.
    public var isDismissible: Bool
    /// Whether the sheet is a non-modal drawer floating over a view the person keeps using (a map),
    /// as Maps' and FloatingPanel's: it dims nothing and passes touches through at every detent
    /// unless ``largestUndimmedDetentIdentifier`` names an active detent, the person can't dismiss
    /// it (whatever ``isDismissible`` says), and in compact height it stays a drawer at the bottom
    /// rather than filling the screen.
    public var isFloating: Bool
    /// Background, corners, grabber and header.
    public var style: SheetStyle
    /// Springs, projection and thresholds.
    public var behavior: SheetBehavior

    public init(
        detents: [Detent] = [.medium, .large],
        selectedDetentIdentifier: Detent.Identifier? = nil,
        largestUndimmedDetentIdentifier: Detent.Identifier? = nil,
        usesBottomSafeArea: Bool = true,
        prefersScrollingExpandsWhenScrolledToEdge: Bool = true,
        isModalInPresentation: Bool = false,
        isDismissible: Bool = true,
        isFloating: Bool = false,
        style: SheetStyle = SheetStyle(),
        behavior: SheetBehavior = SheetBehavior(),
        maximumDimAlpha: CGFloat = Dimming.defaultMaximumAlpha
    ) {
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.dimming = Dimming(
            maximumAlpha: maximumDimAlpha, largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier)
        self.usesBottomSafeArea = usesBottomSafeArea
        self.prefersScrollingExpandsWhenScrolledToEdge = prefersScrollingExpandsWhenScrolledToEdge
        self.isModalInPresentation = isModalInPresentation
        self.isDismissible = isDismissible
        self.isFloating = isFloating
        self.style = style
        self.behavior = behavior
    }

    /// As UIKit's `largestUndimmedDetentIdentifier`.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { dimming.largestUndimmedDetentIdentifier }
        set { dimming.largestUndimmedDetentIdentifier = newValue }
    }

    /// Whether the person can dismiss the sheet by a gesture, a tap or the close button: it is
    /// ``isDismissible`` and not ``isFloating``. The app's own dismissal always proceeds.
    public var isDismissibleByPerson: Bool { isDismissible && !isFloating }

    /// The dim layer's alpha for a sheet of this frame height: ``dimming``'s, or none at all for a
    /// floating sheet whose ``largestUndimmedDetentIdentifier`` names no active detent.
    public func dimAlpha(forFrameHeight frameHeight: CGFloat, in resolution: DetentResolution) -> CGFloat {
        dimsNothing(in: resolution) ? 0 : dimming.alpha(forFrameHeight: frameHeight, in: resolution)
    }

    /// Whether the background takes touches at this frame height: ``dimming``'s rule, or always for
    /// a floating sheet whose ``largestUndimmedDetentIdentifier`` names no active detent.
    public func isBackgroundInteractive(forFrameHeight frameHeight: CGFloat, in resolution: DetentResolution)
        -> Bool
    {
        dimsNothing(in: resolution)
            || dimming.isBackgroundInteractive(forFrameHeight: frameHeight, in: resolution)
    }

    /// A floating sheet whose app named no undimmed detent that is active in `resolution`, and did
    /// not ask it to dim at every detent (``Dimming/dimsAtEveryDetent``).
    private func dimsNothing(in resolution: DetentResolution) -> Bool {
        isFloating && !dimming.dimsAtEveryDetent && dimming.undimmedDetent(in: resolution) == nil
    }

    /// Throws the first problem found: an empty or duplicated detent list, an identifier that names
    /// no detent, a detent parameter, dim alpha or behaviour constant out of range.
    public func validate() throws {
        guard !detents.isEmpty else { throw SheetError.emptyDetents }
        var seen = Set<Detent.Identifier>()
        for detent in detents {
            guard seen.insert(detent.identifier).inserted else {
                throw SheetError.duplicateDetentIdentifier(detent.identifier)
            }
            try detent.validate()
        }
        if let selected = selectedDetentIdentifier, !seen.contains(selected) {
            throw SheetError.unknownSelectedDetentIdentifier(selected)
        }
        if let undimmed = largestUndimmedDetentIdentifier, !seen.contains(undimmed) {
            throw SheetError.unknownLargestUndimmedDetentIdentifier(undimmed)
        }
        let alpha = dimming.maximumAlpha
        guard alpha >= 0 && alpha <= 1 else {
            throw SheetError.invalidBehavior(field: "maximumDimAlpha", value: alpha)
        }
        if let radius = style.preferredCornerRadius, !radius.isValidSize {
            throw SheetError.invalidSize(field: "preferredCornerRadius", value: radius)
        }
        try behavior.validate()
    }

    /// The detents resolved in `container`.
    public func resolveDetents(in container: SheetContainer, contentFittingHeight: CGFloat = 0)
        -> DetentResolution
    {
        DetentResolution(
            detents: detents,
            geometry: SheetGeometry(container: container, usesBottomSafeArea: usesBottomSafeArea),
            contentFittingHeight: contentFittingHeight, chromeHeight: style.chromeHeight)
    }
}
